import { useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { toast } from "#app/lib/toast.ts";
import {
  AUTH_MESSAGES,
  isRateLimited,
  needsHigherAssurance,
  passwordUpdateErrorMessage,
  rateLimitMessage,
} from "#core/auth/auth-messages.ts";
import { MESSAGES, newPasswordFormSchema, type NewPasswordForm } from "#core/auth/credentials.ts";
import { safeNextPath } from "#core/auth/next-path.ts";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { getAuthClient, lastRetryAfterSeconds } from "#app/lib/auth/auth-client.ts";
import { toAuthErrorLike } from "#app/lib/auth/auth-error.ts";
import { fieldErrorsOf, focusFirstInvalid, type FieldErrors } from "#app/lib/form-errors.ts";
import { needsReauthentication, reauthenticationCodeError } from "#core/auth/account-changes.ts";
import { ReauthenticationCodeForm, type CodeOutcome } from "./reauthentication-code-form.tsx";
import { CodeStep } from "./code-step.tsx";

const EMPTY: NewPasswordForm = { password: "", confirmPassword: "" };

/**
 * Sets a new password for the signed-in session: a recovery link's (/reset-password) or the
 * account's own (/account/security, `onSaved`). An account with an authenticator app must prove a
 * code first, and a session signed in more than a day ago a code from its inbox (GoTrue's secure
 * password change); the typed password is kept while either happens.
 */
export function NewPasswordFormPanel({
  email,
  label = "Choose a new password",
  onSaved,
}: {
  email: string | undefined;
  label?: string;
  /** Instead of going to the dashboard: what happens once the password is saved. */
  onSaved?: () => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const [values, setValues] = useState<NewPasswordForm>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof NewPasswordForm>>({});
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [needsCode, setNeedsCode] = useState(false);
  const [needsInboxCode, setNeedsInboxCode] = useState(false);

  const validate = (next: NewPasswordForm) => {
    const result = newPasswordFormSchema.safeParse(next);
    setErrors(result.success ? {} : fieldErrorsOf(result.error));
    return result;
  };

  const change = (patch: Partial<NewPasswordForm>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (attempted) validate(next);
  };

  const saved = async () => {
    setNeedsInboxCode(false);
    if (onSaved) {
      setValues(EMPTY);
      setAttempted(false);
      onSaved();
    } else {
      toast.success(AUTH_MESSAGES.passwordUpdated);
      // An invitation to a closing file carries the file as `next` (server/closing/party-invitation.ts).
      await navigate(safeNextPath(new URLSearchParams(window.location.search).get("next")) ?? "/dashboard", { replace: true });
    }
  };

  /** A refusal that belongs to the password form: shown there, with what was typed kept. */
  const refused = (like: ReturnType<typeof toAuthErrorLike>) => {
    setNeedsInboxCode(false);
    if (needsHigherAssurance(like)) setNeedsCode(true);
    else if (isRateLimited(like)) setAlert(rateLimitMessage(lastRetryAfterSeconds()));
    else {
      setErrors({ password: passwordUpdateErrorMessage(like) });
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
    }
  };

  const save = async (password: string) => {
    setBusy(true);
    setAlert(null);
    try {
      const { error } = await getAuthClient().updateUser({ password });
      if (!error) return await saved();
      const like = toAuthErrorLike(error);
      if (needsReauthentication(like)) setNeedsInboxCode(true);
      else refused(like);
    } catch {
      setAlert(AUTH_MESSAGES.passwordUpdateFailed);
    } finally {
      setBusy(false);
    }
  };

  /** The retry with the code from the inbox: done, a message for the code, or back to the form. */
  const saveWithCode = async (nonce: string): Promise<CodeOutcome> => {
    try {
      const { error } = await getAuthClient().updateUser({ password: values.password, nonce });
      if (!error) {
        await saved();
        return { done: true };
      }
      const like = toAuthErrorLike(error);
      const codeError = reauthenticationCodeError(like);
      if (codeError) return { codeError };
      if (isRateLimited(like)) return { alert: rateLimitMessage(lastRetryAfterSeconds()) };
      refused(like);
      return { done: true };
    } catch {
      return { alert: AUTH_MESSAGES.passwordUpdateFailed };
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const result = validate(values);
    if (!result.success) return focusFirstInvalid(formRef.current);
    void save(result.data.password);
  };

  if (needsInboxCode) {
    return (
      <ReauthenticationCodeForm
        email={email}
        submitLabel="Confirm and Save Password"
        onCode={saveWithCode}
        onBack={() => setNeedsInboxCode(false)}
      />
    );
  }

  if (needsCode) {
    return (
      <CodeStep
        methods={["totp"]}
        label="Confirm with your authenticator"
        intro="Your account uses two-step verification. Enter the 6-digit code from your authenticator app to save the new password."
        submitLabel="Verify and Save Password"
        busyLabel="Saving..."
        onVerified={async () => {
          setNeedsCode(false);
          await save(values.password);
        }}
        cancel={{ label: "Back", onCancel: () => setNeedsCode(false) }}
      />
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label={label} className="grid gap-5">
      {email ? (
        <p className="text-navy-700">
          For the account <strong className="font-semibold text-navy-950 [overflow-wrap:anywhere]">{email}</strong>.
        </p>
      ) : null}
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email ?? ""} readOnly hidden />
      <Field
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={MESSAGES.shortPasswordHint}
        value={values.password}
        error={errors.password}
        onChange={(e) => change({ password: e.target.value })}
      />
      <Field
        label="Confirm new password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        value={values.confirmPassword}
        error={errors.confirmPassword}
        onChange={(e) => change({ confirmPassword: e.target.value })}
      />
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <Button type="submit" size="lg" busy={busy} busyLabel="Saving...">
        Save New Password
      </Button>
    </form>
  );
}
