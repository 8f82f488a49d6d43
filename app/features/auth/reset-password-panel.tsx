import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { LoadingState } from "#app/components/ui/loading-state.tsx";
import { useAuth } from "#app/lib/auth/auth-provider.tsx";
import { NewPasswordFormPanel } from "./new-password-form.tsx";
import { RecoveryCodeFormPanel } from "./recovery-code-form.tsx";

/**
 * /reset-password. The e-mailed link lands here with the recovery session in the URL fragment,
 * which auth-js turns into a session; with a session the page asks for the new password. Without
 * one (link expired, used, or opened elsewhere) it says so and offers the code from the e-mail.
 */
export function ResetPasswordPanel() {
  const { loading, session } = useAuth();
  const [searchParams] = useSearchParams();
  const [linkFailed, setLinkFailed] = useState(false);

  useEffect(() => {
    // A link that could not be used comes back as "#error=…&error_code=otp_expired…", which
    // auth-js leaves in place (it removes the fragment only after a successful sign-in).
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    if (fragment.has("error") || fragment.has("error_code")) setLinkFailed(true);
  }, []);

  if (loading) return <LoadingState label="Checking your reset link" className="min-h-0 py-8" />;
  if (session) return <NewPasswordFormPanel email={session.user.email} />;

  const explanation =
    "Reset links work once, for one hour. Request a new e-mail, or enter the 6-digit code from the e-mail below.";
  return (
    <div className="grid gap-6">
      {linkFailed ? (
        <FormAlert>This password reset link has expired or has already been used. {explanation}</FormAlert>
      ) : (
        <p className="text-navy-700">
          To choose a new password, open the link in your password reset e-mail. If it has expired or was already
          used, request a new one, or enter the 6-digit code from the e-mail below.
        </p>
      )}
      <ButtonLink to="/forgot-password" variant="primary" size="lg">
        Request a New Reset Link
      </ButtonLink>
      <div className="border-t border-cream-300 pt-6">
        <RecoveryCodeFormPanel initialEmail={searchParams.get("email") ?? ""} />
      </div>
    </div>
  );
}
