/** The wire shapes of a client and of its history (docs/decisions/012-data-api-wire-format.md). */
import { z } from "@hono/zod-openapi";
import { CLIENT_MESSAGES } from "../../../core/clients/client-fields.ts";
import { COMMUNICATION_STATUS_VALUES, COMMUNICATION_TYPE_VALUES } from "../../../core/domain/enums.ts";
import { notFound } from "../../http/errors.ts";
import { isUuid } from "../../../core/validation/uuid.ts";

export const ClientSchema = z
  .object({
    id: z.string().uuid(),
    name: z.string().openapi({ example: "Mary Smith" }),
    email: z.string().nullable().openapi({ example: "mary.smith@example.com" }),
    phone: z.string().nullable().openapi({ example: "(319) 555-0142" }),
    company: z.string().nullable().openapi({ example: "Prairie Home Realty" }),
    notes: z.string().nullable(),
    created_at: z.string().openapi({ example: "2026-11-23T15:05:00.000Z" }),
    updated_at: z.string(),
  })
  .openapi("Client");

export const ClientDetailSchema = ClientSchema.extend({
  sms_opted_out: z.boolean().openapi({ description: "The client's number texted STOP to ours: texts are refused until they text START" }),
}).openapi("ClientDetail");

export const CommunicationSchema = z
  .object({
    id: z.string().uuid(),
    type: z.enum(COMMUNICATION_TYPE_VALUES),
    subject: z.string().nullable(),
    content: z.string(),
    recipient: z.string().nullable().openapi({ description: "The address or number it went to (or came from), as it was then" }),
    status: z.enum(COMMUNICATION_STATUS_VALUES),
    error: z.string().nullable().openapi({ description: "Why it failed, when status is failed" }),
    provider_status: z.string().nullable().openapi({ description: "The SMS provider's own last status, e.g. undelivered" }),
    sent_at: z.string().nullable(),
    created_at: z.string(),
  })
  .openapi("Communication");

export const clientIdParam = z.object({
  id: z.string().max(100).openapi({ param: { name: "id", in: "path" }, example: "6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f" }),
});


/** A client id from the path: anything that is not an id we could have issued is simply not found. */
export function clientIdOf(id: string): string {
  if (!isUuid(id)) throw notFound(CLIENT_MESSAGES.notFound);
  return id.toLowerCase();
}

interface ClientRowLike {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  company: string | null;
  notes: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export function clientJson(row: ClientRowLike) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    notes: row.notes,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
