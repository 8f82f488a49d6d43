/**
 * Scheduled backups (BACKUP_DIR + BACKUP_SCHEDULE): croner fires at each time of the cron
 * expression, Iowa time; every instance has the schedule and the `backup` lease lets one of them
 * write the archive. A failure is logged at error level; the lease records it on the job's row,
 * which the admin overview shows.
 */
import { Cron } from "croner";
import type { Logger } from "#server/logger.ts";
import type { BackupSource } from "./take-backup.ts";
import { runBackupJob } from "./backup-job.ts";

/** Iowa's time zone: "0 2 * * *" is 2:00 at the office, summer and winter. */
export const SCHEDULE_TIME_ZONE = "America/Chicago";

export interface BackupSchedule {
  /** When the next backup is due (null when the expression has no next time). */
  next(): Date | null;
  /** Stops the timer and waits for a backup that is running. */
  stop(): Promise<void>;
}

export function startBackupSchedule(opts: { source: BackupSource; dir: string; schedule: string; keep: number; logger: Logger; holder?: string }): BackupSchedule {
  const { source, dir, keep, logger, holder } = opts;
  let running: Promise<void> | null = null;
  const run = async () => {
    try {
      const outcome = await runBackupJob(source, dir, { keep, holder });
      if (!outcome.ran) logger.info({ job: "backup" }, "scheduled backup skipped: another instance is taking one");
      else logger.info({ job: "backup", path: outcome.value.path, bytes: outcome.value.bytes, deleted: outcome.value.deleted }, "backup written");
    } catch (err) {
      logger.error({ err, job: "backup" }, "scheduled backup failed");
    }
  };
  // protect: a backup that outlasts the interval is not started a second time in this process.
  const cron = new Cron(opts.schedule, { timezone: SCHEDULE_TIME_ZONE, protect: true, unref: true }, () => {
    running = run().finally(() => (running = null));
    return running;
  });
  return {
    next: () => cron.nextRun(),
    async stop() {
      cron.stop();
      await running;
    },
  };
}
