import { PARTY_ROLE_LABELS, PARTY_ROLE_VALUES } from "#core/closing/closing-enums.ts";
import { Field } from "#app/components/ui/field.tsx";
import type { PartyField, PartyValues } from "./file-form-values.ts";

export const ROLE_OPTIONS = PARTY_ROLE_VALUES.map((r) => [r, PARTY_ROLE_LABELS[r]] as const);

/** One party's fields (role, name, e-mail, phone, company), for a row of the new file and the party forms. */
export function PartyFields({
  idPrefix,
  values,
  errors,
  readOnly,
  onChange,
  labelSuffix = "",
}: {
  idPrefix: string;
  values: PartyValues;
  errors: Partial<Record<PartyField, string>>;
  readOnly: boolean;
  onChange: (name: PartyField, value: string) => void;
  /** Tells rows apart for screen readers ("Name, party 2"). */
  labelSuffix?: string;
}) {
  const text = (name: PartyField) => ({
    id: `${idPrefix}-${name}`,
    value: values[name],
    error: errors[name],
    readOnly,
    autoComplete: "off",
    onChange: (e: { target: { value: string } }) => onChange(name, e.target.value),
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <Field
        control="choice"
        id={`${idPrefix}-role`}
        label={`Role${labelSuffix}`}
        required
        options={ROLE_OPTIONS}
        value={values.role}
        error={errors.role}
        disabled={readOnly}
        onChange={(e) => onChange("role", e.target.value)}
      />
      <Field label={`Name${labelSuffix}`} required {...text("name")} />
      <Field label={`E-mail${labelSuffix}`} type="email" hint="Required for agents and lenders" {...text("email")} />
      <Field label={`Phone${labelSuffix}`} type="tel" {...text("phone")} />
      <Field label={`Company${labelSuffix}`} {...text("company")} />
    </div>
  );
}
