/** GET /api/v1/admin/staff: the administrators, who may own a lead or a service request (the owner picker). */
import { createRoute } from "@hono/zod-openapi";
import { staffListSchema } from "#core/api/admin-pipeline.ts";
import type { Services } from "#server/services.ts";
import { requireAdmin } from "#server/http/signed-in.ts";
import { SIGNED_IN, adminErrors, apiRouter } from "#server/api/openapi.ts";
import { listStaff } from "./pipeline.queries.ts";

export function staffRoutes(ctx: Services) {
  const list = createRoute({
    method: "get",
    path: "/staff",
    tags: ["Admin: leads", "Admin: service requests"],
    summary: "The administrators, by e-mail: who may own a lead or a service request",
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    responses: {
      200: { description: "Every administrator", content: { "application/json": { schema: staffListSchema } } },
      ...adminErrors,
    },
  });
  return apiRouter().openapi(list, async (c) => {
    const rows = await listStaff(ctx.db);
    c.header("Cache-Control", "no-store");
    return c.json({ data: rows.map((r) => ({ id: r.id, email: r.email ?? "" })) }, 200);
  });
}
