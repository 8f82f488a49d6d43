import { createRoute, z } from "@hono/zod-openapi";
import type { Database } from "#db/client.ts";
import { DATABASE_UNAVAILABLE, markDatabaseUnavailable, type DatabaseOutage } from "#server/http/database-outage.ts";
import { withTimeout } from "#server/http/with-timeout.ts";
import { apiRouter } from "../openapi.ts";

const PING_TIMEOUT_MS = 2_000;

const HealthSchema = z
  .object({
    status: z.enum(["ok", "unavailable"]),
    uptime_s: z.number().int(),
    checks: z.object({
      database: z.object({
        status: z.enum(["up", "down"]),
        kind: z.enum(["pglite", "postgres"]),
        latency_ms: z.number().int(),
      }),
    }),
  })
  .openapi("Health");

const route = createRoute({
  method: "get",
  path: "/",
  tags: ["Operations"],
  summary: "Is the service up?",
  description: "Asks the database afresh on every call, so the answer turns back to 200 by itself once it is reachable again.",
  responses: {
    200: { description: "The database answers", content: { "application/json": { schema: HealthSchema } } },
    503: {
      description: "The database does not answer (within 2 s): also `code` database_unavailable, `message` and Retry-After",
      content: {
        "application/json": { schema: HealthSchema.extend({ code: z.literal("database_unavailable"), message: z.string() }).openapi("HealthUnavailable") },
      },
    },
  },
});

/**
 * GET /api/v1/health: 200 when the database answers, 503 when it does not. Each call asks the
 * database afresh, so the answer turns back to 200 by itself once the database is reachable.
 * A failed check is reported to `outage`, so an outage seen only by a load balancer's checks is
 * still logged (once).
 */
export function healthRoutes(database: Database, opts: { outage?: DatabaseOutage; startedAt?: number } = {}) {
  const startedAt = opts.startedAt ?? Date.now();
  return apiRouter().openapi(route, async (c) => {
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
      status: down ? ("unavailable" as const) : ("ok" as const),
      uptime_s: Math.round((Date.now() - startedAt) / 1000),
      checks: {
        database: { status: down ? ("down" as const) : ("up" as const), kind: database.kind, latency_ms: latencyMs },
      },
    };
    if (!down) return c.json(body, 200);
    // The data API's error fields too, so a client reading `code` needs no special case for health.
    markDatabaseUnavailable(c);
    c.header("Retry-After", String(DATABASE_UNAVAILABLE.retryAfterSeconds));
    return c.json({ code: DATABASE_UNAVAILABLE.code, message: DATABASE_UNAVAILABLE.message, ...body }, 503);
  });
}
