/** The outbox's statements: queuing a message (outbox.ts), and the worker's claiming a batch and marking what it delivered. */
import { sql } from "drizzle-orm";
import { queryRows, type AppDb } from "#db/client.ts";
import { outbox } from "#db/schema/index.ts";

/** A message's row, for the worker to deliver; its id. */
export async function insertOutboxRow(db: AppDb, row: typeof outbox.$inferInsert): Promise<string> {
  const [inserted] = await db.insert(outbox).values(row).returning({ id: outbox.id });
  return inserted!.id;
}

export interface ClaimedRow {
  id: string;
  channel: "email" | "sms";
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  reply_to: string | null;
  attempts: number;
  max_attempts: number;
  origin_type: string | null;
  origin_id: string | null;
}

/**
 * Claims up to `batchSize` due rows (and rows whose lease ran out) for `leaseMs`, skipping rows
 * another worker holds. Due and lapsed rows are looked up separately, each in
 * (status, next_attempt_at) index order. Bitmap scans are turned off for the claim because,
 * without statistics (PGlite has no autovacuum, so never any), the planner reads every pending
 * row and sorts them instead of taking the first few from the index: with a backlog each claim
 * got slower than the last, and a bitmap scan never marks the index entries of delivered rows
 * dead, so on PGlite it also got slower with every message ever sent.
 */
export async function claimDue(db: AppDb, opts: { batchSize: number; leaseMs: number }): Promise<ClaimedRow[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_bitmapscan = off`);
    return queryRows<ClaimedRow>(tx, sql`
      with due as (
        select id from outbox
         where status = 'pending' and next_attempt_at <= now()
         order by next_attempt_at
         limit ${opts.batchSize}
         for update skip locked),
      lapsed as (
        select id from outbox
         where status = 'sending' and locked_until < now()
         order by next_attempt_at
         limit ${opts.batchSize}
         for update skip locked)
      update outbox
         set status = 'sending',
             attempts = attempts + 1,
             locked_until = now() + (${opts.leaseMs} * interval '1 millisecond'),
             updated_at = now()
       where id in (select id from due union all select id from lapsed)
      returning id, channel, to_address, subject, text_body, html_body, metadata->>'replyTo' as reply_to, attempts, max_attempts,
                origin_type, origin_id`);
  });
}

export interface Delivered {
  id: string;
  providerMessageId: string | null;
}

/** Marks a batch of delivered messages sent, in one statement (the worker's transaction). */
export async function markSent(db: AppDb, delivered: Delivered[]): Promise<void> {
  if (delivered.length === 0) return;
  const rows = sql.join(
    delivered.map((d) => sql`(${d.id}::uuid, ${d.providerMessageId}::text)`),
    sql`, `,
  );
  await db.execute(sql`
    update outbox as o
       set status = 'sent', sent_at = now(), locked_until = null, last_error = null,
           provider_message_id = d.provider_message_id, updated_at = now()
      from (values ${rows}) as d (id, provider_message_id)
     where o.id = d.id`);
}

/** Records a failed attempt: the row waits `delayMs` for its next one, or, when `final`, is failed for good. */
export async function markAttemptFailed(
  db: AppDb,
  row: { id: string; reason: string; final: boolean; delayMs: number },
): Promise<void> {
  await db.execute(sql`
    update outbox
       set status = ${row.final ? "failed" : "pending"}::outbox_status,
           last_error = ${row.reason},
           locked_until = null,
           next_attempt_at = now() + (${row.delayMs} * interval '1 millisecond'),
           updated_at = now()
     where id = ${row.id}`);
}
