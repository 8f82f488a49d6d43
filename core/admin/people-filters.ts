/**
 * The filters of the admin user list, outbound messages and documents, as the pages keep them in
 * the URL and the API checks them.
 */
import { z } from "zod";
import { RESOURCE_DOCUMENT_TYPE_VALUES } from "../domain/enums.ts";
import { safeString } from "../validation/safe-text.ts";
import { ADMIN_MESSAGES } from "./admin-messages.ts";

export const USER_SEARCH_MAX = 100;

/** Part of an e-mail address, trimmed and lower-cased (the index is on lower(email)); empty means everyone. */
export const userSearchSchema = safeString()
  .max(USER_SEARCH_MAX, ADMIN_MESSAGES.searchTooLong)
  .transform((v) => v.trim().toLowerCase());

export const MESSAGE_CHANNEL_VALUES = ["email", "sms"] as const;
export const messageChannelSchema = z.enum(MESSAGE_CHANNEL_VALUES, { error: ADMIN_MESSAGES.invalidChannel });
export type MessageChannel = z.infer<typeof messageChannelSchema>;

/** Document Management's filter: every document, or one type (resource_documents.type). */
export const DOCUMENT_FILTER_VALUES = ["all", ...RESOURCE_DOCUMENT_TYPE_VALUES] as const;
export const documentFilterSchema = z.enum(DOCUMENT_FILTER_VALUES, { error: ADMIN_MESSAGES.invalidDocumentType });
export type DocumentFilter = z.infer<typeof documentFilterSchema>;
