import type { Factor } from "@supabase/auth-js";
import { Key } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import { SixDigitCodeField } from "#app/components/ui/six-digit-code-field.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { useSecondFactors, type SecondFactorsState } from "./passkey-factors.ts";
import { CeremonyNote, type Note } from "./passkey-note.tsx";
import { keyLabel, proveSecurityKey } from "./passkey-security-key.tsx";
import { RecoveryCodeStep } from "./recovery-code-step.tsx";
import { useTotpVerification } from "./use-totp-verification.ts";

/**
 * A way to prove the second step: a 6-digit code from an authenticator app, a security key, or
 * (offered as the way out when neither is at hand) one of the account's recovery codes.
 */
export type SecondFactorMethod = "totp" | "security-key" | "recovery-code";

type Ready = Extract<SecondFactorsState, { status: "ready" }>;

/** Each method: the account's factors it proves with, and the words it is offered with. */
const METHODS = {
  totp: {
    factorsOf: (state: Ready) => state.totp,
    loading: "Loading your authenticator…",
    loadFailed: "We could not load your authenticator settings.",
  },
  "security-key": {
    factorsOf: (state: Ready) => state.keys,
    loading: "Loading your sign-in methods…",
    loadFailed: "We could not load your two-step verification settings.",
  },
} as const satisfies Record<Exclude<SecondFactorMethod, "recovery-code">, { factorsOf: (state: Ready) => Factor[]; loading: string; loadFailed: string }>;

const TOTP_INTRO = "Open the authenticator app on your phone and enter the 6-digit code it shows for Heartland Closing Co.";

const KEY_PROMPT = {
  alone: "Choose the button, then insert or tap your security key when your browser asks.",
  besideCode: "Or use your security key: choose the button, then insert or tap the key when your browser asks.",
};

interface CancelAction {
  label: string;
  onCancel: () => void | Promise<void>;
}

/**
 * The second step, proved with whichever of `methods` the account has (challenge and verify, which
 * raise the session to aal2): the code form, the security-key buttons, or the code form with the
 * keys offered beside it. Signing in and the admin area take both methods, and a recovery code in
 * their place; confirming a change (e-mail, password, removing an authenticator) takes a code.
 */
export function CodeStep({
  label,
  methods,
  intro = TOTP_INTRO,
  submitLabel = "Verify",
  busyLabel = "Verifying...",
  onVerified,
  cancel,
}: {
  /** Accessible name of the step: the code form's, or, with keys only, the keys' group. */
  label: string;
  methods: readonly SecondFactorMethod[];
  /** The code form's first words. */
  intro?: ReactNode;
  submitLabel?: string;
  busyLabel?: string;
  onVerified: () => void | Promise<void>;
  cancel?: CancelAction;
}) {
  const { state, reload } = useSecondFactors();
  const [recovering, setRecovering] = useState(false);
  // With keys the step speaks of sign-in methods, and a failed read is the page's (sign-in, admin);
  // for a code alone, of the authenticator, with the way back beside it.
  const keysAccepted = methods.includes("security-key");
  const words = METHODS[keysAccepted ? "security-key" : "totp"];

  if (state.status === "loading") return <QueryLoading label={words.loading} className="py-6" />;
  if (state.status === "error") {
    return keysAccepted ? (
      <QueryError message={words.loadFailed} onRetry={() => void reload()} />
    ) : (
      <Unavailable message={words.loadFailed} onRetry={() => void reload()} cancel={cancel} />
    );
  }
  const codes = methods.includes("totp") ? METHODS.totp.factorsOf(state) : [];
  const keys = keysAccepted ? METHODS["security-key"].factorsOf(state) : [];
  if (codes.length === 0 && keys.length === 0) return <Unavailable message="This account has no authenticator app set up." cancel={cancel} />;
  if (recovering) return <RecoveryCodeStep onVerified={onVerified} onBack={() => setRecovering(false)} />;
  const recoveryOffer = methods.includes("recovery-code") ? (
    <div className="border-t border-cream-300 pt-5">
      <p className="text-navy-700">Phone or key not with you?</p>
      <Button variant="ghost" className="-ml-3 mt-1" onClick={() => setRecovering(true)}>
        Use a Recovery Code
      </Button>
    </div>
  ) : null;

  const codeForm =
    codes.length > 0 ? (
      <CodeForm factors={codes} label={label} intro={intro} submitLabel={submitLabel} busyLabel={busyLabel} onVerified={onVerified} cancel={cancel} />
    ) : null;
  if (keys.length === 0) {
    return recoveryOffer ? (
      <div className="grid gap-6">
        {codeForm}
        {recoveryOffer}
      </div>
    ) : (
      codeForm
    );
  }

  const keyStep = (
    <div role="group" aria-label={codeForm ? "Use a security key" : label} className="grid gap-4">
      <p className="text-navy-700">{codeForm ? KEY_PROMPT.besideCode : KEY_PROMPT.alone}</p>
      <KeyButtons keys={keys} onVerified={onVerified} />
    </div>
  );
  if (codeForm) {
    return (
      <div className="grid gap-6">
        {codeForm}
        <div className="border-t border-cream-300 pt-5">{keyStep}</div>
        {recoveryOffer}
      </div>
    );
  }
  return (
    <div className="grid gap-5">
      {keyStep}
      {cancel ? (
        <div>
          <CancelButton cancel={cancel} />
        </div>
      ) : null}
      {recoveryOffer}
    </div>
  );
}

/** The cancel of a step, busy while it runs (signing out, going back). */
function CancelButton({ cancel, disabled, onBusyChange }: { cancel: CancelAction; disabled?: boolean; onBusyChange?: (busy: boolean) => void }) {
  const [cancelling, setCancelling] = useState(false);
  const busy = (value: boolean) => {
    setCancelling(value);
    onBusyChange?.(value);
  };
  return (
    <Button
      variant="secondary"
      size="lg"
      disabled={disabled}
      busy={cancelling}
      onClick={async () => {
        busy(true);
        try {
          await cancel.onCancel();
        } finally {
          busy(false);
        }
      }}
    >
      {cancel.label}
    </Button>
  );
}

/** Nothing to prove with (or the factors could not be read): why, and the ways on. */
function Unavailable({ message, onRetry, cancel }: { message: string; onRetry?: () => void; cancel?: CancelAction }) {
  return (
    <div className="grid gap-4">
      <FormAlert>{message}</FormAlert>
      <div className="flex flex-wrap gap-3">
        {onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
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

/** A 6-digit code from one of the account's authenticator apps (a choice when it has several). */
function CodeForm({
  factors,
  label,
  intro,
  submitLabel,
  busyLabel,
  onVerified,
  cancel,
}: {
  factors: Factor[];
  label: string;
  intro: ReactNode;
  submitLabel: string;
  busyLabel: string;
  onVerified: () => void | Promise<void>;
  cancel?: CancelAction;
}) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const { formRef, code, setCode, error, alert, busy, verify } = useTotpVerification();
  const [cancelling, setCancelling] = useState(false);
  const factorId = chosenId ?? factors[0]!.id;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await verify(factorId, onVerified);
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label={label} className="grid gap-5">
      <p className="text-navy-700">{intro}</p>
      {factors.length > 1 ? (
        <Field
          label="Authenticator"
          control="choice"
          value={factorId}
          onChange={(e) => setChosenId(e.target.value)}
          options={factors.map((f) => [f.id, f.friendly_name || "Authenticator app"] as const)}
        />
      ) : null}
      <SixDigitCodeField value={code} onChange={setCode} error={error} autoFocus />
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" busy={busy} busyLabel={busyLabel} disabled={cancelling}>
          {submitLabel}
        </Button>
        {cancel ? <CancelButton cancel={cancel} disabled={busy} onBusyChange={setCancelling} /> : null}
      </div>
    </form>
  );
}

/** One button per security key; `onVerified` runs once one is proved. */
function KeyButtons({ keys, onVerified }: { keys: Factor[]; onVerified: () => void | Promise<void> }) {
  const [busyId, setBusyId] = useState<string | null>(null);
  const [note, setNote] = useState<Note | null>(null);

  const check = async (factorId: string) => {
    setBusyId(factorId);
    setNote(null);
    try {
      const outcome = await proveSecurityKey(factorId);
      if (outcome) setNote(outcome);
      else await onVerified();
    } finally {
      setBusyId(null);
    }
  };

  return (
    <div className="grid justify-items-start gap-3">
      <CeremonyNote note={note} />
      <div className="flex flex-wrap gap-3">
        {keys.map((key) => (
          <Button
            key={key.id}
            size="lg"
            busy={busyId === key.id}
            busyLabel="Waiting for your key..."
            disabled={busyId !== null && busyId !== key.id}
            onClick={() => void check(key.id)}
          >
            <Key aria-hidden="true" className="size-4" />
            {keys.length > 1 ? `Use ${keyLabel(key)}` : "Use Security Key"}
          </Button>
        ))}
      </div>
    </div>
  );
}
