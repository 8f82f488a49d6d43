/**
 * PUT /api/v1/status/{token}/message-notices (issue 31; docs/messages-contract.md, "Notices"): a
 * verified buyer or seller turns on or off the e-mail (and text) that says someone wrote on their
 * closing's conversation (closing_parties.message_notices). The body and the answer are one shape.
 */
import { z } from "zod";

export const STATUS_MESSAGE_NOTICES_REQUIRED = "Say whether you want an e-mail when someone writes about your closing (true or false)";

export const statusMessageNoticesSchema = z.object({ message_notices: z.boolean({ error: STATUS_MESSAGE_NOTICES_REQUIRED }) });
export type StatusMessageNotices = z.infer<typeof statusMessageNoticesSchema>;

export const statusMessageNoticesAnswerSchema = z
  .object({ message_notices: z.boolean().meta({ description: "Whether the buyer or seller is told, by e-mail and text, when someone writes about their closing" }) })
  .meta({ id: "StatusMessageNotices" });
