import { useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { AUTH_MESSAGES, isRateLimited, rateLimitMessage } from "#core/auth/auth-messages.ts";
import { emailSchema } from "#core/auth/credentials.ts";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { getAuthClient, lastRetryAfterSeconds } from "#app/lib/auth/auth-client.ts";
import { toAuthErrorLike } from "#app/lib/auth/auth-error.ts";
import { focusFirstInvalid } from "#app/lib/form-errors.ts";
import { AuthFooterLinks, textLinkClass } from "./auth-page.tsx";

/**
 * Asks for a password-reset e-mail. The answer is the same whether or not an account exists for
 * the address, so the form cannot be used to find out who has an account.
 */
export function ForgotPasswordForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAlert(null);
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? AUTH_MESSAGES.invalidEmail);
      return focusFirstInvalid(formRef.current);
    }
    setError(null);
    setBusy(true);
    try {
      const { error: sendError } = await getAuthClient().resetPasswordForEmail(parsed.data, {
        redirectTo: `${window.location.origin}/reset-password`,
      });
      if (sendError) {
        const like = toAuthErrorLike(sendError);
        setAlert(
          isRateLimited(like)
            ? rateLimitMessage(lastRetryAfterSeconds())
            : "We could not send the e-mail just now. Please try again in a moment.",
        );
        return;
      }
      setSentTo(parsed.data);
    } catch {
      setAlert("We could not send the e-mail just now. Please try again in a moment.");
    } finally {
      setBusy(false);
    }
  };

  if (sentTo) {
    return (
      <div className="grid gap-5">
        <FormAlert tone="success">{AUTH_MESSAGES.resetLinkSent}</FormAlert>
        <p className="text-navy-700">
          Open the link in the e-mail to choose a new password. It works for one hour. If the link does not open on
          this device, you can{" "}
          <Link to={`/reset-password?email=${encodeURIComponent(sentTo)}`} className={textLinkClass}>
            enter the 6-digit code from the e-mail
          </Link>{" "}
          instead.
        </p>
        <Button variant="secondary" onClick={() => setSentTo(null)}>
          Use a different address
        </Button>
      </div>
    );
  }

  return (
    <>
      <form ref={formRef} noValidate onSubmit={submit} aria-label="Request a password reset" className="grid gap-5">
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          error={error}
          onChange={(e) => {
            setEmail(e.target.value);
            if (error) setError(null);
          }}
        />
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        <Button type="submit" size="lg" busy={busy} busyLabel="Sending...">
          Send Reset Link
        </Button>
      </form>
      <AuthFooterLinks>
        <p>
          Remembered it?{" "}
          <Link to="/login" className={textLinkClass}>
            Back to sign in
          </Link>
        </p>
      </AuthFooterLinks>
    </>
  );
}
