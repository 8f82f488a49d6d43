/**
 * GET /api/v1/admin/users: every account, ordered by role descending, then newest first,
 * searchable by part of the e-mail address, each with its transaction count.
 */
import { createRoute } from "@hono/zod-openapi";
import { userSearchSchema } from "#core/admin/people-filters.ts";
import { adminUserPageSchema } from "#core/api/admin-users.ts";
import type { Services } from "#server/services.ts";
import { pageQuerySchema } from "#server/http/keyset.ts";
import { requireAdmin } from "#server/http/signed-in.ts";
import { SIGNED_IN, adminErrors, apiRouter, invalidInput } from "#server/api/openapi.ts";
import { adminUserJson } from "./people-schemas.ts";
import { decodeUserCursor, userPageOf } from "./user-cursor.ts";
import { listUsers, totalsOf } from "./users.queries.ts";

export const userSearchParam = userSearchSchema.optional().meta({ description: "Part of an e-mail address" });

const listQuerySchema = pageQuerySchema.extend({ q: userSearchParam });

export function usersRoutes(ctx: Services) {
  const route = createRoute({
    method: "get",
    path: "/users",
    tags: ["Admin"],
    summary: "Accounts by role descending, then newest first, optionally searched by e-mail",
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    request: { query: listQuerySchema },
    responses: {
      200: { description: "A page of accounts", content: { "application/json": { schema: adminUserPageSchema } } },
      ...invalidInput,
      ...adminErrors,
    },
  });
  return apiRouter().openapi(route, async (c) => {
    const { limit, cursor, q } = c.req.valid("query");
    const rows = await listUsers(ctx.db, { limit, cursor: decodeUserCursor(cursor), search: q ?? "" });
    const totals = await totalsOf(
      ctx.db,
      rows.slice(0, limit).map((r) => r.id),
    );
    c.header("Cache-Control", "no-store");
    return c.json(
      userPageOf(rows, limit, (row) => adminUserJson(row, totals.get(row.id) ?? 0)),
      200,
    );
  });
}
