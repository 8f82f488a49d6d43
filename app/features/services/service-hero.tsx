import { ArrowRight, Phone } from "lucide-react";
import type { ReactNode } from "react";
import type { ServicePageContent } from "#core/content/services/types.ts";
import { getStartedHref } from "#core/content/services/types.ts";
import { SITE } from "#core/site/settings.ts";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { ButtonAnchor, ButtonLink } from "#app/components/ui/button.tsx";
import { routeText } from "#app/lib/route-meta.ts";

/**
 * The top of a service page: the route's h1 and intro, the price, and by default a button to
 * /get-started with the page's service preselected plus the phone number.
 */
export function ServiceHero({ content, primary }: { content: ServicePageContent; primary?: ReactNode }) {
  const { heading, description } = routeText(content.path);
  return (
    <PageHero
      eyebrow={content.eyebrow}
      heading={heading}
      intro={
        <>
          {description}
          <span className="mt-4 block text-base font-semibold text-navy-800 sm:text-lg">
            {content.price.label}: <span className="text-navy-950">{content.price.amount}</span>
          </span>
        </>
      }
      actions={
        <>
          {primary ?? (
            <ButtonLink to={getStartedHref(content.service)} size="lg">
              {content.heroCta}
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
          )}
          <ButtonAnchor href={SITE.phoneHref} variant="secondary" size="lg">
            <Phone aria-hidden="true" className="size-5" />
            Call {SITE.phone}
          </ButtonAnchor>
        </>
      }
    />
  );
}
