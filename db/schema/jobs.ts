/**
 * scheduled_jobs: work that runs on a schedule and must run on one instance at a time (the
 * backup, the daily disposal of customer information). An instance claims a job by taking its
 * lease (holder + lease_until) with one conditional update; a lease that ran out belongs to an
 * instance that stopped or was killed, and the next claim takes it over. The row also keeps the
 * last run's outcome for the admin overview and /metrics (server/jobs/job-lease.ts).
 */
import { sql } from "drizzle-orm";
import { bigint, check, pgTable, text } from "drizzle-orm/pg-core";
import { notBlank, oneOf, tstz } from "./columns.ts";

export const JOB_RESULTS = ["succeeded", "failed"] as const;

export const scheduledJobs = pgTable(
  "scheduled_jobs",
  {
    /** The job, e.g. "backup", "retention". */
    name: text("name").primaryKey(),
    /** Who holds the lease now: an instance id (host:pid:random); NULL when nobody does. */
    leaseHolder: text("lease_holder"),
    leaseUntil: tstz("lease_until"),
    lastStartedAt: tstz("last_started_at"),
    lastFinishedAt: tstz("last_finished_at"),
    lastResult: text("last_result"),
    /** When a run last succeeded (the last run may have failed since). */
    lastSucceededAt: tstz("last_succeeded_at"),
    /** The size of what the last successful run wrote (a backup's archive); NULL for jobs that write none. */
    lastOutputBytes: bigint("last_output_bytes", { mode: "number" }),
    /** The last failure's message for staff (never a secret or customer content). */
    lastError: text("last_error"),
  },
  (t) => [
    check("scheduled_jobs_name_not_blank", notBlank(t.name)),
    check("scheduled_jobs_last_result_known", oneOf(t.lastResult, JOB_RESULTS)),
    check("scheduled_jobs_lease_whole", sql`(${t.leaseHolder} is null) = (${t.leaseUntil} is null)`),
  ],
);

export type ScheduledJob = typeof scheduledJobs.$inferSelect;
