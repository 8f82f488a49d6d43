import type { MetaFunction } from "react-router";
import { AuthPage } from "#app/features/auth/auth-page.tsx";
import { ForgotPasswordForm } from "#app/features/auth/forgot-password-form.tsx";
import { accountRouteMeta, routeText } from "#app/lib/route-meta.ts";

export const meta: MetaFunction = () => accountRouteMeta("/forgot-password");

export default function ForgotPasswordRoute() {
  const { heading, description } = routeText("/forgot-password");
  return (
    <AuthPage heading={heading} intro={description}>
      <ForgotPasswordForm />
    </AuthPage>
  );
}
