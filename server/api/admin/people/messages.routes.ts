/**
 * GET /api/v1/admin/messages: the recent outbound e-mails and texts (the outbox), newest first,
 * with their delivery status, attempts and last error (docs/decisions/010-messaging.md).
 */
import { createRoute } from "@hono/zod-openapi";
import { messageChannelSchema } from "#core/admin/people-filters.ts";
import { outboundMessagePageSchema } from "#core/api/outbound-messages.ts";
import type { Services } from "#server/services.ts";
import { decodeCursor, pageOf, pageQuerySchema } from "#server/http/keyset.ts";
import { requireAdmin } from "#server/http/signed-in.ts";
import { SIGNED_IN, adminErrors, apiRouter, invalidInput } from "#server/api/openapi.ts";
import { listMessages } from "./messages.queries.ts";

const listQuerySchema = pageQuerySchema.extend({
  channel: messageChannelSchema.optional().meta({ description: "Only e-mails or only texts" }),
});

export function messagesRoutes(ctx: Services) {
  const route = createRoute({
    method: "get",
    path: "/messages",
    tags: ["Admin"],
    summary: "Recent outbound e-mails and texts with their delivery status",
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    request: { query: listQuerySchema },
    responses: {
      200: { description: "A page of messages", content: { "application/json": { schema: outboundMessagePageSchema } } },
      ...invalidInput,
      ...adminErrors,
    },
  });
  return apiRouter().openapi(route, async (c) => {
    const { limit, cursor, channel } = c.req.valid("query");
    const rows = await listMessages(ctx.db, { limit, cursor: decodeCursor(cursor), channel });
    c.header("Cache-Control", "no-store");
    return c.json(
      pageOf(rows, limit, (row) => ({
        id: row.id,
        channel: row.channel,
        to: row.to,
        subject: row.channel === "sms" || row.subject === "" ? null : row.subject,
        status: row.status,
        attempts: row.attempts,
        last_error: row.lastError,
        created_at: row.createdAt.toISOString(),
        sent_at: row.sentAt?.toISOString() ?? null,
      })),
      200,
    );
  });
}
