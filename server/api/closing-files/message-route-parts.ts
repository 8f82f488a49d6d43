/** What the conversation routes of parties, staff and status links share (docs/messages-contract.md): the path with a message id and the refusals. */
import { z } from "@hono/zod-openapi";
import { MESSAGE_MESSAGES } from "#core/closing/message-input.ts";
import { WIRE_DETAILS_REFUSED } from "#core/closing/wire-details.ts";
import { MESSAGE_PAGE_DEFAULT } from "#server/closing/messages/message-read.ts";
import { decimalWholeNumber } from "#server/http/decimal.ts";
import { BAD_CURSOR_MESSAGE, pageQuerySchema } from "#server/http/keyset.ts";
import { ErrorSchema } from "../openapi.ts";
import { idPathParam } from "../path-params.ts";

export const MESSAGE_TAGS = ["Closing files"];
export const messageErrorOf = (description: string) => ({ description, content: { "application/json": { schema: ErrorSchema } } });
export const messageParams = z.object({ id: idPathParam("id"), messageId: idPathParam("messageId") });

export const POST_DESCRIPTION =
  `400 names \`visibility\` when the caller may not write at it ("${MESSAGE_MESSAGES.visibilityNotYours}"), \`body\` when it looks like bank or wire details ("${WIRE_DETAILS_REFUSED}"), ` +
  "and `document_ids` for a document not on the file, not visible to the caller, or more private than the message. 429 rate_limited past 30 messages in 10 minutes.";

export const postExample = { body: "Is the walk-through still at 9 on Friday?", visibility: "everyone", document_ids: [] };

export const tooMany = { 429: messageErrorOf("rate_limited: 30 messages in 10 minutes by one person; see Retry-After") } as const;

const PAGE_SIZE_MESSAGE = "Enter a whole number from 1 to 100.";
const decimalDigits = (value: unknown) => (typeof value === "string" ? (decimalWholeNumber(value) ?? value) : value);

/**
 * GET …/messages: the shared page query (server/http/keyset.ts: decimal digits only, so the
 * declared integer is exactly what is accepted) with the conversation's default of 50, and the
 * cursor as next_cursor gave it (the seq of the last message of the previous page).
 */
export const messagePageQuerySchema = pageQuerySchema.extend({
  limit: z
    .preprocess(decimalDigits, z.number({ error: PAGE_SIZE_MESSAGE }).int(PAGE_SIZE_MESSAGE).min(1, PAGE_SIZE_MESSAGE).max(100, PAGE_SIZE_MESSAGE))
    .default(MESSAGE_PAGE_DEFAULT)
    .openapi({ param: { name: "limit", in: "query" }, example: MESSAGE_PAGE_DEFAULT }),
  cursor: z
    .string()
    .max(200, BAD_CURSOR_MESSAGE)
    .optional()
    .openapi({ param: { name: "cursor", in: "query" }, description: "next_cursor of the previous page: older messages" }),
});
