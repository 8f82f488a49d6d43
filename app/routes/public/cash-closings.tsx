import type { MetaFunction } from "react-router";
import { CASH_CLOSINGS } from "#core/content/services/closings.ts";
import { serviceMeta } from "#app/features/services/meta.ts";
import { ServicePage } from "#app/features/services/service-page.tsx";

export const meta: MetaFunction = () => serviceMeta(CASH_CLOSINGS.path);

export default function Page() {
  return <ServicePage content={CASH_CLOSINGS} />;
}
