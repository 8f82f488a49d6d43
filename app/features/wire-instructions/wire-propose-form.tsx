/**
 * Proposing new wire instructions for an office (issue 32): the fields of
 * escrowWireInstructionsSchema, checked here with the same schema and again by the server; each
 * message on its field, and what was typed kept whatever the answer. The version waits for a
 * second administrator.
 */
import { Send } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { ApiError } from "#app/lib/api/api-error.ts";
import { focusFirstInvalid } from "#app/lib/form-errors.ts";
import { toast } from "#app/lib/toast.ts";
import { FILE_NUMBER_PLACEHOLDER, escrowWireInstructionsSchema } from "#core/money/bank-account.ts";
import { useProposeWire } from "./wire-queries.ts";

const FIELDS = ["bank_name", "bank_address", "routing_number", "account_number", "account_name", "reference_format"] as const;
type WireField = (typeof FIELDS)[number];
type Values = Record<WireField, string>;
const EMPTY: Values = { bank_name: "", bank_address: "", routing_number: "", account_number: "", account_name: "", reference_format: `File ${FILE_NUMBER_PLACEHOLDER}` };

function firstMessages(fields: Record<string, string>): Partial<Record<WireField, string>> {
  const out: Partial<Record<WireField, string>> = {};
  for (const [key, message] of Object.entries(fields)) if ((FIELDS as readonly string[]).includes(key)) out[key as WireField] ??= message;
  return out;
}

export function WireProposeForm({ slug, city, onDone }: { slug: string; city: string; onDone: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const propose = useProposeWire(slug);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<WireField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const local = escrowWireInstructionsSchema.safeParse(values);
    const found = local.success ? {} : firstMessages(Object.fromEntries(local.error.issues.map((i) => [String(i.path[0]), i.message]).reverse()));
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstInvalid(formRef.current);
    try {
      await propose.mutateAsync(values);
      toast.success(`New wire instructions for ${city} are waiting for a second administrator's approval.`);
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length > 0) {
        setErrors(firstMessages(error.fields));
        focusFirstInvalid(formRef.current);
      } else {
        setFailure(error instanceof ApiError && error.isClientError ? error.message : "The instructions were not saved. Please try again.");
      }
    }
  };

  const field = (name: WireField) => ({
    id: `wire-${slug}-${name}`,
    name,
    value: values[name],
    error: errors[name],
    readOnly: propose.isPending,
    autoComplete: "off",
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  return (
    <form ref={formRef} noValidate aria-label={`Propose new wire instructions for ${city}`} onSubmit={(e) => void submit(e)} className="grid gap-4 sm:grid-cols-2">
      <Field label="Bank name" required {...field("bank_name")} />
      <Field label="Bank address" required {...field("bank_address")} />
      <Field label="Routing number" required inputMode="numeric" hint="9 digits, from the bank's letter" {...field("routing_number")} />
      <Field label="Account number" required inputMode="numeric" hint="From the bank's letter" {...field("account_number")} />
      <Field label="Name on the account" required {...field("account_name")} />
      <Field label="Reference" required hint={`What the buyer writes on the wire; ${FILE_NUMBER_PLACEHOLDER} becomes the file number`} {...field("reference_format")} />
      {failure ? <FormAlert className="sm:col-span-2">{failure}</FormAlert> : null}
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit" busy={propose.isPending} busyLabel="Saving...">
          <Send aria-hidden="true" className="size-4" />
          Propose for approval
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={propose.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
