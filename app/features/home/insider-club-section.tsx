import { ArrowRight, BadgePercent, Gift, GraduationCap, Megaphone, Target, Trophy, type LucideIcon } from "lucide-react";
import { INSIDER_CLUB_PROMO } from "#core/content/home/sections.ts";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { SectionHeading } from "./section-heading.tsx";

const AGENT_ICONS: LucideIcon[] = [GraduationCap, Trophy, Gift];
const LENDER_ICONS: LucideIcon[] = [Target, Megaphone, BadgePercent];

function BenefitList({ heading, benefits, icons }: { heading: string; benefits: readonly string[]; icons: LucideIcon[] }) {
  return (
    <div className="rounded-2xl border border-cream-300 bg-white p-6 shadow-card">
      <h3 className="text-lg font-semibold text-navy-950">{heading}</h3>
      <ul className="mt-4 grid gap-3">
        {benefits.map((benefit, i) => {
          const Icon = icons[i] ?? Gift;
          return (
            <li key={benefit} className="flex items-center gap-3 text-navy-800">
              <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-gold-100 text-gold-800">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              {benefit}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The Insider Club promotion with its agent and lender benefits. */
export function InsiderClubSection() {
  const promo = INSIDER_CLUB_PROMO;
  return (
    <section aria-labelledby="insider-club-heading" className="bg-cream-100 py-16 sm:py-20">
      <div className="page-container grid items-center gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div>
          <SectionHeading id="insider-club-heading" eyebrow="For agents & lenders" heading={promo.heading} intro={promo.intro} />
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={promo.signUp.to} size="lg">
              {promo.signUp.label}
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
            <ButtonLink to={promo.learnMore.to} size="lg" variant="secondary">
              {promo.learnMore.label}
              <span className="sr-only"> about the Insider Club</span>
            </ButtonLink>
          </div>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <BenefitList heading={promo.agents.heading} benefits={promo.agents.benefits} icons={AGENT_ICONS} />
          <BenefitList heading={promo.lenders.heading} benefits={promo.lenders.benefits} icons={LENDER_ICONS} />
        </div>
      </div>
    </section>
  );
}
