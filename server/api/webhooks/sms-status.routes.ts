/**
 * POST /api/v1/webhooks/sms/status: Twilio's status callback for each text we send (its
 * StatusCallback, server/messaging/twilio-transport.ts). Signed by Twilio; a text's status only
 * moves forward, and Twilio's own word for it is kept.
 */
import { createRoute } from "@hono/zod-openapi";
import { statusFromTwilio, twilioErrorReason } from "#core/messaging/sms-status.ts";
import type { Services } from "#server/services.ts";
import { ErrorSchema, apiRouter } from "../openapi.ts";
import { advanceTextStatus } from "./sms-webhooks.queries.ts";
import { signedTwilioForm } from "./twilio-signature.ts";

export function smsStatusRoutes(ctx: Services) {
  const route = createRoute({
    method: "post",
    path: "/sms/status",
    tags: ["Webhooks"],
    summary: "Delivery status of a text, from the SMS provider",
    description:
      "Called by Twilio, form-encoded (MessageSid, MessageStatus, ErrorCode), signed with X-Twilio-Signature over " +
      "PUBLIC_URL + this path. Unsigned or wrongly signed requests get 403 and change nothing.",
    responses: {
      204: { description: "Taken into account (also when it changes nothing: a late or unknown status)" },
      403: { description: "Not signed by the provider", content: { "application/json": { schema: ErrorSchema } } },
    },
  });
  return apiRouter().openapi(route, async (c) => {
    const form = await signedTwilioForm(c, ctx.config.SMS_AUTH_TOKEN, ctx.config.publicUrl);
    const sid = form.MessageSid ?? form.SmsSid;
    const raw = form.MessageStatus ?? form.SmsStatus ?? "";
    const status = statusFromTwilio(raw);
    if (sid && status) {
      await advanceTextStatus(ctx.db, sid, {
        status,
        providerStatus: raw.toLowerCase(),
        error: status === "failed" ? twilioErrorReason(form.ErrorCode, raw === "undelivered" ? "The carrier could not deliver the text" : "The text could not be sent") : null,
      });
    }
    return c.body(null, 204);
  });
}
