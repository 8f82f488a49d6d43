import { ArrowRight, CalendarDays } from "lucide-react";
import { CLOSING_CTA } from "#core/content/home/sections.ts";
import { ButtonAnchor, ButtonLink } from "#app/components/ui/button.tsx";
import { useBookingUrl } from "./use-booking-url.ts";

/**
 * Get Started Now, and Schedule Demo: the configured booking calendar in a new tab, or the
 * contact page when no calendar is configured (never a dead button).
 */
export function ClosingCta() {
  const bookingUrl = useBookingUrl();
  const demo = (
    <>
      <CalendarDays aria-hidden="true" className="size-5" />
      {CLOSING_CTA.demo.label}
    </>
  );
  return (
    <section aria-labelledby="closing-cta-heading" className="on-dark bg-navy-900 py-16 sm:py-20">
      <div className="page-container text-center">
        <h2 id="closing-cta-heading" className="text-3xl font-bold tracking-tight text-balance text-cream-50 sm:text-4xl">
          {CLOSING_CTA.heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-navy-100">{CLOSING_CTA.body}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to={CLOSING_CTA.getStarted.to} size="lg">
            {CLOSING_CTA.getStarted.label}
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
          {bookingUrl ? (
            <ButtonAnchor href={bookingUrl} target="_blank" rel="noopener noreferrer" variant="secondary" size="lg">
              {demo}
              <span className="sr-only"> (opens in a new tab)</span>
            </ButtonAnchor>
          ) : (
            <ButtonLink to={CLOSING_CTA.demo.fallbackTo} variant="secondary" size="lg">
              {demo}
            </ButtonLink>
          )}
        </div>
      </div>
    </section>
  );
}
