/**
 * Reading a file's conversation for an actor (docs/messages-contract.md): the page of messages
 * they may see, newest first, with their unread count and read mark; one message as they see it
 * (404 for another file's or one they may not see, as if it did not exist); and the unread
 * counts of a list of files for the dashboard's and staff's file lists.
 */
import type { AppDb } from "#db/client.ts";
import type { ClosingMessageRow } from "#db/schema/index.ts";
import type { ClosingMessage, ClosingMessagePage } from "#core/api/closing-message.ts";
import { DOCUMENT_VISIBILITY_VALUES, type DocumentVisibility } from "#core/closing/closing-enums.ts";
import { canSeeMessage } from "#core/closing/closing-messages.ts";
import type { FileActor } from "#core/closing/file-actor.ts";
import { MESSAGE_MESSAGES } from "#core/closing/message-input.ts";
import { AppError, validationFailed } from "#server/http/errors.ts";
import { BAD_CURSOR_MESSAGE } from "#server/http/keyset.ts";
import type { RequestCaller } from "../requests/request-actor.ts";
import { readerOf } from "./message-author.ts";
import { messageJson, type Viewer } from "./message-json.ts";
import { documentsOfMessages, messageOfFile, messagesPage, readMarkOf, readsOfFile, revisionsOfMessages, unreadByFile } from "./messages.queries.ts";

/** Messages on one page when the query names no limit. */
export const MESSAGE_PAGE_DEFAULT = 50;

export const messageNotFound = () => new AppError(404, "not_found", MESSAGE_MESSAGES.notFound);

/** The visibilities of the messages the actor may see. */
export function visibilitiesFor(actor: FileActor): DocumentVisibility[] {
  return DOCUMENT_VISIBILITY_VALUES.filter((visibility) => canSeeMessage(actor, { visibility }));
}

export function viewerOf(by: RequestCaller): Viewer {
  return { actor: by.actor, reader: readerOf(by) };
}

/** Rows as the viewer reads them, with their documents, and for staff their revisions and readers. */
async function jsonOf(db: Pick<AppDb, "select">, fileId: string, rows: readonly ClosingMessageRow[], viewer: Viewer): Promise<ClosingMessage[]> {
  const ids = rows.map((r) => r.id);
  const staff = viewer.actor.kind === "staff";
  // One after another: inside a transaction these share one connection, which runs one statement at a time.
  const documents = await documentsOfMessages(db, ids);
  const revisions = staff ? await revisionsOfMessages(db, ids) : new Map();
  const reads = staff ? await readsOfFile(db, fileId) : [];
  return rows.map((r) => messageJson(r, { documents: documents.get(r.id) ?? [], revisions: revisions.get(r.id) ?? [], reads }, viewer));
}

/** A message of the file the viewer may see, as they see it; else 404. */
export async function messageView(db: Pick<AppDb, "select">, fileId: string, messageId: string, viewer: Viewer): Promise<ClosingMessage> {
  const row = await messageOfFile(db, fileId, messageId);
  if (!row || !canSeeMessage(viewer.actor, { visibility: row.visibility as DocumentVisibility })) throw messageNotFound();
  return (await jsonOf(db, fileId, [row], viewer))[0]!;
}

/** The page cursor is the seq of the last message of the previous page, in decimal; anything else is a 400 on `cursor`. */
function beforeSeqOf(cursor: string | undefined): number | undefined {
  if (cursor === undefined || cursor === "") return undefined;
  if (!/^[1-9]\d{0,15}$/.test(cursor)) throw validationFailed({ cursor: BAD_CURSOR_MESSAGE });
  return Number(cursor);
}

/** The caller's unread count on one file and their read mark (the id of the message it points at). */
export async function unreadOf(db: Pick<AppDb, "select">, fileId: string, viewer: Viewer): Promise<{ unread: number; read_through: string | null }> {
  const counts = await unreadCounts(db, viewer.reader, viewer.actor, [fileId]);
  const mark = await readMarkOf(db, fileId, viewer.reader);
  return { unread: counts.get(fileId) ?? 0, read_through: mark?.messageId ?? null };
}

/**
 * A page of the file's conversation the caller may see, newest first (the caller has checked the
 * file is theirs), with their unread count and read mark.
 */
export async function listMessages(db: AppDb, by: RequestCaller, fileId: string, query: { cursor?: string; limit: number }): Promise<ClosingMessagePage> {
  const viewer = viewerOf(by);
  const rows = await messagesPage(db, fileId, visibilitiesFor(by.actor), beforeSeqOf(query.cursor), query.limit);
  const page = rows.slice(0, query.limit);
  const more = rows.length > query.limit;
  const data = await jsonOf(db, fileId, page, viewer);
  const unread = await unreadOf(db, fileId, viewer);
  return { data, next_cursor: more ? String(page.at(-1)!.seq) : null, ...unread };
}

/**
 * Per file, how many messages `reader` ("user:<id>" or "party:<id>", readerKey) has not read:
 * messages `actor` may see, after their mark, not written by them, not removed. Files with none
 * are absent from the map. One statement for the whole list.
 */
export function unreadCounts(db: Pick<AppDb, "select">, reader: string, actor: FileActor, fileIds: readonly string[]): Promise<Map<string, number>> {
  return unreadByFile(db, reader, visibilitiesFor(actor), fileIds);
}
