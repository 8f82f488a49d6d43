import { Download } from "lucide-react";
import type { MetaFunction } from "react-router";
import { FSBO, FSBO_GUARANTEE_FOOTNOTE, FSBO_PACKAGE, FSBO_PLANS } from "#core/content/services/fsbo.ts";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { BookingLink } from "#app/features/services/booking-link.tsx";
import { ServiceSection } from "#app/features/services/blocks.tsx";
import { FsboPricing } from "#app/features/services/fsbo-pricing.tsx";
import { DOWNLOAD_SECTION_ID, GuideDownloadSection } from "#app/features/services/guide-download.tsx";
import { GuideDownloadForm } from "#app/features/services/guide-download-form.tsx";
import { serviceMeta } from "#app/features/services/meta.ts";
import { ServicePage } from "#app/features/services/service-page.tsx";

export const meta: MetaFunction = () => serviceMeta(FSBO.path);

export default function Page() {
  return (
    <ServicePage
      content={FSBO}
      heroPrimary={
        <a href={`#${DOWNLOAD_SECTION_ID}`} className={buttonClasses("primary", "lg")}>
          <Download aria-hidden="true" className="size-5" />
          {FSBO.heroCta}
        </a>
      }
      afterBenefits={
        <div className="page-container -mt-8 pb-14 sm:pb-16">
          <p id="guarantee-footnote" className="max-w-3xl text-sm text-navy-700">
            {FSBO_GUARANTEE_FOOTNOTE}
          </p>
        </div>
      }
      pricing={
        <ServiceSection
          id="pricing"
          heading="Pricing"
          intro="Start with the free package, and let us close the sale for you when you are ready."
        >
          <FsboPricing plans={FSBO_PLANS} />
        </ServiceSection>
      }
      beforeCta={
        <GuideDownloadSection
          heading={FSBO_PACKAGE.heading}
          body={FSBO_PACKAGE.body}
          form={<GuideDownloadForm guide={FSBO_PACKAGE.guide} buttonLabel={FSBO_PACKAGE.buttonLabel} />}
        />
      }
      ctaExtra={<BookingLink variant="secondary" />}
    />
  );
}
