import { TERMS_OF_SERVICE } from "#core/content/legal/terms.ts";
import { findSiteRoute } from "#core/site/routes.ts";
import { LegalPage } from "#app/features/legal/legal-page.tsx";
import { pageMeta } from "#app/lib/meta.ts";

const ROUTE = findSiteRoute("/terms-of-service")!;

export const meta = () => pageMeta({ title: ROUTE.title, description: ROUTE.description });

export default function TermsOfServicePage() {
  return <LegalPage route={ROUTE} doc={TERMS_OF_SERVICE} />;
}
