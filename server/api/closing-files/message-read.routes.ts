/**
 * POST /api/v1/closing-files/{id}/messages/read (issue 31): an agent or lender has read the
 * conversation up to a message; their mark never moves back. A message they may not see (an
 * internal note) or another file's answers 404, as if it did not exist.
 */
import { createRoute } from "@hono/zod-openapi";
import { messageReadResultSchema } from "#core/api/closing-message.ts";
import { messageReadSchema } from "#core/closing/message-input.ts";
import type { Services } from "#server/services.ts";
import { clientIp } from "#server/http/client-ip.ts";
import { callerOf, requireUser } from "#server/http/signed-in.ts";
import { professionalCaller } from "#server/closing/requests/request-actor.ts";
import { markRead } from "#server/closing/messages/message-changes.ts";
import { SIGNED_IN, apiRouter, invalidInput, notJsonBody, signedInErrors } from "../openapi.ts";
import { idParams } from "../path-params.ts";
import { MESSAGE_TAGS, messageErrorOf } from "./message-route-parts.ts";

export function partyMessageReadRoutes(ctx: Services) {
  const read = createRoute({
    method: "post",
    path: "/{id}/messages/read",
    tags: MESSAGE_TAGS,
    summary: "Mark the conversation read up to a message; the caller's unread count after it",
    security: SIGNED_IN,
    middleware: [requireUser(ctx)] as const,
    request: { params: idParams, body: { required: true, content: { "application/json": { schema: messageReadSchema, example: { through: "6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f" } } } } },
    responses: {
      200: { description: "The caller's unread count and read mark", content: { "application/json": { schema: messageReadResultSchema } } },
      ...invalidInput,
      ...signedInErrors,
      404: messageErrorOf("No such file of the caller's, or no such message on it they may see"),
      ...notJsonBody,
    },
  });
  return apiRouter().openapi(read, async (c) => {
    const { id } = c.req.valid("param");
    const by = await professionalCaller(ctx.db, callerOf(c), id, clientIp(c, ctx.config.TRUST_PROXY));
    return c.json(await markRead(ctx, by, id.toLowerCase(), c.req.valid("json")), 200);
  });
}
