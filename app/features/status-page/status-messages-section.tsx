import { MessagesSquare } from "lucide-react";
import { retryingImport } from "#app/lib/lazy-import.ts";
import { LazyStatusSection } from "./lazy-status-section.tsx";
import { useStatusSessionWanted } from "./status-session-events.ts";

// The conversation, its composer and confirming who you are: in their own chunk, fetched on demand.
const loadPanel = retryingImport(() => import("./status-messages-panel.tsx"));

/**
 * "Messages" on the status page (issue 31): the conversation with our office and the others on the
 * file. What is said there is personal, so it opens only for a buyer or seller who confirmed who
 * they are (here, or in "What we need from you": one session for both). Until then it is one
 * sentence and a button, and nothing is loaded.
 */
export function StatusMessagesSection({ token }: { token: string }) {
  const [wanted, setWanted] = useStatusSessionWanted(token);
  return (
    <LazyStatusSection
      headingId="status-messages-heading"
      heading="Messages"
      intro="Questions about your closing? Write to us here and read our answers. First confirm who you are: we send a six-digit code to the e-mail address or phone number we have for you on the file."
      icon={MessagesSquare}
      action="Open Messages"
      buttonVariant="secondary"
      load={loadPanel}
      wanted={wanted}
      onWant={() => setWanted(true)}
      renderPanel={(Panel) => <Panel token={token} />}
      panelHasFrame
    />
  );
}
