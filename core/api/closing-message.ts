/**
 * A closing file's conversation on the wire (issue 31; docs/messages-contract.md): the messages
 * staff, agents and lenders and verified buyers and sellers read, the read marks, and staff's
 * inbox of conversations waiting for an answer. What each caller receives is already filtered by
 * core/closing/closing-messages.ts; staff-only fields (revisions, read_by) are empty for others.
 */
import { z } from "zod";
import { DOCUMENT_VISIBILITY_VALUES, PARTY_ROLE_VALUES } from "../closing/closing-enums.ts";
import { MESSAGE_AUTHOR_KINDS } from "../closing/closing-messages.ts";
import { closingDocumentSchema } from "./closing-documents.ts";
import { pageSchemaOf } from "./page.ts";

export const messageReaderSchema = z
  .object({
    name: z.string(),
    role: z.enum(PARTY_ROLE_VALUES).nullable().meta({ description: "Their role on the file; null for staff" }),
    read_at: z.string(),
  })
  .meta({ id: "ClosingMessageReader" });

export const messageRevisionSchema = z
  .object({
    body: z.string().meta({ description: "What the message said before this change" }),
    change: z.enum(["edited", "removed"]),
    changed_at: z.string(),
  })
  .meta({ id: "ClosingMessageRevision" });

export const closingMessageSchema = z
  .object({
    id: z.string().uuid(),
    file_id: z.string().uuid(),
    author: z.object({
      kind: z.enum(MESSAGE_AUTHOR_KINDS),
      name: z.string().meta({ example: "Dana Whitfield" }),
      role: z.enum(PARTY_ROLE_VALUES).nullable(),
      role_label: z.string().meta({ example: "Buyer's agent", description: "\"Heartland Closing\" for staff" }),
    }),
    mine: z.boolean().meta({ description: "The caller wrote it" }),
    body: z.string().meta({ description: "Plain text; empty once removed" }),
    visibility: z.enum(DOCUMENT_VISIBILITY_VALUES),
    visibility_label: z.string(),
    documents: z.array(closingDocumentSchema),
    created_at: z.string(),
    edited_at: z.string().nullable(),
    removed_at: z.string().nullable(),
    editable_until: z.string().nullable().meta({ description: "Staff's own message: until when it may be edited or removed; null otherwise" }),
    read_by: z.array(messageReaderSchema).meta({ description: "Staff only: who on the file has read it (empty for others)" }),
    revisions: z.array(messageRevisionSchema).meta({ description: "Staff only: what it said before each change (empty for others)" }),
  })
  .meta({ id: "ClosingMessage" });
export type ClosingMessage = z.infer<typeof closingMessageSchema>;

/** A page of the conversation, newest first, with the caller's unread count and read mark. */
export const closingMessagePageSchema = pageSchemaOf(closingMessageSchema)
  .extend({
    unread: z.number().int().meta({ description: "Messages the caller may see, not written by them, after their read mark" }),
    read_through: z.string().uuid().nullable().meta({ description: "The last message the caller marked read" }),
  })
  .meta({ id: "ClosingMessagePage" });
export type ClosingMessagePage = z.infer<typeof closingMessagePageSchema>;

/** POST …/messages/read answers the caller's new unread count. */
export const messageReadResultSchema = z.object({ unread: z.number().int(), read_through: z.string().uuid() }).meta({ id: "ClosingMessageReadResult" });
export type MessageReadResult = z.infer<typeof messageReadResultSchema>;

/** A row of staff's inbox: a conversation where a party waits for staff's answer. */
export const messageInboxRowSchema = z
  .object({
    file_id: z.string().uuid(),
    file_number: z.string(),
    property_address: z.string(),
    county: z.string(),
    awaiting_since: z.string().meta({ description: "The oldest party message not yet answered by staff" }),
    waiting: z.number().int().meta({ description: "Party messages since staff last wrote to the parties" }),
    last_message: z.object({ author: z.string(), role_label: z.string(), preview: z.string().meta({ description: "The first 160 characters" }), created_at: z.string() }),
  })
  .meta({ id: "ClosingMessageInboxRow" });
export type MessageInboxRow = z.infer<typeof messageInboxRowSchema>;
export const messageInboxPageSchema = pageSchemaOf(messageInboxRowSchema, "ClosingMessageInboxPage");

/** GET /admin/messages/inbox/count: the admin navigation's badge. */
export const messageInboxCountSchema = z.object({ waiting: z.number().int() }).meta({ id: "ClosingMessageInboxCount" });
