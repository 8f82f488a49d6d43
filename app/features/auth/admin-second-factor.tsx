import { ShieldCheck } from "lucide-react";
import { Card } from "../../components/ui/card.tsx";
import { QueryError, QueryLoading } from "../../components/ui/query-state.tsx";
import { TotpCodeForm } from "./totp-code-form.tsx";
import { TotpEnrolment } from "./totp-enrolment.tsx";
import { useTotpFactors } from "./use-totp-factors.ts";

/**
 * The admin area's second step. An administrator's session must have proved an authenticator
 * code (aal2), because the server refuses admin calls without it (ADMIN_MFA in server/env.ts):
 * without an authenticator app the administrator sets one up here; with one, enters its code.
 */
export function AdminSecondFactor({ onVerified }: { onVerified: () => void | Promise<void> }) {
  const { state, reload } = useTotpFactors();

  return (
    <div className="page-container py-10">
      <Card role="region" aria-labelledby="admin-two-step-heading" className="max-w-3xl">
        <h2 id="admin-two-step-heading" className="flex items-center gap-2 text-xl font-bold text-navy-950">
          <ShieldCheck aria-hidden="true" className="size-5 text-navy-600" />
          Two-step verification required
        </h2>
        <p className="mt-2 max-w-prose text-navy-700">
          The admin area holds every customer's requests and accounts, so it asks for a 6-digit code from an
          authenticator app on your phone as well as your password.
        </p>
        <div className="mt-5">
          {state.status === "loading" ? <QueryLoading label="Loading your authenticators…" /> : null}
          {state.status === "error" ? (
            <QueryError message="We could not load your two-step verification settings." onRetry={() => void reload()} />
          ) : null}
          {state.status === "ready" && state.verified.length === 0 ? (
            <div className="grid gap-4">
              <p className="font-semibold text-navy-900">Set up an authenticator app to continue.</p>
              <TotpEnrolment
                factors={state.all}
                onDone={async () => {
                  await reload();
                  await onVerified();
                }}
              />
            </div>
          ) : null}
          {state.status === "ready" && state.verified.length > 0 ? (
            <TotpCodeForm
              label="Admin two-step verification"
              intro="Open the authenticator app on your phone and enter the 6-digit code it shows for Heartland Closing Co."
              onVerified={onVerified}
            />
          ) : null}
        </div>
      </Card>
    </div>
  );
}
