import { Landmark } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import { retryingImport } from "#app/lib/lazy-import.ts";
import { useLazyComponent } from "#app/lib/use-lazy-component.ts";

// The instructions, the code step and their fetches: in their own chunk, fetched on demand.
const loadPanel = retryingImport(() => import("./status-wire-panel.tsx"));

export const STATUS_WIRE_HEADING_ID = "status-wire-instructions-heading";

/**
 * "Wire instructions" on the status page (issue 32): for the buyers who bring funds. Nothing is
 * loaded until they ask; then the panel asks for a fresh code (MoneyViewGate) before showing them.
 */
export function StatusWireSection({ token }: { token: string }) {
  const [wanted, setWanted] = useState(false);
  const panel = useLazyComponent(loadPanel, wanted);
  const Panel = panel.Component;
  return (
    <Card role="region" aria-labelledby={STATUS_WIRE_HEADING_ID} className="grid gap-4">
      <h2 id={STATUS_WIRE_HEADING_ID} className="text-xl font-bold text-navy-950">
        Wire instructions
      </h2>
      {wanted && Panel ? (
        <Panel token={token} />
      ) : !wanted ? (
        <>
          <p className="text-navy-800">
            Buying? Our wire instructions are only here, never in an e-mail or text. To see them, confirm who you are with a new code.
          </p>
          <div>
            <Button variant="secondary" onClick={() => setWanted(true)}>
              <Landmark aria-hidden="true" className="size-4" />
              Show Wire Instructions
            </Button>
          </div>
        </>
      ) : panel.failed ? (
        <QueryError message="This part of the page did not load. Check your connection and try again." onRetry={panel.retry} />
      ) : (
        <QueryLoading label="Loading…" />
      )}
    </Card>
  );
}
