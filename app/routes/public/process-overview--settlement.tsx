import { ArrowRight, CircleCheck } from "lucide-react";
import type { MetaFunction } from "react-router";
import { Link } from "react-router";
import { SETTLEMENT_CHECKS, SETTLEMENT_EXPLANATION } from "#core/content/process/settlement.ts";
import { WireFraudNotice } from "#app/components/page/wire-fraud-notice.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { NextStepBox } from "#app/features/process/next-step.tsx";
import { QuestionsSection } from "#app/features/process/questions.tsx";
import { routeMeta } from "#app/features/process/route-meta.ts";
import { ProcessHero, ProcessSection } from "#app/features/process/step-page.tsx";

const PATH = "/process-overview/settlement";

export const meta: MetaFunction = () => routeMeta(PATH);

export default function SettlementPage() {
  return (
    <>
      <ProcessHero path={PATH} />
      <div className="page-container flex flex-col gap-14 py-14 sm:py-16">
        <ProcessSection id="what-it-is" heading="What the Settlement Statement Is">
          {SETTLEMENT_EXPLANATION.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <p>
            <Link
              to="/settlement-statements-made-simple"
              className="inline-flex items-center gap-2 font-semibold text-navy-900 underline decoration-gold-500 underline-offset-4 hover:text-navy-950"
            >
              See sample statements with every line explained
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </p>
        </ProcessSection>

        <section aria-labelledby="check-heading">
          <h2 id="check-heading" className="text-2xl font-semibold tracking-tight text-navy-950 sm:text-3xl">
            What to Check Before You Sign
          </h2>
          <p className="mt-4 max-w-3xl text-lg text-navy-800">
            When the draft arrives, take ten minutes with your purchase agreement beside it and check these lines.
          </p>
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            {SETTLEMENT_CHECKS.map((group) => (
              <Card key={group.who}>
                <h3 className="text-xl font-semibold text-navy-950">{group.who}</h3>
                <ul className="mt-4 flex flex-col gap-3 text-navy-800">
                  {group.points.map((point) => (
                    <li key={point} className="flex gap-3">
                      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
                      <span>{point}</span>
                    </li>
                  ))}
                </ul>
              </Card>
            ))}
          </div>
        </section>

        <WireFraudNotice />

        <div className="grid gap-6 lg:grid-cols-2">
          <QuestionsSection lead="A number on your statement doesn't match what you expected? Call or e-mail your closer before closing day and we'll sort it out." />
          <NextStepBox path={PATH} />
        </div>
      </div>
    </>
  );
}
