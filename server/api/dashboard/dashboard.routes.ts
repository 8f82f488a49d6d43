/**
 * GET /api/v1/dashboard: the caller's totals (every transaction and closed-and-disbursed file,
 * and this calendar month's in Iowa) and where the CE credits card leads. The counts come from
 * the one count the admin's per-user count and the Year of the GOAT read too
 * (transactions/closing-counts.queries.ts).
 */
import { createRoute } from "@hono/zod-openapi";
import { dashboardTotalsSchema } from "#core/api/dashboard.ts";
import type { Services } from "#server/services.ts";
import { callerOf, requireUser } from "#server/http/signed-in.ts";
import { SIGNED_IN, apiRouter, signedInErrors } from "../openapi.ts";
import { NO_CLOSINGS, closingCounts } from "../transactions/closing-counts.queries.ts";

export function dashboardRoutes(ctx: Services) {
  const route = createRoute({
    method: "get",
    path: "/",
    tags: ["Dashboard"],
    summary: "The caller's transaction totals",
    security: SIGNED_IN,
    middleware: [requireUser(ctx)] as const,
    responses: {
      200: { description: "Totals", content: { "application/json": { schema: dashboardTotalsSchema } } },
      ...signedInErrors,
    },
  });
  return apiRouter().openapi(route, async (c) => {
    const userId = callerOf(c).user.id;
    const counts = (await closingCounts(ctx.db, [userId], new Date())).get(userId) ?? NO_CLOSINGS;
    c.header("Cache-Control", "no-store");
    return c.json({ total_transactions: counts.total, monthly_transactions: counts.monthly, ce_credits_url: ctx.config.CE_CREDITS_URL }, 200);
  });
}
