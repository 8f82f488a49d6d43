import { Mail } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import {
  ACCOUNT_CHANGE_MESSAGES,
  emailChangeErrorMessage,
  emailChangeLinkNotice,
  emailChangeSentMessage,
} from "#core/auth/account-changes.ts";
import { isRateLimited, needsHigherAssurance, rateLimitMessage } from "#core/auth/auth-messages.ts";
import { emailSchema, normaliseEmail } from "#core/auth/credentials.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { getAuthClient, lastRetryAfterSeconds } from "#app/lib/auth/auth-client.ts";
import { toAuthErrorLike } from "#app/lib/auth/auth-error.ts";
import { useAuth } from "#app/lib/auth/auth-provider.tsx";
import { focusFirstInvalid } from "#app/lib/form-errors.ts";
import { loadPublicConfig } from "#app/lib/public-config.ts";
import { CodeStep } from "./code-step.tsx";

const address = "font-semibold text-navy-950 [overflow-wrap:anywhere]";

/**
 * The account's e-mail address and a change of it (PUT /auth/v1/user). With GoTrue's secure
 * e-mail change the server e-mails the current address and the new one, and the change happens
 * once both links are followed; the first brings the person back here with GoTrue's message in
 * the URL fragment, which this card turns into what to do next. A change waiting for its links
 * can be sent again (POST /auth/v1/resend, type email_change).
 */
export function EmailChangeSection() {
  const { user } = useAuth();
  // The stored session's copy of the user is as old as the sign-in: a change asked for or
  // confirmed since (another tab, a link) is read from the server.
  const [fresh, setFresh] = useState<{ email?: string; new_email?: string } | null>(null);
  const account = fresh ?? user;
  const current = account?.email ?? "";
  const pending = account?.new_email ?? null;
  const formRef = useRef<HTMLFormElement>(null);
  const [next, setNext] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [needsCode, setNeedsCode] = useState(false);
  const [bothAddresses, setBothAddresses] = useState(true);
  const [notice, setNotice] = useState<ReturnType<typeof emailChangeLinkNotice>>(null);

  useEffect(() => {
    void loadPublicConfig().then((config) => setBothAddresses(config.secureEmailChange));
    void getAuthClient()
      .getUser()
      .then(({ data }) => data.user && setFresh(data.user))
      .catch(() => undefined);
    const fromLink = emailChangeLinkNotice(window.location.hash);
    if (fromLink) {
      setNotice(fromLink);
      // The message has been read; a reload should not show it again.
      window.history.replaceState(window.history.state, "", `${window.location.pathname}${window.location.search}`);
    }
  }, []);

  const redirect = () => ({ emailRedirectTo: `${window.location.origin}/account/security` });

  const change = async (email: string) => {
    setBusy(true);
    setAlert(null);
    try {
      const { data, error: refused } = await getAuthClient().updateUser({ email }, redirect());
      if (!refused) {
        setFresh(data.user);
        setSent(emailChangeSentMessage({ current, next: email, bothAddresses }));
        setNotice(null);
        setNext("");
        return;
      }
      const like = toAuthErrorLike(refused);
      if (needsHigherAssurance(like)) setNeedsCode(true);
      else if (isRateLimited(like)) setAlert(rateLimitMessage(lastRetryAfterSeconds()));
      else {
        setError(emailChangeErrorMessage(like));
        requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      }
    } catch {
      setAlert(ACCOUNT_CHANGE_MESSAGES.emailChangeFailed);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(null);
    const parsed = emailSchema.safeParse(next);
    const email = parsed.success ? normaliseEmail(parsed.data) : "";
    const problem = !parsed.success ? parsed.error.issues[0]?.message ?? null : email === current.toLowerCase() ? ACCOUNT_CHANGE_MESSAGES.sameEmail : null;
    setError(problem);
    if (problem) return focusFirstInvalid(formRef.current);
    void change(email);
  };

  const resend = async () => {
    setResending(true);
    setAlert(null);
    setSent(null);
    try {
      const { error: refused } = await getAuthClient().resend({ type: "email_change", email: current, options: redirect() });
      if (!refused) setNotice({ tone: "success", text: ACCOUNT_CHANGE_MESSAGES.linksResent });
      else setAlert(isRateLimited(toAuthErrorLike(refused)) ? rateLimitMessage(lastRetryAfterSeconds()) : ACCOUNT_CHANGE_MESSAGES.emailChangeFailed);
    } catch {
      setAlert(ACCOUNT_CHANGE_MESSAGES.emailChangeFailed);
    } finally {
      setResending(false);
    }
  };

  return (
    <Card role="region" aria-labelledby="email-heading">
      <h2 id="email-heading" className="flex items-center gap-2 text-xl font-bold text-navy-950">
        <Mail aria-hidden="true" className="size-5 text-navy-600" />
        E-mail address
      </h2>
      <p className="mt-2 max-w-prose text-navy-700">
        {current ? (
          <>
            You sign in and hear from us at <strong className={address}>{current}</strong>.
          </>
        ) : (
          "Your account has no e-mail address yet. Add one to sign in with it and to hear from us."
        )}
      </p>
      <div className="mt-5 grid gap-5">
        {notice ? <FormAlert tone={notice.tone}>{notice.text}</FormAlert> : null}
        {sent ? <FormAlert tone="success">{sent}</FormAlert> : null}
        {pending && !sent ? (
          <div role="status" className="grid justify-items-start gap-3 rounded-lg border border-navy-200 bg-navy-50 p-4 text-navy-800">
            <p>
              Waiting for confirmation: <strong className={address}>{pending}</strong>.{" "}
              {bothAddresses && current
                ? "Follow the links we sent to both your current and your new address."
                : "Follow the link we sent to the new address."}
            </p>
            <Button variant="secondary" size="sm" busy={resending} busyLabel="Sending..." onClick={() => void resend()}>
              Send the Links Again
            </Button>
          </div>
        ) : null}
        {needsCode ? (
          <CodeStep
            methods={["totp"]}
            label="Confirm with your authenticator"
            intro="Your account uses two-step verification. Enter the 6-digit code from your authenticator app to change your e-mail address."
            submitLabel="Verify and Continue"
            onVerified={async () => {
              setNeedsCode(false);
              await change(normaliseEmail(next));
            }}
            cancel={{ label: "Back", onCancel: () => setNeedsCode(false) }}
          />
        ) : (
          <form ref={formRef} noValidate onSubmit={submit} aria-label="Change your e-mail address" className="grid gap-5">
            <Field
              label="New e-mail address"
              name="email"
              type="email"
              autoComplete="email"
              required
              hint={bothAddresses && current ? "We will send a confirmation link to this address and to your current one." : undefined}
              value={next}
              error={error}
              onChange={(e) => {
                setNext(e.target.value);
                if (error) setError(null);
              }}
            />
            {alert ? <FormAlert>{alert}</FormAlert> : null}
            <div>
              <Button type="submit" busy={busy} busyLabel="Sending...">
                Change E-mail Address
              </Button>
            </div>
          </form>
        )}
      </div>
    </Card>
  );
}
