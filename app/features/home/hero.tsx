import { ArrowRight, BadgeCheck, Handshake, Workflow } from "lucide-react";
import { HOME_HERO } from "#core/content/home/hero.ts";
import { PrairieHorizon } from "#app/components/page/prairie-horizon.tsx";
import { PrairieScene } from "#app/components/page/prairie-scene.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";

const BADGE_ICONS = { guarantee: BadgeCheck, trusted: Handshake, streamlined: Workflow } as const;

/** The top band of the home page: the h1, the promise, Order Services and the trust badges. */
export function HomeHero({ heading }: { heading: string }) {
  return (
    <section aria-labelledby="home-heading" className="relative overflow-hidden bg-cream-100">
      <div className="page-container relative grid items-center gap-12 pt-14 pb-24 sm:pt-20 sm:pb-28 lg:grid-cols-[minmax(0,1fr)_26rem] lg:pt-20 lg:pb-32">
        <div className="max-w-3xl">
          <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-sm font-semibold text-navy-700 ring-1 ring-cream-300">
            <span aria-hidden="true" className="size-2 rounded-full bg-gold-500" />
            {HOME_HERO.eyebrow}
          </p>
          <h1 id="home-heading" className="text-4xl font-bold tracking-tight text-balance text-navy-950 sm:text-5xl">
            {heading}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-pretty text-navy-700 sm:text-xl">
            {HOME_HERO.intro}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={HOME_HERO.primaryAction.to} size="lg">
              {HOME_HERO.primaryAction.label}
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
          </div>
          <ul aria-label="Why clients trust us" className="mt-8 flex flex-wrap gap-x-6 gap-y-3">
            {HOME_HERO.trustBadges.map((badge) => {
              const Icon = BADGE_ICONS[badge.id];
              return (
                <li key={badge.id} className="flex items-center gap-2 font-semibold text-navy-800">
                  <span className="grid size-8 place-items-center rounded-full bg-white text-green-700 ring-1 ring-cream-300">
                    <Icon aria-hidden="true" className="size-4" />
                  </span>
                  {badge.label}
                </li>
              );
            })}
          </ul>
        </div>
        <PrairieScene className="hidden h-auto w-full rounded-[28px] shadow-card lg:block" />
      </div>
      <PrairieHorizon className="absolute inset-x-0 bottom-0 h-16 w-full sm:h-20" />
    </section>
  );
}
