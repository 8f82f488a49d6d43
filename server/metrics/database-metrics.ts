/**
 * What a scrape reads from the database: whether it answers, the pool (PostgreSQL), the outbox's
 * backlog, the closing notifier's lag and the scheduled jobs' last outcomes. Read once per scrape
 * (concurrent scrapes share one reading), each statement under a short timeout; a statement that
 * fails leaves its gauges at NaN (labelled ones absent) and never fails the scrape, and
 * heartland_database_up says whether the database answered at all.
 */
import { Gauge, type Registry } from "prom-client";
import type { Database } from "#db/client.ts";
import { withTimeout } from "../http/with-timeout.ts";
import { jobOutcomes, notifierLag, outboxDepth } from "./metrics.queries.ts";

/** A scrape must answer within Prometheus' default scrape timeout (10 s) even with a hung database. */
const QUERY_TIMEOUT_MS = 2_000;

/** The job whose last_output_bytes is the size of the last archive (docs/operations-contract.md). */
const BACKUP_JOB = "backup";

export class DatabaseMetrics {
  private readonly up: Gauge;
  private readonly outboxDepth: Gauge;
  private readonly outboxOldestDue: Gauge;
  private readonly notifierLag: Gauge;
  private readonly notifierPending: Gauge;
  private readonly jobSuccess: Gauge<"job">;
  private readonly jobFinish: Gauge<"job">;
  private readonly jobResult: Gauge<"job">;
  private readonly backupSize: Gauge;
  private reading: Promise<void> | undefined;

  constructor(
    registry: Registry,
    private readonly database: Database,
    private readonly notifyBatchSeconds: number,
  ) {
    const gauge = <L extends string = never>(name: string, help: string, labelNames: L[] = []) =>
      new Gauge<L>({ name, help, labelNames, registers: [registry] });
    new Gauge({
      name: "heartland_database_info",
      help: "Which database this instance uses (kind: pglite or postgres); always 1",
      labelNames: ["kind"],
      registers: [registry],
    }).set({ kind: database.kind }, 1);
    this.up = gauge("heartland_database_up", "1 when the database answered this scrape's ping within 2 s, else 0");
    this.outboxDepth = gauge("heartland_outbox_depth", "Messages in the outbox not delivered yet (pending or being sent; not those failed for good)");
    this.outboxOldestDue = gauge(
      "heartland_outbox_oldest_due_age_seconds",
      "How long the oldest due outbox message has waited past its next attempt (or its lapsed claim); 0 when none is due",
    );
    this.notifierLag = gauge(
      "heartland_notifier_lag_seconds",
      "How long the most overdue closing notice is past its batch window (CLOSING_NOTIFY_BATCH_SECONDS); 0 when none is overdue",
    );
    this.notifierPending = gauge("heartland_notifier_pending_events", "Milestone changes, uploads, answers and messages nobody has been told of yet");
    this.jobSuccess = gauge("heartland_job_last_success_timestamp_seconds", "When each scheduled job last succeeded (Unix time), on any instance", ["job"]);
    this.jobFinish = gauge("heartland_job_last_finish_timestamp_seconds", "When each scheduled job's last run ended (Unix time), whatever its result", ["job"]);
    this.jobResult = gauge("heartland_job_last_result", "Each scheduled job's last result: 1 succeeded, 0 failed", ["job"]);
    this.backupSize = gauge("heartland_backup_last_size_bytes", "Size of the archive the last successful backup wrote");
    if (database.pool) this.poolGauges(registry, database.pool);
  }

  /** Reads everything afresh; a scrape that comes while a reading runs waits for that one. */
  refresh(): Promise<void> {
    this.reading ??= this.read().finally(() => {
      this.reading = undefined;
    });
    return this.reading;
  }

  private async read(): Promise<void> {
    const db = this.database.db;
    let up = true;
    try {
      await withTimeout(this.database.ping(), QUERY_TIMEOUT_MS);
    } catch {
      up = false;
    }
    this.up.set(up ? 1 : 0);
    // A database that did not answer the ping is not asked more: the scrape stays quick and adds no load to it.
    const down = Promise.reject(new Error("database down"));
    down.catch(() => {});
    const [outbox, notifier, jobs] = await Promise.allSettled([
      up ? withTimeout(outboxDepth(db), QUERY_TIMEOUT_MS) : down,
      up ? withTimeout(notifierLag(db, this.notifyBatchSeconds), QUERY_TIMEOUT_MS) : down,
      up ? withTimeout(jobOutcomes(db), QUERY_TIMEOUT_MS) : down,
    ]);
    this.outboxDepth.set(outbox.status === "fulfilled" ? outbox.value.depth : NaN);
    this.outboxOldestDue.set(outbox.status === "fulfilled" ? (outbox.value.oldestDueAgeSeconds ?? 0) : NaN);
    this.notifierLag.set(notifier.status === "fulfilled" ? notifier.value.lagSeconds : NaN);
    this.notifierPending.set(notifier.status === "fulfilled" ? notifier.value.pending : NaN);
    // Labelled gauges are rebuilt from the rows: a job whose row is gone (or unreadable) disappears.
    this.jobSuccess.reset();
    this.jobFinish.reset();
    this.jobResult.reset();
    this.backupSize.set(NaN);
    if (jobs.status !== "fulfilled") return;
    for (const job of jobs.value) {
      if (job.lastSucceededAt !== null) this.jobSuccess.set({ job: job.name }, job.lastSucceededAt);
      if (job.lastFinishedAt !== null) this.jobFinish.set({ job: job.name }, job.lastFinishedAt);
      if (job.lastResult !== null) this.jobResult.set({ job: job.name }, job.lastResult === "succeeded" ? 1 : 0);
      if (job.name === BACKUP_JOB && job.lastOutputBytes !== null) this.backupSize.set(job.lastOutputBytes);
    }
  }

  /**
   * PostgreSQL's pool, read from pg.Pool's own counts at scrape time. PGlite has none to report:
   * it is one connection inside this process, and its queue of statements is private to it
   * (@electric-sql/pglite), so on PGlite these gauges are not exported at all and
   * heartland_database_info{kind="pglite"} says why.
   */
  private poolGauges(registry: Registry, pool: NonNullable<Database["pool"]>): void {
    new Gauge({
      name: "heartland_database_pool_connections",
      help: "Connections of the PostgreSQL pool, by state: in_use (lent to a query or transaction) or idle",
      labelNames: ["state"],
      registers: [registry],
      collect() {
        this.set({ state: "in_use" }, pool.totalCount - pool.idleCount);
        this.set({ state: "idle" }, pool.idleCount);
      },
    });
    new Gauge({
      name: "heartland_database_pool_waiting",
      help: "Queries waiting for a connection because every connection of the pool is in use",
      registers: [registry],
      collect() {
        this.set(pool.waitingCount);
      },
    });
    new Gauge({
      name: "heartland_database_pool_max",
      help: "The pool's size (DATABASE_POOL_MAX)",
      registers: [registry],
      collect() {
        this.set(pool.options.max ?? 10);
      },
    });
  }
}
