import { ArrowRight, FileText, Phone, Receipt, ScrollText } from "lucide-react";
import type { MetaFunction } from "react-router";
import { Link } from "react-router";
import { PROCESS_GUIDE_PDF, PROCESS_STEPS } from "#core/content/process/steps.ts";
import { SITE } from "#core/site/settings.ts";
import { CtaBand } from "#app/components/page/cta-band.tsx";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { ButtonAnchor, ButtonLink } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { GuideLinks } from "#app/features/process/guide-links.tsx";
import { routeMeta } from "#app/features/process/route-meta.ts";
import { StepAccordion } from "#app/features/process/step-accordion.tsx";
import { routeText } from "#app/lib/route-meta.ts";

const PATH = "/process-overview";

export const meta: MetaFunction = () => routeMeta(PATH);

const DEEPER = [
  {
    to: "/process-overview/title",
    icon: ScrollText,
    title: "Understanding Your Title",
    text: "Abstracts, attorney title opinions and Iowa Title Guaranty: what each one does, how to read an opinion, and which risks are covered.",
    cta: "Read about title",
  },
  {
    to: "/settlement-statements-made-simple",
    icon: Receipt,
    title: "Settlement Statements Made Simple",
    text: "Sample buyer and seller statements with every line explained: prorations, transfer tax, recording fees and more.",
    cta: "Read the statement guide",
  },
] as const;

export default function ProcessOverview() {
  const { heading, description } = routeText(PATH);
  return (
    <>
      <PageHero
        eyebrow="The closing process"
        heading={heading}
        intro={description}
        actions={
          <>
            <ButtonLink to="/get-started?service=title" size="lg">
              Get Started
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
            <ButtonAnchor href={SITE.phoneHref} variant="secondary" size="lg">
              <Phone aria-hidden="true" className="size-5" />
              Call {SITE.phone}
            </ButtonAnchor>
          </>
        }
      />

      <section aria-labelledby="steps-heading" className="page-container py-14 sm:py-16">
        <div className="max-w-3xl">
          <h2 id="steps-heading" className="text-2xl font-semibold tracking-tight text-navy-950 sm:text-3xl">
            {PROCESS_STEPS.length} steps from contract to recorded deed
          </h2>
          <p className="mt-3 text-lg text-navy-700">
            Every Iowa closing we handle follows the same path. Open a step to see what happens and when, then follow
            the link for the full story. We recommend sending us the purchase agreement 30 days or more before closing.
          </p>
        </div>
        <div className="mt-8 max-w-4xl">
          <StepAccordion />
        </div>
      </section>

      <section aria-labelledby="deeper-heading" className="bg-cream-100 py-14 sm:py-16">
        <div className="page-container">
          <h2 id="deeper-heading" className="text-2xl font-semibold tracking-tight text-navy-950 sm:text-3xl">
            Go deeper
          </h2>
          <div className="mt-8 grid gap-6 md:grid-cols-2">
            {DEEPER.map(({ to, icon: Icon, title, text, cta }) => (
              <Card key={to} className="flex flex-col gap-3">
                <span className="grid size-11 place-items-center rounded-xl bg-navy-50 text-navy-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="text-xl font-semibold text-navy-950">{title}</h3>
                <p className="flex-1 text-navy-700">{text}</p>
                <Link
                  to={to}
                  className="inline-flex items-center gap-2 self-start font-semibold text-navy-900 underline decoration-gold-500 underline-offset-4 hover:text-navy-950"
                >
                  {cta}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </Card>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="guide-heading" className="page-container py-14 sm:py-16">
        <Card className="flex flex-col gap-6 p-6 sm:p-8 md:flex-row md:items-center">
          <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-gold-100 text-gold-800">
            <FileText aria-hidden="true" className="size-7" />
          </span>
          <div className="flex-1">
            <h2 id="guide-heading" className="text-2xl font-semibold tracking-tight text-navy-950">
              The Closing Process Guide
            </h2>
            <p className="mt-2 max-w-2xl text-navy-700">
              All eight steps on a few printable pages, with a checklist of what buyers and sellers need at each one.
              Free, no e-mail address required.
            </p>
          </div>
          <GuideLinks href={PROCESS_GUIDE_PDF} title="Closing Process Guide" />
        </Card>
      </section>

      <CtaBand
        layout="quiet-band"
        id="start-heading"
        heading="Ready to open your file?"
        body="Send us the purchase agreement and we will start step one the same business day."
        actions={
          <ButtonLink to="/get-started?service=title" size="lg">
            Get Started
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
        }
      />
    </>
  );
}
