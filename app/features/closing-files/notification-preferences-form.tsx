import { useState, type FormEvent } from "react";
import { MILESTONES, type MilestoneId } from "#core/closing/milestones.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import { toast } from "#app/lib/toast.ts";
import type { NotificationPreferencesView } from "#core/api/notification-preferences.ts";
import { useNotificationPreferences, useSaveNotificationPreferences } from "./closing-files-queries.ts";

/** The twelve steps in the three stretches people think of a closing in. */
const GROUPS: { title: string; steps: readonly MilestoneId[] }[] = [
  { title: "Opening the file and the title work", steps: ["file_opened", "abstract_ordered", "abstract_continued", "title_opinion", "commitment", "objections_cleared"] },
  { title: "The closing", steps: ["closing_scheduled", "settlement_approved", "closed_disbursed"] },
  { title: "After the closing", steps: ["recorded", "final_opinion", "certificates_issued"] },
];
const LABEL = new Map(MILESTONES.map((m) => [m.id, m.label]));
const ALL = MILESTONES.map((m) => m.id);

export const PREFERENCE_MESSAGES = {
  saved: "Your notification choices are saved.",
  saveFailed: "Your choices could not be saved. Please try again.",
} as const;

function Checkbox({ label, checked, onChange, describedBy }: { label: string; checked: boolean; onChange: (on: boolean) => void; describedBy?: string }) {
  return (
    <label className="flex min-h-11 items-start gap-3 py-1 text-navy-900">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={describedBy}
        className="mt-0.5 size-5 shrink-0 accent-navy-800"
      />
      <span>{label}</span>
    </label>
  );
}

function PreferencesForm({ saved }: { saved: NotificationPreferencesView }) {
  const [off, setOff] = useState<ReadonlySet<MilestoneId>>(() => new Set(saved.email_off));
  const [sms, setSms] = useState(saved.sms);
  const [reminders, setReminders] = useState(saved.reminders);
  const [messageNotices, setMessageNotices] = useState(saved.message_notices);
  const save = useSaveNotificationPreferences();

  const setStep = (id: MilestoneId, on: boolean) =>
    setOff((current) => {
      const next = new Set(current);
      if (on) next.delete(id);
      else next.add(id);
      return next;
    });

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      // In the timeline's order, so the saved list reads the same whichever order boxes were ticked.
      { email_off: ALL.filter((id) => off.has(id)), sms, reminders, message_notices: messageNotices },
      { onSuccess: () => toast.success(PREFERENCE_MESSAGES.saved), onError: () => toast.error(PREFERENCE_MESSAGES.saveFailed) },
    );
  }

  return (
    <form aria-label="Milestone e-mails" onSubmit={submit} className="mt-4 grid gap-6">
      <div className="flex flex-wrap gap-2">
        <Button variant="ghost" size="sm" onClick={() => setOff(new Set())}>
          Turn all on
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setOff(new Set(ALL))}>
          Turn all off
        </Button>
      </div>
      {GROUPS.map((group) => (
        <fieldset key={group.title} className="grid gap-1">
          <legend className="mb-1 font-semibold text-navy-950">{group.title}</legend>
          {group.steps.map((id) => (
            <Checkbox key={id} label={LABEL.get(id)!} checked={!off.has(id)} onChange={(on) => setStep(id, on)} />
          ))}
        </fieldset>
      ))}
      <fieldset className="grid gap-1 border-t border-cream-300 pt-5">
        <legend className="sr-only">Text messages</legend>
        <Checkbox label="Also send me a text message when a step is done" checked={sms} onChange={setSms} describedBy="sms-hint" />
        <p id="sms-hint" className="text-sm text-navy-700 sm:ml-8">
          {saved.phone
            ? `Texts go to ${saved.phone}, the number our staff have for you on your closing files. One text per update, with the steps you chose above.`
            : "We text the mobile number our staff have for you on a closing file. None is on file yet: ask us to add it, and texts start once it is."}
        </p>
      </fieldset>
      <fieldset className="grid gap-1 border-t border-cream-300 pt-5">
        <legend className="sr-only">Messages</legend>
        <Checkbox label="E-mail me when someone writes on my files" checked={messageNotices} onChange={setMessageNotices} describedBy="messages-hint" />
        <p id="messages-hint" className="text-sm text-navy-700 sm:ml-8">
          One e-mail per file for messages written close together, saying who wrote, never what: we never put the details of your closing in
          e-mail. You read and answer on the file. With texts on, a text too.
        </p>
      </fieldset>
      <fieldset className="grid gap-1 border-t border-cream-300 pt-5">
        <legend className="sr-only">Daily reminder</legend>
        <Checkbox label="Daily reminder of what I owe on my files" checked={reminders} onChange={setReminders} describedBy="reminders-hint" />
        <p id="reminders-hint" className="text-sm text-navy-700 sm:ml-8">
          One e-mail a morning, only when something we need from you is due within two days or overdue, with a link to each file. With texts
          on, a text too.
        </p>
      </fieldset>
      <div>
        <Button type="submit" busy={save.isPending} busyLabel="Saving...">
          Save Preferences
        </Button>
      </div>
    </form>
  );
}

/** Per-step e-mail on or off, texts on or off, message e-mails and the daily reminder, for the files the user is an agent or lender on. */
export function NotificationPreferencesCard() {
  const query = useNotificationPreferences();
  return (
    <Card role="region" aria-labelledby="milestone-emails-heading">
      <h2 id="milestone-emails-heading" className="text-xl font-bold text-navy-950">
        E-mails about your closing files
      </h2>
      <p className="mt-1 text-navy-700">
        When a step of a file you are on is done, we e-mail you. Tick the steps you want to hear about; we group updates that happen
        close together into one message.
      </p>
      {query.isPending ? (
        // The twelve boxes and the three choices under them stand well over 56 rem tall at any width;
        // reserving 56 keeps the calendar card below off a phone's screen until they come (ADR 046).
        <QueryLoading label="Loading your choices…" reserve="min-h-[56rem]" />
      ) : query.isError ? (
        <QueryError message="Failed to load your notification choices" onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      ) : (
        <PreferencesForm
          key={`${query.data.email_off.join(",")}|${query.data.sms}|${query.data.reminders}|${query.data.message_notices}|${query.data.phone}`}
          saved={query.data}
        />
      )}
    </Card>
  );
}
