import { ArrowLeft } from "lucide-react";
import type { MetaFunction } from "react-router";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { SecurityPanel } from "#app/features/auth/security-panel.tsx";
import { accountRouteMeta, routeText } from "#app/lib/route-meta.ts";

export const meta: MetaFunction = () => accountRouteMeta("/account/security");

export default function SecurityRoute() {
  const { heading, description } = routeText("/account/security");
  return (
    <>
      <PageHero
        variant="compact"
        eyebrow="Your account"
        heading={heading}
        intro={description}
        actions={
          <ButtonLink to="/dashboard" variant="secondary">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Dashboard
          </ButtonLink>
        }
      />
      <div className="page-container py-10">
        <div className="max-w-4xl">
          <SecurityPanel />
        </div>
      </div>
    </>
  );
}
