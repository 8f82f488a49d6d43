import { Hono } from "hono";
import type { Database } from "../../../db/client.ts";

const PING_TIMEOUT_MS = 2_000;

/**
 * GET /api/v1/health: 200 when the database answers, 503 when it does not. Each call asks the
 * database afresh, so the answer turns back to 200 by itself once the database is reachable.
 */
export function healthRoutes(database: Database, startedAt = Date.now()): Hono {
  const routes = new Hono();
  routes.get("/", async (c) => {
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
      status: dbError ? "unavailable" : "ok",
      uptime_s: Math.round((Date.now() - startedAt) / 1000),
      checks: {
        database: dbError
          ? { status: "down", kind: database.kind, latency_ms: latencyMs }
          : { status: "up", kind: database.kind, latency_ms: latencyMs },
      },
    };
    return c.json(body, dbError ? 503 : 200);
  });
  return routes;
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
