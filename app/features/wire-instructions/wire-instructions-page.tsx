/** /admin/wire-instructions (issue 32): every office's escrow wire instructions, each with its own card. */
import { officeSlug } from "#core/money/wire-offices.ts";
import { OFFICES } from "#core/site/settings.ts";
import { OfficeWireCard } from "./office-wire-card.tsx";

export function WireInstructionsOffices() {
  return (
    <div className="grid gap-6">
      {OFFICES.map((o) => (
        <OfficeWireCard key={o.city} slug={officeSlug(o.city)} city={o.city} phone={o.phone} />
      ))}
    </div>
  );
}
