/**
 * Messages written straight into a test database, as postMessage (server/closing/messages/)
 * writes them: the message row and its message.posted file event, aged as a test needs; for the
 * message notices' tests (server/closing/message-notice.test.ts).
 */
import { eq, sql } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { closingFileEvents, closingMessages } from "#db/schema/index.ts";
import type { DocumentVisibility, PartyRole } from "#core/closing/closing-enums.ts";
import type { MessageAuthorKind } from "#core/closing/closing-messages.ts";

export interface MessageRow {
  authorKind: MessageAuthorKind;
  authorLabel: string;
  authorRole?: PartyRole | null;
  authorUserId?: string | null;
  authorPartyId?: string | null;
  body: string;
  visibility: DocumentVisibility;
  secondsAgo?: number;
}

/** A message posted `secondsAgo` seconds ago, its notice not yet sent. */
export async function addMessage(db: AppDb, fileId: string, m: MessageRow) {
  const at = sql`now() - (${m.secondsAgo ?? 0} * interval '1 second')`;
  const [message] = await db
    .insert(closingMessages)
    .values({
      fileId,
      authorKind: m.authorKind,
      authorLabel: m.authorLabel,
      authorRole: m.authorRole ?? null,
      authorUserId: m.authorUserId ?? null,
      authorPartyId: m.authorPartyId ?? null,
      body: m.body,
      visibility: m.visibility,
      createdAt: at,
    })
    .returning();
  const [event] = await db
    .insert(closingFileEvents)
    .values({
      fileId,
      kind: "message.posted",
      visibility: m.visibility,
      messageId: message!.id,
      actorId: m.authorUserId ?? null,
      actorLabel: m.authorLabel,
      payload: { author: m.authorLabel, visibility: m.visibility },
      createdAt: at,
    })
    .returning();
  return { message: message!, event: event! };
}

/** Moves the file's message events back in time, as if `seconds` had passed. */
export async function ageMessages(db: AppDb, fileId: string, seconds: number) {
  await db
    .update(closingFileEvents)
    .set({ createdAt: sql`${closingFileEvents.createdAt} - (${seconds} * interval '1 second')` })
    .where(eq(closingFileEvents.fileId, fileId));
}

/** How many of the file's message.posted events nobody has been told of yet. */
export async function untoldMessages(db: AppDb, fileId: string): Promise<number> {
  const rows = await db.select({ notifiedAt: closingFileEvents.notifiedAt, kind: closingFileEvents.kind }).from(closingFileEvents).where(eq(closingFileEvents.fileId, fileId));
  return rows.filter((r) => r.kind === "message.posted" && r.notifiedAt === null).length;
}
