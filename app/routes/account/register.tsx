// First: zod must be configured before the schemas below are built (see the file).
import "#app/lib/zod-browser-config.ts";
import type { MetaFunction } from "react-router";
import { AuthPage } from "#app/features/auth/auth-page.tsx";
import { RegisterFormPanel } from "#app/features/auth/register-form.tsx";
import { WhyJoin } from "#app/features/auth/why-join.tsx";
import { accountRouteMeta, routeText } from "#app/lib/route-meta.ts";

export const meta: MetaFunction = () => accountRouteMeta("/register");

export default function RegisterRoute() {
  const { heading } = routeText("/register");
  return (
    <AuthPage
      heading={heading}
      intro="Free for Iowa real estate agents and lenders. Choose your role to get the right resources."
      aside={<WhyJoin />}
    >
      <RegisterFormPanel />
    </AuthPage>
  );
}
