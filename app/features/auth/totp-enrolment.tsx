import type { Factor } from "@supabase/auth-js";
import { Copy } from "lucide-react";
import { useState, type FormEvent } from "react";
import { toast } from "#app/lib/toast.ts";
import { isRateLimited, rateLimitMessage } from "#core/auth/auth-messages.ts";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { getAuthClient, lastRetryAfterSeconds } from "#app/lib/auth/auth-client.ts";
import { useAuth } from "#app/lib/auth/auth-provider.tsx";
import type { IssuedRecoveryCodes } from "#core/auth/mfa-recovery-codes.ts";
import { RecoveryCodesDisplay } from "./recovery-codes-display.tsx";
import { issueRecoveryCodes } from "./recovery-codes-queries.ts";
import { toAuthErrorLike } from "#app/lib/auth/auth-error.ts";
import { uniqueFactorName } from "./factor-name.ts";
import { qrCodeImageSrc } from "./qr-code-src.ts";
import { SixDigitCodeField } from "#app/components/ui/six-digit-code-field.tsx";
import { useTotpVerification } from "./use-totp-verification.ts";

interface PendingFactor {
  id: string;
  qrCode: string;
  secret: string;
}

/**
 * Adding an authenticator app: the server creates an unverified factor and its secret (as a QR
 * code and as text); the first correct code from the app verifies it and raises the session to
 * aal2. The first authenticator of the account also brings its recovery codes (ADR 035), shown
 * here once before the step is done. Cancelling removes the unverified factor again.
 */
export function TotpEnrolment({ factors, onDone }: { factors: Factor[]; onDone: () => Promise<void> }) {
  const [pending, setPending] = useState<PendingFactor | null>(null);
  const [starting, setStarting] = useState(false);
  const [codes, setCodes] = useState<IssuedRecoveryCodes | null>(null);
  const { user } = useAuth();
  const { formRef, code, setCode, error, alert, setAlert, busy, verify: verifyCode, reset } = useTotpVerification();

  const start = async () => {
    setStarting(true);
    setAlert(null);
    try {
      const client = getAuthClient();
      // Set-ups abandoned earlier (tab closed before the code) would otherwise pile up.
      for (const stale of factors.filter((f) => f.status !== "verified")) {
        await client.mfa.unenroll({ factorId: stale.id }).catch(() => undefined);
      }
      const verifiedNames = factors.filter((f) => f.status === "verified").map((f) => f.friendly_name);
      const { data, error: enrollError } = await client.mfa.enroll({
        factorType: "totp",
        friendlyName: uniqueFactorName(verifiedNames),
      });
      if (enrollError || !data) {
        const like = toAuthErrorLike(enrollError);
        setAlert(
          isRateLimited(like)
            ? rateLimitMessage(lastRetryAfterSeconds())
            : "We could not start the set-up. Please try again.",
        );
        return;
      }
      setPending({ id: data.id, qrCode: qrCodeImageSrc(data.totp.qr_code), secret: data.totp.secret });
    } catch {
      setAlert("We could not start the set-up. Please try again.");
    } finally {
      setStarting(false);
    }
  };

  const cancel = async () => {
    if (pending) await getAuthClient().mfa.unenroll({ factorId: pending.id }).catch(() => undefined);
    setPending(null);
    reset();
  };

  const verify = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) return;
    const first = !factors.some((f) => f.status === "verified");
    await verifyCode(pending.id, async () => {
      toast.success("Two-step verification is on.");
      setPending(null);
      // The session is aal2 now, which a new set of codes needs. If they cannot be made, the
      // security page offers to make them later.
      const issued = first ? await issueRecoveryCodes().catch(() => null) : null;
      if (issued) setCodes(issued);
      else await onDone();
    });
  };

  if (codes) {
    return (
      <RecoveryCodesDisplay
        codes={codes.codes}
        createdAt={codes.created_at}
        account={user?.email ?? "your account"}
        onDone={async () => {
          setCodes(null);
          await onDone();
        }}
      />
    );
  }

  if (!pending) {
    return (
      <div className="grid gap-3">
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        <div>
          <Button onClick={() => void start()} busy={starting} busyLabel="Preparing...">
            {factors.some((f) => f.status === "verified") ? "Add Another Authenticator" : "Set Up Authenticator App"}
          </Button>
        </div>
      </div>
    );
  }

  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(pending.secret);
      toast.success("Key copied.");
    } catch {
      toast.error("Could not copy. Select the key and copy it by hand.");
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={verify}
      aria-labelledby="enrol-heading"
      className="grid gap-6 rounded-xl border border-cream-300 bg-cream-50 p-5 sm:p-6"
    >
      <h3 id="enrol-heading" className="text-lg font-semibold text-navy-950">
        Set up your authenticator app
      </h3>
      <ol className="grid gap-6 sm:grid-cols-[12rem_minmax(0,1fr)] sm:items-start">
        <li className="grid justify-items-start gap-2">
          <p className="font-semibold text-navy-900">1. Scan this QR code</p>
          <img
            src={pending.qrCode}
            alt="QR code for adding Heartland Closing Co. to your authenticator app"
            width={192}
            height={192}
            className="rounded-lg border border-cream-300 bg-white p-2"
          />
        </li>
        <li className="grid gap-4">
          <div className="grid gap-2">
            <p className="font-semibold text-navy-900">2. Or enter this key by hand</p>
            <p className="text-sm text-navy-700">
              In the app choose to add an account, enter the key, and pick “time based” if asked.
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <code
                className="rounded-md bg-white px-3 py-2 font-mono text-base tracking-wider break-all text-navy-950 ring-1 ring-cream-300"
              >
                {pending.secret}
              </code>
              <Button variant="ghost" size="sm" onClick={() => void copySecret()}>
                <Copy aria-hidden="true" className="size-4" />
                Copy key
              </Button>
            </div>
          </div>
          <div className="grid gap-2">
            <p className="font-semibold text-navy-900">3. Enter the 6-digit code the app shows</p>
            <SixDigitCodeField value={code} onChange={setCode} error={error} />
          </div>
        </li>
      </ol>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={busy} busyLabel="Verifying...">
          Verify and Turn On
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => void cancel()}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
