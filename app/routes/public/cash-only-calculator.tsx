import { findSiteRoute } from "#core/site/routes.ts";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { CashOnlyCalculator } from "#app/features/calculators/cash-only/cash-only-calculator.tsx";
import { pageMeta } from "#app/lib/meta.ts";

const ROUTE = findSiteRoute("/cash-only-calculator")!;

export const meta = () => pageMeta({ title: ROUTE.title, description: ROUTE.description });

export default function CashOnlyCalculatorPage() {
  return (
    <>
      <div className="print:hidden">
        <PageHero eyebrow="Calculators" heading={ROUTE.heading} intro={ROUTE.description} />
      </div>
      <CashOnlyCalculator />
    </>
  );
}
