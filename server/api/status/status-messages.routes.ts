/**
 * GET|POST /api/v1/status/{token}/messages (issue 31; docs/messages-contract.md): the verified
 * buyer's or seller's side of the file's conversation: only messages to everyone on the file
 * (never an internal note or one to agents and lenders), and their message to everyone. The read
 * mark and the upload from the message box are beside it (status-message-read.routes.ts,
 * status-message-documents.routes.ts).
 */
import { createRoute } from "@hono/zod-openapi";
import { closingMessagePageSchema, closingMessageSchema } from "#core/api/closing-message.ts";
import { messagePostSchema } from "#core/closing/message-input.ts";
import type { Services } from "#server/services.ts";
import { requireStatusSession } from "#server/closing/status-session/require-status-session.ts";
import { postMessage } from "#server/closing/messages/message-changes.ts";
import { listMessages } from "#server/closing/messages/message-read.ts";
import { POST_DESCRIPTION, messagePageQuerySchema, postExample, tooMany } from "../closing-files/message-route-parts.ts";
import { STATUS_VERIFIED, apiRouter, invalidInput, notJsonBody } from "../openapi.ts";
import { statusCaller } from "./status-request-parts.ts";
import { privateAnswer, statusIpLimit, statusLinkErrors, tokenParam, verifiedErrors } from "./status-route-parts.ts";

export function statusMessagesRoutes(ctx: Services) {
  const list = createRoute({
    tags: ["Status page"],
    security: STATUS_VERIFIED,
    middleware: [privateAnswer, statusIpLimit(ctx, "status.verified"), requireStatusSession(ctx)] as const,
    method: "get",
    path: "/{token}/messages",
    summary: "The file's conversation as the verified buyer or seller sees it (messages to everyone), newest first, with their unread count",
    request: { params: tokenParam, query: messagePageQuerySchema },
    responses: {
      200: { description: "A page of messages", content: { "application/json": { schema: closingMessagePageSchema } } },
      ...invalidInput,
      ...verifiedErrors,
      ...statusLinkErrors,
    },
  });
  const post = createRoute({
    tags: ["Status page"],
    security: STATUS_VERIFIED,
    middleware: [privateAnswer, statusIpLimit(ctx, "status.verified"), requireStatusSession(ctx)] as const,
    method: "post",
    path: "/{token}/messages",
    summary: "Write to everyone on the file, as the verified buyer or seller",
    description: POST_DESCRIPTION,
    request: { params: tokenParam, body: { required: true, content: { "application/json": { schema: messagePostSchema, example: postExample } } } },
    responses: {
      201: { description: "The message", content: { "application/json": { schema: closingMessageSchema } } },
      ...invalidInput,
      ...verifiedErrors,
      ...statusLinkErrors,
      ...notJsonBody,
      ...tooMany,
    },
  });
  return apiRouter()
    .openapi(list, async (c) => {
      const by = statusCaller(ctx, c);
      return c.json(await listMessages(ctx.db, by, by.fileId, c.req.valid("query")), 200);
    })
    .openapi(post, async (c) => {
      const by = statusCaller(ctx, c);
      return c.json(await postMessage(ctx, by, by.fileId, c.req.valid("json")), 201);
    });
}
