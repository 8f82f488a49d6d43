// First: zod must be configured before the schemas below are built (see the file).
import "#app/lib/zod-browser-config.ts";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { signInFormSchema, type SignInForm } from "#core/auth/credentials.ts";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { fieldErrorsOf, focusFirstInvalid, type FieldErrors } from "#app/lib/form-errors.ts";
import { typedBeforeHydration, useHydrated } from "#app/lib/forms/pre-hydration-input.ts";
import { textLinkClass } from "./auth-page.tsx";

/**
 * The password step of signing in. The parent owns the e-mail so it survives the code step and
 * a cancel; the parent also decides what a successful or failed attempt means.
 */
export function SignInFormFields({
  email,
  onEmailChange,
  busy,
  alert,
  onSubmit,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  busy: boolean;
  /** A message about the last attempt as a whole (e.g. too many attempts). */
  alert: string | null;
  onSubmit: (credentials: SignInForm) => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors<keyof SignInForm>>({});
  const [attempted, setAttempted] = useState(false);
  const hydrated = useHydrated();

  // The page is pre-rendered: keep what was typed before the scripts ran.
  useEffect(() => {
    const typed = typedBeforeHydration(formRef.current);
    if (typed.email) onEmailChange(typed.email);
    if (typed.password) setPassword(typed.password);
  }, [onEmailChange]);

  const validate = (values: { email: string; password: string }) => {
    const result = signInFormSchema.safeParse(values);
    setErrors(result.success ? {} : fieldErrorsOf(result.error));
    return result;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const result = validate({ email, password });
    if (!result.success) return focusFirstInvalid(formRef.current);
    onSubmit(result.data);
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5" aria-label="Sign in">
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        error={errors.email}
        onChange={(e) => {
          onEmailChange(e.target.value);
          if (attempted) validate({ email: e.target.value, password });
        }}
      />
      <div className="grid gap-1.5">
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          error={errors.password}
          onChange={(e) => {
            setPassword(e.target.value);
            if (attempted) validate({ email, password: e.target.value });
          }}
        />
        <p className="text-right text-sm">
          <Link to="/forgot-password" className={textLinkClass}>
            Forgot password?
          </Link>
        </p>
      </div>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <Button type="submit" size="lg" busy={busy} busyLabel="Signing in..." disabled={!hydrated}>
        Sign In
      </Button>
    </form>
  );
}
