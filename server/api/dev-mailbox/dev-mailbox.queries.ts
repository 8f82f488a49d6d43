/** The statement of GET /api/v1/dev/mailbox (dev-mailbox.routes.ts). */
import { and, desc, inArray, sql } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { outbox } from "#db/schema/index.ts";
import type { OutboxChannel } from "#core/domain/enums.ts";

/** The 50 newest messages on these channels, to `to` (as the outbox stores it) when given. */
export async function newestMessages(db: AppDb, channels: OutboxChannel[], to: string | undefined): Promise<(typeof outbox.$inferSelect)[]> {
  return db
    .select()
    .from(outbox)
    .where(and(inArray(outbox.channel, channels), to ? sql`lower(${outbox.toAddress}) = ${to}` : undefined))
    .orderBy(desc(outbox.createdAt))
    .limit(50);
}
