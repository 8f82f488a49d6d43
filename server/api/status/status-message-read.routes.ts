/**
 * POST /api/v1/status/{token}/messages/read (issue 31): the verified buyer or seller has read the
 * conversation up to a message (their mark never moves back). A message they may not see, or
 * another file's, answers 404 as if it did not exist.
 */
import { createRoute } from "@hono/zod-openapi";
import { messageReadResultSchema } from "#core/api/closing-message.ts";
import { MESSAGE_MESSAGES, messageReadSchema } from "#core/closing/message-input.ts";
import type { Services } from "#server/services.ts";
import { requireStatusSession } from "#server/closing/status-session/require-status-session.ts";
import { markRead } from "#server/closing/messages/message-changes.ts";
import { STATUS_VERIFIED, apiRouter, invalidInput, notJsonBody } from "../openapi.ts";
import { statusCaller } from "./status-request-parts.ts";
import { privateAnswer, statusError, statusIpLimit, statusLinkErrors, tokenParam, verifiedErrors } from "./status-route-parts.ts";

export function statusMessageReadRoutes(ctx: Services) {
  const read = createRoute({
    tags: ["Status page"],
    security: STATUS_VERIFIED,
    middleware: [privateAnswer, statusIpLimit(ctx, "status.verified"), requireStatusSession(ctx)] as const,
    method: "post",
    path: "/{token}/messages/read",
    summary: "Mark the conversation read up to a message; the buyer's or seller's unread count after it",
    request: { params: tokenParam, body: { required: true, content: { "application/json": { schema: messageReadSchema, example: { through: "6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f" } } } } },
    responses: {
      200: { description: "Their unread count and read mark", content: { "application/json": { schema: messageReadResultSchema } } },
      ...invalidInput,
      ...verifiedErrors,
      ...statusLinkErrors,
      404: statusError(`status_link_invalid (a wrong or revoked link), or not_found: no such message on the file shared with everyone. "${MESSAGE_MESSAGES.notFound}"`),
      ...notJsonBody,
    },
  });
  return apiRouter().openapi(read, async (c) => {
    const by = statusCaller(ctx, c);
    return c.json(await markRead(ctx, by, by.fileId, c.req.valid("json")), 200);
  });
}
