/**
 * Changing the retention policy (issue 33): one field per period, checked with the same schema as
 * the server (core/retention/retention-policy.ts) and again by it; each message beside its field,
 * and what was typed kept whatever the answer.
 */
import { Save } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { ApiError } from "#app/lib/api/api-error.ts";
import { focusFirstInvalid } from "#app/lib/form-errors.ts";
import { toast } from "#app/lib/toast.ts";
import { RETENTION_FIELDS, RETENTION_RULES, retentionPolicySchema, type RetentionField, type RetentionPolicy } from "#core/retention/retention-policy.ts";
import { useSaveRetentionPolicy } from "./retention-queries.ts";

type Values = Record<RetentionField, string>;
type Errors = Partial<Record<RetentionField, string>>;

function firstMessages(fields: Record<string, string>): Errors {
  const out: Errors = {};
  for (const [key, message] of Object.entries(fields)) if ((RETENTION_FIELDS as readonly string[]).includes(key)) out[key as RetentionField] ??= message;
  return out;
}

/** A typed value as the schema sees it: digits become a number, anything else stays text (and is refused on its field). */
const asNumber = (text: string): unknown => (/^\s*\d+(\.\d+)?\s*$/.test(text) ? Number(text) : text);

export function RetentionPolicyForm({ policy, onDone }: { policy: RetentionPolicy; onDone: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveRetentionPolicy();
  const [values, setValues] = useState<Values>(() => Object.fromEntries(RETENTION_FIELDS.map((f) => [f, String(policy[f])])) as Values);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const body = Object.fromEntries(RETENTION_FIELDS.map((f) => [f, asNumber(values[f])]));
    const local = retentionPolicySchema.safeParse(body);
    const found = local.success ? {} : firstMessages(Object.fromEntries(local.error.issues.map((i) => [String(i.path[0]), i.message]).reverse()));
    setErrors(found);
    if (!local.success) return focusFirstInvalid(formRef.current);
    try {
      await save.mutateAsync(local.data);
      toast.success("The retention policy is saved. The next daily run follows it.");
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length > 0) {
        setErrors(firstMessages(error.fields));
        focusFirstInvalid(formRef.current);
      } else {
        setFailure(error instanceof ApiError && error.isClientError ? error.message : "The policy was not saved. Please try again.");
      }
    }
  };

  return (
    <form ref={formRef} noValidate aria-label="Change the retention policy" onSubmit={(e) => void submit(e)} className="grid gap-4 sm:grid-cols-2">
      {RETENTION_FIELDS.map((name) => {
        const rule = RETENTION_RULES[name];
        return (
          <Field
            key={name}
            id={`retention-${name}`}
            name={name}
            label={rule.label}
            required
            inputMode="numeric"
            autoComplete="off"
            hint={`${rule.min} to ${rule.max} ${rule.unit}; default ${rule.default}`}
            value={values[name]}
            error={errors[name]}
            readOnly={save.isPending}
            onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
          />
        );
      })}
      {failure ? <FormAlert className="sm:col-span-2">{failure}</FormAlert> : null}
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit" busy={save.isPending} busyLabel="Saving...">
          <Save aria-hidden="true" className="size-4" />
          Save policy
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
