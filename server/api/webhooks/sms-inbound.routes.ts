/**
 * POST /api/v1/webhooks/sms/inbound: a text to our number (the number's messaging webhook in
 * Twilio). Signed by Twilio. A reply goes into the history of the client last texted at that
 * number; STOP and its synonyms opt the number out of our texts, START opts it back in. The
 * answer is empty TwiML: we never auto-reply (Twilio answers STOP/START itself).
 */
import { createRoute } from "@hono/zod-openapi";
import { keywordOf } from "#core/messaging/sms-status.ts";
import { toE164 } from "#core/messaging/phone.ts";
import { withoutUnsafeText } from "#core/validation/safe-text.ts";
import type { Services } from "#server/services.ts";
import { ErrorSchema, apiRouter } from "../openapi.ts";
import { lastTextedAt, optIn, optOut, recordReply } from "./sms-webhooks.queries.ts";
import { signedTwilioForm } from "./twilio-signature.ts";

const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

export function smsInboundRoutes(ctx: Services) {
  const route = createRoute({
    method: "post",
    path: "/sms/inbound",
    tags: ["Webhooks"],
    summary: "A text to our number, from the SMS provider",
    description:
      "Called by Twilio, form-encoded (MessageSid, From, To, Body), signed with X-Twilio-Signature over " +
      "PUBLIC_URL + this path. Unsigned or wrongly signed requests get 403 and change nothing.",
    responses: {
      200: { description: "Recorded; empty TwiML (no reply)", content: { "text/xml": { schema: { type: "string" } } } },
      403: { description: "Not signed by the provider", content: { "application/json": { schema: ErrorSchema } } },
    },
  });
  return apiRouter().openapi(route, async (c) => {
    const form = await signedTwilioForm(c, ctx.config.SMS_AUTH_TOKEN, ctx.config.publicUrl);
    const from = toE164(form.From ?? "");
    const sid = form.MessageSid ?? form.SmsSid;
    // Signed by Twilio, but typed by anyone: kept without the characters the database refuses.
    const body = withoutUnsafeText(form.Body ?? "").trim();
    if (from && sid) {
      const keyword = keywordOf(body);
      if (keyword === "opt_out") await optOut(ctx.db, from, body);
      if (keyword === "opt_in") await optIn(ctx.db, from);
      const client = await lastTextedAt(ctx.db, from);
      if (client) {
        const media = Number(form.NumMedia ?? 0) > 0 ? " (with a picture, which we do not keep)" : "";
        await recordReply(ctx.db, { ...client, from, providerId: sid, body: body ? `${body}${media}` : `(an empty text${media})` });
      } else {
        ctx.logger.info({ sid }, "text from a number no client was texted at; not kept");
      }
    }
    return c.body(EMPTY_TWIML, 200, { "content-type": "text/xml; charset=utf-8" });
  });
}
