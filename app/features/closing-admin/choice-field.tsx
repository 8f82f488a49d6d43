import { useId } from "react";
import { cx } from "../../lib/cx.ts";

const SELECT =
  "block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-navy-950 shadow-sm disabled:cursor-not-allowed disabled:bg-cream-100";

/**
 * A drop-down with the form field's error and required marker (the shared SelectField has
 * neither): the error is tied to the select with aria-describedby like TextField's.
 */
export function ChoiceField({
  id,
  label,
  options,
  value,
  error,
  required,
  disabled,
  className,
  name,
  onChange,
}: {
  id?: string;
  label: string;
  options: readonly (readonly [string, string])[];
  value: string;
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  className?: string;
  name?: string;
  onChange: (e: { target: { value: string } }) => void;
}) {
  const generated = useId();
  const selectId = id ?? generated;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div className={cx("grid content-start gap-1.5", className)}>
      <label htmlFor={selectId} className="text-sm font-semibold text-navy-900">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        ) : null}
      </label>
      <select
        id={selectId}
        name={name}
        value={value}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        onChange={onChange}
        className={cx(SELECT, error ? "border-red-600" : "border-navy-300 hover:border-navy-400")}
      >
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
