import { createRoute, z } from "@hono/zod-openapi";
import type { Database } from "#db/client.ts";
import { DATABASE_UNAVAILABLE } from "#server/http/database-outage.ts";
import { checkReadiness, type MailWorkerState } from "#server/metrics/readiness.ts";
import { apiRouter } from "../openapi.ts";

const CheckStatus = z.enum(["pass", "fail", "skipped"]);

const ReadinessSchema = z
  .object({
    status: z.enum(["ready", "not_ready"]),
    checks: z.object({
      database: z.object({ status: CheckStatus, latency_ms: z.number().int() }),
      migrations: z.object({
        status: CheckStatus,
        /** The last migration this build ships. */
        expected: z.string(),
        applied: z.boolean().nullable(),
      }),
      outbox: z.object({
        status: CheckStatus,
        oldest_due_age_s: z.number().int().nullable(),
        stalled_after_s: z.number().int(),
      }),
    }),
  })
  .openapi("Readiness");

const route = createRoute({
  method: "get",
  path: "/ready",
  tags: ["Operations"],
  summary: "May this instance take traffic?",
  description:
    "Readiness for a load balancer or orchestrator: the database answers (within 2 s), every migration this build ships is applied, and the outbox is not " +
    "stalled (no message due for over 15 minutes while this instance's mail worker runs). `GET /api/v1/health` stays the cheap liveness check.",
  responses: {
    200: { description: "Every check passes", content: { "application/json": { schema: ReadinessSchema } } },
    503: {
      description: "A check fails: `code` not_ready, a `message` naming the failing checks, and Retry-After",
      content: {
        "application/json": {
          schema: ReadinessSchema.extend({ code: z.literal("not_ready"), message: z.string() }).openapi("NotReady"),
        },
      },
    },
  },
});

/** GET /api/v1/health/ready (server/metrics/readiness.ts). Public, like /health: it tells nothing about any customer. */
export function readinessRoutes(database: Database, worker?: MailWorkerState) {
  return apiRouter().openapi(route, async (c) => {
    const result = await checkReadiness(database, worker);
    c.header("Cache-Control", "no-store");
    const body = { status: result.ready ? ("ready" as const) : ("not_ready" as const), checks: result.checks };
    if (result.ready) return c.json(body, 200);
    c.header("Retry-After", String(DATABASE_UNAVAILABLE.retryAfterSeconds));
    return c.json({ code: "not_ready" as const, message: `Not ready: ${result.failing.join(", ")} failing.`, ...body }, 503);
  });
}
