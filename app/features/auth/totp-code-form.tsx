import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { isRateLimited, rateLimitMessage, totpErrorMessage } from "../../../core/auth/auth-messages.ts";
import { sixDigitCodeSchema } from "../../../core/auth/credentials.ts";
import { Button } from "../../components/ui/button.tsx";
import { FormAlert } from "../../components/ui/form-alert.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { inputClasses } from "../../components/ui/text-field.tsx";
import { getAuthClient, lastRetryAfterSeconds } from "../../lib/auth/auth-client.ts";
import { toAuthErrorLike } from "../../lib/auth/auth-error.ts";
import { focusFirstInvalid } from "../../lib/form-errors.ts";
import { SixDigitCodeField } from "./six-digit-code-field.tsx";
import { useTotpFactors } from "./use-totp-factors.ts";

/**
 * Asks for a 6-digit code from the account's authenticator app and proves it to the server
 * (challenge + verify), which raises the session to aal2. Used after the password at sign-in and
 * before actions that need aal2.
 */
export function TotpCodeForm({
  label,
  intro,
  submitLabel = "Verify",
  busyLabel = "Verifying...",
  onVerified,
  cancel,
}: {
  /** Accessible name of the form. */
  label: string;
  intro: ReactNode;
  submitLabel?: string;
  busyLabel?: string;
  onVerified: () => void | Promise<void>;
  cancel?: { label: string; onCancel: () => void | Promise<void> };
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const selectId = useId();
  const { state, reload } = useTotpFactors();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [cancelling, setCancelling] = useState(false);

  if (state.status === "loading") return <LoadingState label="Loading your authenticator…" className="min-h-0 py-6" />;
  if (state.status === "error" || state.verified.length === 0) {
    return (
      <div className="grid gap-4">
        <FormAlert>
          {state.status === "error"
            ? "We could not load your authenticator settings."
            : "This account has no authenticator app set up."}
        </FormAlert>
        <div className="flex flex-wrap gap-3">
          {state.status === "error" ? (
            <Button variant="secondary" onClick={() => void reload()}>
              Try again
            </Button>
          ) : null}
          {cancel ? (
            <Button variant="ghost" onClick={() => void cancel.onCancel()}>
              {cancel.label}
            </Button>
          ) : null}
        </div>
      </div>
    );
  }

  const factors = state.verified;
  const factorId = chosenId ?? factors[0]!.id;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
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

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label={label} className="grid gap-5">
      <p className="text-navy-700">{intro}</p>
      {factors.length > 1 ? (
        <div className="grid gap-1.5">
          <label htmlFor={selectId} className="text-sm font-semibold text-navy-900">
            Authenticator
          </label>
          <select
            id={selectId}
            value={factorId}
            onChange={(e) => setChosenId(e.target.value)}
            className={`${inputClasses} border-navy-300`}
          >
            {factors.map((f) => (
              <option key={f.id} value={f.id}>
                {f.friendly_name || "Authenticator app"}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <SixDigitCodeField value={code} onChange={setCode} error={error} autoFocus />
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" busy={busy} busyLabel={busyLabel} disabled={cancelling}>
          {submitLabel}
        </Button>
        {cancel ? (
          <Button
            variant="secondary"
            size="lg"
            disabled={busy}
            busy={cancelling}
            onClick={async () => {
              setCancelling(true);
              try {
                await cancel.onCancel();
              } finally {
                setCancelling(false);
              }
            }}
          >
            {cancel.label}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
