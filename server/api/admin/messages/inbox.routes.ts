/**
 * /api/v1/admin/messages/inbox: staff's inbox of conversations waiting for an answer
 * (docs/messages-contract.md), longest waiting first, a page at a time, searchable by file number,
 * address or party name; and /inbox/count, the admin navigation's badge. The reading is
 * server/closing/messages/inbox.ts.
 */
import { createRoute } from "@hono/zod-openapi";
import { messageInboxCountSchema, messageInboxPageSchema } from "#core/api/closing-message.ts";
import { pipelineSearchSchema, PIPELINE_SEARCH_MAX } from "#core/admin/pipeline-query.ts";
import type { Services } from "#server/services.ts";
import { decodeOrderCursor, pageQuerySchema } from "#server/http/keyset.ts";
import { requireAdmin } from "#server/http/signed-in.ts";
import { SIGNED_IN, adminErrors, apiRouter, invalidInput } from "#server/api/openapi.ts";
import { INBOX_ORDER, inboxCount, inboxPage } from "#server/closing/messages/inbox.ts";

const TAGS = ["Admin: closing messages"];

// The staff file list's search text rule (safe text, at most PIPELINE_SEARCH_MAX, trimmed), so the
// inbox's search box and the file list's refuse the same things.
const query = pageQuerySchema.extend({
  q: pipelineSearchSchema.optional().openapi({
    param: { name: "q", in: "query" },
    type: "string",
    maxLength: PIPELINE_SEARCH_MAX,
    description: "Part of the file number, property address or the name of anyone on the file, case-insensitive",
  }),
});

export function inboxRoutes(ctx: Services) {
  const list = createRoute({
    method: "get",
    path: "/messages/inbox",
    tags: TAGS,
    summary: "Conversations waiting for staff's answer, longest waiting first, a page at a time",
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    request: { query },
    responses: {
      200: { description: "A page of waiting conversations", content: { "application/json": { schema: messageInboxPageSchema } } },
      ...invalidInput,
      ...adminErrors,
    },
  });
  const count = createRoute({
    method: "get",
    path: "/messages/inbox/count",
    tags: TAGS,
    summary: "How many conversations wait for staff's answer",
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    responses: {
      200: { description: "The number waiting", content: { "application/json": { schema: messageInboxCountSchema } } },
      ...adminErrors,
    },
  });
  return apiRouter()
    .openapi(list, async (c) => {
      const { limit, cursor, q } = c.req.valid("query");
      const page = await inboxPage(ctx.db, q, decodeOrderCursor(INBOX_ORDER, cursor), limit);
      c.header("Cache-Control", "no-store");
      return c.json(page, 200);
    })
    .openapi(count, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ waiting: await inboxCount(ctx.db) }, 200);
    });
}
