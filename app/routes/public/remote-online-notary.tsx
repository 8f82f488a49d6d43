import type { MetaFunction } from "react-router";
import { REMOTE_ONLINE_NOTARY, RON_FEATURES, RON_SECURITY } from "#core/content/services/remote-online-notary.ts";
import { BenefitGrid, PointList, ServiceSection } from "#app/features/services/blocks.tsx";
import { serviceMeta } from "#app/features/services/meta.ts";
import { ServicePage } from "#app/features/services/service-page.tsx";

export const meta: MetaFunction = () => serviceMeta(REMOTE_ONLINE_NOTARY.path);

export default function Page() {
  return (
    <ServicePage
      content={REMOTE_ONLINE_NOTARY}
      afterProcess={
        <>
          <ServiceSection id="features" heading="Features" intro="Everything a closing signing needs, in one secure session.">
            <BenefitGrid items={RON_FEATURES} columns={3} />
          </ServiceSection>
          <ServiceSection id="security" heading={RON_SECURITY.heading} intro={RON_SECURITY.intro} tone="cream">
            <PointList points={RON_SECURITY.points} className="max-w-3xl text-lg" />
          </ServiceSection>
        </>
      }
    />
  );
}
