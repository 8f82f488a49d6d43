import { Hono } from "hono";
import type { Database } from "../../../db/client.ts";
import { DATABASE_UNAVAILABLE, markDatabaseUnavailable, type DatabaseOutage } from "../../http/database-outage.ts";
import { withTimeout } from "../../http/with-timeout.ts";

const PING_TIMEOUT_MS = 2_000;

/**
 * GET /api/v1/health: 200 when the database answers, 503 when it does not. Each call asks the
 * database afresh, so the answer turns back to 200 by itself once the database is reachable.
 * A failed check is reported to `outage`, so an outage seen only by a load balancer's checks is
 * still logged (once).
 */
export function healthRoutes(database: Database, opts: { outage?: DatabaseOutage; startedAt?: number } = {}): Hono {
  const startedAt = opts.startedAt ?? Date.now();
  const routes = new Hono();
  routes.get("/", async (c) => {
    const t0 = performance.now();
    let down = false;
    try {
      await withTimeout(database.ping(), PING_TIMEOUT_MS);
    } catch (err) {
      down = true;
      opts.outage?.report(err);
    }
    const latencyMs = Math.round(performance.now() - t0);
    c.header("Cache-Control", "no-store");
    const body = {
      status: down ? "unavailable" : "ok",
      uptime_s: Math.round((Date.now() - startedAt) / 1000),
      checks: {
        database: down
          ? { status: "down", kind: database.kind, latency_ms: latencyMs }
          : { status: "up", kind: database.kind, latency_ms: latencyMs },
      },
    };
    if (!down) return c.json(body, 200);
    // The data API's error fields too, so a client reading `code` needs no special case for health.
    markDatabaseUnavailable(c);
    c.header("Retry-After", String(DATABASE_UNAVAILABLE.retryAfterSeconds));
    return c.json({ code: DATABASE_UNAVAILABLE.code, message: DATABASE_UNAVAILABLE.message, ...body }, 503);
  });
  return routes;
}
