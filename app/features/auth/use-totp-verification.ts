import { useRef, useState } from "react";
import { isRateLimited, rateLimitMessage, totpErrorMessage } from "#core/auth/auth-messages.ts";
import { sixDigitCodeSchema } from "#core/auth/credentials.ts";
import { getAuthClient, lastRetryAfterSeconds } from "#app/lib/auth/auth-client.ts";
import { toAuthErrorLike } from "#app/lib/auth/auth-error.ts";
import { focusFirstInvalid } from "#app/lib/form-errors.ts";

/**
 * The state of a form that proves an authenticator code (challenge + verify, which raises the
 * session to aal2): the code, its field error, the form's alert and the busy flag. A wrong code
 * is the field's error; a rate limit or a failed request is the form's alert.
 */
export function useTotpVerification() {
  const formRef = useRef<HTMLFormElement>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Checks the typed code and proves it for the factor; `onVerified` runs once it is accepted. */
  const verify = async (factorId: string, onVerified: () => void | Promise<void>) => {
    setAlert(null);
    const parsed = sixDigitCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Enter the 6-digit code");
      return focusFirstInvalid(formRef.current);
    }
    setError(null);
    setBusy(true);
    try {
      const { error: verifyError } = await getAuthClient().mfa.challengeAndVerify({ factorId, code: parsed.data });
      if (verifyError) {
        const like = toAuthErrorLike(verifyError);
        if (isRateLimited(like)) setAlert(rateLimitMessage(lastRetryAfterSeconds()));
        else {
          setError(totpErrorMessage(like));
          focusFirstInvalid(formRef.current);
        }
        return;
      }
      setCode("");
      await onVerified();
    } catch (thrown) {
      setAlert(totpErrorMessage(toAuthErrorLike(thrown)));
    } finally {
      setBusy(false);
    }
  };

  const reset = () => {
    setCode("");
    setError(null);
    setAlert(null);
  };

  return { formRef, code, setCode, error, alert, setAlert, busy, verify, reset };
}
