/**
 * The daily disposal of customer information (issue 33; docs/operations-contract.md): once per
 * Iowa day across every instance, under the shared `retention` lease (server/jobs/job-lease.ts),
 * it disposes of what the policy makes due (core/retention/), each item in its own transaction
 * with its audit row. The audit log itself is never touched.
 *
 * Documents: the row is marked disposed (with its audit row) first, and the bytes removed from the
 * file store after; every run removes again the objects of documents marked since the last run
 * that succeeded, so a crash between the two leaves no stored copy behind for long, and never a
 * row that names bytes which are gone without saying so.
 */
import type { AppDb } from "#db/client.ts";
import { dailyRunDue, retentionCutoffs, type ListedRetentionKind } from "#core/retention/retention-due.ts";
import { jobState, runExclusive, type ExclusiveOutcome } from "#server/jobs/job-lease.ts";
import { startPeriodicTask } from "#server/jobs/periodic-task.ts";
import type { Logger } from "#server/logger.ts";
import type { FileStore } from "#server/storage/file-store.ts";
import {
  disposeBankDetails,
  disposeExpiredAccess,
  disposeLead,
  disposeServiceRequest,
  disposedKeysSince,
  dueIds,
  markDocumentDisposed,
  readPolicy,
  recordRun,
} from "./retention.queries.ts";

export const RETENTION_JOB = "retention";
/** Renewed every third of this while the run works; a killed instance's run is taken over after it. */
const LEASE_MS = 5 * 60 * 1000;
/** How often each instance looks whether today's run is still to do. */
const CHECK_MS = 15 * 60 * 1000;
const BATCH = 100;

export interface RetentionSummary {
  bank_details: number;
  documents: number;
  /** Bytes of the documents disposed of by this run, as their rows record them. */
  document_bytes: number;
  leads: number;
  service_requests: number;
  expired_access: number;
}

export interface RetentionDeps {
  db: AppDb;
  store: FileStore;
  /** The clock (tests move it); the lease and every cut-off read it. */
  now?: () => Date;
  /** The lease holder's name (tests run two "instances" in one process). */
  holder?: string;
}

async function eachDue(db: AppDb, kind: ListedRetentionKind, cut: ReturnType<typeof retentionCutoffs>, signal: AbortSignal, dispose: (id: string) => Promise<boolean>): Promise<number> {
  let done = 0;
  for (;;) {
    const ids = await dueIds(db, kind, cut, BATCH);
    let disposed = 0;
    for (const id of ids) {
      signal.throwIfAborted();
      if (await dispose(id)) disposed += 1;
    }
    done += disposed;
    // A batch of which nothing was disposed (each stopped being due meanwhile) ends the kind: no loop on rows that stay.
    if (ids.length < BATCH || disposed === 0) return done;
  }
}

/** One run's work, given the lease: what is due at `now`, disposed of. */
async function disposeDue(deps: RetentionDeps, now: Date, previousSuccess: Date | null, signal: AbortSignal): Promise<RetentionSummary> {
  const { db, store } = deps;
  const { policy } = await readPolicy(db);
  const cut = retentionCutoffs(policy, now);
  const tx = <T>(work: (t: AppDb) => Promise<T>) => db.transaction((t) => work(t as unknown as AppDb));

  // Objects of documents marked by a run that may have stopped before removing them.
  for (const key of await disposedKeysSince(db, previousSuccess)) await store.delete(key);

  const summary: RetentionSummary = { bank_details: 0, documents: 0, document_bytes: 0, leads: 0, service_requests: 0, expired_access: 0 };
  summary.bank_details = await eachDue(db, "bank_details", cut, signal, (id) => tx((t) => disposeBankDetails(t, id, cut)));
  summary.documents = await eachDue(db, "documents", cut, signal, async (id) => {
    const marked = await tx((t) => markDocumentDisposed(t, id, cut, now));
    if (!marked) return false;
    await store.delete(marked.storageKey);
    summary.document_bytes += marked.sizeBytes;
    return true;
  });
  // Requests before leads: a lead whose request goes too is then judged on its own.
  summary.service_requests = await eachDue(db, "service_requests", cut, signal, (id) => tx((t) => disposeServiceRequest(t, id, cut)));
  summary.leads = await eachDue(db, "leads", cut, signal, (id) => tx((t) => disposeLead(t, id, cut)));
  summary.expired_access = await disposeExpiredAccess(db, cut);
  await recordRun(db, { ...summary });
  return summary;
}

/**
 * Runs now under the lease, whatever the day (the admin's "Run now", and the daily tick once it
 * has decided today's run is due). `{ ran: false }` when another instance holds the lease.
 */
export async function runRetentionNow(deps: RetentionDeps): Promise<ExclusiveOutcome<RetentionSummary>> {
  const now = deps.now ?? (() => new Date());
  const before = await jobState(deps.db, RETENTION_JOB);
  return runExclusive(deps.db, RETENTION_JOB, { leaseMs: LEASE_MS, now, ...(deps.holder ? { holder: deps.holder } : {}) }, (signal) =>
    disposeDue(deps, now(), before?.lastSucceededAt ?? null, signal),
  );
}

/**
 * Today's run, if no instance has done it yet: `{ ran: false }` when it is done for this Iowa day
 * or another instance is doing it. The day is checked again once the lease is held, so an instance
 * that takes the lease just after another finished does nothing.
 */
export async function runRetentionIfDue(deps: RetentionDeps): Promise<ExclusiveOutcome<RetentionSummary | null>> {
  const now = deps.now ?? (() => new Date());
  const before = await jobState(deps.db, RETENTION_JOB);
  if (!dailyRunDue(before?.lastSucceededAt, now())) return { ran: false };
  let skipped = false;
  const outcome = await runExclusive(deps.db, RETENTION_JOB, { leaseMs: LEASE_MS, now, ...(deps.holder ? { holder: deps.holder } : {}) }, async (signal) => {
    const held = await jobState(deps.db, RETENTION_JOB);
    if (!dailyRunDue(held?.lastSucceededAt, now())) {
      skipped = true;
      return null;
    }
    return disposeDue(deps, now(), held?.lastSucceededAt ?? null, signal);
  });
  return skipped ? { ran: false } : outcome;
}

export interface RetentionWorker {
  /** Stops the schedule and waits for a run in progress. */
  stop(): Promise<void>;
}

/** Each instance looks every CHECK_MS whether today's run is still to do; the lease and the day keep it to one run a day in all. */
export function startRetentionWorker(
  deps: RetentionDeps & { logger: Logger; intervalMs?: number; onDatabaseUnavailable?: (err: unknown) => void },
): RetentionWorker {
  return startPeriodicTask({
    run: () => runRetentionIfDue(deps),
    intervalMs: deps.intervalMs ?? CHECK_MS,
    onResult: (outcome) => {
      if (outcome.ran && outcome.value) deps.logger.info({ disposed: outcome.value }, "retention: due customer information disposed of");
    },
    logger: deps.logger,
    failure: { level: "error", message: "retention run failed; will retry" },
    onDatabaseUnavailable: deps.onDatabaseUnavailable,
  });
}
