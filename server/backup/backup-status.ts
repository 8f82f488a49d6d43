/** The admin overview's backup card (GET /api/v1/admin/overview): the backup job's row and whether the schedule is on. */
import type { AppDb } from "#db/client.ts";
import type { BackupStatus } from "#core/api/admin-overview.ts";
import type { Config } from "#server/env.ts";
import { jobState } from "#server/jobs/job-lease.ts";
import { BACKUP_JOB } from "./backup-job.ts";

export async function backupStatus(db: AppDb, config: Pick<Config, "BACKUP_DIR" | "BACKUP_SCHEDULE">): Promise<BackupStatus> {
  const job = await jobState(db, BACKUP_JOB);
  return {
    scheduled: Boolean(config.BACKUP_DIR && config.BACKUP_SCHEDULE),
    last_run:
      job?.lastFinishedAt && job.lastResult
        ? { finished_at: job.lastFinishedAt.toISOString(), result: job.lastResult === "failed" ? "failed" : "succeeded", error: job.lastError }
        : null,
    last_success: job?.lastSucceededAt ? { at: job.lastSucceededAt.toISOString(), size_bytes: job.lastOutputBytes } : null,
  };
}
