import { Clock, Laptop, Lock, MapPin, ShieldCheck, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { SIMPLE_PROCESS, WHY_CHOOSE } from "#core/content/home/sections.ts";
import { SectionHeading } from "./section-heading.tsx";

const ICONS: Record<(typeof WHY_CHOOSE.points)[number]["icon"], LucideIcon> = {
  map: MapPin,
  shield: ShieldCheck,
  clock: Clock,
  laptop: Laptop,
  lock: Lock,
};

/** Five reasons to close with us. */
export function WhyChooseSection() {
  return (
    <section aria-labelledby="why-choose-heading" className="bg-cream-100 py-16 sm:py-20">
      <div className="page-container">
        <SectionHeading id="why-choose-heading" eyebrow="Why us" heading={WHY_CHOOSE.heading} intro={WHY_CHOOSE.intro} />
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {WHY_CHOOSE.points.map((point) => {
            const Icon = ICONS[point.icon];
            return (
              <li key={point.title} className="rounded-2xl border border-cream-300 bg-white p-6 shadow-card">
                <span className="grid size-11 place-items-center rounded-xl bg-gold-100 text-gold-800">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-navy-950">{point.title}</h3>
                <p className="mt-2 text-navy-700">{point.body}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

/** The three-step process: submit, track, close. */
export function SimpleProcessSection() {
  return (
    <section aria-labelledby="process-heading" className="page-container py-16 sm:py-20">
      <SectionHeading id="process-heading" eyebrow="How it works" heading={SIMPLE_PROCESS.heading} intro={SIMPLE_PROCESS.intro} />
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {SIMPLE_PROCESS.steps.map((step, i) => (
          <li key={step.title} className="relative rounded-2xl border border-cream-300 bg-white p-6 shadow-card">
            <span
              aria-hidden="true"
              className="grid size-11 place-items-center rounded-full bg-navy-900 text-lg font-bold text-gold-300"
            >
              {i + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-navy-950">
              <span className="sr-only">Step {i + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-navy-700">{step.body}</p>
          </li>
        ))}
      </ol>
      <p className="mt-8 text-navy-700">
        Want the full picture?{" "}
        <Link
          to="/process-overview"
          className="font-semibold text-navy-900 underline decoration-gold-500 underline-offset-4 hover:text-navy-950"
        >
          See all eight steps of an Iowa closing
        </Link>
      </p>
    </section>
  );
}
