import type { Factor } from "@supabase/auth-js";
import { format } from "date-fns";
import { Key } from "lucide-react";
import { useState } from "react";
import { needsHigherAssurance } from "#core/auth/auth-messages.ts";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { getAuthClient, lastRetryAfterSeconds } from "#app/lib/auth/auth-client.ts";
import { toast } from "#app/lib/toast.ts";
import { uniqueFactorName } from "./factor-name.ts";
import { relyingParty } from "./passkey-factors.ts";
import { CeremonyNote, type Note } from "./passkey-note.tsx";
import { PASSKEY_MESSAGES, ceremonyErrorMessage, toCeremonyErrorLike } from "./passkey-names.ts";

const KEY_NAME = "Security key";

/** A security key's name in lists and buttons. */
export function keyLabel(factor: Factor): string {
  return factor.friendly_name?.trim() || KEY_NAME;
}

/**
 * Proves one of the account's security keys (a WebAuthn factor: challenge, the browser's prompt,
 * verify), which raises the session to aal2. Throws nothing: the outcome is `null` (done) or the
 * note to show.
 */
export async function proveSecurityKey(factorId: string): Promise<Note | null> {
  try {
    const { error } = await getAuthClient().mfa.webauthn.authenticate({ factorId, webauthn: relyingParty() });
    if (!error) return null;
    return ceremonyErrorMessage(
      toCeremonyErrorLike(error),
      { cancelled: PASSKEY_MESSAGES.keyCancelled, failed: PASSKEY_MESSAGES.keyFailed },
      lastRetryAfterSeconds(),
    );
  } catch (thrown) {
    return ceremonyErrorMessage(toCeremonyErrorLike(thrown), {
      cancelled: PASSKEY_MESSAGES.keyCancelled,
      failed: PASSKEY_MESSAGES.keyFailed,
    });
  }
}

/**
 * Adding a security key as the second step (auth-js asks the browser for a roaming key, USB, NFC
 * or Bluetooth, not the device's own fingerprint or face: those are passkeys): the server creates an unverified WebAuthn factor,
 * the browser asks for the key, and the server verifies what the key signed (which also raises
 * the session to aal2). A set-up that does not finish removes its unverified factor again.
 *
 * Written out step by step rather than with auth-js's `mfa.webauthn.register`, which, when the
 * enrolment is refused, removes a *verified* factor that has the same name.
 */
export function SecurityKeyEnrolment({
  factors,
  onDone,
  label = "Use a Security Key",
  variant = "secondary",
}: {
  /** Every factor of the account (verified or not), for unique names and stale set-ups. */
  factors: Factor[];
  onDone: () => void | Promise<void>;
  label?: string;
  variant?: "primary" | "secondary";
}) {
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note | null>(null);
  const messages = { cancelled: PASSKEY_MESSAGES.keyCancelled, failed: PASSKEY_MESSAGES.keyAddFailed };

  const add = async () => {
    setBusy(true);
    setNote(null);
    const mfa = getAuthClient().mfa;
    let pendingId: string | null = null;
    try {
      for (const stale of factors.filter((f) => f.status !== "verified" && f.factor_type === "webauthn")) {
        await mfa.unenroll({ factorId: stale.id }).catch(() => undefined);
      }
      const friendlyName = uniqueFactorName(
        factors.filter((f) => f.status === "verified").map((f) => f.friendly_name),
        KEY_NAME,
      );
      const enrolled = await mfa.webauthn.enroll({ friendlyName });
      if (enrolled.error || !enrolled.data) {
        setNote(ceremonyErrorMessage(toCeremonyErrorLike(enrolled.error), messages, lastRetryAfterSeconds()));
        return;
      }
      pendingId = enrolled.data.id;
      const rp = relyingParty();
      const challenged = await mfa.webauthn.challenge({ factorId: pendingId, friendlyName, webauthn: rp });
      if (challenged.error || !challenged.data) {
        setNote(ceremonyErrorMessage(toCeremonyErrorLike(challenged.error), messages, lastRetryAfterSeconds()));
        return;
      }
      const { challengeId, webauthn } = challenged.data;
      const verified = await mfa.webauthn.verify({ factorId: pendingId, challengeId, webauthn: { ...rp, ...webauthn } });
      if (verified.error) {
        setNote(ceremonyErrorMessage(toCeremonyErrorLike(verified.error), messages, lastRetryAfterSeconds()));
        return;
      }
      pendingId = null;
      toast.success("Security key added. Two-step verification is on.");
      await onDone();
    } catch (thrown) {
      setNote(ceremonyErrorMessage(toCeremonyErrorLike(thrown), messages));
    } finally {
      if (pendingId) await mfa.unenroll({ factorId: pendingId }).catch(() => undefined);
      setBusy(false);
    }
  };

  return (
    <div className="grid justify-items-start gap-3">
      <CeremonyNote note={note} />
      <Button variant={variant} busy={busy} busyLabel="Waiting for your key..." onClick={() => void add()}>
        <Key aria-hidden="true" className="size-4" />
        {label}
      </Button>
    </div>
  );
}

/**
 * The account's security keys on the security page, each removable after a confirmation. Removing
 * one needs an aal2 session; when the server says this one is not, the key itself is asked for first.
 */
export function SecurityKeyList({ keys, onChanged }: { keys: Factor[]; onChanged: () => Promise<void> }) {
  const [removing, setRemoving] = useState<Factor | null>(null);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  const remove = async (factor: Factor) => {
    setBusy(true);
    setAlert(null);
    try {
      const mfa = getAuthClient().mfa;
      let { error } = await mfa.unenroll({ factorId: factor.id });
      if (error && needsHigherAssurance(toCeremonyErrorLike(error))) {
        const outcome = await proveSecurityKey(factor.id);
        if (outcome) return setAlert(outcome.text);
        ({ error } = await mfa.unenroll({ factorId: factor.id }));
      }
      if (error) return setAlert("We could not remove the security key. Please try again.");
      toast.success("Security key removed.");
      setRemoving(null);
      await onChanged();
    } catch {
      setAlert("We could not remove the security key. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ul className="grid gap-3">
        {keys.map((key) => (
          <li key={key.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-cream-300 bg-white p-4">
            <div className="flex items-center gap-3">
              <Key aria-hidden="true" className="size-5 text-navy-600" />
              <div>
                <p className="font-semibold text-navy-950">{keyLabel(key)}</p>
                <p className="text-sm text-navy-700">Added {format(new Date(key.created_at), "MMMM d, yyyy")}</p>
              </div>
            </div>
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Remove ${keyLabel(key)}`}
              onClick={() => {
                setAlert(null);
                setRemoving(key);
              }}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing ? keyLabel(removing) : KEY_NAME}?`}
        confirmLabel="Remove Key"
        busyLabel="Removing..."
        busy={busy}
        onConfirm={() => removing && void remove(removing)}
        onClose={() => setRemoving(null)}
      >
        <p>This key will no longer be accepted as the second step of signing in to Heartland Closing Co.</p>
        {alert ? <FormAlert className="mt-3">{alert}</FormAlert> : null}
      </ConfirmDialog>
    </>
  );
}
