import { useId, useState } from "react";
import { FailureAlert } from "#app/components/ui/form-alert.tsx";
import { describeFailure, type Failure } from "#app/lib/api/failure.ts";
import { cx } from "#app/lib/cx.ts";
import { isVerificationNeeded, useSetMessageNotices, useSetReminders } from "./status-request-queries.ts";

interface SwitchWords {
  label: string;
  hint: string;
  on: string;
  off: string;
  failedOn: string;
  failedOff: string;
}

/**
 * A choice of this buyer or seller as a switch that shows the new state at once and goes back,
 * with the failure and Retry beside it, if the server did not take it.
 */
function StatusChoiceSwitch({
  words,
  initial,
  busy,
  save,
  onSaved,
  onExpired,
}: {
  words: SwitchWords;
  initial: boolean;
  busy: boolean;
  save: (next: boolean, done: { onSuccess: (now: boolean) => void; onError: (err: unknown) => void }) => void;
  onSaved: (now: boolean) => void;
  onExpired: () => void;
}) {
  const [on, setOn] = useState(initial);
  const [failure, setFailure] = useState<Failure>();
  const labelId = useId();
  const hintId = useId();

  const change = (next: boolean) => {
    setOn(next);
    setFailure(undefined);
    save(next, {
      onSuccess: (now) => {
        setOn(now);
        onSaved(now);
      },
      onError: (err) => {
        if (isVerificationNeeded(err)) return onExpired();
        setOn(!next);
        setFailure(describeFailure(err, next ? words.failedOn : words.failedOff));
      },
    });
  };

  return (
    <div className="grid gap-2 border-t border-cream-300 pt-5">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p id={labelId} className="font-semibold text-navy-950">
            {words.label}
          </p>
          <p id={hintId} className="text-sm text-navy-700">
            {words.hint}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={labelId}
          aria-describedby={hintId}
          disabled={busy}
          onClick={() => change(!on)}
          className={cx(
            "relative inline-flex h-8 w-14 shrink-0 items-center rounded-full border-2 motion-safe:transition-colors disabled:opacity-60",
            on ? "border-navy-800 bg-navy-800" : "border-navy-500 bg-white",
          )}
        >
          <span
            aria-hidden="true"
            className={cx("inline-block size-6 rounded-full shadow motion-safe:transition-transform", on ? "translate-x-6 bg-white" : "translate-x-0.5 bg-navy-500")}
          />
        </button>
      </div>
      <p className="text-sm font-semibold text-navy-800" aria-live="polite">
        {on ? words.on : words.off}
      </p>
      <FailureAlert failure={failure} onRetry={() => change(on ? false : true)} retrying={busy} />
    </div>
  );
}

const REMINDER_WORDS: SwitchWords = {
  label: "Daily reminders",
  hint: "One message in the morning, by e-mail (or text when we have only your phone), on days something here is due within two days or overdue.",
  on: "Reminders are on.",
  off: "Reminders are off.",
  failedOn: "Reminders were not turned on",
  failedOff: "Reminders were not turned off",
};

export const MESSAGE_NOTICE_WORDS: SwitchWords = {
  label: "Tell me when someone writes",
  hint: "An e-mail (and a text when we have your phone) saying who wrote about your closing, never what: we never put the details of your closing in e-mail. You read and answer here.",
  on: "Message notices are on.",
  off: "Message notices are off.",
  failedOn: "Message notices were not turned on",
  failedOff: "Message notices were not turned off",
};

interface ChoiceProps {
  token: string;
  session: string;
  initial: boolean;
  onExpired: () => void;
}

/** Daily reminders on or off for this buyer or seller. */
export function StatusRemindersSwitch({ token, session, initial, onSaved, onExpired }: ChoiceProps & { onSaved: (reminders: boolean) => void }) {
  const save = useSetReminders(token, session);
  return (
    <StatusChoiceSwitch
      words={REMINDER_WORDS}
      initial={initial}
      busy={save.isPending}
      save={(next, done) => save.mutate(next, { onSuccess: ({ reminders }) => done.onSuccess(reminders), onError: done.onError })}
      onSaved={onSaved}
      onExpired={onExpired}
    />
  );
}

/** Whether this buyer or seller is told, by e-mail and text, when someone writes about their closing (issue 31). */
export function StatusMessageNoticesSwitch({ token, session, initial, onSaved, onExpired }: ChoiceProps & { onSaved: (messageNotices: boolean) => void }) {
  const save = useSetMessageNotices(token, session);
  return (
    <StatusChoiceSwitch
      words={MESSAGE_NOTICE_WORDS}
      initial={initial}
      busy={save.isPending}
      save={(next, done) => save.mutate(next, { onSuccess: ({ message_notices }) => done.onSuccess(message_notices), onError: done.onError })}
      onSaved={onSaved}
      onExpired={onExpired}
    />
  );
}
