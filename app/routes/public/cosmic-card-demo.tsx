import type { MetaFunction } from "react-router";
import { COSMIC_CARD_SAMPLES } from "#core/content/offers/cosmic-cards.ts";
import { CosmicCard } from "#app/features/cosmic-card/cosmic-card.tsx";
import { offerMeta, offerRoute } from "#app/features/offers/route-page.ts";

const PATH = "/cosmic-card-demo";

export const meta: MetaFunction = () => offerMeta(PATH);

export default function CosmicCardDemo() {
  const { heading, description } = offerRoute(PATH);
  return (
    <>
      <section aria-labelledby="cosmic-title" className="bg-cream-100">
        <div className="page-container py-14 sm:py-20">
          <h1 id="cosmic-title" className="text-4xl font-bold tracking-tight text-navy-950 sm:text-5xl">
            {heading}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-navy-700 sm:text-xl">{description}</p>
          <p className="mt-3 max-w-2xl text-navy-700">
            Move your pointer over a card to tilt it. If your device asks for reduced motion, the cards stay still.
          </p>
        </div>
      </section>

      <section aria-labelledby="cosmic-samples-heading" className="page-container py-14 sm:py-20">
        <h2 id="cosmic-samples-heading" className="text-2xl font-bold tracking-tight text-navy-950 sm:text-3xl">
          Six Sample Cards
        </h2>
        <ul className="mt-10 grid gap-x-8 gap-y-14 md:grid-cols-2">
          {COSMIC_CARD_SAMPLES.map((sample) => (
            <li key={sample.id} data-sample={sample.id} className="flex flex-col">
              <div className="flex min-h-72 items-center justify-center">
                <CosmicCard
                  cardholderName={sample.cardholderName}
                  theme={sample.theme}
                  logoText={sample.logoText}
                  width={sample.width}
                  height={sample.height}
                />
              </div>
              <h3 className="mt-6 text-xl font-semibold text-navy-950">{sample.title}</h3>
              <p className="mt-1 text-navy-700">{sample.description}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
