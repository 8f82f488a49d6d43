/**
 * The SQL of staff's inbox (docs/messages-contract.md, "Waiting for staff"): files whose
 * closing_conversations.awaiting_since is set, oldest first by (awaiting_since, file_id), paged by
 * keyset. Every statement names `awaiting_since is not null` as the partial index
 * closing_conversations_awaiting_idx is written, so the first page walks that index in order and
 * stops after `limit` rows, however many files there are; the count reads only that index.
 * The waiting count is read per row of the page (correlated, under the LIMIT) and the newest
 * party message of the page's files by a second statement, never for the whole table.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { closingConversations, closingFileSearchText, closingFiles, closingMessages, closingParties } from "#db/schema/index.ts";
import type { KeysetOrder, OrderCursor } from "#server/http/keyset.ts";
import { afterOrderCursor, timeOrder } from "#server/http/keyset.queries.ts";

/** Longest awaited first; the file id breaks ties. Its cursor names "awaiting". */
export const INBOX_ORDER: KeysetOrder = timeOrder("awaiting", closingConversations.awaitingSince, closingConversations.fileId, false);

/** How much of the newest party message a row shows. */
export const INBOX_PREVIEW_LENGTH = 160;

const WAITING = isNotNull(closingConversations.awaitingSince);

/** `%text%` for LIKE on lower-cased text, with the pattern characters taken literally. */
function contains(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * File number, address (and county: the one expression of the staff file search, so its trigram
 * index finds the files) or the name of anyone on the file. Each side is a set of file ids the
 * planner builds once (a hashed subplan) and probes per waiting conversation, instead of looking
 * up every waiting file's parties one by one.
 */
function matches(q: string): SQL {
  const pattern = contains(q);
  return sql`(${closingConversations.fileId} in (select ${closingFiles.id} from ${closingFiles} where ${closingFileSearchText(closingFiles)} like ${pattern})
    or ${closingConversations.fileId} in (select ${closingParties.fileId} from ${closingParties} where lower(${closingParties.name}) like ${pattern}))`;
}

/** Up to `limit` waiting conversations after the cursor, oldest first, with what a row shows. */
export function inboxRows(db: AppDb, q: string | undefined, cursor: OrderCursor | undefined, limit: number) {
  return db
    .select({
      id: closingConversations.fileId,
      cursorKey: INBOX_ORDER.keyText,
      awaitingSince: closingConversations.awaitingSince,
      fileNumber: closingFiles.fileNumber,
      propertyAddress: closingFiles.propertyAddress,
      county: closingFiles.county,
      // Party messages since the conversation began waiting: staff's internal notes are not counted.
      waiting: sql<number>`(
        select count(*)::int from ${closingMessages} w
        where w.file_id = ${closingConversations.fileId} and w.author_kind <> 'staff' and w.created_at >= ${closingConversations.awaitingSince}
      )`.mapWith(Number),
    })
    .from(closingConversations)
    .innerJoin(closingFiles, eq(closingFiles.id, closingConversations.fileId))
    .where(and(WAITING, q ? matches(q) : undefined, afterOrderCursor(INBOX_ORDER, cursor)))
    .orderBy(asc(closingConversations.awaitingSince), asc(closingConversations.fileId))
    .limit(limit);
}

/** The newest party (not staff) message of each file, its body cut to the preview. */
export function newestPartyMessages(db: AppDb, fileIds: string[]) {
  if (fileIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinctOn([closingMessages.fileId], {
      fileId: closingMessages.fileId,
      authorLabel: closingMessages.authorLabel,
      authorKind: closingMessages.authorKind,
      authorRole: closingMessages.authorRole,
      preview: sql<string>`left(${closingMessages.body}, ${INBOX_PREVIEW_LENGTH})`,
      createdAt: closingMessages.createdAt,
    })
    .from(closingMessages)
    .where(and(inArray(closingMessages.fileId, fileIds), ne(closingMessages.authorKind, "staff"), isNull(closingMessages.removedAt)))
    .orderBy(closingMessages.fileId, desc(closingMessages.seq));
}

export type InboxDbRow = Awaited<ReturnType<typeof inboxRows>>[number];

/** How many conversations wait for staff (the admin navigation's badge). */
export async function waitingCount(db: AppDb): Promise<number> {
  const [row] = await db.select({ n: count() }).from(closingConversations).where(WAITING);
  return row?.n ?? 0;
}
