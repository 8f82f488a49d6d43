import { ExternalLink, GraduationCap, Mountain } from "lucide-react";
import { ButtonAnchor, ButtonLink } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { useTotals } from "./dashboard-queries.ts";

function hostOf(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, "");
  } catch {
    return url;
  }
}

/** Free CE credits with our continuing-education partner, and the Year of the GOAT. */
export function Promos() {
  const ceUrl = useTotals().data?.ce_credits_url;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <Card role="region" aria-labelledby="ce-heading">
        <GraduationCap aria-hidden="true" className="size-8 text-gold-700" />
        <h2 id="ce-heading" className="mt-2 text-xl font-bold text-navy-950">
          Free CE Credits
        </h2>
        <p className="mt-2 text-navy-700">
          Keep your Iowa license current with free continuing-education courses from our partner, on us.
        </p>
        {ceUrl ? (
          <ButtonAnchor href={ceUrl} target="_blank" rel="noopener noreferrer" variant="secondary" className="mt-4 whitespace-normal">
            Browse courses at {hostOf(ceUrl)}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </ButtonAnchor>
        ) : null}
      </Card>
      <Card role="region" aria-labelledby="goat-promo-heading">
        <Mountain aria-hidden="true" className="size-8 text-gold-700" />
        <h2 id="goat-promo-heading" className="mt-2 text-xl font-bold text-navy-950">
          The Year of the GOAT
        </h2>
        <p className="mt-2 text-navy-700">Every closing with us this year climbs you toward Legendary Mountain Goat.</p>
        <ButtonLink to="/year-of-goat" variant="secondary" className="mt-4">
          See the levels and rewards
        </ButtonLink>
      </Card>
    </div>
  );
}
