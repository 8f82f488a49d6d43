import { ListChecks, Phone } from "lucide-react";
import type { ReactNode } from "react";
import type { DetailSection } from "#core/content/process/details.ts";
import { stepDetail } from "#core/content/process/details.ts";
import { PROCESS_STEPS, findStep } from "#core/content/process/steps.ts";
import { SITE } from "#core/site/settings.ts";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { ButtonAnchor, ButtonLink } from "#app/components/ui/button.tsx";
import { routeText } from "#app/lib/route-meta.ts";
import { ProcessBreadcrumbs } from "./breadcrumbs.tsx";
import { NextStepBox } from "./next-step.tsx";
import { QuestionsSection } from "./questions.tsx";

/** The hero of a process page: breadcrumbs, the route's h1 and intro, View Full Process. */
export function ProcessHero({ path, eyebrow, extraAction }: { path: string; eyebrow?: string; extraAction?: ReactNode }) {
  const { heading, description } = routeText(path);
  const step = findStep(path);
  return (
    <>
      <ProcessBreadcrumbs current={heading} />
      <PageHero
        eyebrow={eyebrow ?? (step ? `Step ${step.number} of ${PROCESS_STEPS.length}` : "The closing process")}
        heading={heading}
        intro={description}
        actions={
          <>
            <ButtonLink to="/process-overview" variant="secondary" size="lg">
              <ListChecks aria-hidden="true" className="size-5" />
              View Full Process
            </ButtonLink>
            {extraAction ?? (
              <ButtonAnchor href={SITE.phoneHref} variant="ghost" size="lg">
                <Phone aria-hidden="true" className="size-5" />
                Call {SITE.phone}
              </ButtonAnchor>
            )}
          </>
        }
      />
    </>
  );
}

/** A titled section of a process page. */
export function ProcessSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="max-w-3xl">
      <h2 id={id} className="text-2xl font-semibold tracking-tight text-navy-950 sm:text-3xl">
        {heading}
      </h2>
      <div className="mt-4 flex flex-col gap-4 text-lg leading-relaxed text-navy-800">{children}</div>
    </section>
  );
}

/** Paragraphs then an optional bullet list. */
export function SectionBody({ section }: { section: DetailSection }) {
  return (
    <>
      {section.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {section.points ? (
        <ul className="flex flex-col gap-2 pl-1">
          {section.points.map((point) => (
            <li key={point} className="flex gap-3">
              <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-gold-500" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/**
 * A step page: What We Do, Why It Matters, What We Need From You, Questions? and the next-step
 * box. `children` go after What We Do (e.g. the statement guides).
 */
export function StepPage({ path, children }: { path: string; children?: ReactNode }) {
  const detail = stepDetail(path);
  return (
    <>
      <ProcessHero path={path} />
      <div className="page-container flex flex-col gap-14 py-14 sm:py-16">
        <ProcessSection id="what-we-do" heading="What We Do">
          <SectionBody section={detail.whatWeDo} />
        </ProcessSection>
        {children}
        <ProcessSection id="why-it-matters" heading="Why It Matters">
          <SectionBody section={detail.whyItMatters} />
        </ProcessSection>
        <ProcessSection id="what-we-need" heading="What We Need From You">
          <SectionBody section={detail.whatWeNeed} />
        </ProcessSection>
        <div className="grid gap-6 lg:grid-cols-2">
          <QuestionsSection lead={detail.questions} />
          <NextStepBox path={path} />
        </div>
      </div>
    </>
  );
}
