/**
 * The SQL of a closing file's conversation (db/schema/closing-messages.ts): the messages, their
 * documents and revisions, the read marks, the conversation row the staff inbox reads, and the
 * file events a message change writes. Each write runs in the caller's transaction.
 */
import { and, asc, desc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import {
  authUsers,
  closingDocuments,
  closingFileEvents,
  closingMessageDocuments,
  closingMessageReads,
  closingMessageRevisions,
  closingMessages,
  closingParties,
  closingConversations,
  profiles,
  type ClosingMessageReadRow,
  type ClosingMessageRow,
} from "#db/schema/index.ts";
import type { AuditAction } from "#core/admin/people-audit.ts";
import type { DocumentVisibility, PartyRole } from "#core/closing/closing-enums.ts";
import type { FileEventKind } from "#core/closing/file-events.ts";
import { isUuid } from "#core/validation/uuid.ts";
import { writeAudit } from "#server/audit/write-audit.queries.ts";
import { documentColumns, type DocumentRow } from "#server/api/documents/documents.queries.ts";

type Db = Pick<AppDb, "select" | "insert" | "update">;
type Reader = Pick<AppDb, "select">;

export type MessageInsert = typeof closingMessages.$inferInsert;

export async function insertMessage(db: Db, values: MessageInsert): Promise<ClosingMessageRow> {
  const [row] = await db.insert(closingMessages).values(values).returning();
  return row!;
}

/** One message of the file (undefined for another file's, or no such id), locked when asked. */
export async function messageOfFile(db: Reader, fileId: string, messageId: string, lock = false): Promise<ClosingMessageRow | undefined> {
  if (!isUuid(fileId) || !isUuid(messageId)) return undefined;
  const query = db
    .select()
    .from(closingMessages)
    .where(and(eq(closingMessages.id, messageId.toLowerCase()), eq(closingMessages.fileId, fileId.toLowerCase())));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export async function updateMessage(db: Db, messageId: string, set: Partial<MessageInsert>): Promise<ClosingMessageRow> {
  const [row] = await db.update(closingMessages).set(set).where(eq(closingMessages.id, messageId)).returning();
  return row!;
}

/** A page of the file's messages of these visibilities, newest first, older than `beforeSeq` when given; one more than `limit` to tell whether more follow. */
export function messagesPage(db: Reader, fileId: string, visibilities: readonly DocumentVisibility[], beforeSeq: number | undefined, limit: number) {
  return db
    .select()
    .from(closingMessages)
    .where(and(eq(closingMessages.fileId, fileId), inArray(closingMessages.visibility, [...visibilities]), beforeSeq === undefined ? undefined : lt(closingMessages.seq, beforeSeq)))
    .orderBy(desc(closingMessages.seq))
    .limit(limit + 1);
}

/** The documents these messages carry, by message, oldest first. */
export async function documentsOfMessages(db: Reader, messageIds: readonly string[]): Promise<Map<string, DocumentRow[]>> {
  const byMessage = new Map<string, DocumentRow[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select({ messageId: closingMessageDocuments.messageId, ...documentColumns })
    .from(closingMessageDocuments)
    .innerJoin(closingDocuments, eq(closingDocuments.id, closingMessageDocuments.documentId))
    .leftJoin(authUsers, eq(authUsers.id, closingDocuments.uploadedBy))
    .leftJoin(profiles, eq(profiles.id, closingDocuments.uploadedBy))
    .where(inArray(closingMessageDocuments.messageId, [...messageIds]))
    .orderBy(asc(closingDocuments.createdAt), asc(closingDocuments.id));
  for (const { messageId, ...doc } of rows) {
    const list = byMessage.get(messageId) ?? [];
    list.push(doc);
    byMessage.set(messageId, list);
  }
  return byMessage;
}

export async function linkMessageDocuments(db: Db, messageId: string, documentIds: readonly string[]): Promise<void> {
  if (documentIds.length === 0) return;
  await db.insert(closingMessageDocuments).values(documentIds.map((documentId) => ({ messageId, documentId })));
}

/** The file's documents with these ids (others' ids are simply absent), with their visibility. */
export function documentsOfFile(db: Reader, fileId: string, documentIds: readonly string[]) {
  if (documentIds.length === 0) return Promise.resolve([] as { id: string; visibility: string }[]);
  return db
    .select({ id: closingDocuments.id, visibility: closingDocuments.visibility })
    .from(closingDocuments)
    .where(and(eq(closingDocuments.fileId, fileId), inArray(closingDocuments.id, [...documentIds])));
}

export type RevisionRow = typeof closingMessageRevisions.$inferSelect;

/** What these messages said before each change, by message, oldest change first. */
export async function revisionsOfMessages(db: Reader, messageIds: readonly string[]): Promise<Map<string, RevisionRow[]>> {
  const byMessage = new Map<string, RevisionRow[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select()
    .from(closingMessageRevisions)
    .where(inArray(closingMessageRevisions.messageId, [...messageIds]))
    .orderBy(asc(closingMessageRevisions.changedAt), asc(closingMessageRevisions.id));
  for (const row of rows) {
    const list = byMessage.get(row.messageId) ?? [];
    list.push(row);
    byMessage.set(row.messageId, list);
  }
  return byMessage;
}

export async function insertRevision(db: Db, values: typeof closingMessageRevisions.$inferInsert): Promise<void> {
  await db.insert(closingMessageRevisions).values(values);
}

/** Every read mark of the file (staff's "read by"). */
export function readsOfFile(db: Reader, fileId: string): Promise<ClosingMessageReadRow[]> {
  return db.select().from(closingMessageReads).where(eq(closingMessageReads.fileId, fileId));
}

/** The reader's mark on the file and the message it points at; undefined when they have read nothing. */
export async function readMarkOf(db: Reader, fileId: string, reader: string): Promise<{ seq: number; messageId: string | null } | undefined> {
  const [row] = await db
    .select({ seq: closingMessageReads.readThroughSeq, messageId: closingMessages.id })
    .from(closingMessageReads)
    .leftJoin(closingMessages, eq(closingMessages.seq, closingMessageReads.readThroughSeq))
    .where(and(eq(closingMessageReads.fileId, fileId), eq(closingMessageReads.reader, reader)));
  return row;
}

/**
 * Moves the reader's mark forward to `seq` (never back): true when it moved (or was made), false
 * when it already stood there or further.
 */
export async function moveReadMark(db: Db, values: { fileId: string; reader: string; readerLabel: string; readerRole: string | null; seq: number }): Promise<boolean> {
  const rows = await db
    .insert(closingMessageReads)
    .values({ fileId: values.fileId, reader: values.reader, readerLabel: values.readerLabel, readerRole: values.readerRole, readThroughSeq: values.seq })
    .onConflictDoUpdate({
      target: [closingMessageReads.fileId, closingMessageReads.reader],
      set: { readThroughSeq: values.seq, readerLabel: values.readerLabel, readerRole: values.readerRole, readAt: sql`now()` },
      setWhere: lt(closingMessageReads.readThroughSeq, values.seq),
    })
    .returning({ seq: closingMessageReads.readThroughSeq });
  return rows.length > 0;
}

/** Who wrote a message, for excluding one's own from the unread count: an account or a party. */
export type ReaderIdentity = { userId: string; partyId?: undefined } | { partyId: string; userId?: undefined };

export function identityOfReader(reader: string): ReaderIdentity {
  const [kind, id] = reader.split(":", 2) as [string, string];
  return kind === "party" ? { partyId: id } : { userId: id };
}

/** SQL: the message was not written by this reader. */
function notBy(who: ReaderIdentity) {
  return who.userId !== undefined
    ? sql`${closingMessages.authorUserId} is distinct from ${who.userId}::uuid`
    : sql`${closingMessages.authorPartyId} is distinct from ${who.partyId}::uuid`;
}

/**
 * Per file, the messages of these visibilities after the reader's mark, not removed and not the
 * reader's own: one grouped statement for a whole list of files.
 */
export async function unreadByFile(db: Reader, reader: string, visibilities: readonly DocumentVisibility[], fileIds: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const ids = [...new Set(fileIds.filter(isUuid).map((id) => id.toLowerCase()))];
  if (ids.length === 0) return counts;
  const rows = await db
    .select({ fileId: closingMessages.fileId, unread: sql<number>`count(*)::int` })
    .from(closingMessages)
    .leftJoin(closingMessageReads, and(eq(closingMessageReads.fileId, closingMessages.fileId), eq(closingMessageReads.reader, reader)))
    .where(
      and(
        inArray(closingMessages.fileId, ids),
        inArray(closingMessages.visibility, [...visibilities]),
        isNull(closingMessages.removedAt),
        sql`${closingMessages.seq} > coalesce(${closingMessageReads.readThroughSeq}, 0)`,
        notBy(identityOfReader(reader)),
      ),
    )
    .groupBy(closingMessages.fileId);
  for (const row of rows) counts.set(row.fileId, Number(row.unread));
  return counts;
}

/** The party row an agent's or lender's e-mail holds on the file (their name in the thread), first by role. */
export async function partyNamed(db: Reader, fileId: string, email: string, roles: readonly PartyRole[]) {
  if (roles.length === 0) return undefined;
  const rows = await db
    .select({ name: closingParties.name, role: closingParties.role })
    .from(closingParties)
    .where(and(eq(closingParties.fileId, fileId), eq(closingParties.email, email.toLowerCase()), inArray(closingParties.role, [...roles])))
    .orderBy(asc(closingParties.createdAt));
  return rows[0];
}

/** Staff's display name, when they gave one. */
export async function displayNameOf(db: Reader, userId: string): Promise<string | null> {
  const [row] = await db.select({ name: profiles.displayName }).from(profiles).where(eq(profiles.id, userId));
  return row?.name?.trim() || null;
}

/**
 * The conversation row after a message at `at`: a non-staff message starts the wait when none
 * is running; staff writing to the parties ends it; an internal note changes only last_message_at.
 */
export async function keepConversation(db: Db, fileId: string, at: Date, by: "party" | "staff_reply" | "staff_note"): Promise<void> {
  const c = closingConversations;
  const values = {
    fileId,
    lastMessageAt: at,
    awaitingSince: by === "party" ? at : null,
    lastStaffReplyAt: by === "staff_reply" ? at : null,
  };
  const set =
    by === "party"
      ? { lastMessageAt: at, awaitingSince: sql`coalesce(${c.awaitingSince}, ${at.toISOString()}::timestamptz)` }
      : by === "staff_reply"
        ? { lastMessageAt: at, awaitingSince: null, lastStaffReplyAt: at }
        : { lastMessageAt: at };
  await db.insert(c).values(values).onConflictDoUpdate({ target: c.fileId, set });
}

export interface MessageEventValues {
  fileId: string;
  kind: Extract<FileEventKind, `message.${string}`>;
  messageId: string;
  visibility: DocumentVisibility;
  actorId: string | null;
  actorLabel: string;
  payload: Record<string, unknown>;
}

/** A message's file event: what the live stream announces (to its visibility) and the notices read. */
export async function insertMessageEvent(db: Db, event: MessageEventValues): Promise<void> {
  await db.insert(closingFileEvents).values({ ...event, requestId: null, createdAt: sql`clock_timestamp()` });
}

export type MessageAuditAction = Extract<AuditAction, `closing_file.message_${string}`>;

/** Staff's edit or removal of their message, on the file (target closing_file), as request changes are. */
export async function auditMessage(db: Pick<AppDb, "insert">, action: MessageAuditAction, fileId: string, by: { actorUserId: string | null; ip: string }, payload: Record<string, unknown>) {
  await writeAudit(db, { actorId: by.actorUserId, action, targetType: "closing_file", targetId: fileId, ip: by.ip, payload });
}
