import { ArrowLeft, CircleCheck, CircleX } from "lucide-react";
import type { MetaFunction } from "react-router";
import { Link } from "react-router";
import {
  COVERED_RISKS,
  NOT_COVERED_RISKS,
  READING_INTRO,
  READING_PARTS,
  TITLE_INTRO,
} from "#core/content/process/title.ts";
import { Card } from "#app/components/ui/card.tsx";
import { NextStepBox } from "#app/features/process/next-step.tsx";
import { QuestionsSection } from "#app/features/process/questions.tsx";
import { routeMeta } from "#app/features/process/route-meta.ts";
import { ProcessHero, ProcessSection } from "#app/features/process/step-page.tsx";
import { TitleExplainers } from "#app/features/process/title-explainers.tsx";

const PATH = "/process-overview/title";

export const meta: MetaFunction = () => routeMeta(PATH);

function RiskList({ items, covered }: { items: string[]; covered: boolean }) {
  const Icon = covered ? CircleCheck : CircleX;
  return (
    <ul className="mt-4 flex flex-col gap-3 text-navy-800">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${covered ? "text-green-700" : "text-red-700"}`} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export default function TitlePage() {
  return (
    <>
      <ProcessHero path={PATH} />
      <div className="page-container flex flex-col gap-14 py-14 sm:py-16">
        <ProcessSection id="title-basics" heading="Title Opinion and Title Guaranty">
          <p>{TITLE_INTRO}</p>
          <TitleExplainers />
        </ProcessSection>

        <ProcessSection id="reading-opinion" heading="How to Read a Title Opinion">
          <p>{READING_INTRO}</p>
          <dl className="flex flex-col gap-4">
            {READING_PARTS.map((part) => (
              <Card key={part.name} className="p-5 sm:p-6">
                <dt className="text-xl font-semibold text-navy-950">{part.name}</dt>
                <dd className="mt-2 text-base text-navy-800">{part.meaning}</dd>
                <dd className="mt-2 text-base text-navy-800">
                  <span className="font-semibold">What happens next: </span>
                  {part.action}
                </dd>
              </Card>
            ))}
          </dl>
        </ProcessSection>

        <section aria-labelledby="risks-heading">
          <h2 id="risks-heading" className="text-2xl font-semibold tracking-tight text-navy-950 sm:text-3xl">
            What a Title Guaranty Certificate Covers
          </h2>
          <p className="mt-4 max-w-3xl text-lg text-navy-800">
            Every certificate lists its exact terms; these are the usual ones. Ask us about your property&apos;s
            exceptions before closing.
          </p>
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            <Card>
              <h3 className="text-xl font-semibold text-navy-950">Covered risks</h3>
              <RiskList items={COVERED_RISKS} covered />
            </Card>
            <Card>
              <h3 className="text-xl font-semibold text-navy-950">Not covered</h3>
              <RiskList items={NOT_COVERED_RISKS} covered={false} />
            </Card>
          </div>
        </section>

        <div className="grid gap-6 lg:grid-cols-2">
          <QuestionsSection lead="Something in your title opinion or commitment you don't understand? Call or write, and a closer will walk you through it." />
          <NextStepBox path={PATH} />
        </div>

        <Link
          to="/process-overview"
          className="inline-flex items-center gap-2 self-start font-semibold text-navy-900 underline decoration-gold-500 underline-offset-4 hover:text-navy-950"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to the Process Overview
        </Link>
      </div>
    </>
  );
}
