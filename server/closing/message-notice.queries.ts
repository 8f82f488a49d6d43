/** The message notices' statements (server/closing/message-notice.ts). */
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AppDb } from "#db/client.ts";
import { authUsers, closingFileEvents, closingMessages, closingParties } from "#db/schema/index.ts";

const authorAccount = alias(authUsers, "author_account");
const authorParty = alias(closingParties, "author_party");

/**
 * The file's message.posted events no one has been told of, oldest first, each with who wrote its
 * message, to whom, and the author's e-mail (to leave them out of their own notice); locked until
 * the transaction ends. The body is not read: a notice never carries it.
 */
export async function lockUntoldMessages(tx: AppDb, fileId: string) {
  return tx
    .select({
      eventId: closingFileEvents.id,
      createdAt: closingFileEvents.createdAt,
      messageId: closingMessages.id,
      authorKind: closingMessages.authorKind,
      authorLabel: closingMessages.authorLabel,
      authorRole: closingMessages.authorRole,
      authorUserId: closingMessages.authorUserId,
      authorPartyId: closingMessages.authorPartyId,
      authorAccountEmail: sql<string | null>`lower(${authorAccount.email})`,
      authorProvenEmail: authorAccount.provenEmail,
      authorPartyEmail: authorParty.email,
      visibility: closingMessages.visibility,
      removedAt: closingMessages.removedAt,
    })
    .from(closingFileEvents)
    .leftJoin(closingMessages, eq(closingMessages.id, closingFileEvents.messageId))
    .leftJoin(authorAccount, eq(authorAccount.id, closingMessages.authorUserId))
    .leftJoin(authorParty, eq(authorParty.id, closingMessages.authorPartyId))
    .where(and(eq(closingFileEvents.fileId, fileId), eq(closingFileEvents.kind, "message.posted"), isNull(closingFileEvents.notifiedAt)))
    .orderBy(asc(closingFileEvents.createdAt), asc(closingFileEvents.id))
    .for("update", { of: closingFileEvents, skipLocked: true });
}
export type UntoldMessage = Awaited<ReturnType<typeof lockUntoldMessages>>[number];

/** These message events have been told (or had nobody to tell). */
export async function markMessagesNotified(tx: AppDb, eventIds: string[]): Promise<void> {
  if (eventIds.length === 0) return;
  await tx.update(closingFileEvents).set({ notifiedAt: sql`now()` }).where(inArray(closingFileEvents.id, eventIds));
}
