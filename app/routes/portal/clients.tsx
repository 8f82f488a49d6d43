import { ArrowLeft } from "lucide-react";
import type { MetaFunction } from "react-router";
import { PageHero } from "../../components/page/page-hero.tsx";
import { ButtonLink } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { accountRouteMeta, routeText } from "../../lib/route-meta.ts";

export const meta: MetaFunction = () => accountRouteMeta("/clients");

export default function ClientsRoute() {
  const { heading, description } = routeText("/clients");
  return (
    <>
      <PageHero variant="compact" eyebrow="Your account" heading={heading} intro={description} />
      <div className="page-container py-10">
        <Card className="max-w-3xl">
          <p className="text-navy-800">
            Client management is not open yet. When it is, this page will hold the clients you add and a log of the
            e-mail and text updates you send them.
          </p>
          <div className="mt-5">
            <ButtonLink to="/dashboard" variant="secondary">
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back to Dashboard
            </ButtonLink>
          </div>
        </Card>
      </div>
    </>
  );
}
