import { Check, RotateCcw, Undo2, XCircle } from "lucide-react";
import { useRef, useState, type FormEvent, type ReactNode } from "react";
import type { ClosingRequest } from "#core/api/closing-request.ts";
import { REQUEST_LIMITS, REQUEST_MESSAGES, requestPatchSchema } from "#core/closing/request-input.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { FailureAlert } from "#app/components/ui/form-alert.tsx";
import { ApiError } from "#app/lib/api/api-error.ts";
import { describeFailure, type Failure } from "#app/lib/api/failure.ts";
import { focusFirstInvalid } from "#app/lib/form-errors.ts";
import { toast } from "#app/lib/toast.ts";
import { usePatchRequest } from "./request-queries.ts";

type Action = "accept" | "send_back" | "waive" | "reopen";
type ReasonAction = "send_back" | "waive";

const DONE: Record<Action, string> = { accept: "Answer accepted", send_back: "Sent back to the owner", waive: "Request waived", reopen: "Request reopened" };
const FAILED: Record<Action, string> = {
  accept: "The answer was not accepted",
  send_back: "The answer was not sent back",
  waive: "The request was not waived",
  reopen: "The request was not reopened",
};

const REASON_WORDS: Record<ReasonAction, { label: string; hint: string; submit: string }> = {
  send_back: {
    label: "What is missing or wrong",
    hint: "The owner reads this, word for word, and answers again",
    submit: "Send back",
  },
  waive: {
    label: "Why it is not needed",
    hint: "Kept in the file's history; the request no longer holds up any step",
    submit: "Waive request",
  },
};

/** Send back or waive: both need a reason (requestPatchSchema), kept when the server says no. */
function ReasonForm({ fileId, request, action, onDone }: { fileId: string; request: ClosingRequest; action: ReasonAction; onDone: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const patch = usePatchRequest(fileId, request.id);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<Failure | null>(null);
  const words = REASON_WORDS[action];

  const send = async () => {
    setFailure(null);
    const body = requestPatchSchema.safeParse({ action, reason: reason.trim() === "" ? undefined : reason });
    if (!body.success) {
      setError(body.error.issues[0]?.message ?? REQUEST_MESSAGES.reasonRequired);
      return focusFirstInvalid(formRef.current);
    }
    setError(undefined);
    try {
      await patch.mutateAsync(body.data);
      toast.success(DONE[action]);
      onDone();
    } catch (e) {
      if (e instanceof ApiError && e.status === 400 && e.fields.reason) {
        setError(e.fields.reason);
        focusFirstInvalid(formRef.current);
      } else {
        setFailure(describeFailure(e, FAILED[action]));
      }
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={`${words.submit}: “${request.title}”`}
      onSubmit={submit}
      className="grid gap-3 rounded-xl border border-cream-300 bg-cream-50 p-4"
    >
      <Field
        control="textarea"
        id={`request-${request.id}-${action}-reason`}
        label={words.label}
        hint={words.hint}
        required
        rows={2}
        maxLength={REQUEST_LIMITS.reason}
        value={reason}
        error={error}
        readOnly={patch.isPending}
        onChange={(e) => setReason(e.target.value)}
      />
      <FailureAlert failure={failure} onRetry={() => void send()} retrying={patch.isPending} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={patch.isPending} busyLabel="Saving...">
          {words.submit}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={patch.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/**
 * What staff may do with a request where it stands: accept or send back a submitted answer,
 * waive anything unsettled (with a reason), reopen what is settled. Accept and reopen act at
 * once; their failure shows beside the buttons with Retry.
 */
export function ReviewActions({ fileId, request, extra }: { fileId: string; request: ClosingRequest; extra?: ReactNode }) {
  const patch = usePatchRequest(fileId, request.id);
  const [asking, setAsking] = useState<ReasonAction | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const settled = request.status === "accepted" || request.status === "waived";

  // mutateAsync, not mutate's callbacks: once the list is refreshed the request moves to another
  // group, this component is replaced, and mutate's own callbacks would never run.
  const act = async (action: "accept" | "reopen") => {
    setFailure(null);
    try {
      await patch.mutateAsync({ action });
      toast.success(DONE[action]);
    } catch (e) {
      setFailure(describeFailure(e, FAILED[action]));
    }
  };
  const retry = () => {
    const action = patch.variables?.action;
    if (action === "accept" || action === "reopen") void act(action);
  };
  const named = (verb: string) => `${verb} “${request.title}”`;

  if (asking) return <ReasonForm fileId={fileId} request={request} action={asking} onDone={() => setAsking(null)} />;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        {request.status === "submitted" ? (
          <>
            <Button size="sm" onClick={() => void act("accept")} busy={patch.isPending && patch.variables.action === "accept"} busyLabel="Accepting..." aria-label={named("Accept")}>
              <Check aria-hidden="true" className="size-4" />
              Accept
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setAsking("send_back")} disabled={patch.isPending} aria-label={named("Send back")}>
              <Undo2 aria-hidden="true" className="size-4" />
              Send back
            </Button>
          </>
        ) : null}
        {settled ? null : (
          <Button variant="ghost" size="sm" onClick={() => setAsking("waive")} disabled={patch.isPending} aria-label={named("Waive")}>
            <XCircle aria-hidden="true" className="size-4" />
            Waive
          </Button>
        )}
        {settled ? (
          <Button variant="secondary" size="sm" onClick={() => void act("reopen")} busy={patch.isPending && patch.variables.action === "reopen"} busyLabel="Reopening..." aria-label={named("Reopen")}>
            <RotateCcw aria-hidden="true" className="size-4" />
            Reopen
          </Button>
        ) : null}
        {extra}
      </div>
      <FailureAlert failure={failure} onRetry={retry} retrying={patch.isPending} />
    </div>
  );
}
