import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import { cx } from "../../lib/cx.ts";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: ReactNode;
  /** Guidance shown under the input at all times (e.g. "Must be at least 6 characters"). */
  hint?: ReactNode;
  /** The field's current error; the input is marked invalid and described by it. */
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
  id?: string;
  className?: string;
}

export const inputClasses =
  "block w-full min-h-11 rounded-lg border bg-white px-3 py-2 text-base text-navy-950 shadow-sm " +
  "placeholder:text-navy-500 disabled:cursor-not-allowed disabled:bg-cream-100";

/**
 * The one form field of the site: label (with a required marker), input, hint and error, the
 * last two tied to the input with aria-describedby so screen readers read them with it.
 */
export function TextField({ label, hint, error, required, id, className, ref, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;

  return (
    <div className={cx("grid gap-1.5", className)}>
      <label htmlFor={inputId} className="text-sm font-semibold text-navy-900">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        ) : null}
      </label>
      <input
        ref={ref}
        id={inputId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx(inputClasses, error ? "border-red-600" : "border-navy-300 hover:border-navy-400")}
        {...input}
      />
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
    </div>
  );
}
