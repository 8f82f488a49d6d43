import type { MetaFunction } from "react-router";
import { TITLE_GUARANTY } from "#core/content/services/title-guaranty.ts";
import { serviceMeta } from "#app/features/services/meta.ts";
import { ServicePage } from "#app/features/services/service-page.tsx";

export const meta: MetaFunction = () => serviceMeta(TITLE_GUARANTY.path);

export default function Page() {
  return <ServicePage content={TITLE_GUARANTY} />;
}
