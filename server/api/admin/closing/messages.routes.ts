/**
 * /api/v1/admin/closing-files/{id}/messages (issue 31; docs/messages-contract.md): the file's
 * whole conversation as staff see it (internal notes, who has read each message, what it said
 * before an edit), staff's message at any visibility, and staff's read mark. Editing and removing
 * are in message.routes.ts beside it.
 */
import { createRoute } from "@hono/zod-openapi";
import { closingMessagePageSchema, closingMessageSchema, messageReadResultSchema } from "#core/api/closing-message.ts";
import { messagePostSchema, messageReadSchema } from "#core/closing/message-input.ts";
import type { Services } from "#server/services.ts";
import { clientIp } from "#server/http/client-ip.ts";
import { callerOf, requireAdmin } from "#server/http/signed-in.ts";
import { SIGNED_IN, adminErrors, apiRouter, invalidInput, notJsonBody } from "#server/api/openapi.ts";
import { idParams } from "#server/api/path-params.ts";
import { fileExists } from "#server/api/documents/documents.queries.ts";
import { MESSAGE_TAGS, POST_DESCRIPTION, messagePageQuerySchema, messageErrorOf, postExample, tooMany } from "#server/api/closing-files/message-route-parts.ts";
import { staffCaller } from "#server/closing/requests/request-actor.ts";
import { markRead, postMessage } from "#server/closing/messages/message-changes.ts";
import { listMessages } from "#server/closing/messages/message-read.ts";
import { fileIdOf, fileNotFound } from "./staff-file.ts";

const noFile = { 404: messageErrorOf("No such closing file") } as const;

export function fileMessagesRoutes(ctx: Services) {
  const list = createRoute({
    method: "get",
    path: "/closing-files/{id}/messages",
    tags: MESSAGE_TAGS,
    summary: "The file's whole conversation, newest first: internal notes, who has read each message, earlier versions",
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    request: { params: idParams, query: messagePageQuerySchema },
    responses: {
      200: { description: "A page of messages", content: { "application/json": { schema: closingMessagePageSchema } } },
      ...invalidInput,
      ...adminErrors,
      ...noFile,
    },
  });
  const post = createRoute({
    method: "post",
    path: "/closing-files/{id}/messages",
    tags: MESSAGE_TAGS,
    summary: "Write on the file's conversation: an internal note, to agents and lenders, or to everyone",
    description: POST_DESCRIPTION,
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    request: { params: idParams, body: { required: true, content: { "application/json": { schema: messagePostSchema, example: { ...postExample, visibility: "staff" } } } } },
    responses: {
      201: { description: "The message", content: { "application/json": { schema: closingMessageSchema } } },
      ...invalidInput,
      ...adminErrors,
      ...noFile,
      ...notJsonBody,
      ...tooMany,
    },
  });
  const read = createRoute({
    method: "post",
    path: "/closing-files/{id}/messages/read",
    tags: MESSAGE_TAGS,
    summary: "Mark the conversation read up to a message; staff's unread count after it",
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    request: { params: idParams, body: { required: true, content: { "application/json": { schema: messageReadSchema, example: { through: "6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f" } } } } },
    responses: {
      200: { description: "Staff's unread count and read mark", content: { "application/json": { schema: messageReadResultSchema } } },
      ...invalidInput,
      ...adminErrors,
      404: messageErrorOf("No such closing file, or no such message on it"),
      ...notJsonBody,
    },
  });
  return apiRouter()
    .openapi(list, async (c) => {
      const fileId = fileIdOf(c.req.valid("param").id);
      if (!(await fileExists(ctx.db, fileId))) throw fileNotFound();
      c.header("Cache-Control", "no-store");
      return c.json(await listMessages(ctx.db, staffCaller(callerOf(c), clientIp(c, ctx.config.TRUST_PROXY)), fileId, c.req.valid("query")), 200);
    })
    .openapi(post, async (c) => {
      const fileId = fileIdOf(c.req.valid("param").id);
      if (!(await fileExists(ctx.db, fileId))) throw fileNotFound();
      const by = staffCaller(callerOf(c), clientIp(c, ctx.config.TRUST_PROXY));
      return c.json(await postMessage(ctx, by, fileId, c.req.valid("json")), 201);
    })
    .openapi(read, async (c) => {
      const fileId = fileIdOf(c.req.valid("param").id);
      const by = staffCaller(callerOf(c), clientIp(c, ctx.config.TRUST_PROXY));
      return c.json(await markRead(ctx, by, fileId, c.req.valid("json")), 200);
    });
}
