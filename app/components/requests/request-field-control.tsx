import type { RequestField } from "#core/closing/request-types.ts";
import { Field } from "#app/components/ui/field.tsx";
import { RadioGroupField } from "./radio-group-field.tsx";

const YES_NO = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
] as const;

/** Text fields hold at most this much unless the kind says otherwise (the schema says the same). */
const DEFAULT_MAX = { text: 200, long_text: 2000 } as const;

/** More choices than this are a drop-down; fewer are radios, easier to tap on a phone. */
const MAX_RADIOS = 5;

/**
 * One typed field of a request's answer, drawn from its RequestField: the control its type calls
 * for, the label, the plain-words help and the error under it.
 */
export function RequestFieldControl({
  field,
  value,
  error,
  onChange,
}: {
  field: RequestField;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const common = { label: field.label, hint: field.help, error, required: field.required, name: field.name };
  switch (field.type) {
    case "yes_no":
      return <RadioGroupField {...common} options={YES_NO} value={value} onChange={onChange} />;
    case "choice": {
      const options = field.options ?? [];
      if (options.length <= MAX_RADIOS) return <RadioGroupField {...common} options={options} value={value} onChange={onChange} />;
      return (
        <Field
          {...common}
          control="choice"
          options={[["", "Choose one"], ...options.map((o) => [o.value, o.label] as const)]}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    }
    case "long_text":
      return (
        <Field
          {...common}
          control="textarea"
          rows={4}
          maxLength={field.maxLength ?? DEFAULT_MAX.long_text}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case "money":
      return <Field {...common} control="money" autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />;
    case "date":
      return <Field {...common} control="date" value={value} onChange={(e) => onChange(e.target.value)} />;
    case "last_four":
      return (
        <Field
          {...common}
          inputMode="numeric"
          autoComplete="off"
          pattern="[0-9]*"
          maxLength={4}
          className="max-w-40"
          value={value}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, "").slice(0, 4))}
        />
      );
    case "email":
      return <Field {...common} type="email" autoComplete="email" value={value} onChange={(e) => onChange(e.target.value)} />;
    case "phone":
      return <Field {...common} type="tel" autoComplete="tel" value={value} onChange={(e) => onChange(e.target.value)} />;
    default:
      return <Field {...common} maxLength={field.maxLength ?? DEFAULT_MAX.text} value={value} onChange={(e) => onChange(e.target.value)} />;
  }
}
