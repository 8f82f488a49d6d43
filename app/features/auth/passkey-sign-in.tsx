import { Fingerprint } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { getAuthClient, lastRetryAfterSeconds } from "#app/lib/auth/auth-client.ts";
import { useWebAuthnSupport } from "./passkey-factors.ts";
import { PASSKEY_MESSAGES, ceremonyErrorMessage, toCeremonyErrorLike } from "./passkey-names.ts";
import { CeremonyNote, type Note } from "./passkey-note.tsx";

/**
 * "Sign In with a Passkey" under the password form: the browser offers the passkeys it holds for
 * this site (or a phone nearby), and the server answers with a session. What follows (a second
 * step, the role's home page) is the parent's, as after a password. Closing the browser's prompt
 * is a calm note, not an error. A browser without passkeys does not see the button at all.
 */
export function PasskeySignIn({
  disabled,
  onBusyChange,
  onSignedIn,
}: {
  disabled: boolean;
  onBusyChange: (busy: boolean) => void;
  onSignedIn: () => Promise<void>;
}) {
  const supported = useWebAuthnSupport();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note | null>(null);

  // Unknown until hydration (the pre-rendered page): shown, disabled, so the page does not shift
  // when it turns out supported, as it does in every current browser. Gone only where it is not.
  if (supported === false) return null;

  const messages = { cancelled: PASSKEY_MESSAGES.signInCancelled, failed: PASSKEY_MESSAGES.signInFailed };
  const signIn = async () => {
    setBusy(true);
    onBusyChange(true);
    setNote(null);
    try {
      const { data, error } = await getAuthClient().signInWithPasskey();
      if (error || !data?.session) {
        setNote(ceremonyErrorMessage(toCeremonyErrorLike(error), messages, lastRetryAfterSeconds()));
        return;
      }
      await onSignedIn();
    } catch (thrown) {
      setNote(ceremonyErrorMessage(toCeremonyErrorLike(thrown), messages));
    } finally {
      setBusy(false);
      onBusyChange(false);
    }
  };

  return (
    <div className="mt-5 grid gap-4">
      <p className="flex items-center gap-3 text-sm font-semibold text-navy-700" aria-hidden="true">
        <span className="h-px flex-1 bg-cream-300" />
        or
        <span className="h-px flex-1 bg-cream-300" />
      </p>
      <Button
        variant="secondary"
        size="lg"
        busy={busy}
        busyLabel="Waiting for your passkey..."
        disabled={disabled || !supported}
        onClick={() => void signIn()}
      >
        <Fingerprint aria-hidden="true" className="size-5" />
        Sign In with a Passkey
      </Button>
      <CeremonyNote note={note} />
    </div>
  );
}
