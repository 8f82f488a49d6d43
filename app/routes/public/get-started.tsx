import { Phone } from "lucide-react";
import { findSiteRoute } from "#core/site/routes.ts";
import { SITE } from "#core/site/settings.ts";
import { ContactCards } from "#app/components/page/contact-cards.tsx";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { ButtonAnchor } from "#app/components/ui/button.tsx";
import { GetStartedRequest } from "#app/features/get-started/get-started-request.tsx";
import { pageMeta } from "#app/lib/meta.ts";

const ROUTE = findSiteRoute("/get-started")!;

export const meta = () => pageMeta({ title: ROUTE.title, description: ROUTE.description });

/** /get-started (optional ?service=): hero, the service picker with its request form, and how to reach us. */
export default function GetStartedPage() {
  return (
    <>
      <PageHero
        variant="compact"
        eyebrow="Order a closing or title service"
        heading={ROUTE.heading}
        intro={ROUTE.description}
        actions={
          <ButtonAnchor href={SITE.phoneHref} variant="secondary" size="lg">
            <Phone aria-hidden="true" className="size-5" />
            Call {SITE.phone}
          </ButtonAnchor>
        }
      />
      <GetStartedRequest />
      <ContactCards heading="Prefer to talk it through?" />
    </>
  );
}
