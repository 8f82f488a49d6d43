/**
 * A message row as the wire's ClosingMessage (core/api/closing-message.ts), for the actor reading
 * it: its documents they may see, "mine", and for staff only who has read it and what it said
 * before each change. A removed message keeps its place with an empty body and no documents.
 */
import type { ClosingMessageReadRow, ClosingMessageRow } from "#db/schema/index.ts";
import type { ClosingMessage } from "#core/api/closing-message.ts";
import { PARTY_ROLE_LABELS, type DocumentVisibility, type PartyRole } from "#core/closing/closing-enums.ts";
import { MESSAGE_VISIBILITY_LABELS, canSeeMessage, editableUntil, readerKey, type MessageAuthorKind } from "#core/closing/closing-messages.ts";
import { canSeeDocument, type FileActor } from "#core/closing/file-actor.ts";
import { documentJson } from "#server/api/documents/document-schemas.ts";
import type { DocumentRow } from "#server/api/documents/documents.queries.ts";
import type { RevisionRow } from "./messages.queries.ts";
import { STAFF_AUTHOR_NAME } from "./message-author.ts";

/** Whose eyes read the page: the actor and their own read-mark key. */
export interface Viewer {
  actor: FileActor;
  reader: string;
}

/** A read mark as the actor it stands for: a party's mark is a buyer's or seller's; an account with a role an agent's or lender's. */
function readerActor(read: ClosingMessageReadRow): FileActor | undefined {
  const role = read.readerRole as PartyRole | null;
  if (!role) return undefined; // staff: not listed in "read by"
  if (read.reader.startsWith("party:")) return { kind: "consumer", partyId: read.reader.slice(6), role: role as "buyer" | "seller" };
  return { kind: "professional", roles: [role] };
}

/** The people (not staff) whose mark is at or past the message and who may see it, the author aside. */
function readByOf(row: ClosingMessageRow, reads: readonly ClosingMessageReadRow[]) {
  const author = row.authorUserId || row.authorPartyId ? readerKey({ userId: row.authorUserId, partyId: row.authorPartyId }) : null;
  return reads
    .filter((r) => r.readThroughSeq >= row.seq && r.reader !== author)
    .flatMap((r) => {
      const actor = readerActor(r);
      if (!actor || !canSeeMessage(actor, { visibility: row.visibility as DocumentVisibility })) return [];
      return [{ name: r.readerLabel, role: r.readerRole as PartyRole, read_at: r.readAt.toISOString() }];
    })
    .sort((a, b) => (a.read_at < b.read_at ? -1 : 1));
}

export interface MessageExtras {
  documents: readonly DocumentRow[];
  revisions: readonly RevisionRow[];
  reads: readonly ClosingMessageReadRow[];
}

export function messageJson(row: ClosingMessageRow, extras: MessageExtras, viewer: Viewer): ClosingMessage {
  const staff = viewer.actor.kind === "staff";
  const kind = row.authorKind as MessageAuthorKind;
  const role = row.authorRole as PartyRole | null;
  const mine = (row.authorUserId !== null && viewer.reader === `user:${row.authorUserId}`) || (row.authorPartyId !== null && viewer.reader === `party:${row.authorPartyId}`);
  const removed = row.removedAt !== null;
  const visibility = row.visibility as DocumentVisibility;
  return {
    id: row.id,
    file_id: row.fileId,
    author: { kind, name: row.authorLabel, role, role_label: kind === "staff" || !role ? STAFF_AUTHOR_NAME : PARTY_ROLE_LABELS[role] },
    mine,
    body: removed ? "" : row.body,
    visibility,
    visibility_label: MESSAGE_VISIBILITY_LABELS[visibility],
    documents: removed
      ? []
      : extras.documents.filter((d) => canSeeDocument(viewer.actor, { visibility: d.visibility as DocumentVisibility })).map((d) => documentJson(d, staff ? "staff" : "party")),
    created_at: row.createdAt.toISOString(),
    edited_at: row.editedAt?.toISOString() ?? null,
    removed_at: row.removedAt?.toISOString() ?? null,
    editable_until: staff && mine && kind === "staff" && !removed ? editableUntil(row.createdAt).toISOString() : null,
    read_by: staff ? readByOf(row, extras.reads) : [],
    revisions: staff ? extras.revisions.map((r) => ({ body: r.body, change: r.change as "edited" | "removed", changed_at: r.changedAt.toISOString() })) : [],
  };
}
