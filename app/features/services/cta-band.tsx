import { ArrowRight, Phone } from "lucide-react";
import type { ReactNode } from "react";
import type { ServicePageContent } from "../../../core/content/services/types.ts";
import { getStartedHref } from "../../../core/content/services/types.ts";
import { SITE } from "../../../core/site/settings.ts";
import { ButtonLink } from "../../components/ui/button.tsx";

/** The closing call to action: a navy band with the order link and the phone number. */
export function CtaBand({ content, extra }: { content: ServicePageContent; extra?: ReactNode }) {
  const id = `${content.service}-cta-heading`;
  return (
    <section aria-labelledby={id} className="bg-navy-900">
      <div className="page-container flex flex-col gap-6 py-14 sm:py-16 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id={id} className="text-2xl font-bold tracking-tight text-cream-50 sm:text-3xl">
            {content.cta.heading}
          </h2>
          <p className="mt-3 text-lg text-navy-100">{content.cta.body}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={getStartedHref(content.service)} size="lg">
            {content.cta.label}
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
          {extra}
          <a
            href={SITE.phoneHref}
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border border-navy-600 px-6 text-lg font-semibold whitespace-nowrap text-cream-50 hover:bg-navy-800 motion-safe:transition-colors"
          >
            <Phone aria-hidden="true" className="size-5" />
            Call {SITE.phone}
          </a>
        </div>
      </div>
    </section>
  );
}
