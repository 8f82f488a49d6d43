import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { descending } from "./columns.ts";

export const outboxStatus = pgEnum("outbox_status", ["pending", "sending", "sent", "failed"]);
export const outboxChannel = pgEnum("outbox_channel", ["email", "sms"]);

/**
 * Messages waiting to be delivered. Producers (auth, leads, clients) only insert rows; the
 * worker claims due rows with FOR UPDATE SKIP LOCKED, so several instances share the queue.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    channel: outboxChannel("channel").notNull().default("email"),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull().default(""),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    /** Free-form tag of what produced the message (e.g. "auth.recovery", "lead.new"). */
    kind: text("kind").notNull(),
    /** Optional reference to what produced it (a lead, a user), for looking messages up; nothing is told. */
    refId: uuid("ref_id"),
    /**
     * The row that asked for the message and is told how it ended (e.g. "communication" + its id):
     * the outcome handler registered for origin_type runs in the transaction that marks this row
     * sent or failed (server/messaging/outcomes.ts).
     */
    originType: text("origin_type"),
    originId: uuid("origin_id"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    status: outboxStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(8),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** While status = sending: when the claim expires (a crashed worker's rows are retried). */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    providerMessageId: text("provider_message_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("outbox_ref_idx").on(t.refId),
    // The admin area's outbound messages, newest first, all or one channel.
    index("outbox_created_at_idx").on(descending(t.createdAt), descending(t.id)),
    index("outbox_channel_created_at_idx").on(t.channel, descending(t.createdAt), descending(t.id)),
    check("outbox_attempts_nonnegative", sql`${t.attempts} >= 0`),
    check("outbox_to_address_not_blank", sql`length(trim(${t.toAddress})) > 0`),
    // An SMS goes to an E.164 number (what Twilio's Messages API takes); e-mail is checked by its producers.
    check("outbox_sms_to_e164", sql`${t.channel} <> 'sms' or ${t.toAddress} ~ '^\\+[1-9][0-9]{6,14}$'`),
    check("outbox_origin_complete", sql`(${t.originType} is null) = (${t.originId} is null)`),
  ],
);
