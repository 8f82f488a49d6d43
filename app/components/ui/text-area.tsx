import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from "react";
import { cx } from "../../lib/cx.ts";
import { inputClasses } from "./text-field.tsx";

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> {
  label: ReactNode;
  /** Guidance shown under the text area at all times. */
  hint?: ReactNode;
  /** The field's current error; the text area is marked invalid and described by it. */
  error?: string | null;
  ref?: Ref<HTMLTextAreaElement>;
  id?: string;
  className?: string;
}

/**
 * The multi-line sibling of TextField (a message, a note): the same label with its required
 * marker, hint and error, tied to the text area with aria-describedby so they are read with it.
 */
export function TextArea({ label, hint, error, required, id, className, ref, rows = 5, ...textarea }: TextAreaProps) {
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
      <textarea
        ref={ref}
        id={inputId}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx(inputClasses, "resize-y", error ? "border-red-600" : "border-navy-300 hover:border-navy-400")}
        {...textarea}
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
