import type { ReactNode } from "react";
import type { Benefit, ProcessStep } from "#core/content/services/types.ts";
import { Card } from "#app/components/ui/card.tsx";
import { cx } from "#app/lib/cx.ts";
import { SERVICE_ICONS } from "./icons.ts";

/** A titled band of a service page: h2, optional intro, content. */
export function ServiceSection({
  id,
  heading,
  intro,
  tone = "plain",
  children,
  className,
}: {
  /** The section's anchor; the heading gets `${id}-heading`. */
  id: string;
  heading: ReactNode;
  intro?: ReactNode;
  tone?: "plain" | "cream";
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cx("scroll-mt-24", tone === "cream" ? "bg-cream-100" : "", className)}
    >
      <div className="page-container py-14 sm:py-16">
        <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-balance text-navy-950 sm:text-3xl">
          {heading}
        </h2>
        {intro ? <p className="mt-3 max-w-3xl text-lg leading-relaxed text-pretty text-navy-700">{intro}</p> : null}
        {children ? <div className="mt-8">{children}</div> : null}
      </div>
    </section>
  );
}

/** Icon cards: the benefits or features of a service. */
export function BenefitGrid({ items, columns = 3 }: { items: readonly Benefit[]; columns?: 1 | 2 | 3 | 4 }) {
  const grid = { 1: "", 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" }[columns];
  return (
    <ul className={cx("grid gap-5", grid)}>
      {items.map((item) => {
        const Icon = SERVICE_ICONS[item.icon];
        return (
          <li key={item.title} className="flex">
            <Card className="flex w-full flex-col gap-3">
              <span className="grid size-11 place-items-center rounded-xl bg-gold-100 text-gold-800">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="text-lg font-semibold text-navy-950">{item.title}</h3>
              <p className="text-navy-700">{item.body}</p>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

/** Numbered steps of a process, as an ordered list. */
export function ProcessSteps({ steps }: { steps: readonly ProcessStep[] }) {
  return (
    <ol className="grid gap-5 md:grid-cols-2 xl:grid-cols-[repeat(auto-fit,minmax(14rem,1fr))]">
      {steps.map((step, index) => (
        <li key={step.title} className="flex">
          <Card className="flex w-full flex-col gap-3">
            <span
              aria-hidden="true"
              className="grid size-10 place-items-center rounded-full bg-navy-900 text-lg font-bold text-cream-50"
            >
              {index + 1}
            </span>
            <h3 className="text-lg font-semibold text-navy-950">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="text-navy-700">{step.body}</p>
          </Card>
        </li>
      ))}
    </ol>
  );
}

/** A bullet list with gold dots. */
export function PointList({ points, className }: { points: readonly string[]; className?: string }) {
  return (
    <ul className={cx("flex flex-col gap-2", className)}>
      {points.map((point) => (
        <li key={point} className="flex gap-3 text-navy-800">
          <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-gold-500" />
          <span>{point}</span>
        </li>
      ))}
    </ul>
  );
}
