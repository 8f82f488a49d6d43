/**
 * The changes to a file's conversation (docs/messages-contract.md): a message posted, staff's own
 * message edited or removed within the window, and a read mark moved. Each is one transaction
 * with its file event (closing_file_events: message.* with the message's visibility and id, which
 * the live stream announces and the notices read), the conversation row the staff inbox reads,
 * and for staff's edits and removals an audit row. What a message said before a change is kept in
 * closing_message_revisions; bodies are never logged.
 *
 * Refusals: bad input 400 with field errors (a visibility the caller may not write at, a body that
 * looks like wire details, a document not on the file or not visible to them or more private than
 * the message); a message of another file, or one the caller may not see, 404; another's message
 * 403 message_not_yours; a removed one 409 message_removed; after the window 409 edit_window_over;
 * over the posting cap 429.
 */
import type { ClosingMessageRow } from "#db/schema/index.ts";
import type { ClosingMessage, MessageReadResult } from "#core/api/closing-message.ts";
import type { DocumentVisibility } from "#core/closing/closing-enums.ts";
import { canAttachDocument, canEditMessage, canSeeMessage, postableVisibilities } from "#core/closing/closing-messages.ts";
import { canSeeDocument } from "#core/closing/file-actor.ts";
import {
  MESSAGE_MESSAGES,
  messagePatchSchema,
  messagePostSchema,
  messageReadSchema,
  type MessagePatch,
  type MessagePostInput,
  type MessageRead,
} from "#core/closing/message-input.ts";
import { WIRE_DETAILS_REFUSED, looksLikeWireDetails } from "#core/closing/wire-details.ts";
import type { Services } from "#server/services.ts";
import { fieldMessages } from "#server/api/openapi.ts";
import { AppError, validationFailed } from "#server/http/errors.ts";
import type { RequestCaller } from "../requests/request-actor.ts";
import { authorOf, readerOf } from "./message-author.ts";
import { countMessage } from "./message-caps.ts";
import { messageNotFound, messageView, unreadOf, viewerOf } from "./message-read.ts";
import {
  auditMessage,
  documentsOfFile,
  insertMessage,
  insertMessageEvent,
  insertRevision,
  keepConversation,
  linkMessageDocuments,
  messageOfFile,
  moveReadMark,
  updateMessage,
} from "./messages.queries.ts";

type Ctx = Pick<Services, "db" | "config">;

function parsed<T>(result: { success: true; data: T } | { success: false; error: Parameters<typeof fieldMessages>[0] }): T {
  if (!result.success) throw validationFailed(fieldMessages(result.error));
  return result.data;
}

/** The documents to attach: each on the file, visible to the caller, and at least as widely shared as the message. */
async function checkedDocuments(db: Ctx["db"], by: RequestCaller, fileId: string, visibility: DocumentVisibility, documentIds: readonly string[]): Promise<string[]> {
  const ids = [...new Set(documentIds.map((id) => id.toLowerCase()))];
  const found = new Map((await documentsOfFile(db, fileId, ids)).map((d) => [d.id, d.visibility as DocumentVisibility]));
  for (const id of ids) {
    const docVisibility = found.get(id);
    if (!docVisibility || !canSeeDocument(by.actor, { visibility: docVisibility })) throw validationFailed({ document_ids: MESSAGE_MESSAGES.documentNotFound });
    if (!canAttachDocument(visibility, docVisibility)) throw validationFailed({ document_ids: MESSAGE_MESSAGES.documentTooPrivate });
  }
  return ids;
}

/**
 * A message on the file (the caller's access to the file is checked by the route: requireAdmin
 * and the file's existence, requirePartyOf, or the verified status session).
 */
export async function postMessage(ctx: Ctx, by: RequestCaller, fileId: string, input: MessagePostInput): Promise<ClosingMessage> {
  const post = parsed(messagePostSchema.safeParse(input));
  const fields: Record<string, string> = {};
  if (!postableVisibilities(by.actor).includes(post.visibility)) fields.visibility = MESSAGE_MESSAGES.visibilityNotYours;
  if (looksLikeWireDetails(post.body)) fields.body = WIRE_DETAILS_REFUSED;
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  const file = fileId.toLowerCase();
  const viewer = viewerOf(by);

  return ctx.db.transaction(async (tx) => {
    const documentIds = await checkedDocuments(tx, by, file, post.visibility, post.document_ids);
    await countMessage(tx, ctx.config, viewer.reader);
    const author = await authorOf(tx, by, file);
    const row = await insertMessage(tx, {
      fileId: file,
      authorKind: author.kind,
      authorUserId: author.userId,
      authorPartyId: author.partyId,
      authorLabel: author.label,
      authorRole: author.role,
      body: post.body,
      visibility: post.visibility,
    });
    await linkMessageDocuments(tx, row.id, documentIds);
    await insertMessageEvent(tx, {
      fileId: file,
      kind: "message.posted",
      messageId: row.id,
      visibility: post.visibility,
      actorId: by.actorUserId,
      actorLabel: author.label,
      payload: { author: author.label, visibility: post.visibility, documents: documentIds.length },
    });
    // Staff's internal note is no answer to a party; anything staff write to the parties is.
    await keepConversation(tx, file, row.createdAt, author.kind !== "staff" ? "party" : post.visibility === "staff" ? "staff_note" : "staff_reply");
    return messageView(tx, file, row.id, viewer);
  });
}

/** The message staff may change now, under its row lock; else its 404, 403 or 409. */
async function changeable(tx: Ctx["db"], by: RequestCaller, fileId: string, messageId: string, now: Date): Promise<ClosingMessageRow> {
  const row = await messageOfFile(tx, fileId, messageId, true);
  if (!row || !canSeeMessage(by.actor, { visibility: row.visibility as DocumentVisibility })) throw messageNotFound();
  if (row.removedAt) throw new AppError(409, "message_removed", MESSAGE_MESSAGES.alreadyRemoved);
  const mine = { authorKind: row.authorKind as "staff", authorUserId: row.authorUserId, createdAt: row.createdAt, removedAt: null };
  if (by.actor.kind !== "staff" || row.authorKind !== "staff" || !by.actorUserId || row.authorUserId !== by.actorUserId) {
    throw new AppError(403, "message_not_yours", MESSAGE_MESSAGES.notYours);
  }
  if (!canEditMessage(by.actor, by.actorUserId, mine, now)) throw new AppError(409, "edit_window_over", MESSAGE_MESSAGES.editWindowOver);
  return row;
}

/** Staff correct their own message within 10 minutes of posting it; the previous body is kept. */
export async function editMessage(ctx: Ctx, by: RequestCaller, fileId: string, messageId: string, input: MessagePatch, now = new Date()): Promise<ClosingMessage> {
  const patch = parsed(messagePatchSchema.safeParse(input));
  if (looksLikeWireDetails(patch.body)) throw validationFailed({ body: WIRE_DETAILS_REFUSED });
  return changeMessage(ctx, by, fileId, messageId, { change: "edited", body: patch.body }, now);
}

/** Staff take back their own message within 10 minutes: its row stays, body '' and removed_at; the revision keeps what it said. */
export async function removeMessage(ctx: Ctx, by: RequestCaller, fileId: string, messageId: string, now = new Date()): Promise<ClosingMessage> {
  return changeMessage(ctx, by, fileId, messageId, { change: "removed", body: "" }, now);
}

/**
 * An edit or a removal, in one transaction: the earlier body into the revisions, the new one (''
 * for a removal) on the row, the file event and the audit row. An edit that changes nothing
 * writes nothing.
 */
async function changeMessage(
  ctx: Ctx,
  by: RequestCaller,
  fileId: string,
  messageId: string,
  next: { change: "edited" | "removed"; body: string },
  now: Date,
): Promise<ClosingMessage> {
  const file = fileId.toLowerCase();
  const viewer = viewerOf(by);
  return ctx.db.transaction(async (tx) => {
    const row = await changeable(tx, by, file, messageId, now);
    if (next.change === "edited" && next.body === row.body) return messageView(tx, file, row.id, viewer);
    await insertRevision(tx, { messageId: row.id, body: row.body, change: next.change, changedBy: by.actorUserId, changedAt: now });
    await updateMessage(tx, row.id, next.change === "edited" ? { body: next.body, editedAt: now } : { body: "", removedAt: now });
    await insertMessageEvent(tx, {
      fileId: file,
      kind: next.change === "edited" ? "message.edited" : "message.removed",
      messageId: row.id,
      visibility: row.visibility as DocumentVisibility,
      actorId: by.actorUserId,
      actorLabel: row.authorLabel,
      payload: { author: row.authorLabel, visibility: row.visibility },
    });
    const action = next.change === "edited" ? "closing_file.message_edited" : "closing_file.message_removed";
    await auditMessage(tx, action, file, by, { message_id: row.id, visibility: row.visibility, created_at: row.createdAt.toISOString() });
    return messageView(tx, file, row.id, viewer);
  });
}

/**
 * Everything up to and including `through` has been read by the caller: their mark moves there
 * unless it stands further already (it never moves back). A message.read event (staff only: it
 * refreshes "read by") when it moved. The caller's unread count and mark after it.
 */
export async function markRead(ctx: Ctx, by: RequestCaller, fileId: string, input: MessageRead): Promise<MessageReadResult> {
  const { through } = parsed(messageReadSchema.safeParse(input));
  const file = fileId.toLowerCase();
  const viewer = viewerOf(by);
  const result = await ctx.db.transaction(async (tx) => {
    const row = await messageOfFile(tx, file, through);
    if (!row || !canSeeMessage(by.actor, { visibility: row.visibility as DocumentVisibility })) throw messageNotFound();
    const author = await authorOf(tx, by, file);
    const moved = await moveReadMark(tx, { fileId: file, reader: readerOf(by), readerLabel: author.label, readerRole: author.role, seq: row.seq });
    if (moved) {
      await insertMessageEvent(tx, { fileId: file, kind: "message.read", messageId: row.id, visibility: "staff", actorId: by.actorUserId, actorLabel: author.label, payload: {} });
    }
    return unreadOf(tx, file, viewer);
  });
  return { unread: result.unread, read_through: result.read_through ?? through.toLowerCase() };
}
