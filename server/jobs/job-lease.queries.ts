/**
 * The statements of scheduled jobs' leases (job-lease.ts; db/schema/jobs.ts). Times come from the
 * caller's clock, so a test's fake clock moves leases too.
 */
import { and, eq, sql } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { scheduledJobs, type ScheduledJob } from "#db/schema/index.ts";

/**
 * Takes the job's lease for `holder` until `until` when nobody holds it, or its holder's lease ran
 * out at `now`. Not when `holder` itself still holds it: two runs in one process share a holder.
 */
export async function takeLease(db: AppDb, name: string, holder: string, now: Date, until: Date): Promise<boolean> {
  const rows = await db
    .insert(scheduledJobs)
    .values({ name, leaseHolder: holder, leaseUntil: until, lastStartedAt: now })
    .onConflictDoUpdate({
      target: scheduledJobs.name,
      set: { leaseHolder: holder, leaseUntil: until, lastStartedAt: now },
      setWhere: sql`${scheduledJobs.leaseUntil} is null or ${scheduledJobs.leaseUntil} <= ${now}`,
    })
    .returning({ name: scheduledJobs.name });
  return rows.length === 1;
}

/** Extends the lease while `holder` still has it; false when another instance took it over. */
export async function extendLease(db: AppDb, name: string, holder: string, until: Date): Promise<boolean> {
  const rows = await db
    .update(scheduledJobs)
    .set({ leaseUntil: until })
    .where(and(eq(scheduledJobs.name, name), eq(scheduledJobs.leaseHolder, holder)))
    .returning({ name: scheduledJobs.name });
  return rows.length === 1;
}

/** Gives the lease back and records the run's outcome, when `holder` still has it. */
export async function releaseLease(
  db: AppDb,
  name: string,
  holder: string,
  outcome: { finishedAt: Date; result: "succeeded" | "failed"; error: string | null; outputBytes?: number | null },
): Promise<boolean> {
  const succeeded = outcome.result === "succeeded";
  const rows = await db
    .update(scheduledJobs)
    .set({
      leaseHolder: null,
      leaseUntil: null,
      lastFinishedAt: outcome.finishedAt,
      lastResult: outcome.result,
      lastError: outcome.error,
      ...(succeeded ? { lastSucceededAt: outcome.finishedAt, lastOutputBytes: outcome.outputBytes ?? null } : {}),
    })
    .where(and(eq(scheduledJobs.name, name), eq(scheduledJobs.leaseHolder, holder)))
    .returning({ name: scheduledJobs.name });
  return rows.length === 1;
}

/** Frees every job's lease, keeping each one's last outcome. */
export async function freeAllLeases(db: AppDb): Promise<void> {
  await db.update(scheduledJobs).set({ leaseHolder: null, leaseUntil: null }).where(sql`${scheduledJobs.leaseHolder} is not null`);
}

export async function jobRow(db: AppDb, name: string): Promise<ScheduledJob | undefined> {
  const [row] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name));
  return row;
}
