/**
 * Removes from the file store what a process killed mid-upload (kill -9, a crash) left behind,
 * at start and every hour: closing-document objects no closing_documents row names (stored, then
 * killed before the row committed; or a row deleted and the process killed before its object),
 * and the temporaries of writes cut short (the file system's .tmp files, S3's unfinished multipart
 * uploads). Resource documents (resources/…, published by server/resources/) are never looked at.
 *
 * Never anything a running upload may still commit: an upload stores its object and then inserts
 * its row (server/api/documents/upload-document.ts), so only objects and temporaries older than
 * SAFE_AGE_MS are touched. An upload lasts at most Node's requestTimeout (300 s, the HTTP
 * server's whole-request limit) and its row's transaction a moment more; S3 dates a multipart
 * object from the start of its upload, not its end. An hour is many times that.
 *
 * Instances need not agree: each sweeps, and removing an orphan twice is harmless (deletes of a
 * missing object succeed), so no lock is taken.
 */
import type { AppDb } from "#db/client.ts";
import { startPeriodicTask } from "../jobs/periodic-task.ts";
import type { Logger } from "../logger.ts";
import type { FileStore } from "./file-store.ts";
import { documentKeysAmong } from "./orphans.queries.ts";

export const SAFE_AGE_MS = 60 * 60 * 1000;
const INTERVAL_MS = 60 * 60 * 1000;
/** Where closing documents are stored: closing/<file id>/<document id> (upload-document.ts). */
const DOCUMENT_PREFIX = "closing/";
/** Objects checked against the database at once. */
const BATCH = 500;

export interface SweepResult {
  /** Objects without a row, removed. */
  orphans: number;
  /** Temporaries removed; null when the store cannot list them (then its own lifecycle rules must). */
  temporaries: number | null;
}

export async function sweepOrphans(db: AppDb, store: FileStore, opts: { now?: Date; safeAgeMs?: number } = {}): Promise<SweepResult> {
  const before = new Date((opts.now ?? new Date()).getTime() - (opts.safeAgeMs ?? SAFE_AGE_MS));
  const temporaries = await store.removeStaleTemporaries(before);
  let orphans = 0;
  let batch: string[] = [];
  const flush = async () => {
    const named = await documentKeysAmong(db, batch);
    for (const key of batch) {
      if (named.has(key)) continue;
      await store.delete(key);
      orphans += 1;
    }
    batch = [];
  };
  for await (const object of store.list(DOCUMENT_PREFIX)) {
    if (object.modifiedAt >= before) continue;
    batch.push(object.path);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return { orphans, temporaries };
}

export interface OrphanSweeper {
  /** Stops the schedule and waits for a sweep in progress. */
  stop(): Promise<void>;
}

export function startOrphanSweeper(
  db: AppDb,
  store: FileStore,
  opts: { logger: Logger; intervalMs?: number; onDatabaseUnavailable?: (err: unknown) => void },
): OrphanSweeper {
  return startPeriodicTask({
    run: () => sweepOrphans(db, store),
    intervalMs: opts.intervalMs ?? INTERVAL_MS,
    onResult: (result) => opts.logger.info(result, "file store swept of orphans"),
    logger: opts.logger,
    failure: { level: "warn", message: "file store sweep failed; will retry" },
    onDatabaseUnavailable: opts.onDatabaseUnavailable,
  });
}
