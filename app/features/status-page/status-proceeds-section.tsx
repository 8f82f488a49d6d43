import { Landmark } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import { retryingImport } from "#app/lib/lazy-import.ts";
import { useLazyComponent } from "#app/lib/use-lazy-component.ts";

// The form, the saved account and the new-code step: in their own chunk, fetched on demand.
const loadPanel = retryingImport(() => import("./status-proceeds-panel.tsx"));

export const PROCEEDS_HEADING_ID = "status-proceeds-heading";

/** The section's frame: its heading and what is in it. */
export function ProceedsFrame({ children }: { children: React.ReactNode }) {
  return (
    <Card role="region" aria-labelledby={PROCEEDS_HEADING_ID} className="grid gap-4">
      <h2 id={PROCEEDS_HEADING_ID} className="text-xl font-bold text-navy-950">
        Your proceeds
      </h2>
      {children}
    </Card>
  );
}

/**
 * "Your proceeds" on the status page (issue 32): where a seller tells us the bank account for
 * their proceeds, only here (never by e-mail), after a fresh code. Until they ask, it is one
 * sentence and a button, and nothing is loaded.
 */
export function StatusProceedsSection({ token }: { token: string }) {
  const [wanted, setWanted] = useState(false);
  const panel = useLazyComponent(loadPanel, wanted);
  const Panel = panel.Component;

  if (wanted && Panel) return <Panel token={token} />;
  return (
    <ProceedsFrame>
      {!wanted ? (
        <>
          <p className="text-navy-800">
            Selling? Give us the bank account for your proceeds here, never by e-mail. We will never ask for it by e-mail or phone, and we verify
            it by calling before any money is sent.
          </p>
          <div>
            <Button variant="secondary" onClick={() => setWanted(true)}>
              <Landmark aria-hidden="true" className="size-4" />
              Give or check your proceeds account
            </Button>
          </div>
        </>
      ) : panel.failed ? (
        <QueryError message="This part of the page did not load. Check your connection and try again." onRetry={panel.retry} />
      ) : (
        <QueryLoading label="Loading…" />
      )}
    </ProceedsFrame>
  );
}
