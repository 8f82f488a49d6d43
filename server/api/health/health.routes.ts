import { createRoute, z } from "@hono/zod-openapi";
import type { Database } from "../../../db/client.ts";
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
    503: { description: "The database does not answer (within 2 s)", content: { "application/json": { schema: HealthSchema } } },
  },
});

/**
 * GET /api/v1/health: 200 when the database answers, 503 when it does not. Each call asks the
 * database afresh, so the answer turns back to 200 by itself once the database is reachable.
 */
export function healthRoutes(database: Database, startedAt = Date.now()) {
  return apiRouter().openapi(route, async (c) => {
    const t0 = performance.now();
    let dbError: string | undefined;
    try {
      await withTimeout(database.ping(), PING_TIMEOUT_MS);
    } catch (err) {
      dbError = err instanceof Error ? err.message : String(err);
    }
    const latencyMs = Math.round(performance.now() - t0);
    c.header("Cache-Control", "no-store");
    const body = {
      status: dbError ? ("unavailable" as const) : ("ok" as const),
      uptime_s: Math.round((Date.now() - startedAt) / 1000),
      checks: {
        database: { status: dbError ? ("down" as const) : ("up" as const), kind: database.kind, latency_ms: latencyMs },
      },
    };
    return dbError ? c.json(body, 503) : c.json(body, 200);
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
