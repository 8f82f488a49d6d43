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
import { isDatabaseUnavailable } from "../http/database-unavailable.ts";
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
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    running = sweepOrphans(db, store)
      .then((result) => opts.logger.info(result, "file store swept of orphans"))
      .catch((err: unknown) => {
        if (isDatabaseUnavailable(err) && opts.onDatabaseUnavailable) opts.onDatabaseUnavailable(err);
        else opts.logger.warn({ err }, "file store sweep failed; will retry");
      })
      .finally(() => {
        running = undefined;
        if (!stopped) schedule(opts.intervalMs ?? INTERVAL_MS);
      });
  };
  const schedule = (delay: number) => {
    timer = setTimeout(tick, delay);
    timer.unref();
  };
  schedule(0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
