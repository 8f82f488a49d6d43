/**
 * PATCH|DELETE /api/v1/admin/closing-files/{id}/messages/{messageId} (issue 31): staff correct
 * or take back their own message within 10 minutes of posting it; the earlier body is kept and
 * shown to staff, and a removed message stays in the thread as "Message removed". Another's
 * message 403 message_not_yours; after the window 409 edit_window_over; removed 409 message_removed.
 */
import { createRoute } from "@hono/zod-openapi";
import { closingMessageSchema } from "#core/api/closing-message.ts";
import { messagePatchSchema } from "#core/closing/message-input.ts";
import { WIRE_DETAILS_REFUSED } from "#core/closing/wire-details.ts";
import type { Services } from "#server/services.ts";
import { clientIp } from "#server/http/client-ip.ts";
import { callerOf, requireAdmin } from "#server/http/signed-in.ts";
import { SIGNED_IN, adminErrors, apiRouter, invalidInput, notJsonBody } from "#server/api/openapi.ts";
import { MESSAGE_TAGS, messageErrorOf, messageParams } from "#server/api/closing-files/message-route-parts.ts";
import { staffCaller } from "#server/closing/requests/request-actor.ts";
import { editMessage, removeMessage } from "#server/closing/messages/message-changes.ts";
import { fileIdOf } from "./staff-file.ts";

const refusals = {
  403: messageErrorOf("Not an administrator (forbidden), a session without two-step verification (mfa_required), or another person's message (message_not_yours)"),
  404: messageErrorOf("No such closing file, or no such message on it"),
  409: messageErrorOf("The 10 minutes to change a message are over (edit_window_over), or it was removed (message_removed)"),
} as const;

export function fileMessageRoutes(ctx: Services) {
  const patch = createRoute({
    method: "patch",
    path: "/closing-files/{id}/messages/{messageId}",
    tags: MESSAGE_TAGS,
    summary: "Correct one's own message within 10 minutes of posting it",
    description: `400 names \`body\` when it is empty, too long, or looks like bank or wire details ("${WIRE_DETAILS_REFUSED}").`,
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    request: { params: messageParams, body: { required: true, content: { "application/json": { schema: messagePatchSchema, example: { body: "The walk-through is at 9:30 on Friday." } } } } },
    responses: {
      200: { description: "The message as it is now", content: { "application/json": { schema: closingMessageSchema } } },
      ...invalidInput,
      ...adminErrors,
      ...refusals,
      ...notJsonBody,
    },
  });
  const remove = createRoute({
    method: "delete",
    path: "/closing-files/{id}/messages/{messageId}",
    tags: MESSAGE_TAGS,
    summary: "Take back one's own message within 10 minutes of posting it (it stays as \"Message removed\")",
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    request: { params: messageParams },
    responses: {
      200: { description: "The message, removed", content: { "application/json": { schema: closingMessageSchema } } },
      ...adminErrors,
      ...refusals,
    },
  });
  return apiRouter()
    .openapi(patch, async (c) => {
      const { id, messageId } = c.req.valid("param");
      const by = staffCaller(callerOf(c), clientIp(c, ctx.config.TRUST_PROXY));
      return c.json(await editMessage(ctx, by, fileIdOf(id), messageId, c.req.valid("json")), 200);
    })
    .openapi(remove, async (c) => {
      const { id, messageId } = c.req.valid("param");
      const by = staffCaller(callerOf(c), clientIp(c, ctx.config.TRUST_PROXY));
      return c.json(await removeMessage(ctx, by, fileIdOf(id), messageId), 200);
    });
}
