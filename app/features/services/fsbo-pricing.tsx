import { ArrowRight, Check, Download } from "lucide-react";
import type { FsboPlan } from "#core/content/services/fsbo.ts";
import { getStartedHref } from "#core/content/services/types.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { ButtonLink, buttonClasses } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { cx } from "#app/lib/cx.ts";
import { BookingLink } from "./booking-link.tsx";
import { DOWNLOAD_SECTION_ID } from "./guide-download.tsx";

/** The FSBO pricing cards: the free package (to the download section) and the $499 closing. */
export function FsboPricing({ plans }: { plans: readonly FsboPlan[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {plans.map((plan) => {
        const full = plan.id === "full";
        return (
          <li key={plan.id} className="flex">
            <Card
              className={cx("flex w-full flex-col gap-4", full && "border-gold-400 ring-1 ring-gold-300")}
              data-testid={`plan-${plan.id}`}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-2xl font-bold text-navy-950">{plan.name}</h3>
                {full ? <Badge>Most popular</Badge> : null}
              </div>
              <p className="text-4xl font-bold text-navy-950">{plan.price}</p>
              <p className="text-navy-700">{plan.summary}</p>
              <ul className="flex flex-1 flex-col gap-3">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-3 text-navy-800">
                    <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
              <div className="mt-2 flex flex-wrap gap-3">
                {full ? (
                  <>
                    <ButtonLink to={getStartedHref("fsbo")} size="lg">
                      Order Full Closing
                      <ArrowRight aria-hidden="true" className="size-5" />
                    </ButtonLink>
                    <BookingLink />
                  </>
                ) : (
                  <a href={`#${DOWNLOAD_SECTION_ID}`} className={buttonClasses("secondary", "lg")}>
                    <Download aria-hidden="true" className="size-5" />
                    Get the Free Package
                  </a>
                )}
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
