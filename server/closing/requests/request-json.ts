/**
 * A request row as the wire's ClosingRequest (core/api/closing-request.ts), for the actor reading
 * it: whether they may answer it, and which of its documents they may see.
 */
import type { ClosingRequestRow } from "#db/schema/index.ts";
import type { ClosingRequest } from "#core/api/closing-request.ts";
import { PARTY_ROLE_LABELS, type DocumentVisibility, type PartyRole } from "#core/closing/closing-enums.ts";
import { canAnswerRequest, canSeeDocument, type FileActor } from "#core/closing/file-actor.ts";
import { REQUEST_STATUS_LABELS, type RequestKind, type RequestOwner, type RequestStatus } from "#core/closing/request-types.ts";
import { documentJson } from "#server/api/documents/document-schemas.ts";
import type { DocumentRow } from "#server/api/documents/documents.queries.ts";

export function ownerLabel(owner: RequestOwner): string {
  return owner === "staff" ? "Our office" : PARTY_ROLE_LABELS[owner as PartyRole];
}

/** Open and due before today in Iowa. */
export function isOverdue(row: Pick<ClosingRequestRow, "status" | "dueOn">, today: string): boolean {
  return row.status === "open" && row.dueOn !== null && row.dueOn < today;
}

export function requestJson(row: ClosingRequestRow, documents: readonly DocumentRow[], actor: FileActor, today: string): ClosingRequest {
  const owner = row.owner as RequestOwner;
  const status = row.status as RequestStatus;
  const canAnswer = canAnswerRequest(actor, { owner, status });
  // Whether the actor owes it, whatever its status: they see what they sent with it.
  const owes = canAnswerRequest(actor, { owner, status: "open" });
  const view = actor.kind === "staff" ? "staff" : "party";
  return {
    id: row.id,
    file_id: row.fileId,
    kind: row.kind as RequestKind,
    title: row.title,
    instructions: row.instructions,
    owner,
    owner_label: ownerLabel(owner),
    due_on: row.dueOn,
    overdue: isOverdue(row, today),
    status,
    status_label: REQUEST_STATUS_LABELS[status],
    visibility: row.visibility as DocumentVisibility,
    answer: row.answer ?? null,
    documents: documents.filter((d) => owes || canSeeDocument(actor, { visibility: d.visibility as DocumentVisibility })).map((d) => documentJson(d, view)),
    answered_at: row.answeredAt?.toISOString() ?? null,
    answered_by: row.answeredBy,
    review_note: row.reviewNote,
    sent_back: status === "open" && row.sentBackCount > 0 && row.reviewNote !== null,
    can_answer: canAnswer,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
