import { ArrowRight, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { WIRE_FRAUD_PATHS } from "#core/content/services/index.ts";
import { getStartedHref, type ServicePageContent } from "#core/content/services/types.ts";
import { SITE } from "#core/site/settings.ts";
import { CtaBand } from "#app/components/page/cta-band.tsx";
import { FaqList } from "#app/components/page/faq-list.tsx";
import { WireFraudNotice } from "#app/components/page/wire-fraud-notice.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { BenefitGrid, ProcessSteps, ServiceSection } from "./blocks.tsx";
import { PriceCard } from "./price-card.tsx";
import { ServiceHero } from "./service-hero.tsx";

/**
 * A service page from its content: hero, benefits, process, price, FAQs, the wire-fraud notice
 * where money is wired, and the closing call to action. Pages add their own sections through
 * the slots, in page order.
 */
export function ServicePage({
  content,
  heroPrimary,
  afterHero,
  afterBenefits,
  afterProcess,
  pricing,
  beforeCta,
  ctaExtra,
}: {
  content: ServicePageContent;
  /** Replaces the hero's Get Started button. */
  heroPrimary?: ReactNode;
  afterHero?: ReactNode;
  afterBenefits?: ReactNode;
  afterProcess?: ReactNode;
  /** Replaces the default price card section. */
  pricing?: ReactNode;
  beforeCta?: ReactNode;
  ctaExtra?: ReactNode;
}) {
  return (
    <>
      <ServiceHero content={content} primary={heroPrimary} />
      {afterHero}
      <ServiceSection id="benefits" heading={content.benefits.heading} intro={content.benefits.intro}>
        <BenefitGrid items={content.benefits.items} columns={content.benefits.items.length === 4 ? 4 : 3} />
      </ServiceSection>
      {afterBenefits}
      <ServiceSection id="process" heading={content.process.heading} intro={content.process.intro} tone="cream">
        <ProcessSteps steps={content.process.steps} />
      </ServiceSection>
      {afterProcess}
      {pricing ?? (
        <ServiceSection id="pricing" heading="Pricing">
          <PriceCard content={content} />
        </ServiceSection>
      )}
      {content.faqs ? (
        <ServiceSection id="faq" heading={content.faqs.heading} tone="cream">
          <FaqList items={content.faqs.items} />
        </ServiceSection>
      ) : null}
      {beforeCta}
      {WIRE_FRAUD_PATHS.has(content.path) ? (
        <div className="page-container py-10 sm:py-12">
          <WireFraudNotice />
        </div>
      ) : null}
      <CtaBand
        id={`${content.service}-cta-heading`}
        heading={content.cta.heading}
        body={content.cta.body}
        actions={
          <>
            <ButtonLink to={getStartedHref(content.service)} size="lg">
              {content.cta.label}
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
            {ctaExtra}
            <a
              href={SITE.phoneHref}
              className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border border-navy-600 px-6 text-lg font-semibold whitespace-nowrap text-cream-50 hover:bg-navy-800 motion-safe:transition-colors"
            >
              <Phone aria-hidden="true" className="size-5" />
              Call {SITE.phone}
            </a>
          </>
        }
      />
    </>
  );
}
