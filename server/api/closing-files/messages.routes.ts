/**
 * /api/v1/closing-files/{id}/messages (issue 31; docs/messages-contract.md): an agent's or
 * lender's side of the file's conversation: the page of messages they may see (not staff's
 * internal notes), and a message to agents and lenders or to everyone. Anyone not on the file
 * gets the file's 404 (requirePartyOf). The read mark is beside it (message-read.routes.ts).
 */
import { createRoute } from "@hono/zod-openapi";
import { closingMessagePageSchema, closingMessageSchema } from "#core/api/closing-message.ts";
import { messagePostSchema } from "#core/closing/message-input.ts";
import type { Services } from "#server/services.ts";
import { clientIp } from "#server/http/client-ip.ts";
import { callerOf, requireUser } from "#server/http/signed-in.ts";
import { professionalCaller } from "#server/closing/requests/request-actor.ts";
import { postMessage } from "#server/closing/messages/message-changes.ts";
import { listMessages } from "#server/closing/messages/message-read.ts";
import { SIGNED_IN, apiRouter, invalidInput, notJsonBody, signedInErrors } from "../openapi.ts";
import { idParams } from "../path-params.ts";
import { MESSAGE_TAGS, POST_DESCRIPTION, messagePageQuerySchema, messageErrorOf, postExample, tooMany } from "./message-route-parts.ts";
import { partyMessageReadRoutes } from "./message-read.routes.ts";

const noFile = { 404: messageErrorOf("No such file, or the caller is not a party to it") } as const;

export function partyMessageRoutes(ctx: Services) {
  const list = createRoute({
    method: "get",
    path: "/{id}/messages",
    tags: MESSAGE_TAGS,
    summary: "The file's conversation as an agent or lender sees it, newest first, with their unread count",
    security: SIGNED_IN,
    middleware: [requireUser(ctx)] as const,
    request: { params: idParams, query: messagePageQuerySchema },
    responses: {
      200: { description: "A page of messages", content: { "application/json": { schema: closingMessagePageSchema } } },
      ...invalidInput,
      ...signedInErrors,
      ...noFile,
    },
  });
  const post = createRoute({
    method: "post",
    path: "/{id}/messages",
    tags: MESSAGE_TAGS,
    summary: "Write on the file's conversation, to agents and lenders or to everyone on the file",
    description: POST_DESCRIPTION,
    security: SIGNED_IN,
    middleware: [requireUser(ctx)] as const,
    request: { params: idParams, body: { required: true, content: { "application/json": { schema: messagePostSchema, example: postExample } } } },
    responses: {
      201: { description: "The message", content: { "application/json": { schema: closingMessageSchema } } },
      ...invalidInput,
      ...signedInErrors,
      ...noFile,
      ...notJsonBody,
      ...tooMany,
    },
  });
  return apiRouter()
    .openapi(list, async (c) => {
      const { id } = c.req.valid("param");
      const by = await professionalCaller(ctx.db, callerOf(c), id, clientIp(c, ctx.config.TRUST_PROXY));
      c.header("Cache-Control", "no-store");
      return c.json(await listMessages(ctx.db, by, id.toLowerCase(), c.req.valid("query")), 200);
    })
    .openapi(post, async (c) => {
      const { id } = c.req.valid("param");
      const by = await professionalCaller(ctx.db, callerOf(c), id, clientIp(c, ctx.config.TRUST_PROXY));
      return c.json(await postMessage(ctx, by, id.toLowerCase(), c.req.valid("json")), 201);
    })
    .route("/", partyMessageReadRoutes(ctx));
}
