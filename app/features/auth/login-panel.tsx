// First: zod must be configured before the schemas below are built (see the file).
import "#app/lib/zod-browser-config.ts";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { FileText } from "lucide-react";
import { toast } from "#app/lib/toast.ts";
import { AUTH_MESSAGES, isRateLimited, rateLimitMessage } from "#core/auth/auth-messages.ts";
import type { SignInForm } from "#core/auth/credentials.ts";
import { postSignInPath, signInReasonFor, withNextPath } from "#core/auth/next-path.ts";
import { useHydrated } from "#app/lib/forms/pre-hydration-input.ts";
import { getAuthClient, lastRetryAfterSeconds } from "#app/lib/auth/auth-client.ts";
import { toAuthErrorLike } from "#app/lib/auth/auth-error.ts";
import { useAuth } from "#app/lib/auth/auth-provider.tsx";
import { fetchMe } from "#app/lib/auth/me.ts";
import { AuthFooterLinks, textLinkClass } from "./auth-page.tsx";
import { PasskeySignIn } from "./passkey-sign-in.tsx";
import { CodeStep } from "./code-step.tsx";
import { SignInFormFields } from "./sign-in-form.tsx";

/**
 * Signing in: the password step or a passkey, then, for an account with an authenticator app or a
 * security key, the second step.
 * Afterwards the role is read and the person goes to `next` (if it is a path on this site) or to
 * their role's home page.
 */
export function LoginPanel() {
  const { loading, needsSecondFactor, signOut } = useAuth();
  const [searchParams] = useSearchParams();
  const next = searchParams.get("next");
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [codeStep, setCodeStep] = useState(false);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  // The page is pre-rendered without the query: what `next` says is shown once the scripts run.
  const hydrated = useHydrated();
  const reason = hydrated ? signInReasonFor(next) : null;

  const finish = async () => {
    try {
      const profile = await fetchMe();
      toast.success(AUTH_MESSAGES.signInSuccess);
      await navigate(postSignInPath(profile.role, next), { replace: true });
    } catch {
      toast.error(AUTH_MESSAGES.roleLookupFailed);
    }
  };

  const signIn = async (credentials: SignInForm) => {
    setBusy(true);
    setAlert(null);
    try {
      const client = getAuthClient();
      const { data, error } = await client.signInWithPassword(credentials);
      if (error || !data.session) {
        if (error && isRateLimited(toAuthErrorLike(error))) setAlert(rateLimitMessage(lastRetryAfterSeconds()));
        else failed();
        return;
      }
      await afterSession();
    } catch {
      failed();
    } finally {
      setBusy(false);
    }
  };

  /** A refused sign-in: said beside the form, where it stays until the next attempt, as well as in a notice. */
  const failed = () => {
    setAlert(AUTH_MESSAGES.signInFailed);
    toast.error(AUTH_MESSAGES.signInFailed);
  };

  /** Signed in (password or passkey): the second step if the account owes one, else onwards. */
  const afterSession = async () => {
    const { data: aal } = await getAuthClient().mfa.getAuthenticatorAssuranceLevel();
    if (aal?.currentLevel === "aal1" && aal.nextLevel === "aal2") {
      setCodeStep(true);
      return;
    }
    await finish();
  };

  // Also shown to someone sent here by the access guard with a password-only session.
  if (codeStep || (!loading && !busy && !passkeyBusy && needsSecondFactor)) {
    return (
      <div className="grid gap-4">
        <h2 className="text-xl font-semibold text-navy-950">Two-step verification</h2>
        <CodeStep
          label="Two-step verification"
          methods={["totp", "security-key", "recovery-code"]}
          onVerified={finish}
          cancel={{
            label: "Cancel",
            onCancel: async () => {
              await signOut();
              setCodeStep(false);
            },
          }}
        />
      </div>
    );
  }

  return (
    <>
      {reason ? (
        <section aria-labelledby="sign-in-reason-heading" className="mb-6 flex gap-3 rounded-lg border border-navy-100 bg-navy-50 p-4">
          <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-navy-700" />
          <div>
            <h2 id="sign-in-reason-heading" className="font-semibold text-navy-950">
              {reason.heading}
            </h2>
            <p className="mt-1 text-sm text-navy-800">{reason.text}</p>
          </div>
        </section>
      ) : null}
      <SignInFormFields email={email} onEmailChange={setEmail} busy={busy} alert={alert} onSubmit={signIn} />
      <PasskeySignIn disabled={busy} onBusyChange={setPasskeyBusy} onSignedIn={afterSession} />
      <AuthFooterLinks>
        <p>
          New to Heartland Closing Co.?{" "}
          <Link to={withNextPath("/register", hydrated ? next : null)} className={textLinkClass}>
            Create an account
          </Link>
        </p>
      </AuthFooterLinks>
    </>
  );
}
