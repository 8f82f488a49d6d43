/**
 * A backup as the `backup` job (docs/operations-contract.md): under the shared lease, so two
 * instances (or the schedule and `npm run backup`) never write one at once, with the outcome and
 * the archive's size kept on the job's row for the admin overview and /metrics.
 */
import { readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import type { Database } from "#db/client.ts";
import { archivesBeyond } from "#core/backup/manifest.ts";
import type { Config } from "#server/env.ts";
import type { FileStore } from "#server/storage/file-store.ts";
import { runExclusive, type ExclusiveOutcome } from "#server/jobs/job-lease.ts";
import { takeBackup, type BackupResult, type BackupSource } from "./take-backup.ts";

export const BACKUP_JOB = "backup";
/** Renewed every third of it while the backup runs; a killed instance's lease runs out after it. */
export const BACKUP_LEASE_MS = 3 * 60_000;

export type BackupRun = BackupResult & { deleted: string[] };

export function backupSourceFor(config: Pick<Config, "DATABASE_URL" | "STORAGE_URL" | "BACKUP_S3_OBJECTS">, database: Database, store: FileStore): BackupSource {
  return { database, postgresUrl: config.DATABASE_URL, store, storeKind: config.STORAGE_URL ? "s3" : "fs", s3Objects: config.BACKUP_S3_OBJECTS };
}

/**
 * One archive into `dir`; with `keep`, the oldest complete archives beyond the newest `keep` are
 * deleted afterwards. `{ ran: false }` when a backup is already running, here or on another instance.
 * `holder` stands for another instance in tests.
 */
export async function runBackupJob(source: BackupSource, dir: string, opts: { keep?: number; holder?: string } = {}): Promise<ExclusiveOutcome<BackupRun>> {
  return runExclusive(source.database.db, BACKUP_JOB, { leaseMs: BACKUP_LEASE_MS, outputBytes: (run) => run.bytes, holder: opts.holder }, async (signal) => {
    const result = await takeBackup(source, dir, new Date(), signal);
    const deleted = opts.keep ? archivesBeyond(await readdir(dir), opts.keep) : [];
    for (const name of deleted) await rm(join(dir, name), { force: true });
    return { ...result, deleted };
  });
}
