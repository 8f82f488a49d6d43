/**
 * The conversation of a closing file (issue 31; docs/messages-contract.md): its messages, what
 * they said before staff edited or removed them, the documents they carry, how far each person
 * has read, and per file whether a party is waiting for staff to answer (the staff inbox).
 */
import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { DOCUMENT_VISIBILITY_VALUES, PARTY_ROLE_VALUES } from "#core/closing/closing-enums.ts";
import { MESSAGE_AUTHOR_KINDS } from "#core/closing/closing-messages.ts";
import { authUsers } from "./auth.ts";
import { closingDocuments, closingFiles, closingParties } from "./closing.ts";
import { createdAt, notBlank, oneOf, tstz } from "./columns.ts";

export const closingMessages = pgTable(
  "closing_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Order within every conversation, and what a person's read mark points at. */
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity().notNull(),
    fileId: uuid("file_id")
      .notNull()
      .references(() => closingFiles.id, { onDelete: "cascade" }),
    /** "staff", "professional" (an agent or lender by account), "consumer" (a buyer or seller by verified status link). */
    authorKind: text("author_kind").notNull(),
    authorUserId: uuid("author_user_id").references(() => authUsers.id, { onDelete: "set null" }),
    authorPartyId: uuid("author_party_id").references(() => closingParties.id, { onDelete: "set null" }),
    /** The name shown: staff's display name or "Heartland Closing", the party's name, else the e-mail. */
    authorLabel: text("author_label").notNull(),
    /** The author's role on the file (professionals: their first role; consumers: buyer or seller); NULL for staff. */
    authorRole: text("author_role"),
    /** Plain text, at most MESSAGE_BODY_MAX characters; '' once removed (the revision keeps it). */
    body: text("body").notNull(),
    visibility: text("visibility").notNull(),
    createdAt: createdAt(),
    editedAt: tstz("edited_at"),
    removedAt: tstz("removed_at"),
  },
  (t) => [
    uniqueIndex("closing_messages_seq_idx").on(t.seq),
    index("closing_messages_file_idx").on(t.fileId, t.seq),
    check("closing_messages_author_known", oneOf(t.authorKind, MESSAGE_AUTHOR_KINDS)),
    check("closing_messages_role_known", sql`${t.authorRole} is null or ${oneOf(t.authorRole, PARTY_ROLE_VALUES)}`),
    check("closing_messages_visibility_known", oneOf(t.visibility, DOCUMENT_VISIBILITY_VALUES)),
    check("closing_messages_body_present", sql`${t.removedAt} is not null or ${notBlank(t.body)}`),
  ],
);

/** What a message said before each edit or removal, and who changed it when (staff see it; nobody edits it). */
export const closingMessageRevisions = pgTable(
  "closing_message_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => closingMessages.id, { onDelete: "cascade" }),
    /** The body as it was before this change. */
    body: text("body").notNull(),
    /** "edited" or "removed". */
    change: text("change").notNull(),
    changedBy: uuid("changed_by").references(() => authUsers.id, { onDelete: "set null" }),
    changedAt: tstz("changed_at").notNull().defaultNow(),
  },
  (t) => [index("closing_message_revisions_message_idx").on(t.messageId, t.changedAt), check("closing_message_revisions_change_known", oneOf(t.change, ["edited", "removed"]))],
);

/** The documents a message carries (from the file's store; an upload from the message box is stored first). */
export const closingMessageDocuments = pgTable(
  "closing_message_documents",
  {
    messageId: uuid("message_id")
      .notNull()
      .references(() => closingMessages.id, { onDelete: "cascade" }),
    documentId: uuid("document_id")
      .notNull()
      .references(() => closingDocuments.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.documentId] }), index("closing_message_documents_document_idx").on(t.documentId)],
);

/**
 * How far each person has read a file's conversation: `reader` is "user:<id>" for an account
 * (staff, agent, lender), "party:<id>" for a buyer or seller by status link. Unread = visible
 * messages after read_through_seq not written by the reader; a message's readers = rows at or past it.
 */
export const closingMessageReads = pgTable(
  "closing_message_reads",
  {
    fileId: uuid("file_id")
      .notNull()
      .references(() => closingFiles.id, { onDelete: "cascade" }),
    reader: text("reader").notNull(),
    /** The name staff see in "read by". */
    readerLabel: text("reader_label").notNull(),
    /** Their role on the file; NULL for staff. */
    readerRole: text("reader_role"),
    readThroughSeq: bigint("read_through_seq", { mode: "number" }).notNull(),
    readAt: tstz("read_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.reader] }), check("closing_message_reads_reader_shape", sql`${t.reader} ~ '^(user|party):[0-9a-f-]{36}$'`)],
);

/**
 * One row per file with a conversation: whether a party's message waits for staff's answer
 * (awaiting_since: the oldest party message after staff last wrote to the parties; NULL when
 * answered). Kept in the posting transaction; the staff inbox and its count read the partial index.
 */
export const closingConversations = pgTable(
  "closing_conversations",
  {
    fileId: uuid("file_id")
      .primaryKey()
      .references(() => closingFiles.id, { onDelete: "cascade" }),
    awaitingSince: tstz("awaiting_since"),
    lastMessageAt: tstz("last_message_at").notNull(),
    lastStaffReplyAt: tstz("last_staff_reply_at"),
  },
  (t) => [index("closing_conversations_awaiting_idx").on(t.awaitingSince, t.fileId).where(sql`${t.awaitingSince} is not null`)],
);

export type ClosingMessageRow = typeof closingMessages.$inferSelect;
export type ClosingMessageReadRow = typeof closingMessageReads.$inferSelect;
