import type { MetaFunction } from "react-router";
import { AuthPage } from "#app/features/auth/auth-page.tsx";
import { ResetPasswordPanel } from "#app/features/auth/reset-password-panel.tsx";
import { accountRouteMeta, routeText } from "#app/lib/route-meta.ts";

export const meta: MetaFunction = () => accountRouteMeta("/reset-password");

export default function ResetPasswordRoute() {
  const { heading } = routeText("/reset-password");
  return (
    <AuthPage heading={heading}>
      <ResetPasswordPanel />
    </AuthPage>
  );
}
