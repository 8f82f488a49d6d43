/**
 * How a conversation reaches the server (docs/messages-contract.md "Pages"): the signed-in API
 * client on /transactions/:id and the staff file page, the verified status-link session on
 * /status/:token. The conversation's components know only this; each page supplies its own.
 * Every function throws ApiError (app/lib/api/api-error.ts), as both clients do.
 */
import type { QueryKey } from "@tanstack/react-query";
import type { ClosingDocument } from "#core/api/closing-documents.ts";
import type { ClosingMessagePage, MessageReadResult } from "#core/api/closing-message.ts";
import type { DocumentVisibility } from "#core/closing/closing-enums.ts";
import type { MessagePostInput } from "#core/closing/message-input.ts";

/** Messages per page on the parties' pages: a phone's first load stays small; "Load earlier" brings more. */
export const MESSAGE_PAGE_SIZE = 25;

/** `?limit=…&cursor=…` for a page of the conversation. */
export function messagePageQuery(cursor: string | undefined, limit = MESSAGE_PAGE_SIZE): string {
  return `?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
}

export interface MessagesTransport {
  /**
   * The TanStack Query key of this conversation's pages. The live stream invalidates it when a
   * message.* event names the file (app/lib/live), so it must be the key the page's live map uses.
   */
  queryKey: QueryKey;
  /** GET …/messages: newest first; `cursor` from next_cursor for older ones. */
  list: (cursor: string | undefined, signal: AbortSignal) => Promise<ClosingMessagePage>;
  /** POST …/messages. */
  post: (input: MessagePostInput) => Promise<unknown>;
  /** POST …/messages/read: everything through this message has been read. */
  markRead: (through: string) => Promise<MessageReadResult>;
  /** A short-lived signed link to a document on the file, asked for at the click. */
  documentLink: (documentId: string) => Promise<{ url: string }>;
  /**
   * A new document from the message box, stored with the message's visibility (staff, agents and
   * lenders: their document upload; buyers and sellers: …/messages/documents, always "everyone").
   * Without it the composer offers no upload.
   */
  uploadDocument?: (file: File, visibility: DocumentVisibility) => Promise<ClosingDocument>;
  /** Staff: PATCH …/messages/{id} within the edit window. */
  edit?: (messageId: string, body: string) => Promise<unknown>;
  /** Staff: DELETE …/messages/{id} within the edit window. */
  remove?: (messageId: string) => Promise<unknown>;
}

/** A document of the file that may go with a message: what the composer lists and checks. */
export type AttachableDocument = Pick<ClosingDocument, "id" | "name" | "label" | "size_bytes" | "visibility">;
