import { Landmark } from "lucide-react";
import { useState } from "react";
import { retryingImport } from "#app/lib/lazy-import.ts";
import { LazyStatusSection } from "./lazy-status-section.tsx";

// The instructions, the code step and their fetches: in their own chunk, fetched on demand.
const loadPanel = retryingImport(() => import("./status-wire-panel.tsx"));

export const STATUS_WIRE_HEADING_ID = "status-wire-instructions-heading";

/**
 * "Wire instructions" on the status page (issue 32): for the buyers who bring funds. Nothing is
 * loaded until they ask; then the panel asks for a fresh code (MoneyViewGate) before showing them.
 */
export function StatusWireSection({ token }: { token: string }) {
  const [wanted, setWanted] = useState(false);
  return (
    <LazyStatusSection
      headingId={STATUS_WIRE_HEADING_ID}
      heading="Wire instructions"
      intro="Buying? Our wire instructions are only here, never in an e-mail or text. To see them, confirm who you are with a new code."
      icon={Landmark}
      action="Show Wire Instructions"
      buttonVariant="secondary"
      load={loadPanel}
      wanted={wanted}
      onWant={() => setWanted(true)}
      renderPanel={(Panel) => <Panel token={token} />}
    />
  );
}
