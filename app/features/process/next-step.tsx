import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { nextStepAfter } from "#core/content/process/steps.ts";

/** The box at the end of a process page that leads to the next step (or to opening a file). */
export function NextStepBox({ path }: { path: string }) {
  const next = nextStepAfter(path);
  return (
    <section aria-labelledby="next-step-heading" className="rounded-2xl border border-gold-300 bg-gold-50 p-6 sm:p-8">
      <h2 id="next-step-heading" className="text-2xl font-semibold tracking-tight text-navy-950">
        Next step
      </h2>
      <p className="mt-1 text-sm font-semibold tracking-wide text-gold-800 uppercase">{next.label}</p>
      <Link
        to={next.path}
        className="mt-3 inline-flex items-center gap-2 text-lg font-semibold text-navy-900 underline decoration-gold-500 underline-offset-4 hover:text-navy-950"
      >
        {next.name}
        <ArrowRight aria-hidden="true" className="size-5" />
      </Link>
    </section>
  );
}
