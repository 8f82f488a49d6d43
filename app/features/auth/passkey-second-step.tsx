import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { QueryError, QueryLoading } from "../../components/ui/query-state.tsx";
import { useSecondFactors } from "./passkey-factors.ts";
import { SecurityKeyCheck } from "./passkey-security-key.tsx";
import { TotpCodeForm } from "./totp-code-form.tsx";

const TOTP_INTRO =
  "Open the authenticator app on your phone and enter the 6-digit code it shows for Heartland Closing Co.";

/**
 * The second step of signing in, with whichever the account has: a 6-digit code from an
 * authenticator app, a security key, or either (the code form, with the key offered beside it).
 */
export function SecondStep({
  label,
  onVerified,
  cancel,
}: {
  /** Accessible name of the step (the code form's, or the key's group). */
  label: string;
  onVerified: () => void | Promise<void>;
  cancel?: { label: string; onCancel: () => void | Promise<void> };
}) {
  const { state, reload } = useSecondFactors();
  const [cancelling, setCancelling] = useState(false);

  if (state.status === "loading") return <QueryLoading label="Loading your sign-in methods…" className="py-6" />;
  if (state.status === "error") {
    return <QueryError message="We could not load your two-step verification settings." onRetry={() => void reload()} />;
  }

  const cancelButton = cancel ? (
    <Button
      variant="secondary"
      size="lg"
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
  ) : null;

  // Only an authenticator app (or nothing to offer: the code form says so): as before keys existed.
  if (state.keys.length === 0) {
    return <TotpCodeForm label={label} intro={TOTP_INTRO} onVerified={onVerified} cancel={cancel} />;
  }

  const keyStep = (
    <div role="group" aria-label={state.totp.length > 0 ? "Use a security key" : label} className="grid gap-4">
      <p className="text-navy-700">
        {state.totp.length > 0
          ? "Or use your security key: choose the button, then insert or tap the key when your browser asks."
          : "Choose the button, then insert or tap your security key when your browser asks."}
      </p>
      <SecurityKeyCheck keys={state.keys} onVerified={onVerified} />
    </div>
  );

  if (state.totp.length === 0) {
    return (
      <div className="grid gap-5">
        {keyStep}
        {cancelButton ? <div>{cancelButton}</div> : null}
      </div>
    );
  }

  return (
    <div className="grid gap-6">
      <TotpCodeForm label={label} intro={TOTP_INTRO} onVerified={onVerified} cancel={cancel} />
      <div className="border-t border-cream-300 pt-5">{keyStep}</div>
    </div>
  );
}
