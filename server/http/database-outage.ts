/**
 * A database outage, as clients and operators see it. Clients get 503 `database_unavailable`
 * with Retry-After (in the data API's or the auth API's shape); the log says "database
 * unreachable" once when the outage starts and "reachable again" once when it ends, instead of an
 * error per request and per mail-worker poll. The end is noticed by a background probe, because
 * nothing else would tell us when no one is calling.
 */
import type { Context } from "hono";
import type { Logger } from "../logger.ts";
import { unavailableReason } from "./database-unavailable.ts";
import { withTimeout } from "./with-timeout.ts";

export const DATABASE_UNAVAILABLE = {
  code: "database_unavailable",
  // Nothing is promised about what was stored: a commit cut off mid-way may or may not have landed.
  message:
    "We can't reach our database right now, so we couldn't finish your request. " +
    "Please try again in a minute; if it keeps happening, call us.",
  /** Seconds; a database restart or fail-over usually takes about this long. */
  retryAfterSeconds: 30,
} as const;

const PROBE_TIMEOUT_MS = 2_000;

export interface DatabaseOutageOptions {
  logger: Logger;
  /** Asks the database a trivial question; throws while it cannot answer. Without it the end of an outage goes unnoticed. */
  ping?: () => Promise<void>;
  /** How often the probe asks while the database is down. */
  probeMs?: number;
}

export class DatabaseOutage {
  private since: number | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly probeMs: number;

  constructor(private readonly opts: DatabaseOutageOptions) {
    this.probeMs = opts.probeMs ?? 1_000;
  }

  /** Something could not reach the database. The first report of an outage is logged. */
  report(err: unknown): void {
    if (this.since !== undefined || this.stopped) return;
    this.since = Date.now();
    const reason = unavailableReason(err) ?? { message: err instanceof Error ? err.message : String(err) };
    this.opts.logger.warn({ reason }, "database unreachable: requests that need it answer 503 until it is back");
    this.scheduleProbe();
  }

  /** Stops probing (shutdown: the database is about to close on purpose). */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private scheduleProbe(): void {
    if (this.stopped || !this.opts.ping) return;
    this.timer = setTimeout(() => void this.probe(), this.probeMs);
    // An outage must not keep a stopping process alive.
    this.timer.unref();
  }

  private async probe(): Promise<void> {
    const { ping } = this.opts;
    if (!ping) return;
    try {
      await withTimeout(ping(), PROBE_TIMEOUT_MS);
    } catch {
      this.scheduleProbe();
      return;
    }
    const downForMs = Date.now() - (this.since ?? Date.now());
    this.since = undefined;
    this.opts.logger.info({ downForMs }, "database reachable again");
  }
}

declare module "hono" {
  interface ContextVariableMap {
    /** Set on a response that is a database-outage 503 (see markDatabaseUnavailable). */
    databaseUnavailable: boolean;
  }
}

/**
 * Marks the response as a database-outage 503, so the access log (request-log.ts) records it as
 * expected rather than as a failure of ours: the outage itself is logged once, by DatabaseOutage.
 */
export function markDatabaseUnavailable(c: Context): void {
  c.set("databaseUnavailable", true);
}

export function isMarkedDatabaseUnavailable(c: Context): boolean {
  return c.get("databaseUnavailable") === true;
}
