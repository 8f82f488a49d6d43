import { useId, useState } from "react";
import { FailureAlert } from "#app/components/ui/form-alert.tsx";
import { describeFailure, type Failure } from "#app/lib/api/failure.ts";
import { cx } from "#app/lib/cx.ts";
import { isVerificationNeeded, useSetReminders } from "./status-request-queries.ts";

/**
 * Daily reminders on or off for this buyer or seller: a switch that shows the new state at once
 * and goes back, with the failure and Retry beside it, if the server did not take it.
 */
export function StatusRemindersSwitch({
  token,
  session,
  initial,
  onSaved,
  onExpired,
}: {
  token: string;
  session: string;
  initial: boolean;
  onSaved: (reminders: boolean) => void;
  onExpired: () => void;
}) {
  const save = useSetReminders(token, session);
  const [on, setOn] = useState(initial);
  const [failure, setFailure] = useState<Failure>();
  const labelId = useId();
  const hintId = useId();

  const change = (next: boolean) => {
    setOn(next);
    setFailure(undefined);
    save.mutate(next, {
      onSuccess: ({ reminders }) => {
        setOn(reminders);
        onSaved(reminders);
      },
      onError: (err) => {
        if (isVerificationNeeded(err)) return onExpired();
        setOn(!next);
        setFailure(describeFailure(err, next ? "Reminders were not turned on" : "Reminders were not turned off"));
      },
    });
  };

  return (
    <div className="grid gap-2 border-t border-cream-300 pt-5">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p id={labelId} className="font-semibold text-navy-950">
            Daily reminders
          </p>
          <p id={hintId} className="text-sm text-navy-700">
            One message in the morning, by e-mail (or text when we have only your phone), on days something here is due within two days or overdue.
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={labelId}
          aria-describedby={hintId}
          disabled={save.isPending}
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
        {on ? "Reminders are on." : "Reminders are off."}
      </p>
      <FailureAlert failure={failure} onRetry={() => change(on ? false : true)} retrying={save.isPending} />
    </div>
  );
}
