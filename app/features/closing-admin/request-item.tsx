import { Pencil } from "lucide-react";
import { useState } from "react";
import type { ClosingRequest } from "#core/api/closing-request.ts";
import type { PartyRole } from "#core/closing/closing-enums.ts";
import type { RequestStatus } from "#core/closing/request-types.ts";
import { Badge, type BadgeTone } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cx } from "#app/lib/cx.ts";
import { dueText } from "./request-format.ts";
import { RequestAnswer } from "./request-answer.tsx";
import { RequestForm } from "./request-form.tsx";
import { ReviewActions } from "./request-review.tsx";

const STATUS_TONES: Record<RequestStatus, BadgeTone> = { open: "warning", submitted: "info", accepted: "success", waived: "neutral" };

/** The request's status as staff read it: sent back and overdue are said, not only coloured. */
export function RequestStatusBadges({ request }: { request: Pick<ClosingRequest, "status" | "status_label" | "overdue" | "sent_back"> }) {
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      <Badge tone={STATUS_TONES[request.status]}>{request.status === "open" && request.sent_back ? "Sent back" : request.status_label}</Badge>
      {request.overdue ? <Badge tone="danger">Overdue</Badge> : null}
    </span>
  );
}

/** One request: what it asks of whom by when, the owner's answer, and staff's actions; edited in place. */
export function RequestItem({ fileId, roles, request }: { fileId: string; roles: readonly PartyRole[]; request: ClosingRequest }) {
  const [editing, setEditing] = useState(false);
  if (editing) return <RequestForm fileId={fileId} roles={roles} request={request} onDone={() => setEditing(false)} />;
  const note = request.review_note ? (request.status === "waived" ? "Waived because" : request.sent_back ? "Sent back because" : "Note") : null;
  return (
    <article aria-label={request.title} className="grid gap-3">
      <div className="grid gap-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h4 className="font-semibold break-words text-navy-950">{request.title}</h4>
          <RequestStatusBadges request={request} />
        </div>
        <p className="text-sm text-navy-800">
          {request.owner_label} · <span className={cx(request.overdue && "font-semibold text-red-700")}>{dueText(request.due_on)}</span>
        </p>
      </div>
      <p className="text-sm break-words whitespace-pre-line text-navy-900">{request.instructions}</p>
      {note ? (
        <p className="rounded-lg border border-cream-200 bg-cream-50 p-3 text-sm break-words text-navy-900">
          <span className="font-semibold">{note}:</span> {request.review_note}
        </p>
      ) : null}
      <RequestAnswer fileId={fileId} request={request} />
      <ReviewActions
        fileId={fileId}
        request={request}
        extra={
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)} aria-label={`Edit “${request.title}”`}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Button>
        }
      />
    </article>
  );
}
