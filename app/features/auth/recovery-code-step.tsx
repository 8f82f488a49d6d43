import { useRef, useState, type FormEvent } from "react";
import { rateLimitMessage } from "#core/auth/auth-messages.ts";
import { recoveryCodeErrorMessage, recoveryCodeFieldSchema, RECOVERY_CODE_MESSAGES } from "#core/auth/mfa-recovery-codes.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { focusFirstInvalid } from "#app/lib/form-errors.ts";
import { proveWithRecoveryCode, RecoveryCodeError } from "./recovery-codes-queries.ts";

/**
 * The second step with one of the account's recovery codes, for when the phone or key is not at
 * hand (ADR 035). A right code raises the session to aal2 as an authenticator code does, and is
 * then used up. A wrong one is the field's error; a rate limit or a failed request the form's alert.
 */
export function RecoveryCodeStep({
  onVerified,
  onBack,
}: {
  onVerified: () => void | Promise<void>;
  /** Back to the authenticator (or key). */
  onBack: () => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAlert(null);
    const parsed = recoveryCodeFieldSchema.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? RECOVERY_CODE_MESSAGES.wrong);
      return focusFirstInvalid(formRef.current);
    }
    setError(null);
    setBusy(true);
    try {
      await proveWithRecoveryCode(parsed.data);
      setCode("");
      await onVerified();
    } catch (thrown) {
      if (thrown instanceof RecoveryCodeError && thrown.status === 429) setAlert(rateLimitMessage(thrown.retryAfterSeconds));
      else if (thrown instanceof RecoveryCodeError && thrown.code === "mfa_verification_failed") {
        setError(recoveryCodeErrorMessage(thrown));
        focusFirstInvalid(formRef.current);
      } else setAlert(RECOVERY_CODE_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label="Use a recovery code" className="grid gap-5">
      <p className="text-navy-700">
        Enter one of the recovery codes you saved when you turned on two-step verification. Each code works once.
      </p>
      <Field
        label="Recovery code"
        name="recovery-code"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={32}
        required
        autoFocus
        hint="10 letters and numbers, like 7kq2m-x9ht4"
        value={code}
        error={error}
        onChange={(e) => setCode(e.target.value)}
      />
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" busy={busy} busyLabel="Verifying...">
          Verify
        </Button>
        <Button variant="secondary" size="lg" disabled={busy} onClick={onBack}>
          Use Your Authenticator Instead
        </Button>
      </div>
    </form>
  );
}
