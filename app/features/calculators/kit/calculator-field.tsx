import type { ReactNode } from "react";
import { Field } from "#app/components/ui/field.tsx";

/** money: "$" before, decimal keypad; percent: "%" after; date: the browser's date picker. */
export type FieldKind = "money" | "percent" | "date" | "text";

/**
 * One calculator input. Numbers are typed as text (inputmode decimal) so whatever someone types
 * stays in the field, a refused "-5" included, with its message tied to the input (above the
 * hint: the result changes as people type, so the message about the value comes first).
 */
export function CalculatorField({
  id,
  label,
  kind,
  value,
  onChange,
  error,
  hint,
  maxLength,
  autoComplete = "off",
  className,
}: {
  id: string;
  label: ReactNode;
  kind: FieldKind;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  maxLength?: number;
  autoComplete?: string;
  className?: string;
}) {
  return (
    <Field
      id={id}
      name={id}
      label={label}
      control={kind}
      type={kind === "date" ? undefined : "text"}
      autoComplete={autoComplete}
      spellCheck={kind === "text" ? undefined : false}
      maxLength={maxLength}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      hint={hint}
      error={error}
      errorFirst
      className={className}
    />
  );
}
