import { CalendarPlus, Copy, RefreshCw, Power } from "lucide-react";
import { useState } from "react";
import { webcalUrlOf } from "#core/closing/calendar-subscribe.ts";
import { Button, ButtonAnchor } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { formatDay } from "#app/lib/closing-format.ts";
import { toast } from "#app/lib/toast.ts";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { useCalendarAddress, useNewCalendarAddress, useTurnOffCalendar } from "./closing-files-queries.ts";

export const CALENDAR_MESSAGES = {
  created: "Your calendar address is ready. Add it to your calendar app.",
  replaced: "You have a new calendar address. The old one no longer works.",
  turnedOff: "Your calendar address is turned off.",
  failed: "That did not work. Please try again.",
  copied: "Calendar address copied",
  copyFailed: "Could not copy: select the address and copy it yourself.",
} as const;

function Instructions() {
  return (
    <div className="grid gap-3 text-navy-800">
      <div>
        <h3 className="font-semibold text-navy-950">Google Calendar</h3>
        <p>
          On a computer, next to <strong>Other calendars</strong> choose <strong>+</strong>, then <strong>From URL</strong>. Paste the
          address and choose <strong>Add calendar</strong>.
        </p>
      </div>
      <div>
        <h3 className="font-semibold text-navy-950">Outlook</h3>
        <p>
          In the calendar, choose <strong>Add calendar</strong>, then <strong>Subscribe from web</strong>. Paste the address, give it a
          name and choose <strong>Import</strong>.
        </p>
      </div>
      <div>
        <h3 className="font-semibold text-navy-950">Apple Calendar</h3>
        <p>
          Choose <strong>File</strong>, then <strong>New Calendar Subscription</strong>, and paste the address.
        </p>
      </div>
      <p className="text-sm">Calendar apps check for changes every few hours, so a new or moved closing can take a while to show.</p>
    </div>
  );
}

/**
 * One tap on a phone: a webcal: link opens the calendar app (Apple Calendar, or Google Calendar or
 * Outlook where the phone hands such links to them), which asks to subscribe to the same address.
 */
function SubscribeLink({ url }: { url: string }) {
  const webcal = webcalUrlOf(url);
  if (!webcal) return null;
  return (
    <>
      <ButtonAnchor href={webcal} variant="secondary" aria-describedby="calendar-subscribe-note">
        <CalendarPlus aria-hidden="true" className="size-4" />
        Subscribe in your calendar app
      </ButtonAnchor>
      <p id="calendar-subscribe-note" className="basis-full text-sm text-navy-700">
        On a phone or a Mac, this opens your calendar app and asks to subscribe. Where nothing happens, copy the address instead.
      </p>
    </>
  );
}

/**
 * A private iCalendar address with the closing appointments of the user's files: created on
 * request, replaced when it may have leaked (the old one stops at once), or turned off.
 */
export function CalendarAddressCard() {
  const query = useCalendarAddress();
  const create = useNewCalendarAddress();
  const turnOff = useTurnOffCalendar();
  const [confirming, setConfirming] = useState<"replace" | "off" | null>(null);

  const makeNew = (replacing: boolean) =>
    create.mutate(undefined, {
      onSuccess: () => {
        setConfirming(null);
        toast.success(replacing ? CALENDAR_MESSAGES.replaced : CALENDAR_MESSAGES.created);
      },
      onError: () => toast.error(CALENDAR_MESSAGES.failed),
    });
  const stop = () =>
    turnOff.mutate(undefined, {
      onSuccess: () => {
        setConfirming(null);
        toast.success(CALENDAR_MESSAGES.turnedOff);
      },
      onError: () => toast.error(CALENDAR_MESSAGES.failed),
    });
  const copy = (url: string) =>
    navigator.clipboard.writeText(url).then(
      () => toast.success(CALENDAR_MESSAGES.copied),
      () => toast.error(CALENDAR_MESSAGES.copyFailed),
    );

  return (
    <Card role="region" aria-labelledby="calendar-heading">
      <h2 id="calendar-heading" className="text-xl font-bold text-navy-950">
        Closings in your calendar
      </h2>
      <p className="mt-1 text-navy-700">
        A private calendar address puts the closing appointments of your files into Google Calendar, Outlook or Apple Calendar, and keeps them
        up to date when a closing moves.
      </p>
      {query.isPending ? (
        <QueryLoading label="Loading your calendar address…" />
      ) : query.isError ? (
        <QueryError message="Failed to load your calendar address" onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      ) : !query.data.url ? (
        <div className="mt-4">
          <Button onClick={() => makeNew(false)} busy={create.isPending} busyLabel="Creating...">
            <CalendarPlus aria-hidden="true" className="size-4" />
            Create calendar address
          </Button>
        </div>
      ) : (
        <div className="mt-4 grid gap-5">
          <div className="grid gap-2">
            <Field
              label="Your calendar address"
              value={query.data.url}
              readOnly
              onFocus={(e) => e.currentTarget.select()}
              hint={`Keep it private: anyone with this address can see your closing appointments.${
                query.data.created_at ? ` Created ${formatDay(query.data.created_at)}.` : ""
              }`}
            />
            <div className="flex flex-wrap gap-3">
              <Button variant="secondary" onClick={() => void copy(query.data.url!)}>
                <Copy aria-hidden="true" className="size-4" />
                Copy
              </Button>
              <SubscribeLink url={query.data.url} />
            </div>
          </div>
          <Instructions />
          <div className="flex flex-wrap gap-3 border-t border-cream-300 pt-5">
            <Button variant="secondary" onClick={() => setConfirming("replace")}>
              <RefreshCw aria-hidden="true" className="size-4" />
              Get a new address
            </Button>
            <Button variant="ghost" onClick={() => setConfirming("off")}>
              <Power aria-hidden="true" className="size-4" />
              Turn off
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirming === "replace"}
        title="Get a new calendar address?"
        confirmLabel="Get a new address"
        busyLabel="Creating..."
        busy={create.isPending}
        onConfirm={() => makeNew(true)}
        onClose={() => setConfirming(null)}
      >
        The address you have now stops working at once, and calendars subscribed to it stop updating. Add the new one to your calendar app
        afterwards.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === "off"}
        title="Turn off your calendar address?"
        confirmLabel="Turn off"
        busyLabel="Turning off..."
        busy={turnOff.isPending}
        onConfirm={stop}
        onClose={() => setConfirming(null)}
      >
        The address stops working and your calendar app stops showing new closings. You can create a new address at any time.
      </ConfirmDialog>
    </Card>
  );
}
