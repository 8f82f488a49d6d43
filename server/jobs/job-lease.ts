/**
 * One mechanism for "this runs on one instance at a time": the scheduled backup and the daily
 * disposal of customer information (issue 33) claim a lease on their scheduled_jobs row, keep
 * renewing it while they work, and release it with the run's outcome. An instance killed mid-run
 * stops renewing; its lease runs out and the next claim takes the job over. PGlite has one
 * process, and the lease also keeps two runs in that process apart.
 */
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { AppDb } from "#db/client.ts";
import type { ScheduledJob } from "#db/schema/index.ts";
import { extendLease, freeAllLeases, jobRow, releaseLease, takeLease } from "./job-lease.queries.ts";

/** This process, as a lease holder: host, pid and a random part (pids repeat across hosts and restarts). */
export const INSTANCE_ID = `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;

export interface ExclusiveOptions {
  /** How long a lease lasts without renewal; renewed every third of it while the work runs. */
  leaseMs: number;
  holder?: string;
  /** The clock (tests move it). */
  now?: () => Date;
}

export interface ExclusiveWork<T> {
  (signal: AbortSignal): Promise<T>;
}

export type ExclusiveOutcome<T> = { ran: false } | { ran: true; value: T };

/**
 * Runs `work` if this instance can take the job's lease, else returns `{ ran: false }` at once.
 * The outcome ("succeeded", or "failed" with the error's message) is recorded on the job's row;
 * an error is rethrown after it is recorded. `work` gets a signal that aborts if the lease was
 * lost (another instance took it over after a stall), so it can stop early.
 */
export async function runExclusive<T>(
  db: AppDb,
  name: string,
  opts: ExclusiveOptions & {
    /** The size of what a successful run wrote, kept on the job's row (a backup's archive). */
    outputBytes?: (value: T) => number;
  },
  work: ExclusiveWork<T>,
): Promise<ExclusiveOutcome<T>> {
  const now = opts.now ?? (() => new Date());
  const holder = opts.holder ?? INSTANCE_ID;
  const started = now();
  if (!(await takeLease(db, name, holder, started, new Date(started.getTime() + opts.leaseMs)))) return { ran: false };
  const lost = new AbortController();
  const renew = setInterval(() => {
    extendLease(db, name, holder, new Date(now().getTime() + opts.leaseMs))
      .then((kept) => {
        if (!kept) lost.abort(new Error(`the lease of job ${name} was taken over`));
      })
      .catch(() => {}); // a failed renewal is retried at the next tick; the lease has two more
  }, Math.max(1, Math.floor(opts.leaseMs / 3)));
  renew.unref();
  try {
    const value = await work(lost.signal);
    clearInterval(renew);
    await releaseLease(db, name, holder, { finishedAt: now(), result: "succeeded", error: null, outputBytes: opts.outputBytes?.(value) ?? null });
    return { ran: true, value };
  } catch (err) {
    clearInterval(renew);
    const message = err instanceof Error ? err.message : String(err);
    await releaseLease(db, name, holder, { finishedAt: now(), result: "failed", error: message.slice(0, 500) }).catch(() => {});
    throw err;
  }
}

/**
 * For the one process that holds the embedded database's lock (db/pglite-lock.ts), before it runs
 * any job: no other live process can use that database, so every lease on it is a killed
 * process's, and waiting for them to run out would only delay the next run.
 */
export function freeLeasesOfDeadProcesses(db: AppDb): Promise<void> {
  return freeAllLeases(db);
}

/** The job's row: its lease and its last run's outcome; undefined before its first run. */
export function jobState(db: AppDb, name: string): Promise<ScheduledJob | undefined> {
  return jobRow(db, name);
}
