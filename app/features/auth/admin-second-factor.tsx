import { ShieldCheck } from "lucide-react";
import { Card } from "#app/components/ui/card.tsx";
import { QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import { CodeStep } from "./code-step.tsx";
import { useSecondFactors, useWebAuthnSupport } from "./passkey-factors.ts";
import { SecurityKeyEnrolment } from "./passkey-security-key.tsx";
import { TotpEnrolment } from "./totp-enrolment.tsx";

/**
 * The admin area's second step. An administrator's session must have proved a second factor
 * (aal2), because the server refuses admin calls without it (ADMIN_MFA in server/env.ts): without
 * one the administrator sets up an authenticator app or a security key here; with one, uses it.
 */
export function AdminSecondFactor({ onVerified }: { onVerified: () => void | Promise<void> }) {
  const { state, reload } = useSecondFactors();
  const webAuthn = useWebAuthnSupport();
  const done = async () => {
    await reload();
    await onVerified();
  };

  return (
    <div className="page-container py-10">
      <Card role="region" aria-labelledby="admin-two-step-heading" className="max-w-3xl">
        <h2 id="admin-two-step-heading" className="flex items-center gap-2 text-xl font-bold text-navy-950">
          <ShieldCheck aria-hidden="true" className="size-5 text-navy-600" />
          Two-step verification required
        </h2>
        <p className="mt-2 max-w-prose text-navy-700">
          The admin area holds every customer&apos;s requests and accounts, so it asks for a 6-digit code from an
          authenticator app on your phone, or a touch of your security key, as well as your password.
        </p>
        <div className="mt-5">
          {state.status === "loading" ? <QueryLoading label="Loading your authenticators…" /> : null}
          {state.status === "error" ? (
            <QueryError message="We could not load your two-step verification settings." onRetry={() => void reload()} />
          ) : null}
          {state.status === "ready" && state.totp.length === 0 && state.keys.length === 0 ? (
            <div className="grid gap-4">
              <p className="font-semibold text-navy-900">
                {webAuthn ? "Set up an authenticator app or a security key to continue." : "Set up an authenticator app to continue."}
              </p>
              <TotpEnrolment factors={state.all.filter((f) => f.factor_type === "totp")} onDone={done} />
              {webAuthn ? (
                <div className="grid gap-3 border-t border-cream-300 pt-4">
                  <p className="text-navy-700">
                    Or use a security key (such as a YubiKey) that you plug in or tap, instead of an app.
                  </p>
                  <SecurityKeyEnrolment factors={state.all} onDone={done} />
                </div>
              ) : null}
            </div>
          ) : null}
          {state.status === "ready" && (state.totp.length > 0 || state.keys.length > 0) ? (
            <CodeStep label="Admin two-step verification" methods={["totp", "security-key", "recovery-code"]} onVerified={onVerified} />
          ) : null}
        </div>
      </Card>
    </div>
  );
}
