import { MessagesSquare } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import { retryingImport } from "#app/lib/lazy-import.ts";
import { useLazyComponent } from "#app/lib/use-lazy-component.ts";
import { useStatusSessionWanted } from "./status-session-events.ts";

// The conversation, its composer and confirming who you are: in their own chunk, fetched on demand.
const loadPanel = retryingImport(() => import("./status-messages-panel.tsx"));

const HEADING_ID = "status-messages-heading";

/** The section's frame while the conversation is not on screen: its heading and one state. */
function Frame({ children }: { children: React.ReactNode }) {
  return (
    <Card role="region" aria-labelledby={HEADING_ID} className="grid gap-4">
      <h2 id={HEADING_ID} className="text-xl font-bold text-navy-950">
        Messages
      </h2>
      {children}
    </Card>
  );
}

/**
 * "Messages" on the status page (issue 31): the conversation with our office and the others on the
 * file. What is said there is personal, so it opens only for a buyer or seller who confirmed who
 * they are (here, or in "What we need from you": one session for both). Until then it is one
 * sentence and a button, and nothing is loaded.
 */
export function StatusMessagesSection({ token }: { token: string }) {
  const [wanted, setWanted] = useStatusSessionWanted(token);
  const panel = useLazyComponent(loadPanel, wanted);
  const Panel = panel.Component;

  if (wanted && Panel) return <Panel token={token} />;
  return (
    <Frame>
      {!wanted ? (
        <>
          <p className="text-navy-800">
            Questions about your closing? Write to us here and read our answers. First confirm who you are: we send a six-digit code to the e-mail
            address or phone number we have for you on the file.
          </p>
          <div>
            <Button variant="secondary" onClick={() => setWanted(true)}>
              <MessagesSquare aria-hidden="true" className="size-4" />
              Open Messages
            </Button>
          </div>
        </>
      ) : panel.failed ? (
        <QueryError message="This part of the page did not load. Check your connection and try again." onRetry={panel.retry} />
      ) : (
        <QueryLoading label="Loading…" />
      )}
    </Frame>
  );
}
