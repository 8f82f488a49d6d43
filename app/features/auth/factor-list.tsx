import type { Factor } from "@supabase/auth-js";
import { format } from "date-fns";
import { Smartphone } from "lucide-react";
import { useState } from "react";
import { toast } from "#app/lib/toast.ts";
import { isRateLimited, needsHigherAssurance, rateLimitMessage } from "#core/auth/auth-messages.ts";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { getAuthClient, lastRetryAfterSeconds } from "#app/lib/auth/auth-client.ts";
import { toAuthErrorLike } from "#app/lib/auth/auth-error.ts";
import { CodeStep } from "./code-step.tsx";

type Removal = { factor: Factor; step: "confirm" | "code" };

/**
 * The account's verified authenticators, each removable. Removing one needs an aal2 session; when
 * the server says the session is not (insufficient_aal), a code is asked for first.
 */
export function FactorList({ factors, onChanged }: { factors: Factor[]; onChanged: () => Promise<void> }) {
  const [removal, setRemoval] = useState<Removal | null>(null);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  const remove = async (factor: Factor) => {
    setBusy(true);
    setAlert(null);
    try {
      const { error } = await getAuthClient().mfa.unenroll({ factorId: factor.id });
      if (error) {
        const like = toAuthErrorLike(error);
        if (needsHigherAssurance(like)) setRemoval({ factor, step: "code" });
        else if (isRateLimited(like)) setAlert(rateLimitMessage(lastRetryAfterSeconds()));
        else setAlert("We could not remove the authenticator. Please try again.");
        return;
      }
      toast.success("Authenticator removed.");
      setRemoval(null);
      await onChanged();
    } catch {
      setAlert("We could not remove the authenticator. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <ul className="grid gap-3">
      {factors.map((factor) => {
        const name = factor.friendly_name || "Authenticator app";
        const active = removal?.factor.id === factor.id ? removal : null;
        return (
          <li key={factor.id} className="grid gap-4 rounded-xl border border-cream-300 bg-white p-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="flex items-center gap-3">
                <Smartphone aria-hidden="true" className="size-5 text-navy-600" />
                <div>
                  <p className="font-semibold text-navy-950">{name}</p>
                  <p className="text-sm text-navy-700">Added {format(new Date(factor.created_at), "MMMM d, yyyy")}</p>
                </div>
              </div>
              {active ? null : (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Remove ${name}`}
                  onClick={() => {
                    setAlert(null);
                    setRemoval({ factor, step: "confirm" });
                  }}
                >
                  Remove
                </Button>
              )}
            </div>
            {active?.step === "confirm" ? (
              <div className="grid gap-3 border-t border-cream-300 pt-4">
                <p className="text-navy-800">
                  Remove {name}? If it is your only second step, signing in will then need only your password until
                  you set up another one.
                </p>
                {alert ? <FormAlert>{alert}</FormAlert> : null}
                <div className="flex flex-wrap gap-3">
                  <Button busy={busy} busyLabel="Removing..." onClick={() => void remove(factor)}>
                    Remove Authenticator
                  </Button>
                  <Button variant="secondary" disabled={busy} onClick={() => setRemoval(null)}>
                    Keep It
                  </Button>
                </div>
              </div>
            ) : null}
            {active?.step === "code" ? (
              <div className="border-t border-cream-300 pt-4">
                <CodeStep
                  methods={["totp"]}
                  label="Confirm removal"
                  intro="To remove an authenticator, first enter a current 6-digit code from your authenticator app."
                  submitLabel="Verify and Remove"
                  busyLabel="Verifying..."
                  onVerified={() => remove(factor)}
                  cancel={{ label: "Keep It", onCancel: () => setRemoval(null) }}
                />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
