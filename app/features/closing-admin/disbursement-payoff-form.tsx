import { Plus, Save } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { payoffInputSchema, type DisbursementAccountJson } from "#core/api/disbursement-accounts.ts";
import { BANK_ACCOUNT_LIMITS } from "#core/money/bank-account.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { FailureAlert } from "#app/components/ui/form-alert.tsx";
import { ApiError } from "#app/lib/api/api-error.ts";
import { describeFailure, type Failure } from "#app/lib/api/failure.ts";
import { fieldErrorsOf, focusFirstInvalid } from "#app/lib/form-errors.ts";
import { toast } from "#app/lib/toast.ts";
import { useAddPayoff, useEditPayoff } from "./disbursement-queries.ts";

type FormField = "lender_name" | "routing_number" | "account_number" | "loan_reference" | "statement_phone";
type Values = Record<FormField, string>;
type Errors = Partial<Record<FormField, string>>;

const EMPTY: Values = { lender_name: "", routing_number: "", account_number: "", loan_reference: "", statement_phone: "" };

/**
 * A payoff from the lender's payoff statement, added or (with `account`) changed. The numbers are
 * never filled in from the server: a change retypes them, and a change of them starts the
 * callback again. What was typed stays on a refusal.
 */
export function PayoffForm({ fileId, account, onDone }: { fileId: string; account: DisbursementAccountJson | null; onDone: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const add = useAddPayoff(fileId);
  const edit = useEditPayoff(fileId, account?.id ?? "");
  const busy = add.isPending || edit.isPending;
  const [values, setValues] = useState<Values>(() => ({ ...EMPTY, lender_name: account?.holder_name ?? "" }));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<Failure | null>(null);

  const send = async () => {
    setFailure(null);
    const parsed = payoffInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf<FormField>(parsed.error));
      return focusFirstInvalid(formRef.current);
    }
    setErrors({});
    try {
      await (account ? edit : add).mutateAsync(values);
      toast.success(account ? "Payoff saved" : "Payoff added");
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length > 0) {
        setErrors(error.fields as Errors);
        focusFirstInvalid(formRef.current);
      } else setFailure(describeFailure(error, account ? "The payoff was not saved" : "The payoff was not added"));
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  const prefix = account ? `payoff-${account.id}` : "add-payoff";
  const field = (name: FormField) => ({
    id: `${prefix}-${name}`,
    name,
    value: values[name],
    error: errors[name],
    readOnly: busy,
    autoComplete: "off",
    onChange: (e: { target: { value: string } }) => setValues({ ...values, [name]: e.target.value }),
  });

  return (
    <form ref={formRef} noValidate aria-label={account ? `Change the payoff to ${account.holder_name}` : "Add a payoff"} onSubmit={submit} className="grid gap-4 rounded-xl border border-cream-300 bg-cream-50 p-4">
      {account ? <p className="text-sm text-navy-700">Type the numbers from the payoff statement again. A change of them starts the callback again.</p> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Lender" required maxLength={BANK_ACCOUNT_LIMITS.name} className="sm:col-span-2" {...field("lender_name")} />
        <Field label="Routing number" required inputMode="numeric" {...field("routing_number")} />
        <Field label="Account number" required inputMode="numeric" {...field("account_number")} />
        <Field label="Loan or reference number" required maxLength={BANK_ACCOUNT_LIMITS.loanReference} {...field("loan_reference")} />
        <Field label="Phone on the payoff statement" type="tel" hint="Calling it proves nothing; it is kept so the callback uses another number" {...field("statement_phone")} />
      </div>
      <FailureAlert failure={failure} onRetry={() => void send()} retrying={busy} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={busy} busyLabel="Saving...">
          {account ? <Save aria-hidden="true" className="size-4" /> : <Plus aria-hidden="true" className="size-4" />}
          {account ? "Save payoff" : "Add payoff"}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
