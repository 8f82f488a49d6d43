import { ShieldCheck } from "lucide-react";
import { retryingImport } from "#app/lib/lazy-import.ts";
import { LazyStatusSection } from "./lazy-status-section.tsx";
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
  return (
    <LazyStatusSection
      headingId="status-requests-heading"
      heading="What we need from you"
      intro="To see and answer what we need from you for this closing, confirm who you are: we send a six-digit code to the e-mail address or phone number we have for you on the file, so a forwarded link shows nothing personal."
      icon={ShieldCheck}
      action="Confirm Who You Are"
      load={loadPanel}
      wanted={wanted}
      onWant={() => setWanted(true)}
      renderPanel={(Panel) => <Panel token={token} onEnd={() => setWanted(false)} />}
    />
  );
}
