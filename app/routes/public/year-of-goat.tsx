import { Flag, Gift, Handshake, LayoutDashboard, Mountain, Sparkles, Trophy, UserPlus, type LucideIcon } from "lucide-react";
import type { MetaFunction } from "react-router";
import { GOAT_LEVELS } from "#core/content/offers/goat-levels.ts";
import {
  GOAT_EXPLAINER,
  GOAT_FAQ,
  GOAT_FIRST_CHALLENGE,
  GOAT_HOW_IT_WORKS,
  GOAT_REASONS,
  type GoatStepIcon,
} from "#core/content/offers/year-of-goat.ts";
import { CtaBand } from "#app/components/page/cta-band.tsx";
import { FaqList } from "#app/components/page/faq-list.tsx";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { useAuth } from "#app/lib/auth/auth-provider.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { SectionHeading } from "#app/features/offers/section-heading.tsx";
import { offerMeta, offerRoute } from "#app/features/offers/route-page.ts";

const PATH = "/year-of-goat";

export const meta: MetaFunction = () => offerMeta(PATH);

const STEP_ICONS: Record<GoatStepIcon, LucideIcon> = { handshake: Handshake, mountain: Mountain, gift: Gift };

/** Signed out: create an account. Signed in there is nothing to join: the dashboard shows the level. */
function JoinButton({ label = "Join the Herd" }: { label?: string }) {
  const { user } = useAuth();
  return (
    <ButtonLink to={user ? "/dashboard" : "/register"} size="lg">
      <UserPlus aria-hidden="true" className="size-5" />
      {label}
    </ButtonLink>
  );
}

function TrackButton({ primary = false }: { primary?: boolean }) {
  return (
    <ButtonLink to="/dashboard" variant={primary ? "primary" : "secondary"} size="lg">
      <LayoutDashboard aria-hidden="true" className="size-5" />
      Track My Progress
    </ButtonLink>
  );
}

/** The pair under the hero and in the closing band; a signed-in member gets only the way to their progress. */
function GoatActions() {
  const { user } = useAuth();
  if (user) return <TrackButton primary />;
  return (
    <>
      <JoinButton />
      <TrackButton />
    </>
  );
}

export default function YearOfGoat() {
  const { heading, description } = offerRoute(PATH);
  return (
    <>
      <PageHero
        eyebrow="New · Rewards all year long"
        heading={heading}
        intro={description}
        actions={<GoatActions />}
      />

      <section aria-labelledby="goat-explainer-heading" className="page-container py-14 sm:py-20">
        <SectionHeading id="goat-explainer-heading" title={GOAT_EXPLAINER.heading} />
        <div className="mt-4 max-w-3xl space-y-4 text-lg text-navy-800">
          {GOAT_EXPLAINER.paragraphs.map((p) => (
            <p key={p.slice(0, 24)}>{p}</p>
          ))}
        </div>
      </section>

      <section aria-labelledby="goat-how-heading" className="bg-cream-100 py-14 sm:py-20">
        <div className="page-container">
          <SectionHeading id="goat-how-heading" title="How It Works" />
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {GOAT_HOW_IT_WORKS.map((step, index) => {
              const Icon = STEP_ICONS[step.icon];
              return (
                <li key={step.title}>
                  <Card className="h-full">
                    <div className="flex items-center gap-3">
                      <span className="grid size-12 place-items-center rounded-xl bg-gold-100 text-gold-800">
                        <Icon aria-hidden="true" className="size-6" />
                      </span>
                      <span className="text-sm font-semibold tracking-wide text-navy-600 uppercase">Step {index + 1}</span>
                    </div>
                    <h3 className="mt-4 text-xl font-semibold text-navy-950">{step.title}</h3>
                    <p className="mt-2 text-navy-700">{step.body}</p>
                  </Card>
                </li>
              );
            })}
          </ol>

          <h3 id="goat-levels-heading" className="mt-14 text-2xl font-bold text-navy-950">
            The Herd: Five Levels
          </h3>
          <ol aria-labelledby="goat-levels-heading" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {GOAT_LEVELS.map((level, index) => (
              <li key={level.id} className="rounded-2xl border border-cream-300 bg-white p-5 shadow-card">
                <p className="flex items-center justify-between gap-3">
                  <span className="text-sm font-semibold text-navy-600">Level {index + 1}</span>
                  <span className="rounded-full bg-navy-50 px-2.5 py-0.5 text-sm font-semibold text-navy-800">
                    {level.minTransactions} {level.minTransactions === 1 ? "closing" : "closings"}
                  </span>
                </p>
                <h4 className="mt-2 flex items-center gap-2 text-lg font-bold text-navy-950">
                  {index === GOAT_LEVELS.length - 1 ? (
                    <Trophy aria-hidden="true" className="size-5 text-gold-700" />
                  ) : (
                    <Mountain aria-hidden="true" className="size-5 text-navy-500" />
                  )}
                  {level.name}
                </h4>
                <p className="mt-1 text-navy-700">{level.description}</p>
                <p className="mt-3 flex gap-2 text-sm text-navy-800">
                  <Gift aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-700" />
                  <span>
                    <span className="font-semibold">Unlocks: </span>
                    {level.unlocks}
                  </span>
                </p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="goat-challenge-heading" className="page-container py-14 sm:py-20">
        <div className="flex flex-col gap-6 rounded-3xl border border-gold-300 bg-gold-50 p-6 sm:flex-row sm:items-center sm:p-10">
          <span className="grid size-16 shrink-0 place-items-center rounded-2xl bg-gold-400 text-navy-950">
            <Flag aria-hidden="true" className="size-8" />
          </span>
          <div className="flex-1">
            <h2 id="goat-challenge-heading" className="text-2xl font-bold text-navy-950 sm:text-3xl">
              {GOAT_FIRST_CHALLENGE.heading}
            </h2>
            <p className="mt-2 text-lg text-navy-800">{GOAT_FIRST_CHALLENGE.body}</p>
          </div>
          <JoinButton label="Accept the Challenge" />
        </div>
      </section>

      <section aria-labelledby="goat-reasons-heading" className="page-container pb-14 sm:pb-20">
        <SectionHeading id="goat-reasons-heading" title="Why Join the Herd" />
        <ul className="mt-8 grid gap-6 sm:grid-cols-2">
          {GOAT_REASONS.map((reason) => (
            <li key={reason.title} className="flex gap-4">
              <Sparkles aria-hidden="true" className="mt-1 size-6 shrink-0 text-gold-700" />
              <span>
                <span className="block text-lg font-semibold text-navy-950">{reason.title}</span>
                <span className="mt-1 block text-navy-700">{reason.body}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="goat-faq-heading" className="bg-cream-100 py-14 sm:py-20">
        <div className="page-container">
          <SectionHeading id="goat-faq-heading" title="Frequently Asked Questions" />
          <div className="mt-8 max-w-4xl">
            {/* Not regions: the first question would name its answer like the section
                "What Is the Year of the GOAT?" (two landmarks with one name). */}
            <FaqList items={GOAT_FAQ} look="row" regions={false} />
          </div>
        </div>
      </section>

      <CtaBand
        layout="panel"
        // After the tinted FAQ section: space above as well as below.
        className="pt-16 sm:pt-24"
        id="goat-cta-heading"
        heading="Start your climb to Legendary Mountain Goat"
        body="Create your free account, close your first transaction with us and watch your progress on the leaderboard."
        actions={<GoatActions />}
      />
    </>
  );
}
