import { useRef, useState, type FormEvent } from "react";
import { AUTH_MESSAGES, isRateLimited, rateLimitMessage } from "#core/auth/auth-messages.ts";
import { recoveryCodeFormSchema, type RecoveryCodeForm } from "#core/auth/credentials.ts";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { getAuthClient, lastRetryAfterSeconds } from "#app/lib/auth/auth-client.ts";
import { toAuthErrorLike } from "#app/lib/auth/auth-error.ts";
import { fieldErrorsOf, focusFirstInvalid, type FieldErrors } from "#app/lib/form-errors.ts";
import { SixDigitCodeField } from "#app/components/ui/six-digit-code-field.tsx";

/**
 * The other way in: the e-mail address and the 6-digit code from the reset e-mail. A correct code
 * signs the person in with a recovery session, and the page then asks for the new password.
 */
export function RecoveryCodeFormPanel({ initialEmail }: { initialEmail: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<RecoveryCodeForm>({ email: initialEmail, code: "" });
  const [errors, setErrors] = useState<FieldErrors<keyof RecoveryCodeForm>>({});
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAlert(null);
    const result = recoveryCodeFormSchema.safeParse(values);
    if (!result.success) {
      setErrors(fieldErrorsOf(result.error));
      return focusFirstInvalid(formRef.current);
    }
    setErrors({});
    setBusy(true);
    try {
      const { error } = await getAuthClient().verifyOtp({
        email: result.data.email,
        token: result.data.code,
        type: "recovery",
      });
      if (error) {
        const like = toAuthErrorLike(error);
        if (isRateLimited(like)) setAlert(rateLimitMessage(lastRetryAfterSeconds()));
        else {
          setErrors({ code: AUTH_MESSAGES.recoveryCodeFailed });
          focusFirstInvalid(formRef.current);
        }
      }
      // On success the auth state changes and the page switches to the new-password form.
    } catch {
      setAlert(AUTH_MESSAGES.recoveryCodeFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-labelledby="recovery-code-heading" className="grid gap-5">
      <h2 id="recovery-code-heading" className="text-xl font-semibold text-navy-950">
        Have the code from the e-mail?
      </h2>
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        error={errors.email}
        onChange={(e) => setValues({ ...values, email: e.target.value })}
      />
      <SixDigitCodeField value={values.code} error={errors.code} onChange={(code) => setValues({ ...values, code })} />
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <Button type="submit" variant="secondary" size="lg" busy={busy} busyLabel="Checking...">
        Continue
      </Button>
    </form>
  );
}
