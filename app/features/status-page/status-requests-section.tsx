import { ShieldCheck } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import { retryingImport } from "#app/lib/lazy-import.ts";
import { useLazyComponent } from "#app/lib/use-lazy-component.ts";
import { useStatusSessionWanted } from "./status-session-events.ts";

// Confirming who you are, the requests and their forms: in their own chunk, fetched on demand.
const loadPanel = retryingImport(() => import("./status-requests-panel.tsx"));

/**
 * "What we need from you" on the status page. The link alone shows status; what a buyer or seller
 * owes is personal, so it opens only after they confirm who they are with a code. Until they ask
 * (or the tab still holds their session), this is one sentence and a button: no code and no data
 * request beyond the page's own.
 */
export function StatusRequestsSection({ token }: { token: string }) {
  const [wanted, setWanted] = useStatusSessionWanted(token);
  const panel = useLazyComponent(loadPanel, wanted);
  const Panel = panel.Component;

  return (
    <Card role="region" aria-labelledby="status-requests-heading" className="grid gap-4">
      <h2 id="status-requests-heading" className="text-xl font-bold text-navy-950">
        What we need from you
      </h2>
      {!wanted ? (
        <>
          <p className="text-navy-800">
            To see and answer what we need from you for this closing, confirm who you are: we send a six-digit code to the e-mail address or phone
            number we have for you on the file, so a forwarded link shows nothing personal.
          </p>
          <div>
            <Button onClick={() => setWanted(true)}>
              <ShieldCheck aria-hidden="true" className="size-4" />
              Confirm Who You Are
            </Button>
          </div>
        </>
      ) : panel.failed ? (
        <QueryError message="This part of the page did not load. Check your connection and try again." onRetry={panel.retry} />
      ) : Panel ? (
        <Panel token={token} onEnd={() => setWanted(false)} />
      ) : (
        <QueryLoading label="Loading…" />
      )}
    </Card>
  );
}
