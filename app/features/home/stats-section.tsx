import { FileCheck2, MapPinned, Star, Users } from "lucide-react";
import { STATS_2024 } from "#core/site/claims.ts";
import { SectionHeading } from "./section-heading.tsx";

const CARDS = [
  { stat: STATS_2024.transactions, Icon: FileCheck2 },
  { stat: STATS_2024.served, Icon: Users },
  { stat: STATS_2024.counties, Icon: MapPinned },
  { stat: STATS_2024.ratings, Icon: Star },
] as const;

/** The 2024 figures, exactly as claims.ts states them. */
export function StatsSection() {
  return (
    <section aria-labelledby="stats-heading" className="on-dark bg-navy-950 py-16 sm:py-20">
      <div className="page-container">
        <SectionHeading
          id="stats-heading"
          eyebrow={`${STATS_2024.year} in review`}
          heading={`Our ${STATS_2024.year} by the Numbers`}
          intro="A year of Iowa closings, from county seats to the suburbs."
          onDark
        />
        <dl className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {CARDS.map(({ stat, Icon }) => (
            <div key={stat.label} className="flex flex-col rounded-2xl bg-navy-900 p-6 ring-1 ring-navy-800">
              <dt className="order-2 mt-1 font-semibold text-cream-100">{stat.label}</dt>
              <dd className="order-1 flex items-center gap-3 text-4xl font-bold tracking-tight text-gold-300">
                <Icon aria-hidden="true" className="size-7 text-gold-400" />
                {stat.value}
              </dd>
              <dd className="order-3 mt-2 text-sm text-navy-200">{stat.note}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
