/**
 * The statements a /metrics scrape and the readiness check run (server/metrics/). Each is meant
 * to stay cheap however large the tables grow: every one reads an index's first entries or the
 * rows a partial index keeps (the undelivered, the untold), never a whole table.
 */
import { sql } from "drizzle-orm";
import { queryRows, type AppDb } from "#db/client.ts";
import { pendingNotices } from "#server/closing/notifier.queries.ts";

export interface OutboxDepth {
  /** Messages not delivered yet and not failed for good (pending, or being sent). */
  depth: number;
  /** Seconds the oldest due message has waited; null when none is due. */
  oldestDueAgeSeconds: number | null;
}

/**
 * The outbox's backlog. A message is due from its next_attempt_at while pending, and from the end
 * of its lease while a worker that claimed it has not marked it (a crashed worker: the claim in
 * server/messaging/outbox.queries.ts takes it again). Both read outbox_due_idx (status, next_attempt_at).
 */
export async function outboxDepth(db: AppDb): Promise<OutboxDepth> {
  const [row] = await queryRows<{ depth: string | number; oldest_due_age: string | number | null }>(db, sql`
    select
      (select count(*) from outbox where status in ('pending', 'sending')) as depth,
      extract(epoch from now() - least(
        (select min(next_attempt_at) from outbox where status = 'pending' and next_attempt_at <= now()),
        (select min(locked_until) from outbox where status = 'sending' and locked_until < now())
      )) as oldest_due_age`);
  return {
    depth: Number(row?.depth ?? 0),
    oldestDueAgeSeconds: row?.oldest_due_age == null ? null : Number(row.oldest_due_age),
  };
}

export interface NotifierLag {
  /** Changes, uploads, answers and messages nobody has been told of yet. */
  pending: number;
  /** Seconds the most overdue notice is past the moment it was due to go out; 0 when none is. */
  lagSeconds: number;
}

/**
 * How far behind the closing notifier (server/closing/notifier.ts) is. A file's batch is due once
 * its newest untold notice (notifier.queries.ts pendingNotices, the very rows dueFileIds sends) is
 * `batchSeconds` old; a sent-back answer is due at once (sent-back-notice.ts). Every branch reads a
 * partial index of untold rows.
 */
export async function notifierLag(db: AppDb, batchSeconds: number): Promise<NotifierLag> {
  const [row] = await queryRows<{ pending: string | number; lag: string | number | null }>(db, sql`
    with pending as (${pendingNotices}),
    due as (
      select max(created_at) + (${batchSeconds} * interval '1 second') as due_at from pending group by file_id
      union all
      select created_at from closing_file_events where kind = 'request.sent_back' and notified_at is null
    )
    select
      (select count(*) from pending) + (select count(*) from closing_file_events where kind = 'request.sent_back' and notified_at is null) as pending,
      greatest(0, extract(epoch from now() - (select min(due_at) from due))) as lag`);
  return { pending: Number(row?.pending ?? 0), lagSeconds: row?.lag == null ? 0 : Number(row.lag) };
}

export interface JobRow {
  name: string;
  lastResult: string | null;
  /** Seconds since the epoch. */
  lastSucceededAt: number | null;
  lastFinishedAt: number | null;
  lastOutputBytes: number | null;
}

/** Every scheduled job's last outcome (scheduled_jobs has one row per job: a handful). */
export async function jobOutcomes(db: AppDb): Promise<JobRow[]> {
  const rows = await queryRows<{
    name: string;
    last_result: string | null;
    last_succeeded_at: string | number | null;
    last_finished_at: string | number | null;
    last_output_bytes: string | number | null;
  }>(db, sql`
    select name, last_result, extract(epoch from last_succeeded_at) as last_succeeded_at,
           extract(epoch from last_finished_at) as last_finished_at, last_output_bytes
      from scheduled_jobs
     order by name`);
  const num = (v: string | number | null) => (v == null ? null : Number(v));
  return rows.map((r) => ({
    name: r.name,
    lastResult: r.last_result,
    lastSucceededAt: num(r.last_succeeded_at),
    lastFinishedAt: num(r.last_finished_at),
    lastOutputBytes: num(r.last_output_bytes),
  }));
}
