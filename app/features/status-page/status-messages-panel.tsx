import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { StatusSession } from "#core/api/closing-request.ts";
import { postableVisibilities } from "#core/closing/closing-messages.ts";
import { Conversation } from "#app/components/messages/conversation.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { LiveReconnecting } from "#app/lib/live/live-updates.tsx";
import { useLiveEvents } from "#app/lib/live/use-live-events.ts";
import { useClosingStatus } from "./status-queries.ts";
import { statusMessageKeys, useStatusMessagesTransport } from "./status-messages-queries.ts";
import { statusRequestKeys } from "./status-request-queries.ts";
import { subscribeStatusSession } from "./status-session-events.ts";
import { forgetStatusSession, readStatusSession, writeStatusSession } from "./status-session-store.ts";
import { StatusVerification } from "./status-verification.tsx";

const EXPIRED = "Your confirmation has ended: it lasts 30 minutes. Confirm who you are again to read and write messages.";

/** What someone was typing when their session ended: theirs again once they confirm again. */
interface Draft {
  partyId: string;
  body: string;
}

/** The conversation for the confirmed buyer or seller: they write to everyone on the file. */
function VerifiedConversation({
  token,
  session,
  onSessionOver,
  draft,
}: {
  token: string;
  session: StatusSession;
  onSessionOver: () => void;
  draft: { current: Draft | null };
}) {
  const transport = useStatusMessagesTransport(token, session.session_token);
  // The page's one live stream while verified: new messages, answers read, steps moved, requests changed.
  const live = useLiveEvents({ token: session.session_token });
  const status = useClosingStatus(token);
  const role = session.party.role === "seller" ? "seller" : "buyer";
  // The page lists only documents for everyone; they may go with any message a buyer or seller writes.
  const documents = useMemo(() => status.data?.documents.map((d) => ({ ...d, visibility: "everyone" as const })), [status.data]);
  const partyId = session.party.id;
  return (
    <>
      <LiveReconnecting state={live} />
      <Conversation
        transport={transport}
        visibilities={postableVisibilities({ kind: "consumer", partyId, role })}
        documents={documents}
        intro={
          <p>
            Write to our office and read our answers; the agents and lender on your closing see this conversation too. Confirmed as{" "}
            <span className="font-semibold">{session.party.name}</span>.
          </p>
        }
        emptyText="Questions about your closing? Write here: our staff answer during office hours. For anything about money, call us."
        onSessionOver={onSessionOver}
        draft={draft.current?.partyId === partyId ? draft.current.body : undefined}
        onDraftChange={(body) => {
          draft.current = { partyId, body };
        }}
      />
    </>
  );
}

/**
 * The messages section once it is wanted, loaded on demand: "Confirm who you are" until a code
 * opens a session (shared with "What we need from you"), then the conversation. A session that
 * ends (its 30 minutes, or the server saying so) takes the conversation off the screen and from
 * the tab's memory, and asks again; what the person was typing comes back when they confirm again.
 */
export default function StatusMessagesPanel({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<StatusSession | null>(() => readStatusSession(token));
  const [notice, setNotice] = useState<string>();
  const draft = useRef<Draft | null>(null);

  // Opened or ended in the other section, or by this one: read it again. Ended, nothing of the
  // conversation stays in the tab's memory.
  useEffect(
    () =>
      subscribeStatusSession(() => {
        const current = readStatusSession(token);
        if (!current) queryClient.removeQueries({ queryKey: statusMessageKeys.messages(token) });
        setSession(current);
      }),
    [queryClient, token],
  );

  const sessionOver = useCallback(() => {
    queryClient.removeQueries({ queryKey: statusMessageKeys.messages(token) });
    queryClient.removeQueries({ queryKey: statusRequestKeys.requests(token) });
    forgetStatusSession();
    setNotice(EXPIRED);
  }, [queryClient, token]);

  // The session's end on the clock, so an open tab does not keep showing what nobody may read.
  useEffect(() => {
    if (!session) return;
    const timer = window.setTimeout(sessionOver, Math.max(0, Date.parse(session.expires_at) - Date.now()));
    return () => window.clearTimeout(timer);
  }, [session, sessionOver]);

  if (session) return <VerifiedConversation key={session.session_token} token={token} session={session} onSessionOver={sessionOver} draft={draft} />;
  return (
    <Card role="region" aria-labelledby="status-messages-heading" className="grid gap-4">
      <h2 id="status-messages-heading" className="text-xl font-bold text-navy-950">
        Messages
      </h2>
      <h3 className="text-lg font-semibold text-navy-950">Confirm who you are</h3>
      {notice ? <FormAlert>{notice}</FormAlert> : null}
      <StatusVerification
        token={token}
        onVerified={(verified) => {
          setNotice(undefined);
          writeStatusSession(token, verified);
        }}
      />
    </Card>
  );
}
