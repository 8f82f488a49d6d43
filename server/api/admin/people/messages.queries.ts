/** The admin's view of the outbox (db/schema/outbox.ts): recent e-mails and texts, newest first. */
import { and, desc, eq } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { outbox } from "#db/schema/index.ts";
import type { MessageChannel } from "#core/admin/people-filters.ts";
import { type Cursor } from "#server/http/keyset.ts";
import { afterCursor, cursorAt } from "#server/http/keyset.queries.ts";

/** What was sent to whom and how it went; never the body, which may hold a sign-in code. */
export function listMessages(db: AppDb, page: { limit: number; cursor?: Cursor; channel?: MessageChannel }) {
  return db
    .select({
      id: outbox.id,
      channel: outbox.channel,
      to: outbox.toAddress,
      subject: outbox.subject,
      status: outbox.status,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
      cursorAt: cursorAt(outbox.createdAt),
    })
    .from(outbox)
    .where(and(page.channel ? eq(outbox.channel, page.channel) : undefined, afterCursor(outbox.createdAt, outbox.id, page.cursor)))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(page.limit + 1);
}
