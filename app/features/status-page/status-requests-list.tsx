import { LogOut } from "lucide-react";
import { useEffect, useState } from "react";
import type { StatusSession } from "#core/api/closing-request.ts";
import { REQUEST_MESSAGES } from "#core/closing/request-input.ts";
import type { AnswerTransport } from "#app/components/requests/request-answer-form.tsx";
import { RequestItem } from "#app/components/requests/request-item.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { QueryEmpty, QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import { isVerificationNeeded, uploadStatusRequestDocument, useAnswerStatusRequest, useStatusRequests } from "./status-request-queries.ts";
import { StatusMessageNoticesSwitch, StatusRemindersSwitch } from "./status-reminders-switch.tsx";

/** A call that found the session over sends the person back to confirm who they are; the error still ends the call. */
function watching<T>(call: () => Promise<T>, onExpired: () => void): Promise<T> {
  return call().catch((err: unknown) => {
    if (isVerificationNeeded(err)) onExpired();
    throw err;
  });
}

/**
 * A verified buyer's or seller's requests: what each needs, by when, the answer forms for those
 * still open, what they sent for the rest; their daily reminders and message notices; and a way to end the session on
 * a shared device.
 */
export function StatusRequestsList({
  token,
  session,
  onExpired,
  onEnd,
  onRemindersSaved,
  onMessageNoticesSaved,
}: {
  token: string;
  session: StatusSession;
  onExpired: () => void;
  onEnd: () => void;
  onRemindersSaved: (reminders: boolean) => void;
  onMessageNoticesSaved: (messageNotices: boolean) => void;
}) {
  const bearer = session.session_token;
  const query = useStatusRequests(token, bearer);
  const answer = useAnswerStatusRequest(token, bearer);
  const [answered, setAnswered] = useState<ReadonlySet<string>>(new Set());

  const expired = query.isError && isVerificationNeeded(query.error);
  useEffect(() => {
    if (expired) onExpired();
  }, [expired, onExpired]);
  if (expired) return null;

  const transportFor = (requestId: string): AnswerTransport => ({
    uploadDocument: (file) => watching(() => uploadStatusRequestDocument(token, bearer, requestId, file), onExpired),
    submitAnswer: (body) => watching(() => answer.mutateAsync({ requestId, body }), onExpired),
  });

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-navy-900">
          Confirmed as <span className="font-semibold">{session.party.name}</span>.
        </p>
        <Button variant="ghost" size="sm" onClick={onEnd}>
          <LogOut aria-hidden="true" className="size-4" />
          Done for Now
        </Button>
      </div>
      {query.isPending ? (
        <QueryLoading label="Loading what we need from you…" />
      ) : query.isError ? (
        <QueryError message="We could not load what we need from you" onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      ) : query.data.data.length === 0 ? (
        <QueryEmpty message="Nothing needed from you right now">When we need something from you for this closing, it appears here with its due date.</QueryEmpty>
      ) : (
        <ul aria-label="What we need from you" className="divide-y divide-cream-300">
          {query.data.data.map((request) => (
            <RequestItem
              key={request.id}
              request={request}
              answeredNote={answered.has(request.id) && request.status === "submitted" ? REQUEST_MESSAGES.answered : undefined}
              transport={transportFor(request.id)}
              onAnswered={() => setAnswered((s) => new Set(s).add(request.id))}
            />
          ))}
        </ul>
      )}
      <StatusRemindersSwitch token={token} session={bearer} initial={session.party.reminders} onSaved={onRemindersSaved} onExpired={onExpired} />
      <StatusMessageNoticesSwitch token={token} session={bearer} initial={session.party.message_notices} onSaved={onMessageNoticesSaved} onExpired={onExpired} />
    </div>
  );
}
