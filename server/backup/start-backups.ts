/**
 * What the server runs for backups (server/main.ts): the schedule when BACKUP_DIR and
 * BACKUP_SCHEDULE are set, and on the embedded database the socket `npm run backup` asks
 * (backup-socket.ts), since only this process can read that database while it runs.
 */
import { resolve } from "node:path";
import type { Database } from "#db/client.ts";
import type { Config } from "#server/env.ts";
import type { Logger } from "#server/logger.ts";
import type { FileStore } from "#server/storage/file-store.ts";
import { backupSourceFor, runBackupJob } from "./backup-job.ts";
import { startBackupSchedule, type BackupSchedule } from "./backup-schedule.ts";
import { listenForBackupRequests } from "./backup-socket.ts";

export interface Backups {
  stop(): Promise<void>;
}

export async function startBackups(deps: { config: Config; database: Database; store: FileStore; logger: Logger }): Promise<Backups> {
  const { config, database, store, logger } = deps;
  const source = backupSourceFor(config, database, store);
  let schedule: BackupSchedule | null = null;
  if (config.BACKUP_DIR && config.BACKUP_SCHEDULE) {
    schedule = startBackupSchedule({ source, dir: resolve(config.BACKUP_DIR), schedule: config.BACKUP_SCHEDULE, keep: config.BACKUP_KEEP, logger });
    logger.info({ job: "backup", next: schedule.next()?.toISOString() ?? null }, "scheduled backups on");
  }
  let closeSocket: (() => Promise<void>) | null = null;
  if (database.pglite) {
    closeSocket = await listenForBackupRequests(config.dataDir, async (request) => {
      try {
        const outcome = await runBackupJob(source, request.to);
        if (!outcome.ran) return { ok: false, error: "Another backup is running. Try again when it has finished." };
        logger.info({ job: "backup", path: outcome.value.path, bytes: outcome.value.bytes }, "backup written (npm run backup)");
        return { ok: true, path: outcome.value.path, bytes: outcome.value.bytes };
      } catch (err) {
        logger.error({ err, job: "backup" }, "backup asked for by npm run backup failed");
        return { ok: false, error: (err as Error).message };
      }
    });
  }
  return {
    async stop() {
      await schedule?.stop();
      await closeSocket?.();
    },
  };
}
