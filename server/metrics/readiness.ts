/**
 * Readiness (GET /api/v1/health/ready): may a load balancer send this instance traffic? Three
 * checks, each named in the answer: the database answers (within 2 s), its schema has every
 * migration this build ships (db/migrations/meta/_journal.json's last entry is applied: an
 * instance of a newer build waits until its migrations ran), and the outbox is not stalled (a
 * message due for more than OUTBOX_STALLED_AFTER_S while this process's mail worker runs means no
 * worker is claiming mail). Liveness, GET /api/v1/health, stays the one cheap ping.
 */
import type { Database } from "#db/client.ts";
import { lastAppliedMigration, lastShippedMigration } from "#db/migration-state.ts";
import { withTimeout } from "../http/with-timeout.ts";
import { outboxDepth } from "./metrics.queries.ts";

const CHECK_TIMEOUT_MS = 2_000;

/**
 * A due message this old means mail is not going out: the worker claims the oldest due messages
 * first, so even a large backlog moves its head within minutes (server/messaging/outbox-worker.ts).
 */
export const OUTBOX_STALLED_AFTER_S = 15 * 60;

export type CheckStatus = "pass" | "fail" | "skipped";

export interface Readiness {
  ready: boolean;
  checks: {
    database: { status: CheckStatus; latency_ms: number };
    migrations: { status: CheckStatus; expected: string; applied: boolean | null };
    outbox: { status: CheckStatus; oldest_due_age_s: number | null; stalled_after_s: number };
  };
  /** The failing checks' names, for the message. */
  failing: string[];
}

/** This process's mail worker, when it runs one (server/main.ts); tests and tools have none. */
export interface MailWorkerState {
  readonly started: boolean;
}

export async function checkReadiness(database: Database, worker?: MailWorkerState): Promise<Readiness> {
  const shipped = lastShippedMigration();
  const t0 = performance.now();
  let up = true;
  try {
    await withTimeout(database.ping(), CHECK_TIMEOUT_MS);
  } catch {
    up = false;
  }
  const latency = Math.round(performance.now() - t0);
  const checks: Readiness["checks"] = {
    database: { status: up ? "pass" : "fail", latency_ms: latency },
    migrations: { status: "skipped", expected: shipped.tag, applied: null },
    outbox: { status: "skipped", oldest_due_age_s: null, stalled_after_s: OUTBOX_STALLED_AFTER_S },
  };
  if (up) {
    const [applied, outbox] = await Promise.allSettled([
      withTimeout(lastAppliedMigration(database.db), CHECK_TIMEOUT_MS),
      withTimeout(outboxDepth(database.db), CHECK_TIMEOUT_MS),
    ]);
    // No migrations table at all reads as "not applied", like an older schema.
    const isApplied = applied.status === "fulfilled" && applied.value.when !== null && applied.value.when >= shipped.when;
    checks.migrations = { status: isApplied ? "pass" : "fail", expected: shipped.tag, applied: isApplied };
    if (outbox.status === "rejected") {
      checks.outbox.status = "fail";
    } else {
      const age = outbox.value.oldestDueAgeSeconds;
      checks.outbox.oldest_due_age_s = age === null ? null : Math.round(age);
      // Without a worker in this process the queue is not this instance's to move.
      if (worker?.started) checks.outbox.status = age !== null && age > OUTBOX_STALLED_AFTER_S ? "fail" : "pass";
    }
  }
  // With the database down the other two cannot be told: they stay "skipped", and only the database is named.
  const failing = Object.entries(checks)
    .filter(([, check]) => check.status === "fail")
    .map(([name]) => name);
  return { ready: failing.length === 0, checks, failing };
}
