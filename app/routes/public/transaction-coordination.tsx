import type { MetaFunction } from "react-router";
import {
  COORDINATION_PACKAGES,
  TIME_SAVINGS_POINTS,
  TRANSACTION_COORDINATION,
} from "#core/content/services/transaction-coordination.ts";
import { SatisfactionGuarantee } from "#app/components/page/satisfaction-guarantee.tsx";
import { ROI_CALCULATOR_ID, TimeSavingsCalculator } from "#app/features/calculators/time-savings/time-savings-calculator.tsx";
import { BenefitGrid, ServiceSection } from "#app/features/services/blocks.tsx";
import { serviceMeta } from "#app/features/services/meta.ts";
import { CoordinationPackages } from "#app/features/services/packages.tsx";
import { ServicePage } from "#app/features/services/service-page.tsx";

export const meta: MetaFunction = () => serviceMeta(TRANSACTION_COORDINATION.path);

export default function Page() {
  return (
    <ServicePage
      content={TRANSACTION_COORDINATION}
      afterProcess={
        <>
          <ServiceSection
            id={ROI_CALCULATOR_ID}
            heading="Calculate Your Time Savings"
            intro="See how many hours a month a coordinator gives back to you, and what they are worth."
          >
            <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
              <TimeSavingsCalculator />
              <BenefitGrid items={TIME_SAVINGS_POINTS} columns={1} />
            </div>
          </ServiceSection>
          <ServiceSection
            id="packages"
            heading="Buyer and Seller Packages"
            intro="Choose the side you represent; we tailor the checklist to it."
            tone="cream"
          >
            <CoordinationPackages packages={COORDINATION_PACKAGES} />
          </ServiceSection>
        </>
      }
      beforeCta={
        <div className="page-container py-14 sm:py-16">
          <SatisfactionGuarantee headingId="tc-guarantee-heading" />
        </div>
      }
    />
  );
}
