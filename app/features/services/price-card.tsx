import { ArrowRight } from "lucide-react";
import type { ServicePageContent } from "#core/content/services/types.ts";
import { getStartedHref } from "#core/content/services/types.ts";
import { ButtonLink } from "#app/components/ui/button.tsx";

/** The service's price from PRICES, with what it covers and a link to order. */
export function PriceCard({ content }: { content: ServicePageContent }) {
  const { price } = content;
  return (
    <div className="flex max-w-xl flex-col gap-3 rounded-2xl border border-gold-300 bg-gold-50 p-6 shadow-card">
      <h3 className="text-sm font-semibold tracking-wide text-navy-700 uppercase">{price.label}</h3>
      <p className="text-3xl font-bold text-navy-950" data-testid="service-price">
        {price.amount}
      </p>
      <p className="text-navy-800">{price.note}</p>
      <ButtonLink to={getStartedHref(content.service)} className="mt-2 self-start">
        {content.cta.label}
        <ArrowRight aria-hidden="true" className="size-5" />
      </ButtonLink>
    </div>
  );
}
