import { useQueryClient } from "@tanstack/react-query";
import { KeyRound, MonitorSmartphone } from "lucide-react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { LoadingState } from "#app/components/ui/loading-state.tsx";
import { EmailChangeSection } from "./email-change-section.tsx";
import { FactorList } from "./factor-list.tsx";
import { useSecondFactors, useWebAuthnSupport } from "./passkey-factors.ts";
import { PasskeySection } from "./passkey-section.tsx";
import { PasswordSection } from "./password-section.tsx";
import { RecoveryCodesSection } from "./recovery-codes-section.tsx";
import { recoveryCodeKeys } from "./recovery-codes-queries.ts";
import { SecurityKeyEnrolment, SecurityKeyList } from "./passkey-security-key.tsx";
import { SignOutOthers } from "./sign-out-others.tsx";
import { TotpEnrolment } from "./totp-enrolment.tsx";
import { totpPart } from "./totp-factors.ts";

/**
 * /account/security: the e-mail address and the password, passkeys, two-step verification with
 * an authenticator app or a security key and its recovery codes, and other devices' sessions.
 */
export function SecurityPanel() {
  const { state: factorState, reload: reloadFactors } = useSecondFactors();
  const queryClient = useQueryClient();
  // Adding or removing an authenticator can make or remove the recovery codes too.
  const reload = async () => {
    await reloadFactors();
    await queryClient.invalidateQueries({ queryKey: recoveryCodeKeys.status });
  };
  const webAuthn = useWebAuthnSupport();
  const totpState = totpPart(factorState);
  const state =
    totpState.status === "ready" && factorState.status === "ready"
      ? { ...totpState, keys: factorState.keys, everyFactor: factorState.all }
      : totpState.status === "error"
        ? ({ status: "error" } as const)
        : ({ status: "loading" } as const);
  const verified = state.status === "ready" ? [...state.verified, ...state.keys] : [];

  return (
    <div className="grid gap-6">
      <EmailChangeSection />
      <PasswordSection />
      <PasskeySection />

      <Card role="region" aria-labelledby="two-step-heading">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="two-step-heading" className="flex items-center gap-2 text-xl font-bold text-navy-950">
            <KeyRound aria-hidden="true" className="size-5 text-navy-600" />
            Two-step verification
          </h2>
          {state.status === "ready" ? (
            <Badge tone={verified.length > 0 ? "success" : "neutral"}>{verified.length > 0 ? "On" : "Off"}</Badge>
          ) : null}
        </div>
        <p className="mt-2 max-w-prose text-navy-700">
          After your password, sign-in also asks for a 6-digit code from an authenticator app on your phone (such as
          Google Authenticator, Microsoft Authenticator or 1Password), or for a touch of your security key, so a stolen
          password alone is not enough.
        </p>
        <div className="mt-5 grid gap-5">
          {state.status === "loading" ? <LoadingState label="Loading your authenticators…" className="min-h-0 py-4" /> : null}
          {state.status === "error" ? (
            <div className="grid justify-items-start gap-3">
              <FormAlert>We could not load your two-step verification settings.</FormAlert>
              <Button variant="secondary" onClick={() => void reload()}>
                Try again
              </Button>
            </div>
          ) : null}
          {state.status === "ready" ? (
            <>
              {state.verified.length > 0 ? <FactorList factors={state.verified} onChanged={reload} /> : null}
              <TotpEnrolment factors={state.all} onDone={reload} />
              {webAuthn ? (
                <div className="grid gap-3 border-t border-cream-300 pt-5">
                  <h3 className="text-lg font-semibold text-navy-950">Security keys</h3>
                  <p className="max-w-prose text-navy-700">
                    Prefer a physical security key (such as a YubiKey) to typing a code? Add one as your second step,
                    instead of or as well as an authenticator app.
                  </p>
                  {state.keys.length > 0 ? <SecurityKeyList keys={state.keys} onChanged={reload} /> : null}
                  <SecurityKeyEnrolment
                    factors={state.everyFactor}
                    onDone={reload}
                    label={state.keys.length > 0 ? "Add Another Security Key" : "Use a Security Key"}
                  />
                </div>
              ) : null}
              {verified.length > 0 ? <RecoveryCodesSection /> : null}
            </>
          ) : null}
        </div>
      </Card>

      <Card role="region" aria-labelledby="devices-heading">
        <h2 id="devices-heading" className="flex items-center gap-2 text-xl font-bold text-navy-950">
          <MonitorSmartphone aria-hidden="true" className="size-5 text-navy-600" />
          Other devices
        </h2>
        <p className="mt-2 max-w-prose text-navy-700">
          Signed in on a shared or lost computer or phone? Sign out everywhere else; this browser stays signed in.
        </p>
        <div className="mt-5">
          <SignOutOthers />
        </div>
      </Card>
    </div>
  );
}
