import type { MetaFunction } from "react-router";
import { EXCHANGE_1031, EXCHANGE_GUIDE, EXCHANGE_INTRO } from "#core/content/services/exchange-1031.ts";
import {
  DEADLINE_CALCULATOR_ID,
  ExchangeDeadlineCalculator,
} from "#app/features/calculators/exchange-deadlines/exchange-deadline-calculator.tsx";
import { PointList, ServiceSection } from "#app/features/services/blocks.tsx";
import { GuideDownloadSection } from "#app/features/services/guide-download.tsx";
import { GuideDownloadForm } from "#app/features/services/guide-download-form.tsx";
import { serviceMeta } from "#app/features/services/meta.ts";
import { ServicePage } from "#app/features/services/service-page.tsx";

export const meta: MetaFunction = () => serviceMeta(EXCHANGE_1031.path);

export default function Page() {
  return (
    <ServicePage
      content={EXCHANGE_1031}
      afterHero={
        <>
          <ServiceSection
            id={DEADLINE_CALCULATOR_ID}
            heading="1031 Exchange Deadline Calculator"
            intro="Your two deadlines run from the day the sale of your relinquished property closes."
          >
            <ExchangeDeadlineCalculator />
          </ServiceSection>
          <ServiceSection id="what-is-1031" heading={EXCHANGE_INTRO.heading} tone="cream">
            <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
              <div className="flex max-w-3xl flex-col gap-4 text-lg leading-relaxed text-navy-800">
                {EXCHANGE_INTRO.paragraphs.map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </div>
              <div className="self-start rounded-2xl border border-cream-300 bg-white p-6 shadow-card">
                <h3 className="text-lg font-semibold text-navy-950">The essentials</h3>
                <PointList points={EXCHANGE_INTRO.points} className="mt-4" />
              </div>
            </div>
          </ServiceSection>
        </>
      }
      beforeCta={
        <GuideDownloadSection
          heading={EXCHANGE_GUIDE.heading}
          body={EXCHANGE_GUIDE.body}
          form={<GuideDownloadForm guide={EXCHANGE_GUIDE.guide} buttonLabel={EXCHANGE_GUIDE.buttonLabel} />}
        />
      }
    />
  );
}
