import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { cx } from "#app/lib/cx.ts";

/** The box of every text-like control (input, text area, drop-down), without its border colour. */
export const inputClasses =
  "block w-full min-h-11 rounded-lg border bg-white px-3 py-2 text-base text-navy-950 shadow-sm " +
  "placeholder:text-navy-500 disabled:cursor-not-allowed disabled:bg-cream-100";

/** The control's box with its border: red while it has an error. For controls outside a Field too. */
export function controlClasses(error?: unknown): string {
  return cx(inputClasses, error ? "border-red-600" : "border-navy-300 hover:border-navy-400");
}

/** What ties a control to its Field: spread on the control (or pass to a custom one). */
export interface ControlWiring {
  id: string;
  required: boolean | undefined;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

interface FrameProps {
  label: ReactNode;
  /** Guidance shown under the control at all times (e.g. "Must be at least 6 characters"). */
  hint?: ReactNode;
  /** The field's current error; the control is marked invalid and described by it. */
  error?: string | null;
  required?: boolean;
  id?: string;
  /** Classes of the field's wrapper (its place in the form's grid). */
  className?: string;
  /**
   * The error above the hint (and read first): the calculators recompute as people type, so the
   * error about the value sits right under it, before the standing guidance.
   */
  errorFirst?: boolean;
}

/** money: "$" before, decimal keypad; percent: "%" after (both tabular figures); date: the browser's date picker. */
export type InputControl = "text" | "date" | "money" | "percent";

type Attributes<A> = Omit<A, "id" | "className" | "required">;

export type InputFieldProps = FrameProps & Attributes<InputHTMLAttributes<HTMLInputElement>> & { control?: InputControl; ref?: Ref<HTMLInputElement> };
export type TextAreaFieldProps = FrameProps & Attributes<TextareaHTMLAttributes<HTMLTextAreaElement>> & { control: "textarea"; ref?: Ref<HTMLTextAreaElement> };
export type ChoiceFieldProps = FrameProps &
  Attributes<SelectHTMLAttributes<HTMLSelectElement>> & {
    control: "choice";
    /** [value, label] pairs, in order. */
    options: readonly (readonly [string, string])[];
    ref?: Ref<HTMLSelectElement>;
  };
/** A control the others do not cover (a styled file picker): it gets the wiring and renders itself. */
export type CustomFieldProps = FrameProps & { control: (wiring: ControlWiring) => ReactNode };

export type FieldProps = InputFieldProps | TextAreaFieldProps | ChoiceFieldProps | CustomFieldProps;

/**
 * The one form field of the site: label (with a required marker), control, hint and error, the
 * last two tied to the control with aria-describedby so screen readers read them with it.
 * `control` picks the control: a text input by default ("date", "money", "percent" are inputs
 * too), "textarea", "choice" (a drop-down of `options`), or a function for a custom one.
 */
export function Field({ label, hint, error, required, id, className, errorFirst, ...control }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const wiring: ControlWiring = {
    id: controlId,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": (errorFirst ? [errorId, hintId] : [hintId, errorId]).filter(Boolean).join(" ") || undefined,
  };
  const hintText = hint ? (
    <p id={hintId} className="text-sm text-navy-600">
      {hint}
    </p>
  ) : null;
  const errorText = error ? (
    <p id={errorId} className="text-sm font-medium text-red-600">
      {error}
    </p>
  ) : null;

  return (
    <div className={cx("grid content-start gap-1.5", className)}>
      <label htmlFor={controlId} className="text-sm font-semibold text-navy-900">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        ) : null}
      </label>
      {renderControl(control, wiring, Boolean(error))}
      {errorFirst ? errorText : hintText}
      {errorFirst ? hintText : errorText}
    </div>
  );
}

type ControlProps<P> = P extends unknown ? Omit<P, keyof FrameProps> : never;

function renderControl(props: ControlProps<FieldProps>, wiring: ControlWiring, invalid: boolean): ReactNode {
  if (typeof props.control === "function") return props.control(wiring);
  if (props.control === "textarea") {
    const { control: _textarea, ref, rows = 5, ...textarea } = props;
    return (
      <textarea
        ref={ref}
        id={wiring.id}
        rows={rows}
        required={wiring.required}
        aria-invalid={wiring["aria-invalid"]}
        aria-describedby={wiring["aria-describedby"]}
        className={cx(controlClasses(invalid), "resize-y")}
        {...textarea}
      />
    );
  }
  if (props.control === "choice") {
    const { control: _choice, ref, options, ...select } = props;
    return (
      <select ref={ref} {...wiring} className={controlClasses(invalid)} {...select}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    );
  }
  const { control = "text", ref, ...input } = props;
  return <InputControl control={control} input={input} inputRef={ref} wiring={wiring} invalid={invalid} />;
}

function InputControl({
  control,
  input,
  inputRef,
  wiring,
  invalid,
}: {
  control: InputControl;
  input: Attributes<InputHTMLAttributes<HTMLInputElement>>;
  inputRef: Ref<HTMLInputElement> | undefined;
  wiring: ControlWiring;
  invalid: boolean;
}) {
  const numeric = control === "money" || control === "percent";
  const element = (
    <input
      ref={inputRef}
      {...wiring}
      type={control === "date" ? "date" : undefined}
      inputMode={numeric ? "decimal" : undefined}
      className={cx(controlClasses(invalid), numeric && "tabular-nums", control === "money" && "pl-7", control === "percent" && "pr-8")}
      {...input}
    />
  );
  if (!numeric) return element;
  return (
    <div className="relative">
      {control === "money" ? (
        <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-navy-600">
          $
        </span>
      ) : null}
      {element}
      {control === "percent" ? (
        <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-navy-600">
          %
        </span>
      ) : null}
    </div>
  );
}
