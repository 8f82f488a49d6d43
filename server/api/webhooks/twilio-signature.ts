/**
 * Twilio signs every webhook request: X-Twilio-Signature is an HMAC of the exact public URL it
 * called and the form fields, keyed with our auth token. The helper's webhook module checks it
 * (imported alone: the whole `twilio` package takes ~0.4 s to load for nothing else we use).
 */
import { validateRequest } from "twilio/lib/webhooks/webhooks.js";
import type { Context } from "hono";
import { AppError } from "#server/http/errors.ts";

export const BAD_SIGNATURE_MESSAGE = "This request is not signed by our SMS provider.";

/**
 * The form fields of a webhook request that Twilio signed for `publicUrl`; anything else (no or a
 * wrong signature, SMS not configured, not a form) is 403 and changes nothing.
 */
export async function signedTwilioForm(c: Context, authToken: string | undefined, publicUrl: string): Promise<Record<string, string>> {
  const signature = c.req.header("x-twilio-signature");
  const type = c.req.header("content-type") ?? "";
  if (!authToken || !signature || !type.toLowerCase().startsWith("application/x-www-form-urlencoded")) {
    throw new AppError(403, "invalid_signature", BAD_SIGNATURE_MESSAGE);
  }
  const fields = Object.fromEntries(new URLSearchParams(await c.req.text()));
  const { pathname, search } = new URL(c.req.url);
  const url = `${publicUrl}${pathname}${search}`;
  if (!validateRequest(authToken, signature, url, fields)) throw new AppError(403, "invalid_signature", BAD_SIGNATURE_MESSAGE);
  return fields;
}
