import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Button } from "../../components/ui/button.tsx";
import { FormAlert } from "../../components/ui/form-alert.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { inputClasses } from "../../components/ui/field.tsx";
import { SixDigitCodeField } from "../../components/ui/six-digit-code-field.tsx";
import { useTotpFactors } from "./use-totp-factors.ts";
import { useTotpVerification } from "./use-totp-verification.ts";

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
  const selectId = useId();
  const { state, reload } = useTotpFactors();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const { formRef, code, setCode, error, alert, busy, verify } = useTotpVerification();
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
    await verify(factorId, onVerified);
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
