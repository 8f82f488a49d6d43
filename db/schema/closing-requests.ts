/**
 * The two-way closing file (issue 30; docs/requests-contract.md, ../shared/TWO-WAY-FILE.md): what a
 * file needs from whom by when (requests), the documents that answer them, the file's append-only
 * event log, the verified sessions of status-link holders, and the record of daily reminders.
 */
import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { DOCUMENT_VISIBILITY_VALUES } from "#core/closing/closing-enums.ts";
import { REQUEST_KIND_VALUES, REQUEST_OWNER_VALUES, REQUEST_STATUS_VALUES } from "#core/closing/request-types.ts";
import { authUsers } from "./auth.ts";
import { closingDocuments, closingFiles, closingParties, closingStatusLinks } from "./closing.ts";
import { createdAt, notBlank, oneOf, tstz, updatedAt } from "./columns.ts";

export const closingRequests = pgTable(
  "closing_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fileId: uuid("file_id")
      .notNull()
      .references(() => closingFiles.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /**
     * Which rule made it ("payoff:2", "declaration_of_value:Polk"): a generated request is made once
     * per file, whatever its status later. NULL for requests staff add by hand.
     */
    ruleKey: text("rule_key"),
    title: text("title").notNull(),
    instructions: text("instructions").notNull(),
    owner: text("owner").notNull(),
    dueOn: date("due_on", { mode: "string" }),
    status: text("status").notNull().default("open"),
    visibility: text("visibility").notNull().default("professionals"),
    /** The typed answer, as the kind's schema (core/closing/request-kinds.ts) output it. */
    answer: jsonb("answer").$type<Record<string, unknown>>(),
    answeredAt: tstz("answered_at"),
    /** Who sent the answer, as staff read it: a name or an e-mail. */
    answeredBy: text("answered_by"),
    answeredByUser: uuid("answered_by_user").references(() => authUsers.id, { onDelete: "set null" }),
    answeredByParty: uuid("answered_by_party").references(() => closingParties.id, { onDelete: "set null" }),
    /** Sent back: why (the owner reads it). Waived: why. Cleared when answered again. */
    reviewNote: text("review_note"),
    sentBackCount: integer("sent_back_count").notNull().default(0),
    reviewedBy: uuid("reviewed_by").references(() => authUsers.id, { onDelete: "set null" }),
    reviewedAt: tstz("reviewed_at"),
    createdBy: uuid("created_by").references(() => authUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("closing_requests_file_idx").on(t.fileId, t.createdAt),
    uniqueIndex("closing_requests_rule_idx").on(t.fileId, t.ruleKey).where(sql`${t.ruleKey} is not null`),
    // The needs-attention list: unsettled requests by due date (undated last), then id.
    index("closing_requests_attention_idx").on(t.dueOn, t.id).where(sql`${t.status} in ('open', 'submitted')`),
    check("closing_requests_kind_known", oneOf(t.kind, REQUEST_KIND_VALUES)),
    check("closing_requests_owner_known", oneOf(t.owner, REQUEST_OWNER_VALUES)),
    check("closing_requests_status_known", oneOf(t.status, REQUEST_STATUS_VALUES)),
    check("closing_requests_visibility_known", oneOf(t.visibility, DOCUMENT_VISIBILITY_VALUES)),
    check("closing_requests_title_not_blank", notBlank(t.title)),
  ],
);

/** The documents sent with a request's answer (a document may answer one request). */
export const closingRequestDocuments = pgTable(
  "closing_request_documents",
  {
    requestId: uuid("request_id")
      .notNull()
      .references(() => closingRequests.id, { onDelete: "cascade" }),
    documentId: uuid("document_id")
      .notNull()
      .references(() => closingDocuments.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.documentId] }), uniqueIndex("closing_request_documents_document_idx").on(t.documentId)],
);

/**
 * Every change on a file besides its steps (TWO-WAY-FILE.md, "File events"): request created,
 * changed, answered, accepted, sent back, waived; later messages, statements and appointments.
 * Written in the change's own transaction and never updated except to mark it told: the file's
 * history, the staff batch (staff_notified_at NULL: still to tell staff) and live updates read it.
 */
export const closingFileEvents = pgTable(
  "closing_file_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /**
     * The event's place in commit-ish order across every file (issue 31): the id a live stream
     * sends and a reconnecting browser resumes from (Last-Event-ID). An insert trigger (migration
     * 0014) sends it with pg_notify('closing_file_events', seq) when the transaction commits.
     */
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity().notNull(),
    fileId: uuid("file_id")
      .notNull()
      .references(() => closingFiles.id, { onDelete: "cascade" }),
    /** "request.created", "message.posted", "step.moved", … (core/closing/file-events.ts). */
    kind: text("kind").notNull(),
    /** Who may learn of it on a live stream: the visibility of what changed (staff, professionals, everyone). */
    visibility: text("visibility").notNull().default("everyone"),
    requestId: uuid("request_id").references(() => closingRequests.id, { onDelete: "set null" }),
    /** The message a message.* event is about (db/schema/closing-messages.ts); no foreign key, as messages are never deleted. */
    messageId: uuid("message_id"),
    actorId: uuid("actor_id").references(() => authUsers.id, { onDelete: "set null" }),
    /** Who did it, as the history shows it: "Staff", an e-mail, a buyer's or seller's name. */
    actorLabel: text("actor_label"),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    /** When staff were told of it (tell_staff events only); NULL while the notice is still to go. */
    staffNotifiedAt: tstz("staff_notified_at"),
    /** Whether staff are to be told of this event in the file's next batch (a submitted answer). */
    tellStaff: boolean("tell_staff").notNull().default(false),
    /**
     * When the person the event is about was told of it (request.sent_back: the owner, at once, by
     * server/closing/notifier.ts); NULL while that notice is still to go, and for events nobody is told of.
     */
    notifiedAt: tstz("notified_at"),
  },
  (t) => [
    index("closing_file_events_file_idx").on(t.fileId, t.createdAt),
    index("closing_file_events_staff_untold_idx").on(t.createdAt).where(sql`${t.tellStaff} and ${t.staffNotifiedAt} is null`),
    index("closing_file_events_sent_back_untold_idx").on(t.createdAt).where(sql`${t.kind} = 'request.sent_back' and ${t.notifiedAt} is null`),
    uniqueIndex("closing_file_events_seq_idx").on(t.seq),
    // The message notices still to go (server/closing/notifier.ts batches them per file).
    index("closing_file_events_message_untold_idx").on(t.fileId, t.createdAt).where(sql`${t.kind} = 'message.posted' and ${t.notifiedAt} is null`),
    check("closing_file_events_visibility_known", oneOf(t.visibility, DOCUMENT_VISIBILITY_VALUES)),
  ],
);

/**
 * The six-digit codes a status-link holder asks for to prove they are a buyer or seller on the
 * file (TWO-WAY-FILE.md, "The verified status-link session"). Only the code's hash is kept;
 * single-use, 10 minutes, 5 tries.
 */
export const statusLinkCodes = pgTable(
  "status_link_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    linkId: uuid("link_id")
      .notNull()
      .references(() => closingStatusLinks.id, { onDelete: "cascade" }),
    partyId: uuid("party_id")
      .notNull()
      .references(() => closingParties.id, { onDelete: "cascade" }),
    /** "email" or "sms": where it was sent. */
    channel: text("channel").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: tstz("expires_at").notNull(),
    usedAt: tstz("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("status_link_codes_party_idx").on(t.linkId, t.partyId, t.createdAt), check("status_link_codes_channel_known", oneOf(t.channel, ["email", "sms"]))],
);

/** A verified status-link session: bound to one link and one buyer or seller, 30 minutes. */
export const statusLinkSessions = pgTable(
  "status_link_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    linkId: uuid("link_id")
      .notNull()
      .references(() => closingStatusLinks.id, { onDelete: "cascade" }),
    partyId: uuid("party_id")
      .notNull()
      .references(() => closingParties.id, { onDelete: "cascade" }),
    /** Hex SHA-256 of the bearer token. */
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: tstz("expires_at").notNull(),
    /**
     * Where the code that opened it went, "email" or "sms" (issue 32): the wire instructions need a
     * code to the phone on the file when there is one, entered within 10 minutes (created_at).
     * NULL for sessions opened before it was recorded: never enough for money.
     */
    channel: text("channel"),
    createdAt: createdAt(),
  },
  (t) => [index("status_link_sessions_link_idx").on(t.linkId), check("status_link_sessions_channel_known", sql`${t.channel} is null or ${oneOf(t.channel, ["email", "sms"])}`)],
);

/**
 * One row per person and Iowa day a reminder digest went out (or was found empty): the primary key
 * is what makes two instances send each digest once. `recipient` is "user:<id>" for an account,
 * "email:<address>" or "phone:<e164>" for a buyer or seller.
 */
export const requestDigests = pgTable(
  "request_digests",
  {
    recipient: text("recipient").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    requestCount: integer("request_count").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.recipient, t.day] })],
);

export type ClosingRequestRow = typeof closingRequests.$inferSelect;
export type ClosingFileEventRow = typeof closingFileEvents.$inferSelect;
