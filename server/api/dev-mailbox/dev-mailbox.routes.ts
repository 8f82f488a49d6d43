/**
 * GET /api/v1/dev/mailbox?to=: the e-mails and texts the development transport "sent", so
 * confirmation and reset links can be followed without a mail server, and texts read without an
 * SMS provider. Mounted only outside production, and lists only the channels that have no real
 * provider configured (no SMTP_URL: e-mail; no SMS_ACCOUNT_SID: SMS).
 */
import { createRoute, z } from "@hono/zod-openapi";
import type { AppDb } from "#db/client.ts";
import { OUTBOX_CHANNEL_VALUES, OUTBOX_STATUS_VALUES, type OutboxChannel } from "#core/domain/enums.ts";
import { toE164 } from "#core/messaging/phone.ts";
import { safeString } from "#core/validation/safe-text.ts";
import { ErrorSchema, apiRouter } from "../openapi.ts";
import { newestMessages } from "./dev-mailbox.queries.ts";

const MailSchema = z
  .object({
    id: z.string(),
    channel: z.enum(OUTBOX_CHANNEL_VALUES),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string().nullable(),
    kind: z.string(),
    status: z.enum(OUTBOX_STATUS_VALUES),
    created_at: z.string(),
  })
  .openapi("DevMail");

const route = createRoute({
  method: "get",
  path: "/",
  tags: ["Development"],
  summary: "E-mails and texts the development transport kept",
  description:
    "Only outside production, and only for channels without a provider (no SMTP_URL: e-mail; no " +
    "SMS_ACCOUNT_SID: SMS). The 50 newest messages, to one address (any case) or phone number " +
    "(as typed, e.g. +13195550142 or (319) 555-0142) when `to` is given, newest first. An SMS has an empty subject.",
  request: {
    query: z.object({
      to: safeString().max(254).optional().openapi({ description: "Recipient address (any case) or phone number.", example: "someone@example.com" }),
    }),
  },
  responses: {
    200: { description: "The newest e-mails", content: { "application/json": { schema: z.object({ messages: z.array(MailSchema) }) } } },
    400: { description: "An invalid query (e.g. `to` given twice)", content: { "application/json": { schema: ErrorSchema } } },
  },
});

/** `to` as the outbox stores it: an address in lower case, or a number in E.164. */
function recipient(to: string | undefined): string | undefined {
  const trimmed = to?.trim();
  if (!trimmed) return undefined;
  // "+" in a query string that was not encoded arrives as a space, which trim() removed.
  return (!trimmed.includes("@") && toE164(/^\d{11,15}$/.test(trimmed) ? `+${trimmed}` : trimmed)) || trimmed.toLowerCase();
}

export function devMailboxRoutes(db: AppDb, channels: OutboxChannel[]) {
  return apiRouter().openapi(route, async (c) => {
    const to = recipient(c.req.valid("query").to);
    const rows = await newestMessages(db, channels, to);
    c.header("Cache-Control", "no-store");
    return c.json(
      {
        messages: rows.map((r) => ({
          id: r.id,
          channel: r.channel,
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
