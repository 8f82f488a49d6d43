import { findSiteRoute } from "#core/site/routes.ts";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { SellerNetCalculator } from "#app/features/calculators/seller-net/seller-net-calculator.tsx";
import { BookingLink } from "#app/features/services/booking-link.tsx";
import { pageMeta } from "#app/lib/meta.ts";

const ROUTE = findSiteRoute("/sales-price-calculator")!;

export const meta = () => pageMeta({ title: ROUTE.title, description: ROUTE.description });

export default function SalesPriceCalculatorPage() {
  return (
    <>
      <div className="print:hidden">
        <PageHero
          eyebrow="Calculators"
          heading={ROUTE.heading}
          intro={ROUTE.description}
          actions={
            <>
              <BookingLink label="Schedule Consultation" variant="primary" />
              <ButtonLink to="/contact" variant="secondary" size="lg">
                Contact Us
              </ButtonLink>
            </>
          }
        />
      </div>
      <SellerNetCalculator />
    </>
  );
}
