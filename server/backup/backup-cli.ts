/**
 * Entry point of `npm run backup [-- --to DIR]` and `npm run restore ARCHIVE`. Errors an operator
 * can act on are printed as one message (no stack) with a non-zero exit code.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "#db/client.ts";
import { DatabaseInUseError } from "#db/pglite-lock.ts";
import { configOrExit, runCommand } from "#server/cli/entry-point.ts";
import type { Config } from "#server/env.ts";
import { createFileStore } from "#server/storage/create-file-store.ts";
import { BackupError } from "./backup-error.ts";
import { BACKUP_LEASE_MS, backupSourceFor, runBackupJob } from "./backup-job.ts";
import { freeLeasesOfDeadProcesses } from "#server/jobs/job-lease.ts";
import { askServerForBackup } from "./backup-socket.ts";
import { restoreArchive } from "./restore.ts";

const USAGE = [
  "Usage:",
  "  npm run backup [-- --to DIR]   one archive into DIR (default BACKUP_DIR)",
  "  npm run restore ARCHIVE        into an empty data directory (DATA_DIR) or an empty database (DATABASE_URL)",
  "See docs/backups.md.",
].join("\n");

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

async function backup(config: Config, args: string[]): Promise<string> {
  const { values } = parseArgs({ args, options: { to: { type: "string" } } });
  const target = values.to ?? config.BACKUP_DIR;
  if (!target) throw new UsageError("Where should the archive go? Set BACKUP_DIR or pass --to DIR.");
  const dir = resolve(target);
  const store = createFileStore(config);
  if (config.DATABASE_URL) {
    const database = await openDatabase({ url: config.DATABASE_URL, poolMax: 2 });
    try {
      const outcome = await runBackupJob(backupSourceFor(config, database, store), dir);
      if (!outcome.ran) {
        throw new BackupError(
          `Another backup is running (on this or another instance), or one was killed less than ${BACKUP_LEASE_MS / 60_000} minutes ago. Try again when it has finished.`,
        );
      }
      return `Backup written: ${outcome.value.path} (${mib(outcome.value.bytes)}, the database and ${outcome.value.manifest.documents.count} documents).`;
    } finally {
      await database.close();
    }
  }
  const pgliteDir = join(config.dataDir, "pglite");
  if (!existsSync(join(pgliteDir, "PG_VERSION"))) throw new BackupError(`There is no database in ${pgliteDir} to back up (is DATA_DIR right?).`);
  let database;
  try {
    database = await openDatabase({ dataDir: pgliteDir });
  } catch (err) {
    if (!(err instanceof DatabaseInUseError)) throw err;
    // The server holds the database: it takes the backup in its process (server/backup/backup-socket.ts).
    const answer = await askServerForBackup(config.dataDir, { to: dir });
    if (!answer) throw new BackupError(`${err.message} It does not answer on ${join(config.dataDir, "backup.sock")}; stop it, then run the backup again.`);
    if (!answer.ok) throw new BackupError(`The running server could not take the backup: ${answer.error}`);
    return `Backup written by the running server: ${answer.path} (${mib(answer.bytes)}).`;
  }
  try {
    await freeLeasesOfDeadProcesses(database.db); // this process holds the database's lock: a lease on it is a killed server's
    const outcome = await runBackupJob(backupSourceFor(config, database, store), dir);
    if (!outcome.ran) throw new BackupError("Another backup is running. Try again when it has finished.");
    return `Backup written: ${outcome.value.path} (${mib(outcome.value.bytes)}, the database and ${outcome.value.manifest.documents.count} documents).`;
  } finally {
    await database.close();
  }
}

async function restore(config: Config, args: string[]): Promise<string> {
  const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
  if (positionals.length !== 1) throw new UsageError("Name one archive: npm run restore ARCHIVE");
  const archive = resolve(positionals[0]!);
  const store = createFileStore(config);
  const storeName = config.STORAGE_URL ? "the S3 bucket of STORAGE_URL" : join(config.dataDir, "files");
  const target = config.DATABASE_URL
    ? ({ kind: "postgres", url: config.DATABASE_URL, store, storeName } as const)
    : ({ kind: "pglite", dataDir: join(config.dataDir, "pglite"), store, storeName } as const);
  const result = await restoreArchive(archive, target);
  const lines = [
    `Restored the ${result.manifest.database.kind === "pglite" ? "embedded" : "PostgreSQL"} database (schema ${result.manifest.schema.migration ?? "unknown"}) and ${result.documents} documents from ${archive}, made ${result.manifest.createdAt}.`,
    "Start the server with the same master key it had (DATA_ENCRYPTION_KEY, or the development key file DATA_DIR/data-encryption-key): the archive does not hold it, and documents cannot be read without it.",
  ];
  if (result.manifest.documents.mode === "manifest") {
    lines.push(
      result.missing.length
        ? `Warning: ${result.missing.length} of the ${result.manifest.documents.listed.length} documents the archive lists are not in the store (first: ${result.missing[0]}).`
        : `The archive listed its ${result.manifest.documents.listed.length} documents without their bytes; all are in the store.`,
    );
  }
  return lines.join("\n");
}

class UsageError extends Error {}

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  if (command !== "backup" && command !== "restore") {
    process.stderr.write(`${USAGE}\n`);
    return 64;
  }
  if (args.includes("--help") || args.includes("-h")) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const config = configOrExit();
  try {
    process.stdout.write(`${command === "backup" ? await backup(config, args) : await restore(config, args)}\n`);
    return 0;
  } catch (err) {
    if (err instanceof UsageError) {
      process.stderr.write(`${err.message}\n${USAGE}\n`);
      return 64;
    }
    process.stderr.write(`${command === "backup" ? "Backup" : "Restore"} failed: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  }
}

runCommand(main);
