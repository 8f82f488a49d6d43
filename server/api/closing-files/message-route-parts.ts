/** What the conversation routes of parties, staff and status links share (docs/messages-contract.md): the path with a message id and the refusals. */
import { z } from "@hono/zod-openapi";
import { MESSAGE_MESSAGES } from "#core/closing/message-input.ts";
import { WIRE_DETAILS_REFUSED } from "#core/closing/wire-details.ts";
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
