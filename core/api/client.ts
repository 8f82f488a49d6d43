/**
 * The wire shapes of a user's clients and their history (/api/v1/clients,
 * docs/decisions/012-data-api-wire-format.md): the server's routes and mappers
 * (server/api/clients/) and the clients pages (app/features/clients/clients-queries.ts) use these
 * and nothing else. What a client sends is core/clients/client-fields.ts and
 * core/clients/communication-fields.ts.
 */
import { z } from "zod";
import { COMMUNICATION_STATUS_VALUES, COMMUNICATION_TYPE_VALUES } from "../domain/enums.ts";
import { pageSchemaOf } from "./page.ts";

export const clientSchema = z
  .object({
    id: z.string().uuid(),
    name: z.string().meta({ example: "Mary Smith" }),
    email: z.string().nullable().meta({ example: "mary.smith@example.com" }),
    phone: z.string().nullable().meta({ example: "(319) 555-0142" }),
    company: z.string().nullable().meta({ example: "Prairie Home Realty" }),
    notes: z.string().nullable(),
    created_at: z.string().meta({ example: "2026-11-23T15:05:00.000Z" }),
    updated_at: z.string(),
  })
  .meta({ id: "Client" });
export type Client = z.infer<typeof clientSchema>;

export const clientDetailSchema = clientSchema
  .extend({
    sms_opted_out: z.boolean().meta({ description: "The client's number texted STOP to ours: texts are refused until they text START" }),
  })
  .meta({ id: "ClientDetail" });
export type ClientDetail = z.infer<typeof clientDetailSchema>;

export const clientPageSchema = pageSchemaOf(clientSchema, "ClientPage");
export type ClientPage = z.infer<typeof clientPageSchema>;

export const communicationSchema = z
  .object({
    id: z.string().uuid(),
    type: z.enum(COMMUNICATION_TYPE_VALUES),
    subject: z.string().nullable(),
    content: z.string(),
    recipient: z.string().nullable().meta({ description: "The address or number it went to (or came from), as it was then" }),
    status: z.enum(COMMUNICATION_STATUS_VALUES),
    error: z.string().nullable().meta({ description: "Why it failed, when status is failed" }),
    provider_status: z.string().nullable().meta({ description: "The SMS provider's own last status, e.g. undelivered" }),
    sent_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: "Communication" });
export type Communication = z.infer<typeof communicationSchema>;

export const communicationPageSchema = pageSchemaOf(communicationSchema, "CommunicationPage");
export type CommunicationPage = z.infer<typeof communicationPageSchema>;
