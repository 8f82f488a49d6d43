/**
 * PATCH /api/v1/admin/users/{id}/role: Make Admin / Remove Admin. The change and its audit row
 * (profile.role_changed, {from, to}) are written in one transaction; the same role again is a
 * 200 without an audit row; the last administrator cannot remove their own role (409 last_admin).
 */
import { createRoute } from "@hono/zod-openapi";
import { ADMIN_MESSAGES } from "#core/admin/admin-messages.ts";
import { roleChangeSchema } from "#core/admin/people-role.ts";
import type { Services } from "#server/services.ts";
import { AppError, notFound } from "#server/http/errors.ts";
import { ADMIN_ONLY_MESSAGE, callerOf, requireAdmin } from "#server/http/signed-in.ts";
import { ErrorSchema, SIGNED_IN, adminErrors, apiRouter, invalidInput, notJsonBody } from "#server/api/openapi.ts";
import { adminUserSchema } from "#core/api/admin-users.ts";
import { adminUserJson, missingUser, userIdOf } from "./people-schemas.ts";
import { changeRoleAsAdmin } from "./role-change.queries.ts";
import { totalsOf } from "./users.queries.ts";
import { idParams } from "#server/api/path-params.ts";

export function userRoleRoutes(ctx: Services) {
  const route = createRoute({
    method: "patch",
    path: "/users/{id}/role",
    tags: ["Admin"],
    summary: "Make an account an administrator, or a regular user again",
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    request: {
      params: idParams,
      body: { required: true, content: { "application/json": { schema: roleChangeSchema, example: { role: "admin" } } } },
    },
    responses: {
      200: { description: "The account with its new role", content: { "application/json": { schema: adminUserSchema } } },
      ...invalidInput,
      ...adminErrors,
      404: missingUser,
      409: { description: "The only administrator tried to remove their own role (last_admin)", content: { "application/json": { schema: ErrorSchema } } },
      ...notJsonBody,
    },
  });
  return apiRouter().openapi(route, async (c) => {
    const targetId = userIdOf(c.req.valid("param").id);
    const outcome = await changeRoleAsAdmin(ctx.db, { actorId: callerOf(c).user.id, targetId, role: c.req.valid("json").role });
    if (!outcome.ok) {
      if (outcome.reason === "not_found") throw notFound(ADMIN_MESSAGES.userNotFound);
      if (outcome.reason === "last_admin") throw new AppError(409, "last_admin", ADMIN_MESSAGES.lastAdmin);
      // The caller's own role was removed after their request was let in.
      throw new AppError(403, "forbidden", ADMIN_ONLY_MESSAGE);
    }
    const totals = await totalsOf(ctx.db, [targetId]);
    return c.json(adminUserJson(outcome.user, totals.get(targetId) ?? 0), 200);
  });
}
