/**
 * GET /api/v1/dev/mailbox?to=: the e-mails the development transport "sent", so confirmation and
 * reset links can be followed without a mail server. Mounted only when no SMTP server is
 * configured and NODE_ENV is not production.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { desc, eq, sql } from "drizzle-orm";
import type { AppDb } from "../../../db/client.ts";
import { outbox, outboxStatus } from "../../../db/schema/index.ts";
import { safeString } from "../../../core/validation/safe-text.ts";
import { ErrorSchema, apiRouter } from "../openapi.ts";

const MailSchema = z
  .object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string().nullable(),
    kind: z.string(),
    status: z.enum(outboxStatus.enumValues),
    created_at: z.string(),
  })
  .openapi("DevMail");

const route = createRoute({
  method: "get",
  path: "/",
  tags: ["Development"],
  summary: "E-mails the development transport kept",
  description:
    "Only without SMTP_URL and outside production. The 50 newest e-mails, to one address (any case) " +
    "when `to` is given, newest first.",
  request: {
    query: z.object({
      to: safeString().max(254).optional().openapi({ description: "Recipient address; any case.", example: "someone@example.com" }),
    }),
  },
  responses: {
    200: { description: "The newest e-mails", content: { "application/json": { schema: z.object({ messages: z.array(MailSchema) }) } } },
    400: { description: "An invalid query (e.g. `to` given twice)", content: { "application/json": { schema: ErrorSchema } } },
  },
});

export function devMailboxRoutes(db: AppDb) {
  return apiRouter().openapi(route, async (c) => {
    const to = c.req.valid("query").to?.trim().toLowerCase();
    const rows = await db
      .select()
      .from(outbox)
      .where(to ? sql`lower(${outbox.toAddress}) = ${to}` : eq(outbox.channel, "email"))
      .orderBy(desc(outbox.createdAt))
      .limit(50);
    c.header("Cache-Control", "no-store");
    return c.json(
      {
        messages: rows.map((r) => ({
          id: r.id,
          to: r.toAddress,
          subject: r.subject,
          text: r.textBody,
          html: r.htmlBody,
          kind: r.kind,
          status: r.status,
          created_at: r.createdAt.toISOString(),
        })),
      },
      200,
    );
  });
}
