import type { ReactNode } from "react";
import { inputClasses } from "../../../components/ui/text-field.tsx";
import { cx } from "../../../lib/cx.ts";

/** money: "$" before, decimal keypad; percent: "%" after; date: the browser's date picker. */
export type FieldKind = "money" | "percent" | "date" | "text";

/**
 * One calculator input. Numbers are typed as text (inputmode decimal) so whatever someone types
 * stays in the field, a refused "-5" included, with its message tied to the input.
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
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  const numeric = kind === "money" || kind === "percent";

  return (
    <div className={cx("grid content-start gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-semibold text-navy-900">
        {label}
      </label>
      <div className="relative">
        {kind === "money" ? (
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-navy-600">
            $
          </span>
        ) : null}
        <input
          id={id}
          name={id}
          type={kind === "date" ? "date" : "text"}
          inputMode={numeric ? "decimal" : undefined}
          autoComplete={autoComplete}
          spellCheck={kind === "text" ? undefined : false}
          maxLength={maxLength}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cx(
            inputClasses,
            numeric ? "tabular-nums" : "",
            kind === "money" ? "pl-7" : "",
            kind === "percent" ? "pr-8" : "",
            error ? "border-red-600" : "border-navy-300 hover:border-navy-400",
          )}
        />
        {kind === "percent" ? (
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-navy-600">
            %
          </span>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-600">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-sm text-navy-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
