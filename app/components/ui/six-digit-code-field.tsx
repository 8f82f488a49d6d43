import { Field } from "./field.tsx";

/**
 * The field for a 6-digit code (from an authenticator app or an e-mail): a numeric keypad on
 * phones, one-time-code autofill, and anything but digits dropped as the person types or pastes.
 */
export function SixDigitCodeField({
  value,
  onChange,
  error,
  autoFocus,
}: {
  value: string;
  /** Called with the digits only, at most six. */
  onChange: (code: string) => void;
  error?: string | null;
  autoFocus?: boolean;
}) {
  return (
    <Field
      label="6-digit code"
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={6}
      required
      autoFocus={autoFocus}
      value={value}
      error={error}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, "").slice(0, 6))}
    />
  );
}
