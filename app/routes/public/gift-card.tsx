import { BadgeCheck, Clock, FileCheck2, Gift, Mail, MapPin, Phone, ShieldCheck, Star, Users, type LucideIcon } from "lucide-react";
import type { MetaFunction } from "react-router";
import {
  GIFT_CARD_BENEFITS,
  GIFT_CARD_STATS,
  GIFT_CARD_STEPS,
  GIFT_CARD_TRUST,
  type GiftBenefitIcon,
} from "#core/content/offers/gift-card.ts";
import { GIFT_CARD_CITIES, OFFERS } from "#core/site/claims.ts";
import { SITE } from "#core/site/settings.ts";
import { CtaBand } from "#app/components/page/cta-band.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { ButtonAnchor } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { EmailAddress } from "#app/components/ui/email-address.tsx";
import { GiftCardClaimForm } from "#app/features/offers/gift-card-claim-form.tsx";
import { GiftCardVisual } from "#app/features/offers/gift-card-visual.tsx";
import { SectionHeading } from "#app/features/offers/section-heading.tsx";
import { offerMeta, offerRoute } from "#app/features/offers/route-page.ts";

const PATH = "/gift-card";

export const meta: MetaFunction = () => offerMeta(PATH);

const BENEFIT_ICONS: Record<GiftBenefitIcon, LucideIcon> = {
  clock: Clock,
  file: FileCheck2,
  users: Users,
  shield: ShieldCheck,
};

function ClaimButton() {
  return (
    <ButtonAnchor href="#claim" size="lg" className="text-center whitespace-normal!">
      <Gift aria-hidden="true" className="size-5" />
      Claim Your {OFFERS.giftCardAmount} Gift Card
    </ButtonAnchor>
  );
}

export default function GiftCardPage() {
  const { heading } = offerRoute(PATH);
  return (
    <>
      <section aria-labelledby="gift-card-title" className="bg-cream-100">
        <div className="page-container grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="max-w-3xl">
            <Badge className="px-3 py-1 text-sm">{OFFERS.giftCardBadge}</Badge>
            <h1 id="gift-card-title" className="mt-4 text-4xl font-bold tracking-tight text-balance text-navy-950 sm:text-5xl">
              {heading}
            </h1>
            <p className="mt-5 max-w-2xl text-lg leading-relaxed text-navy-700 sm:text-xl">
              Try our transaction coordination with a <strong className="text-navy-950">{OFFERS.giftCardAmount} gift card</strong>{" "}
              on us. You pay the {OFFERS.giftCardFeeAfterService} coordination fee after the service, and only if you are
              satisfied.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ClaimButton />
            </div>
            <p className="mt-5 flex items-center gap-2 text-navy-800">
              <Phone aria-hidden="true" className="size-5 text-navy-600" />
              Prefer to talk?{" "}
              <a href={SITE.phoneHref} className="font-semibold underline decoration-gold-500 underline-offset-4">
                Call {SITE.phone}
              </a>
            </p>
          </div>
          <GiftCardVisual />
        </div>
      </section>

      <section aria-labelledby="gift-steps-heading" className="page-container py-14 sm:py-20">
        <SectionHeading id="gift-steps-heading" title="How It Works" lead="Three steps, and nothing to pay up front." />
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {GIFT_CARD_STEPS.map((step, index) => (
            <li key={step.title}>
              <Card className="h-full">
                <span
                  aria-hidden="true"
                  className="grid size-10 place-items-center rounded-full bg-navy-900 text-lg font-bold text-cream-100"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 text-xl font-semibold text-navy-950">{step.title}</h3>
                <p className="mt-2 text-navy-700">{step.body}</p>
              </Card>
            </li>
          ))}
        </ol>
      </section>

      <section id="claim" aria-labelledby="claim-heading" className="scroll-mt-24 bg-cream-100 py-14 sm:py-20">
        <div className="page-container max-w-4xl">
          <SectionHeading id="claim-heading" title={`Claim Your ${OFFERS.giftCardAmount} Gift Card`} />
          <div className="mt-8">
            <GiftCardClaimForm labelledBy="claim-heading" />
          </div>
        </div>
      </section>

      <section aria-labelledby="gift-benefits-heading" className="page-container py-14 sm:py-20">
        <SectionHeading
          id="gift-benefits-heading"
          title="Why Agents Try Our Transaction Coordination"
          lead="A dedicated coordinator handles the file from accepted offer to closing day, so nothing slips between the cracks."
        />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2">
          {GIFT_CARD_BENEFITS.map((benefit) => {
            const Icon = BENEFIT_ICONS[benefit.icon];
            return (
              <li key={benefit.title}>
                <Card className="flex h-full gap-4">
                  <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-gold-100 text-gold-800">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <div>
                    <h3 className="text-xl font-semibold text-navy-950">{benefit.title}</h3>
                    <p className="mt-2 text-navy-700">{benefit.body}</p>
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>

        <h3 className="sr-only">At a glance</h3>
        <dl className="mt-12 grid gap-4 rounded-3xl bg-navy-950 p-6 text-center sm:grid-cols-3 sm:p-10">
          {GIFT_CARD_STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse gap-1">
              <dt className="text-navy-200">{stat.label}</dt>
              <dd className="text-4xl font-bold text-gold-300">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="gift-cities-heading" className="bg-cream-100 py-14 sm:py-20">
        <div className="page-container">
          <SectionHeading
            id="gift-cities-heading"
            title="Serving Communities Across Iowa"
            lead="The offer is open to agents and their clients in these cities, and in the rest of Iowa too."
          />
          <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {GIFT_CARD_CITIES.map((city) => (
              <li key={city} className="flex items-center gap-2 rounded-xl bg-white px-4 py-3 text-navy-900 ring-1 ring-cream-300">
                <MapPin aria-hidden="true" className="size-4 shrink-0 text-gold-700" />
                {city}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="gift-contact-heading" className="page-container py-14 sm:py-20">
        <SectionHeading id="gift-contact-heading" title="Questions About the Offer?" lead="Talk to a transaction coordinator." />
        <div className="mt-8 grid gap-4 sm:grid-cols-2">
          <Card className="flex items-center gap-4">
            <Phone aria-hidden="true" className="size-6 shrink-0 text-navy-600" />
            <span>
              <span className="block text-sm font-semibold text-navy-600">Call us</span>
              <a href={SITE.phoneHref} className="text-lg font-semibold text-navy-900 underline decoration-gold-500 underline-offset-4">
                {SITE.phone}
              </a>
            </span>
          </Card>
          <Card className="flex items-center gap-4">
            <Mail aria-hidden="true" className="size-6 shrink-0 text-navy-600" />
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-navy-600">E-mail us</span>
              <a
                href={`mailto:${SITE.email}`}
                className="text-lg font-semibold [overflow-wrap:anywhere] text-navy-900 underline decoration-gold-500 underline-offset-4"
              >
                <EmailAddress address={SITE.email} />
              </a>
            </span>
          </Card>
        </div>
      </section>

      <CtaBand
        layout="panel"
        id="gift-cta-heading"
        heading={<>Your next closing, coordinated — with {OFFERS.giftCardAmount} on us</>}
        body={
          <>
            Backed by our {OFFERS.satisfactionDays}-day satisfaction guarantee: if you are not satisfied, you do not pay
            the {OFFERS.giftCardFeeAfterService} fee.
          </>
        }
        actions={<ClaimButton />}
      >
        <ul className="mt-8 flex flex-wrap justify-center gap-x-8 gap-y-3 text-cream-100">
          {GIFT_CARD_TRUST.map((claim, index) => {
            const Icon = [MapPin, BadgeCheck, Star][index] ?? BadgeCheck;
            return (
              <li key={claim} className="flex items-center gap-2">
                <Icon aria-hidden="true" className="size-5 text-gold-300" />
                {claim}
              </li>
            );
          })}
        </ul>
      </CtaBand>
    </>
  );
}
