import { PRIVACY_POLICY } from "#core/content/legal/privacy.ts";
import { findSiteRoute } from "#core/site/routes.ts";
import { LegalPage } from "#app/features/legal/legal-page.tsx";
import { pageMeta } from "#app/lib/meta.ts";

const ROUTE = findSiteRoute("/privacy-policy")!;

export const meta = () => pageMeta({ title: ROUTE.title, description: ROUTE.description });

export default function PrivacyPolicyPage() {
  return <LegalPage route={ROUTE} doc={PRIVACY_POLICY} />;
}
