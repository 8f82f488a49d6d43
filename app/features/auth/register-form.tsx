// First: zod must be configured before the schemas below are built (see the file).
import "#app/lib/zod-browser-config.ts";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { safeNextPath, withNextPath } from "#core/auth/next-path.ts";
import { toast } from "#app/lib/toast.ts";
import {
  AUTH_MESSAGES,
  isRateLimited,
  rateLimitMessage,
} from "#core/auth/auth-messages.ts";
import { MESSAGES, registerFormSchema, type RegisterForm } from "#core/auth/credentials.ts";
import { ACCOUNT_TYPE_VALUES, type AccountType } from "#core/domain/enums.ts";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { getAuthClient, lastRetryAfterSeconds } from "#app/lib/auth/auth-client.ts";
import { registerErrorMessage, toAuthErrorLike } from "#app/lib/auth/auth-error.ts";
import { fieldErrorsOf, focusFirstInvalid, type FieldErrors } from "#app/lib/form-errors.ts";
import { typedBeforeHydration } from "#app/lib/forms/pre-hydration-input.ts";
import { AccountTypeChoice } from "./account-type-choice.tsx";
import { AuthFooterLinks, textLinkClass } from "./auth-page.tsx";

type Values = { accountType: AccountType | undefined; email: string; password: string };

/**
 * Registration: account type, e-mail and password; a new account is signed in and sent to its
 * dashboard, or to `next` when it came from a page that asked for an account (a closing file's
 * link): at once, or through the confirmation e-mail's link when addresses are confirmed first.
 */
export function RegisterFormPanel() {
  const formRef = useRef<HTMLFormElement>(null);
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get("next"));
  const roleHintId = useId();
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>({ accountType: undefined, email: "", password: "" });
  const [errors, setErrors] = useState<FieldErrors<keyof RegisterForm>>({});
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [awaitingConfirmation, setAwaitingConfirmation] = useState<string | null>(null);

  // The page is pre-rendered: keep what was picked and typed before the scripts ran. (The submit
  // button stays disabled until an account type is in the state, so nothing is sent natively.)
  useEffect(() => {
    const typed = typedBeforeHydration(formRef.current);
    const accountType = ACCOUNT_TYPE_VALUES.find((type) => type === typed.accountType);
    const patch: Partial<Values> = {
      ...(accountType ? { accountType } : {}),
      ...(typed.email ? { email: typed.email } : {}),
      ...(typed.password ? { password: typed.password } : {}),
    };
    if (Object.keys(patch).length > 0) setValues((current) => ({ ...current, ...patch }));
  }, []);

  const validate = (next: Values) => {
    const result = registerFormSchema.safeParse(next);
    setErrors(result.success ? {} : fieldErrorsOf(result.error));
    return result;
  };

  const change = (patch: Partial<Values>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (attempted) validate(next);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    setAlert(null);
    const result = validate(values);
    if (!result.success) return focusFirstInvalid(formRef.current);
    const { accountType, email, password } = result.data;

    setBusy(true);
    try {
      const { data, error } = await getAuthClient().signUp({
        email,
        password,
        options: {
          data: { account_type: accountType },
          // The confirmation e-mail's link, when there is one, lands where the person was going.
          ...(next ? { emailRedirectTo: new URL(next, window.location.origin).toString() } : {}),
        },
      });
      if (error) {
        const like = toAuthErrorLike(error);
        if (isRateLimited(like)) return setAlert(rateLimitMessage(lastRetryAfterSeconds()));
        const message = registerErrorMessage(like);
        toast.error(message);
        if (message !== AUTH_MESSAGES.signUpFailed) {
          setErrors({ email: message });
          focusFirstInvalid(formRef.current);
        }
        return;
      }
      toast.success(AUTH_MESSAGES.signUpSuccess);
      // With e-mail confirmation turned on the server returns no session until the link is used.
      if (data.session) await navigate(next ?? "/dashboard");
      else setAwaitingConfirmation(email);
    } catch {
      toast.error(AUTH_MESSAGES.signUpFailed);
    } finally {
      setBusy(false);
    }
  };

  if (awaitingConfirmation) {
    return (
      <FormAlert tone="success">
        We sent a confirmation link to {awaitingConfirmation}. Open it to activate your account, then{" "}
        <Link to={withNextPath("/login", next)} className={textLinkClass}>
          sign in
        </Link>
        .
      </FormAlert>
    );
  }

  return (
    <>
      <form ref={formRef} noValidate onSubmit={submit} aria-label="Create your account" className="grid gap-5">
        <AccountTypeChoice
          value={values.accountType}
          onChange={(accountType) => change({ accountType })}
          describedBy={values.accountType ? undefined : roleHintId}
        />
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          error={errors.email}
          onChange={(e) => change({ email: e.target.value })}
        />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={6}
          hint={MESSAGES.shortPasswordHint}
          value={values.password}
          error={errors.password}
          onChange={(e) => change({ password: e.target.value })}
        />
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        <div className="grid gap-2">
          <Button
            type="submit"
            size="lg"
            busy={busy}
            busyLabel="Creating account..."
            disabled={!values.accountType}
            aria-describedby={values.accountType ? undefined : roleHintId}
          >
            Create Account
          </Button>
          {values.accountType ? null : (
            <p id={roleHintId} className="text-center text-sm text-navy-700">
              {MESSAGES.chooseRole}
            </p>
          )}
        </div>
      </form>
      <AuthFooterLinks>
        <p>
          Already have an account?{" "}
          <Link to={withNextPath("/login", next)} className={textLinkClass}>
            Sign in
          </Link>
        </p>
      </AuthFooterLinks>
    </>
  );
}
