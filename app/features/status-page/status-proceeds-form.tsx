import { Save } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { BANK_ACCOUNT_LIMITS, BANK_ACCOUNT_MESSAGES, proceedsAccountSchema } from "#core/money/bank-account.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { FailureAlert } from "#app/components/ui/form-alert.tsx";
import { ApiError } from "#app/lib/api/api-error.ts";
import { describeFailure, type Failure } from "#app/lib/api/failure.ts";
import { fieldErrorsOf, focusFirstInvalid } from "#app/lib/form-errors.ts";
import { useSaveProceeds } from "./status-proceeds-queries.ts";

type FormField = "account_holder_name" | "routing_number" | "account_number" | "account_number_again" | "account_type";
type Values = Record<FormField, string>;
type Errors = Partial<Record<FormField, string>>;

const TYPE_OPTIONS: [string, string][] = [
  ["", "Choose checking or savings"],
  ["checking", "Checking"],
  ["savings", "Savings"],
];

/** Every field's own problem at once, the second typing's too (the schema checks it only once the rest are right). */
function problemsOf(values: Values): Errors {
  const parsed = proceedsAccountSchema.safeParse(values);
  if (parsed.success) return {};
  const errors = fieldErrorsOf<FormField>(parsed.error);
  const digits = (v: string) => v.replace(/[\s-]/g, "");
  if (!errors.account_number_again) {
    if (digits(values.account_number_again) === "") errors.account_number_again = BANK_ACCOUNT_MESSAGES.accountAgainRequired;
    else if (!errors.account_number && digits(values.account_number_again) !== digits(values.account_number)) errors.account_number_again = BANK_ACCOUNT_MESSAGES.accountMismatch;
  }
  return errors;
}

/**
 * The seller's proceeds account: routing number, the account number typed twice, checking or
 * savings, the name on the account. Checked with the API's own schema first; whatever is refused
 * keeps everything typed, with each field's message beside it. On success the numbers leave the
 * page's memory: only the masked account is shown back.
 */
export function ProceedsForm({
  token,
  session,
  holder,
  onSaved,
  onStale,
  onCancel,
}: {
  token: string;
  session: string;
  holder: string;
  onSaved: () => void;
  onStale: () => void;
  onCancel?: () => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveProceeds(token, session);
  const [values, setValues] = useState<Values>({ account_holder_name: holder, routing_number: "", account_number: "", account_number_again: "", account_type: "" });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const busy = save.isPending;

  const send = async () => {
    setFailure(null);
    const found = problemsOf(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstInvalid(formRef.current);
    try {
      await save.mutateAsync(values as Parameters<typeof save.mutateAsync>[0]);
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return onStale();
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length > 0) {
        setErrors(error.fields as Errors);
        focusFirstInvalid(formRef.current);
      } else setFailure(describeFailure(error, "Your account was not saved"));
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  const field = (name: FormField) => ({
    id: `proceeds-${name}`,
    name,
    value: values[name],
    error: errors[name],
    readOnly: busy,
    onChange: (e: { target: { value: string } }) => setValues({ ...values, [name]: e.target.value }),
  });
  const number = { inputMode: "numeric" as const, autoComplete: "off", spellCheck: false };

  return (
    <form ref={formRef} noValidate aria-label="Your proceeds account" onSubmit={submit} className="grid gap-4">
      <p className="text-navy-800">Copy the numbers from a check or your bank's website. We will call to verify them before any money is sent.</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name on the account" required maxLength={BANK_ACCOUNT_LIMITS.name} autoComplete="name" className="sm:col-span-2" {...field("account_holder_name")} />
        <Field label="Routing number" required hint="9 digits" {...number} {...field("routing_number")} />
        <Field control="choice" label="Account type" required options={TYPE_OPTIONS} {...{ ...field("account_type"), readOnly: undefined, disabled: busy }} />
        <Field label="Account number" required {...number} {...field("account_number")} />
        <Field label="Account number again" required hint="Type it again, so a typo cannot send your money elsewhere" {...number} {...field("account_number_again")} />
      </div>
      <FailureAlert failure={failure} onRetry={() => void send()} retrying={busy} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={busy} busyLabel="Saving...">
          <Save aria-hidden="true" className="size-4" />
          Save account
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
