/** GET /api/v1/admin/overview: the stat cards Total Users, Agents, Lenders and Total Transactions. */
import { createRoute } from "@hono/zod-openapi";
import { adminOverviewSchema } from "#core/api/admin-overview.ts";
import type { Services } from "#server/services.ts";
import { requireAdmin } from "#server/http/signed-in.ts";
import { SIGNED_IN, adminErrors, apiRouter } from "#server/api/openapi.ts";
import { overviewCounts } from "./overview.queries.ts";
import { backupStatus } from "#server/backup/backup-status.ts";

export function overviewRoutes(ctx: Services) {
  const route = createRoute({
    method: "get",
    path: "/overview",
    tags: ["Admin"],
    summary: "Counts of users, agents, lenders and transactions, and the last backup",
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    responses: {
      200: { description: "The counts", content: { "application/json": { schema: adminOverviewSchema } } },
      ...adminErrors,
    },
  });
  return apiRouter().openapi(route, async (c) => {
    const counts = await overviewCounts(ctx.db);
    const backup = await backupStatus(ctx.db, ctx.config); // issue 33: the backup card
    c.header("Cache-Control", "no-store");
    return c.json({ total_users: counts.totalUsers, agents: counts.agents, lenders: counts.lenders, total_transactions: counts.totalTransactions, backup }, 200);
  });
}
