import { PhoneCall } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import type { DisbursementAccountJson } from "#core/api/disbursement-accounts.ts";
import { CALLBACK_LIMITS, CALLBACK_SOURCES, CALLBACK_SOURCE_VALUES, callbackRecordSchema } from "#core/money/callback-rules.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { FailureAlert } from "#app/components/ui/form-alert.tsx";
import { ApiError } from "#app/lib/api/api-error.ts";
import { describeFailure, type Failure } from "#app/lib/api/failure.ts";
import { fieldErrorsOf, focusFirstInvalid } from "#app/lib/form-errors.ts";
import { toast } from "#app/lib/toast.ts";
import { useRecordCallback } from "./disbursement-queries.ts";

type FormField = "number_called" | "number_source" | "confirmed_by" | "called_at";
type Errors = Partial<Record<FormField, string>>;

const SOURCE_OPTIONS: [string, string][] = [["", "Choose where the number came from"], ...CALLBACK_SOURCE_VALUES.map((s): [string, string] => [s, CALLBACK_SOURCES[s]])];

/** "2026-11-27T09:30" in this browser's time, for a datetime-local input. */
function localNow(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/**
 * The call that verified an account, as the administrator who made it records it: the number
 * called and where it came from (never the number that came with the details), who confirmed,
 * when. The server's refusal (a number from the submission, a call before the details) is shown
 * beside the button with what was typed kept.
 */
export function CallbackForm({ fileId, account, onDone }: { fileId: string; account: DisbursementAccountJson; onDone: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const record = useRecordCallback(fileId, account.id);
  const [opened] = useState(localNow);
  const [values, setValues] = useState<Record<FormField, string>>({ number_called: "", number_source: "", confirmed_by: "", called_at: opened });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const busy = record.isPending;

  const send = async () => {
    setFailure(null);
    // Left as the form opened it: "just now", to the second (the field shows minutes, and a call
    // recorded in the minute the details came must not read as before them).
    const at = values.called_at === opened ? new Date() : values.called_at ? new Date(values.called_at) : null;
    const body = { ...values, called_at: at && !Number.isNaN(at.getTime()) ? at.toISOString() : values.called_at };
    const parsed = callbackRecordSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrorsOf<FormField>(parsed.error));
      return focusFirstInvalid(formRef.current);
    }
    setErrors({});
    try {
      await record.mutateAsync(body as typeof parsed.data);
      toast.success("Callback recorded");
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length > 0) {
        setErrors(error.fields as Errors);
        focusFirstInvalid(formRef.current);
      } else setFailure(describeFailure(error, "The callback was not recorded"));
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  const field = (name: FormField) => ({
    id: `callback-${account.id}-${name}`,
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setValues({ ...values, [name]: e.target.value }),
  });

  return (
    <form ref={formRef} noValidate aria-label={`Record the callback for ${account.label}`} onSubmit={submit} className="grid gap-4 rounded-xl border border-cream-300 bg-cream-50 p-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Number called" required type="tel" readOnly={busy} autoComplete="off" {...field("number_called")} />
        <Field label="When you called" required type="datetime-local" readOnly={busy} {...field("called_at")} />
        <Field control="choice" label="Where the number came from" required options={SOURCE_OPTIONS} disabled={busy} className="sm:col-span-2" {...field("number_source")} />
        <Field label="Who confirmed the account" required maxLength={CALLBACK_LIMITS.confirmedBy} readOnly={busy} autoComplete="off" className="sm:col-span-2" hint="Their name and role at the bank or lender" {...field("confirmed_by")} />
      </div>
      <FailureAlert failure={failure} onRetry={() => void send()} retrying={busy} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={busy} busyLabel="Recording...">
          <PhoneCall aria-hidden="true" className="size-4" />
          Record callback
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
