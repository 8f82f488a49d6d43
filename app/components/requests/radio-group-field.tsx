import { useId } from "react";
import { cx } from "#app/lib/cx.ts";

/**
 * A question answered by one of a few choices (yes or no, how the abstract travels): a fieldset
 * whose legend is the question, big touch targets on a phone, and the hint and error tied to each
 * radio the way Field ties them to its control.
 */
export function RadioGroupField({
  name,
  label,
  options,
  value,
  onChange,
  hint,
  error,
  required,
}: {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
  required?: boolean;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  // Two short choices sit side by side; longer ones stack.
  const inline = options.length <= 2 && options.every((o) => o.label.length <= 12);
  return (
    <fieldset className="grid gap-1.5" aria-describedby={describedBy}>
      <legend className="mb-1.5 text-sm font-semibold text-navy-900">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        ) : null}
      </legend>
      <div className={cx("grid gap-1", inline && "grid-cols-2 sm:flex sm:gap-6")}>
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 items-center gap-3 text-navy-900">
            <input
              type="radio"
              name={`${id}-${name}`}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              required={required}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              className="size-5 shrink-0 accent-navy-800"
            />
            {option.label}
          </label>
        ))}
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-navy-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
