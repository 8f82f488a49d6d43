/**
 * A signed-in user's personal client list, the log of e-mails and SMS sent to those clients,
 * and the e-mail templates offered when sending.
 */
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { authUsers } from "./auth.ts";
import { createdAt, emailShape, notBlank, tstz, updatedAt, descending } from "./columns.ts";
import { communicationStatus, communicationType } from "./enums.ts";
import { outbox } from "./outbox.ts";

export const clients = pgTable(
  "clients",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The owner; a user sees only their own clients. */
    userId: uuid("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Optional; NULL when not given (an empty string is rejected, so "has an e-mail" is `is not null`). */
    email: text("email"),
    phone: text("phone"),
    company: text("company"),
    notes: text("notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("clients_user_id_created_at_idx").on(t.userId, descending(t.createdAt), descending(t.id)),
    check("clients_name_not_blank", notBlank(t.name)),
    check("clients_email_shape", emailShape(t.email)),
    check("clients_phone_not_blank", notBlank(t.phone)),
  ],
);

/**
 * One e-mail or SMS to a client, or a client's reply to a text. Recorded as "queued" together with
 * its outbox row (outbox_id); the delivery worker moves it to "sent" or "failed", and the SMS
 * provider's status callbacks to "delivered" or "failed" (forward only: core/messaging/sms-status.ts).
 * A reply is recorded as "received".
 */
export const communications = pgTable(
  "communications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    /** The user who sent it. */
    userId: uuid("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    type: communicationType("type").notNull(),
    /** Required for e-mail; NULL for SMS. */
    subject: text("subject"),
    content: text("content").notNull(),
    /** The address or number it went to, as it was at the time. */
    recipient: text("recipient"),
    status: communicationStatus("status").notNull().default("queued"),
    outboxId: uuid("outbox_id").references(() => outbox.id, { onDelete: "set null" }),
    /** Delivery error reported by the outbox when status is failed. */
    error: text("error"),
    /** The provider's id for the message (Twilio's message SID): how its status callbacks find it. */
    providerId: text("provider_id"),
    /** The provider's own last word on it (Twilio's MessageStatus, e.g. "undelivered"), kept as sent. */
    providerStatus: text("provider_status"),
    sentAt: tstz("sent_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("communications_client_id_created_at_idx").on(t.clientId, descending(t.createdAt), descending(t.id)),
    index("communications_user_id_idx").on(t.userId),
    index("communications_outbox_id_idx").on(t.outboxId),
    uniqueIndex("communications_provider_id_key").on(t.providerId),
    // The reply to a text belongs to the client last texted at that number.
    index("communications_sms_recipient_idx").on(t.recipient, descending(t.createdAt)).where(sql`${t.type} = 'sms'`),
    check("communications_content_not_blank", notBlank(t.content)),
    check(
      "communications_email_has_subject",
      sql`${t.type} <> 'email' or (${t.subject} is not null and ${notBlank(t.subject)})`,
    ),
  ],
);

/**
 * Numbers that texted STOP (or a synonym) to our number: nothing more is sent to them until they
 * text START. One row per number, whoever's client it is, because the opt-out is from our number.
 */
export const smsOptOuts = pgTable("sms_opt_outs", {
  /** E.164. */
  phone: text("phone").primaryKey(),
  /** The word they sent, as sent. */
  keyword: text("keyword").notNull(),
  createdAt: createdAt(),
});

/** Templates offered by the Send Email picker; {{placeholders}} as in core/domain/email-templates.ts. */
export const emailTemplates = pgTable(
  "email_templates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    subject: text("subject").notNull(),
    content: text("content").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("email_templates_name_key").on(t.name),
    check("email_templates_name_not_blank", notBlank(t.name)),
    check("email_templates_subject_not_blank", notBlank(t.subject)),
    check("email_templates_content_not_blank", notBlank(t.content)),
  ],
);

export type Client = typeof clients.$inferSelect;
export type NewClient = typeof clients.$inferInsert;
export type Communication = typeof communications.$inferSelect;
export type NewCommunication = typeof communications.$inferInsert;
export type EmailTemplate = typeof emailTemplates.$inferSelect;
export type SmsOptOut = typeof smsOptOuts.$inferSelect;
export type NewEmailTemplate = typeof emailTemplates.$inferInsert;
