/**
 * PUT /api/v1/admin/users/{id}/transaction-count: set a user's transaction count (0–10,000).
 * Raising it adds closed "sale" transactions, lowering it removes that many, oldest first, in
 * one transaction with its audit row (profile.transaction_count_changed, {from, to}).
 */
import { createRoute } from "@hono/zod-openapi";
import { ADMIN_MESSAGES } from "#core/admin/admin-messages.ts";
import { belowClosedFilesMessage, countChangeSchema } from "#core/admin/people-count.ts";
import type { Services } from "#server/services.ts";
import { notFound, validationFailed } from "#server/http/errors.ts";
import { callerOf, requireAdmin } from "#server/http/signed-in.ts";
import { SIGNED_IN, adminErrors, apiRouter, invalidInput, notJsonBody } from "#server/api/openapi.ts";
import { adminUserSchema } from "#core/api/admin-users.ts";
import { adminUserJson, missingUser, userIdOf } from "./people-schemas.ts";
import { CountBelowClosedFiles, setTransactionCount } from "./transaction-count.queries.ts";
import { idParams } from "#server/api/path-params.ts";

export function userTransactionCountRoutes(ctx: Services) {
  const route = createRoute({
    method: "put",
    path: "/users/{id}/transaction-count",
    tags: ["Admin"],
    summary: "Set an account's transaction count",
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    request: {
      params: idParams,
      body: { required: true, content: { "application/json": { schema: countChangeSchema, example: { count: 12 } } } },
    },
    responses: {
      200: { description: "The account with its new count", content: { "application/json": { schema: adminUserSchema } } },
      ...invalidInput,
      ...adminErrors,
      404: missingUser,
      ...notJsonBody,
    },
  });
  return apiRouter().openapi(route, async (c) => {
    const targetId = userIdOf(c.req.valid("param").id);
    const count = c.req.valid("json").count;
    const change = await setTransactionCount(ctx.db, { actorId: callerOf(c).user.id, targetId, count }).catch((err: unknown) => {
      if (err instanceof CountBelowClosedFiles) throw validationFailed({ count: belowClosedFilesMessage(err.files) }, belowClosedFilesMessage(err.files));
      throw err;
    });
    if (!change) throw notFound(ADMIN_MESSAGES.userNotFound);
    return c.json(adminUserJson(change.user, change.to), 200);
  });
}
