import { Landmark } from "lucide-react";
import { useState } from "react";
import { retryingImport } from "#app/lib/lazy-import.ts";
import { LazyStatusSection } from "./lazy-status-section.tsx";
import { PROCEEDS_HEADING, PROCEEDS_HEADING_ID } from "./status-proceeds-frame.tsx";

// The form, the saved account and the new-code step: in their own chunk, fetched on demand.
const loadPanel = retryingImport(() => import("./status-proceeds-panel.tsx"));

/**
 * "Your proceeds" on the status page (issue 32): where a seller tells us the bank account for
 * their proceeds, only here (never by e-mail), after a fresh code. Until they ask, it is one
 * sentence and a button, and nothing is loaded.
 */
export function StatusProceedsSection({ token }: { token: string }) {
  const [wanted, setWanted] = useState(false);
  return (
    <LazyStatusSection
      headingId={PROCEEDS_HEADING_ID}
      heading={PROCEEDS_HEADING}
      intro="Selling? Give us the bank account for your proceeds here, never by e-mail. We will never ask for it by e-mail or phone, and we verify it by calling before any money is sent."
      icon={Landmark}
      action="Give or check your proceeds account"
      buttonVariant="secondary"
      load={loadPanel}
      wanted={wanted}
      onWant={() => setWanted(true)}
      renderPanel={(Panel) => <Panel token={token} />}
      panelHasFrame
    />
  );
}
