/**
 * An outbound e-mail or text as the admin area's outbox shows it, and a page of them
 * (GET /api/v1/admin/messages; docs/decisions/010-messaging.md).
 */
import { z } from "zod";
import { MESSAGE_CHANNEL_VALUES } from "../admin/people-filters.ts";
import { pageSchemaOf } from "./page.ts";

export const outboundMessageSchema = z
  .object({
    id: z.string().uuid(),
    channel: z.enum(MESSAGE_CHANNEL_VALUES),
    to: z.string().meta({ description: "The e-mail address, or the E.164 number of a text", example: "mary.smith@example.com" }),
    subject: z.string().nullable().meta({ description: "null for a text" }),
    status: z.enum(["pending", "sending", "sent", "failed"]).meta({ description: "failed: given up after its last attempt" }),
    attempts: z.number().int().min(0),
    last_error: z.string().nullable(),
    created_at: z.string(),
    sent_at: z.string().nullable(),
  })
  .meta({ id: "OutboundMessage" });
export type OutboundMessage = z.infer<typeof outboundMessageSchema>;

export const outboundMessagePageSchema = pageSchemaOf(outboundMessageSchema, "OutboundMessagePage");
