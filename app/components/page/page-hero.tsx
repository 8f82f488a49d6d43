import type { ReactNode } from "react";
import { PrairieHorizon } from "./prairie-horizon.tsx";
import { PrairieScene } from "./prairie-scene.tsx";

/**
 * scene: the public pages' band with the prairie illustration, actions under the intro.
 * compact: the signed-in pages' short band, actions beside the text on wide screens.
 */
export type PageHeroVariant = "scene" | "compact";

const STYLES: Record<
  PageHeroVariant,
  { section: string; container: string; eyebrow: string; heading: string; intro: string; actions: string }
> = {
  scene: {
    section: "relative overflow-hidden bg-cream-100",
    container:
      "relative grid items-center gap-12 pt-14 pb-24 sm:pt-20 sm:pb-28 lg:grid-cols-[minmax(0,1fr)_26rem] lg:pt-20 lg:pb-32",
    eyebrow:
      "mb-4 inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-sm font-semibold text-navy-700 ring-1 ring-cream-300",
    heading: "text-4xl sm:text-5xl",
    intro: "mt-5 max-w-2xl text-lg leading-relaxed text-pretty text-navy-700 sm:text-xl",
    actions: "mt-8 flex flex-wrap gap-3",
  },
  compact: {
    section: "border-b border-cream-300 bg-cream-100",
    container: "flex flex-wrap items-end justify-between gap-6 py-10 sm:py-12",
    eyebrow: "mb-2 text-sm font-semibold tracking-wide text-navy-600 uppercase",
    heading: "text-3xl sm:text-4xl",
    intro: "mt-3 text-lg text-pretty text-navy-700",
    actions: "flex flex-wrap gap-3",
  },
};

/** The top band of a page: eyebrow, the page's single h1, its intro and optional actions. */
export function PageHero({
  eyebrow,
  heading,
  intro,
  actions,
  variant = "scene",
}: {
  eyebrow?: ReactNode;
  heading: ReactNode;
  intro?: ReactNode;
  actions?: ReactNode;
  variant?: PageHeroVariant;
}) {
  const styles = STYLES[variant];
  const scene = variant === "scene";
  const actionRow = actions ? <div className={styles.actions}>{actions}</div> : null;
  return (
    <section className={styles.section}>
      <div className={`page-container ${styles.container}`}>
        <div className="max-w-3xl">
          {eyebrow ? (
            <p className={styles.eyebrow}>
              {scene ? <span aria-hidden="true" className="size-2 rounded-full bg-gold-500" /> : null}
              {eyebrow}
            </p>
          ) : null}
          <h1 className={`font-bold tracking-tight text-balance text-navy-950 ${styles.heading}`}>{heading}</h1>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
          {scene ? actionRow : null}
        </div>
        {scene ? <PrairieScene className="hidden h-auto w-full rounded-[28px] shadow-card lg:block" /> : actionRow}
      </div>
      {scene ? <PrairieHorizon className="absolute inset-x-0 bottom-0 h-16 w-full sm:h-20" /> : null}
    </section>
  );
}
