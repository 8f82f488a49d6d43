import type { ReactNode } from "react";
import { PrairieHorizon } from "./prairie-horizon.tsx";
import { PrairieScene } from "./prairie-scene.tsx";

/** The top band of a page: eyebrow, the page's single h1, its intro and optional actions. */
export function PageHero({
  eyebrow,
  heading,
  intro,
  actions,
}: {
  eyebrow?: ReactNode;
  heading: ReactNode;
  intro?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-cream-100">
      <div className="page-container relative grid items-center gap-12 pt-14 pb-24 sm:pt-20 sm:pb-28 lg:grid-cols-[minmax(0,1fr)_26rem] lg:pt-20 lg:pb-32">
        <div className="max-w-3xl">
          {eyebrow ? (
            <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-sm font-semibold text-navy-700 ring-1 ring-cream-300">
              <span aria-hidden="true" className="size-2 rounded-full bg-gold-500" />
              {eyebrow}
            </p>
          ) : null}
          <h1 className="text-4xl font-bold tracking-tight text-balance text-navy-950 sm:text-5xl">{heading}</h1>
          {intro ? (
            <p className="mt-5 max-w-2xl text-lg leading-relaxed text-pretty text-navy-700 sm:text-xl">{intro}</p>
          ) : null}
          {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
        </div>
        <PrairieScene className="hidden h-auto w-full rounded-[28px] shadow-card lg:block" />
      </div>
      <PrairieHorizon className="absolute inset-x-0 bottom-0 h-16 w-full sm:h-20" />
    </section>
  );
}
