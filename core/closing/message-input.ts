/**
 * What staff, agents and lenders and verified buyers and sellers send to a file's conversation
 * (issue 31; docs/messages-contract.md). Shared by the routes and the composer, so both refuse
 * the same things with the same words. The wire-details refusal is core/closing/wire-details.ts,
 * applied by the server after this schema (and by the composer before sending).
 */
import { z } from "zod";
import { safeString } from "../validation/safe-text.ts";
import { documentVisibilitySchema } from "./closing-enums.ts";
import { MESSAGE_BODY_MAX, MESSAGE_DOCUMENTS_MAX } from "./closing-messages.ts";

export const MESSAGE_MESSAGES = {
  bodyRequired: "Write a message first",
  bodyTooLong: `Keep a message to ${MESSAGE_BODY_MAX.toLocaleString("en-US")} characters`,
  visibilityRequired: "Choose who can read this message",
  visibilityNotYours: "You can't write a message at that visibility on this file",
  documentsTooMany: `Attach at most ${MESSAGE_DOCUMENTS_MAX} documents to one message`,
  documentNotFound: "We couldn't find one of those documents on this file.",
  documentTooPrivate: "One of those documents is more private than this message: change who can read the message or the document first.",
  notFound: "We couldn't find that message on this file.",
  editWindowOver: "Messages can be changed for 10 minutes after they are sent. Write a new message instead.",
  notYours: "Only the person who wrote a message can change it.",
  alreadyRemoved: "This message was removed.",
  throughRequired: "Say which message was read last",
} as const;

// safeString: PostgreSQL refuses a NUL in text; a control character is a 400 naming `body`, not a 500.
const bodySchema = safeString({ error: MESSAGE_MESSAGES.bodyRequired }).trim().min(1, MESSAGE_MESSAGES.bodyRequired).max(MESSAGE_BODY_MAX, MESSAGE_MESSAGES.bodyTooLong);

/**
 * POST …/messages. `visibility` defaults to the widest the caller may use for a buyer or seller
 * ("everyone") and must be one of postableVisibilities(actor) (else 400 visibilityNotYours).
 * `document_ids` are documents already on the file (uploaded first through the caller's document
 * upload), each visible to the caller and canAttachDocument(visibility, its visibility).
 */
export const messagePostSchema = z
  .object({
    body: bodySchema,
    visibility: documentVisibilitySchema.default("everyone").meta({ description: "staff (internal note), professionals (agents and lenders) or everyone" }),
    document_ids: z.array(z.string().uuid({ error: MESSAGE_MESSAGES.documentNotFound })).max(MESSAGE_DOCUMENTS_MAX, MESSAGE_MESSAGES.documentsTooMany).default([]),
  })
  .strict()
  .meta({ id: "ClosingMessagePost" });
export type MessagePost = z.infer<typeof messagePostSchema>;
export type MessagePostInput = z.input<typeof messagePostSchema>;

/** PATCH /admin/closing-files/{id}/messages/{messageId}: staff correct their own message within the window. */
export const messagePatchSchema = z.object({ body: bodySchema }).strict().meta({ id: "ClosingMessagePatch" });
export type MessagePatch = z.infer<typeof messagePatchSchema>;

/** POST …/messages/read: everything up to and including this message has been read (a later mark never moves back). */
export const messageReadSchema = z
  .object({ through: z.string({ error: MESSAGE_MESSAGES.throughRequired }).uuid({ error: MESSAGE_MESSAGES.throughRequired }) })
  .strict()
  .meta({ id: "ClosingMessageRead" });
export type MessageRead = z.infer<typeof messageReadSchema>;

/** GET …/messages: newest first in pages of `limit` (default 50); `cursor` from next_cursor for older ones. */
export const messageListQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** GET /admin/messages/inbox: search by file number, address or party name. */
export const messageInboxQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
