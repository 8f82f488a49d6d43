import type { ReactNode } from "react";
import { WIRE_FRAUD_PATHS } from "../../../core/content/services/index.ts";
import type { ServicePageContent } from "../../../core/content/services/types.ts";
import { FaqList } from "../../components/page/faq-list.tsx";
import { WireFraudNotice } from "../../components/page/wire-fraud-notice.tsx";
import { BenefitGrid, ProcessSteps, ServiceSection } from "./blocks.tsx";
import { CtaBand } from "./cta-band.tsx";
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
      <CtaBand content={content} extra={ctaExtra} />
    </>
  );
}
