// First: zod must be configured before the schemas below are built (see the file).
import "#app/lib/zod-browser-config.ts";
import type { MetaFunction } from "react-router";
import { AuthPage } from "#app/features/auth/auth-page.tsx";
import { LoginPanel } from "#app/features/auth/login-panel.tsx";
import { accountRouteMeta, routeText } from "#app/lib/route-meta.ts";

export const meta: MetaFunction = () => accountRouteMeta("/login");

export default function LoginRoute() {
  const { heading } = routeText("/login");
  return (
    <AuthPage heading={heading} intro="Sign in to track your transactions, order services and download your resources.">
      <LoginPanel />
    </AuthPage>
  );
}
