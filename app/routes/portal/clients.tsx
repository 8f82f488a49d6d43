import type { MetaFunction } from "react-router";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { ClientsWorkspace } from "#app/features/clients/clients-workspace.tsx";
import { EmailConfirmationNotice } from "#app/lib/auth/email-confirmation-notice.tsx";
import { accountRouteMeta, routeText } from "#app/lib/route-meta.ts";

export const meta: MetaFunction = () => accountRouteMeta("/clients");

export default function ClientsRoute() {
  const { heading, description } = routeText("/clients");
  return (
    <>
      <PageHero variant="compact" eyebrow="Your account" heading={heading} intro={description} />
      {/* Messages to clients wait for a proven address (issue 27); the notice is empty once it is. */}
      <div className="page-container pt-10 empty:hidden">
        <EmailConfirmationNotice />
      </div>
      <ClientsWorkspace />
    </>
  );
}
