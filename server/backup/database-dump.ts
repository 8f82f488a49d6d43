/**
 * The database part of a backup and of a restore. PostgreSQL: pg_dump's custom format, restored by
 * pg_restore. PGlite: its whole data directory as PGlite's own tar (dumpDataDir), loaded into a
 * fresh directory with loadDataDir (docs/decisions/043-backups.md says why not pg_dump there).
 */
import { spawn } from "node:child_process";
import { createReadStream } from "node:fs";
import { rm, stat } from "node:fs/promises";
import { Readable } from "node:stream";
import { PGlite } from "@electric-sql/pglite";
import { PGLITE_EXTENSIONS } from "#db/pglite-extensions.ts";
import { BackupError } from "./backup-error.ts";

export const PGLITE_ENTRY = "database/pglite-data.tar.gz";
export const POSTGRES_ENTRY = "database/postgres.dump";

export interface DumpStream {
  size: number;
  body: Readable;
  /** Removes what the dump left on disk (pg_dump's file) once it is in the archive. */
  cleanup(): Promise<void>;
}

/**
 * A consistent copy of the embedded database, taken by the process that holds it. The dump runs
 * under PGlite's transaction mutex, so it waits for a transaction in flight to commit and no new
 * statement starts until the files are read: the copy is the state between two transactions.
 * CHECKPOINT first writes the shared buffers out, so little WAL is left to replay when the copy opens.
 */
export async function dumpPglite(pglite: PGlite): Promise<DumpStream> {
  await pglite.exec("CHECKPOINT");
  const blob = await pglite._runExclusiveTransaction(() => pglite.dumpDataDir("gzip"));
  return { size: blob.size, body: Readable.fromWeb(blob.stream() as import("node:stream/web").ReadableStream<Uint8Array>), cleanup: async () => {} };
}

/** pg_dump --format=custom of `url` into `file` (a temporary file beside the archive). */
export async function dumpPostgres(url: string, file: string): Promise<DumpStream> {
  await runTool("pg_dump", ["--format=custom", "--no-password", `--file=${file}`, `--dbname=${url}`]);
  const { size } = await stat(file);
  return { size, body: createReadStream(file), cleanup: () => rm(file, { force: true }) };
}

/** Loads a PGlite data-directory dump into `dataDir` (which must not hold a database) and checks that it opens. */
export async function loadPglite(dump: Blob, dataDir: string): Promise<void> {
  const pglite = await PGlite.create(dataDir, { loadDataDir: dump, extensions: PGLITE_EXTENSIONS });
  try {
    await pglite.query("select 1");
  } finally {
    await pglite.close();
  }
}

/** pg_restore of a custom-format dump into the (empty) database of `url`; owners and grants are the target's. */
export async function restorePostgres(url: string, file: string): Promise<void> {
  await runTool("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", "--no-password", `--dbname=${url}`, file]);
}

async function runTool(tool: string, args: string[]): Promise<void> {
  const child = spawn(tool, args, { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    if (stderr.length < 4000) stderr += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", (err: NodeJS.ErrnoException) =>
      reject(
        err.code === "ENOENT"
          ? new BackupError(`${tool} was not found. Install PostgreSQL's client tools (on Debian: apt-get install postgresql-client), of the server's major version or later.`)
          : err,
      ),
    );
    child.once("exit", resolve);
  });
  if (code !== 0) throw new BackupError(`${tool} failed: ${stderr.trim() || `exit code ${code}`}`);
}
