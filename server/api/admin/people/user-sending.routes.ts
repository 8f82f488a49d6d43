/**
 * PUT /api/v1/admin/users/{id}/sending: pause an account's e-mails and texts to its clients, or
 * allow them again ({suspended}). The change and its audit row (profile.sending_suspended or
 * profile.sending_resumed, {from, to}) are written in one transaction; the same state again is a
 * 200 without an audit row (docs/decisions/024-message-caps.md).
 */
import { createRoute } from "@hono/zod-openapi";
import { ADMIN_MESSAGES } from "#core/admin/admin-messages.ts";
import { sendingChangeSchema } from "#core/admin/people-sending.ts";
import type { Services } from "#server/services.ts";
import { notFound } from "#server/http/errors.ts";
import { callerOf, requireAdmin } from "#server/http/signed-in.ts";
import { ErrorSchema, SIGNED_IN, adminErrors, apiRouter, invalidInput } from "#server/api/openapi.ts";
import { adminUserSchema } from "#core/api/admin-users.ts";
import { adminUserJson, missingUser, userIdOf } from "./people-schemas.ts";
import { setSendingSuspended } from "./sending-suspension.queries.ts";
import { totalOf } from "./users.queries.ts";
import { idParams } from "#server/api/path-params.ts";

export function userSendingRoutes(ctx: Services) {
  const route = createRoute({
    method: "put",
    path: "/users/{id}/sending",
    tags: ["Admin"],
    summary: "Pause an account's messages to its clients, or allow them again",
    description: "A suspended account's sends answer 403 sending_suspended until this is set back to false.",
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    request: {
      params: idParams,
      body: { required: true, content: { "application/json": { schema: sendingChangeSchema, example: { suspended: true } } } },
    },
    responses: {
      200: { description: "The account with its sending state", content: { "application/json": { schema: adminUserSchema } } },
      ...invalidInput,
      ...adminErrors,
      404: missingUser,
      415: { description: "The body is not JSON (unsupported_media_type)", content: { "application/json": { schema: ErrorSchema } } },
    },
  });
  return apiRouter().openapi(route, async (c) => {
    const change = { actorId: callerOf(c).user.id, targetId: userIdOf(c.req.valid("param").id), suspended: c.req.valid("json").suspended };
    const user = await setSendingSuspended(ctx.db, change);
    if (!user) throw notFound(ADMIN_MESSAGES.userNotFound);
    return c.json(adminUserJson(user, await totalOf(ctx.db, user.id)), 200);
  });
}
