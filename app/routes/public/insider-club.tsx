import { Briefcase, Check, GraduationCap, Landmark, Rocket, UserPlus, Users, Wrench, type LucideIcon } from "lucide-react";
import type { MetaFunction } from "react-router";
import {
  INSIDER_AUDIENCES,
  INSIDER_BENEFITS,
  INSIDER_INTRO,
  INSIDER_STEPS,
  type InsiderIcon,
} from "#core/content/offers/insider-club.ts";
import { CtaBand } from "#app/components/page/cta-band.tsx";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { SectionHeading } from "#app/features/offers/section-heading.tsx";
import { offerMeta, offerRoute } from "#app/features/offers/route-page.ts";

const PATH = "/insider-club";

export const meta: MetaFunction = () => offerMeta(PATH);

const ICONS: Record<InsiderIcon, LucideIcon> = {
  graduation: GraduationCap,
  tools: Wrench,
  priority: Rocket,
  community: Users,
};

export default function InsiderClub() {
  const { heading, description } = offerRoute(PATH);
  return (
    <>
      <PageHero
        eyebrow="New · Free for Iowa agents and lenders"
        heading={heading}
        intro={description}
        actions={
          <>
            <ButtonLink to="/register" size="lg">
              <UserPlus aria-hidden="true" className="size-5" />
              Join Now
            </ButtonLink>
            <ButtonLink to="#member-benefits" variant="secondary" size="lg">
              See the benefits
            </ButtonLink>
          </>
        }
      />

      <section aria-labelledby="club-benefits-heading" className="page-container py-14 sm:py-20">
        <SectionHeading id="club-benefits-heading" title="Why Join the Insider Club" lead={INSIDER_INTRO} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {INSIDER_BENEFITS.map((benefit) => {
            const Icon = ICONS[benefit.icon];
            return (
              <li key={benefit.title}>
                <Card className="h-full">
                  <span className="grid size-12 place-items-center rounded-xl bg-gold-100 text-gold-800">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <h3 className="mt-4 text-xl font-semibold text-navy-950">{benefit.title}</h3>
                  <p className="mt-2 text-navy-700">{benefit.body}</p>
                </Card>
              </li>
            );
          })}
        </ul>
      </section>

      <section id="member-benefits" aria-labelledby="member-benefits-heading" className="bg-cream-100 py-14 sm:py-20">
        <div className="page-container">
          <SectionHeading
            id="member-benefits-heading"
            title="Member Benefits"
            lead="Perks shaped around how agents and lenders actually work with a closing company."
          />
          <div className="mt-10 grid gap-6 lg:grid-cols-2">
            {INSIDER_AUDIENCES.map((audience) => {
              const Icon = audience.id === "agents" ? Briefcase : Landmark;
              return (
                <section key={audience.id} aria-labelledby={`${audience.id}-heading`}>
                  <Card className="h-full p-6 sm:p-8">
                    <h3 id={`${audience.id}-heading`} className="flex items-center gap-3 text-2xl font-bold text-navy-950">
                      <span className="grid size-11 place-items-center rounded-xl bg-navy-900 text-gold-300">
                        <Icon aria-hidden="true" className="size-6" />
                      </span>
                      {audience.heading}
                    </h3>
                    <p className="mt-3 text-navy-700">{audience.intro}</p>
                    <ul className="mt-6 space-y-4">
                      {audience.perks.map((perk) => (
                        <li key={perk.title} className="flex gap-3">
                          <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
                          <span>
                            <span className="block font-semibold text-navy-950">{perk.title}</span>
                            <span className="block text-navy-700">{perk.body}</span>
                          </span>
                        </li>
                      ))}
                    </ul>
                  </Card>
                </section>
              );
            })}
          </div>
        </div>
      </section>

      <section aria-labelledby="club-steps-heading" className="page-container py-14 sm:py-20">
        <SectionHeading id="club-steps-heading" title="Joining Takes Three Steps" />
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {INSIDER_STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="grid size-10 shrink-0 place-items-center rounded-full bg-navy-900 text-lg font-bold text-cream-100"
              >
                {index + 1}
              </span>
              <span>
                <span className="block text-lg font-semibold text-navy-950">{step.title}</span>
                <span className="mt-1 block text-navy-700">{step.body}</span>
              </span>
            </li>
          ))}
        </ol>
      </section>

      <CtaBand
        layout="panel"
        id="club-cta-heading"
        heading="Ready to become an insider?"
        body={
          <>
            Membership is free for every Iowa agent and lender who closes with us. Create your account and your
            benefits start with your next file.
          </>
        }
        actions={
          <ButtonLink to="/register" size="lg">
            <UserPlus aria-hidden="true" className="size-5" />
            Sign Up Now
          </ButtonLink>
        }
      />
    </>
  );
}
