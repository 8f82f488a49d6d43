import { useId, type ReactNode, type SelectHTMLAttributes } from "react";
import { cx } from "../../lib/cx.ts";

export const selectClasses =
  "block min-h-11 w-full rounded-lg border border-navy-300 bg-white px-3 py-2 text-base text-navy-950 shadow-sm " +
  "hover:border-navy-400 disabled:cursor-not-allowed disabled:bg-cream-100";

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  label: ReactNode;
  /** [value, label] pairs, in order. */
  options: readonly (readonly [string, string])[];
  id?: string;
  className?: string;
}

/** A labelled drop-down (the select counterpart of TextField): the label sits above it. */
export function SelectField({ label, options, id, className, ...select }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={cx("grid gap-1.5", className)}>
      <label htmlFor={selectId} className="text-sm font-semibold text-navy-900">
        {label}
      </label>
      <select id={selectId} className={selectClasses} {...select}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
