import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import type { StatusSession } from "#core/api/closing-request.ts";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { statusRequestKeys } from "./status-request-queries.ts";
import { StatusRequestsList } from "./status-requests-list.tsx";
import { subscribeStatusSession } from "./status-session-events.ts";
import { forgetStatusSession, readStatusSession, writeStatusSession } from "./status-session-store.ts";
import { StatusVerification } from "./status-verification.tsx";

const EXPIRED = "Your confirmation has ended: it lasts 30 minutes. Confirm who you are again to see and answer what we need from you.";

/**
 * The verified part of the status page, loaded the first time someone asks for it (the page's first
 * load stays light): "Confirm who you are" until a code opens a session, then the person's requests
 * and reminders. A session that ends (its 30 minutes, or the server saying so) takes everything
 * personal off the screen and from the tab, and asks again.
 */
export default function StatusRequestsPanel({ token, onEnd }: { token: string; onEnd: () => void }) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<StatusSession | null>(() => readStatusSession(token));
  const [notice, setNotice] = useState<string>();

  // A session opened or ended in the messages section is this section's too.
  useEffect(() => subscribeStatusSession(() => setSession(readStatusSession(token))), [token]);

  const forget = useCallback(() => {
    forgetStatusSession();
    queryClient.removeQueries({ queryKey: statusRequestKeys.requests(token) });
    setSession(null);
  }, [queryClient, token]);

  const expire = useCallback(() => {
    forget();
    setNotice(EXPIRED);
  }, [forget]);

  // The session's end on the clock, so an open tab does not keep showing answers nobody may see.
  useEffect(() => {
    if (!session) return;
    const timer = window.setTimeout(expire, Math.max(0, Date.parse(session.expires_at) - Date.now()));
    return () => window.clearTimeout(timer);
  }, [session, expire]);

  if (!session) {
    return (
      <div className="grid gap-4">
        <h3 className="text-lg font-semibold text-navy-950">Confirm who you are</h3>
        {notice ? <FormAlert>{notice}</FormAlert> : null}
        <StatusVerification
          token={token}
          onVerified={(verified) => {
            writeStatusSession(token, verified);
            setNotice(undefined);
            setSession(verified);
          }}
        />
      </div>
    );
  }

  return (
    <StatusRequestsList
      token={token}
      session={session}
      onExpired={expire}
      onEnd={() => {
        forget();
        onEnd();
      }}
      onRemindersSaved={(reminders) => {
        const next = { ...session, party: { ...session.party, reminders } };
        writeStatusSession(token, next);
        setSession(next);
      }}
      onMessageNoticesSaved={(messageNotices) => {
        const next = { ...session, party: { ...session.party, message_notices: messageNotices } };
        writeStatusSession(token, next);
        setSession(next);
      }}
    />
  );
}
