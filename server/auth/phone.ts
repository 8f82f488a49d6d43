/**
 * Phone numbers on the auth API, as GoTrue treats them: "+" and spaces are dropped and the rest
 * must be E.164 digits, stored without the "+" (auth_users.phone, the user object's `phone`).
 * Texts go out in E.164 with the "+" (the outbox's rule, core/messaging/phone.ts), so a number is
 * valid here only when it can also be texted: 7 to 15 digits, where GoTrue alone would take 2.
 */
import { isE164 } from "#core/messaging/phone.ts";
import type { Services } from "../services.ts";
import { AuthError } from "./auth-error.ts";

export const invalidPhone = () => new AuthError(400, "validation_failed", "Invalid phone number format (E.164 required)");

/** GoTrue's formatPhoneNumber: without the leading "+" and without spaces. */
export function formatPhone(raw: string): string {
  return raw.trim().replace(/^\+/, "").replaceAll(" ", "");
}

/** The stored form of a number a client sent, or GoTrue's E.164 error. */
export function validatePhone(raw: string): string {
  const phone = formatPhone(raw);
  if (!isE164(`+${phone}`)) throw invalidPhone();
  return phone;
}

/** Where a text to a stored number goes (the outbox wants the "+"). */
export const smsAddress = (phone: string) => `+${phone}`;

/** GoTrue answers a disabled phone provider with this code; the message depends on the endpoint. */
export const phoneDisabled = (msg: string, status: 400 | 422 = 400) => new AuthError(status, "phone_provider_disabled", msg);

/** GoTrue's InvalidChannelError: we text through Twilio's SMS API only, so WhatsApp is refused. */
export function checkChannel(channel: string | undefined): void {
  if (channel !== undefined && channel !== "sms") {
    throw new AuthError(
      400,
      "validation_failed",
      "Invalid channel, supported values are 'sms' or 'whatsapp'. 'whatsapp' is only supported if Twilio or Twilio Verify is used as the provider.",
    );
  }
}

/**
 * The fixed code of a test number (AUTH_SMS_TEST_OTP, "15555550100=123456,…"), as GoTrue's
 * GOTRUE_SMS_TEST_OTP: no text is sent to it, and its fixed code always verifies.
 */
export function testOtpFor(ctx: Services, phone: string): string | undefined {
  const setting = ctx.config.AUTH_SMS_TEST_OTP;
  if (!setting) return undefined;
  for (const pair of setting.split(",")) {
    const [number, code] = pair.split("=").map((s) => s.trim());
    if (number && code && formatPhone(number) === phone) return code;
  }
  return undefined;
}

/** Phone users confirm by SMS code only when e-mail users confirm by link (AUTH_CONFIRM_EMAIL). */
export const phoneAutoconfirm = (ctx: Services) => !ctx.config.AUTH_CONFIRM_EMAIL;
