import { useEffect, useRef, useState, type FormEvent } from "react";
import { ACCOUNT_CHANGE_MESSAGES } from "#core/auth/account-changes.ts";
import { isRateLimited, rateLimitMessage } from "#core/auth/auth-messages.ts";
import { MESSAGES, sixDigitCodeSchema } from "#core/auth/credentials.ts";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { LoadingState } from "#app/components/ui/loading-state.tsx";
import { getAuthClient, lastRetryAfterSeconds } from "#app/lib/auth/auth-client.ts";
import { toAuthErrorLike } from "#app/lib/auth/auth-error.ts";
import { focusFirstInvalid } from "#app/lib/form-errors.ts";
import { SixDigitCodeField } from "#app/components/ui/six-digit-code-field.tsx";

/** What trying the change with a code came to: done, or a message for the code field or the form. */
export type CodeOutcome = { done: true } | { codeError?: string; alert?: string };

/**
 * The server wants proof from the inbox before it changes the password (GoTrue's secure password
 * change: the session signed in more than a day ago). Sends the 6-digit code as soon as it shows
 * (GET /auth/v1/reauthenticate), then lets the person type it; `onCode` retries the change with it.
 */
export function ReauthenticationCodeForm({
  email,
  submitLabel,
  onCode,
  onBack,
}: {
  email: string | undefined;
  submitLabel: string;
  onCode: (nonce: string) => Promise<CodeOutcome>;
  onBack: () => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [sending, setSending] = useState(true);
  const [everSent, setEverSent] = useState(false);
  const [sendAlert, setSendAlert] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sentOnce = useRef(false);

  const send = async () => {
    setSending(true);
    setSendAlert(null);
    setNotice(null);
    try {
      const { error } = await getAuthClient().reauthenticate();
      if (error) {
        const like = toAuthErrorLike(error);
        setSendAlert(isRateLimited(like) ? rateLimitMessage(lastRetryAfterSeconds()) : ACCOUNT_CHANGE_MESSAGES.codeNotSent);
      } else {
        if (everSent) setNotice("We sent a new code. Use the one in the newest e-mail.");
        setEverSent(true);
      }
    } catch {
      setSendAlert(ACCOUNT_CHANGE_MESSAGES.codeNotSent);
    } finally {
      setSending(false);
    }
  };

  useEffect(() => {
    // Once per showing, also under React's development double effects: each send is an e-mail.
    if (sentOnce.current) return;
    sentOnce.current = true;
    void send();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAlert(null);
    const parsed = sixDigitCodeSchema.safeParse(code);
    if (!parsed.success) {
      setCodeError(MESSAGES.codeRequired);
      return focusFirstInvalid(formRef.current);
    }
    setCodeError(null);
    setBusy(true);
    try {
      const outcome = await onCode(parsed.data);
      if ("done" in outcome) return;
      setCodeError(outcome.codeError ?? null);
      setAlert(outcome.alert ?? null);
      if (outcome.codeError) focusFirstInvalid(formRef.current);
    } finally {
      setBusy(false);
    }
  };

  if (!everSent && sending) return <LoadingState label="Sending a code to your e-mail…" className="min-h-0 py-6" />;
  if (!everSent) {
    return (
      <div className="grid gap-4">
        <FormAlert>{sendAlert}</FormAlert>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => void send()}>
            Try Again
          </Button>
          <Button variant="ghost" onClick={onBack}>
            Back
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label="Confirm with the code from your e-mail" className="grid gap-5">
      <p className="text-navy-700">
        For your security, changing the password of a sign-in older than a day needs a code. We sent a 6-digit code to{" "}
        <strong className="font-semibold text-navy-950 [overflow-wrap:anywhere]">{email ?? "your e-mail address"}</strong>.
      </p>
      <SixDigitCodeField value={code} error={codeError} onChange={setCode} autoFocus />
      {notice ? <FormAlert tone="success">{notice}</FormAlert> : null}
      {sendAlert ? <FormAlert>{sendAlert}</FormAlert> : null}
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={busy} busyLabel="Saving...">
          {submitLabel}
        </Button>
        <Button variant="secondary" busy={sending} busyLabel="Sending..." onClick={() => void send()}>
          Send a New Code
        </Button>
        <Button variant="ghost" onClick={onBack}>
          Back
        </Button>
      </div>
    </form>
  );
}
