import { ArrowRight, Clock } from "lucide-react";
import { Link } from "react-router";
import { PROCESS_STEPS } from "#core/content/process/steps.ts";
import { Disclosure, useDisclosureGroup } from "#app/components/ui/disclosure.tsx";

/**
 * The eight steps, one open at a time: opening a step closes the one that was open, and
 * clicking the open step closes it. The first step starts open.
 */
export function StepAccordion() {
  const steps = useDisclosureGroup({ mode: "single", initiallyOpen: PROCESS_STEPS.slice(0, 1).map((s) => s.id) });
  return (
    <ol className="flex flex-col gap-4">
      {PROCESS_STEPS.map((step) => (
        <li key={step.id}>
          <Disclosure
            id={`step-${step.id}`}
            title={step.name}
            look="large-card"
            subtitle={step.summary}
            leading={
              <span
                aria-hidden="true"
                className="grid size-10 shrink-0 place-items-center rounded-full bg-navy-900 text-lg font-bold text-cream-50"
              >
                {step.number}
              </span>
            }
            open={steps.isOpen(step.id)}
            onToggle={() => steps.toggle(step.id)}
          >
            <div className="flex flex-col gap-4 text-navy-800 sm:pl-14">
              <ul className="flex flex-col gap-2">
                {step.points.map((point) => (
                  <li key={point} className="flex gap-3">
                    <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-gold-500" />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
              <p className="flex items-start gap-2 text-sm text-navy-700">
                <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  <span className="font-semibold">When: </span>
                  {step.timing}
                </span>
              </p>
              <Link
                to={step.path}
                className="inline-flex items-center gap-2 self-start font-semibold text-navy-900 underline decoration-gold-500 underline-offset-4 hover:text-navy-950"
              >
                Learn more about {step.name}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </div>
          </Disclosure>
        </li>
      ))}
    </ol>
  );
}
