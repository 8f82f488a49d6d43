/**
 * POST /auth/v1/otp with a phone number (otp.routes.ts dispatches here): texts a 6-digit sign-in
 * code, creating the phone user first when `create_user` allows, in GoTrue's order of checks.
 */
import type { z } from "zod";
import { isUniqueViolation } from "#server/http/pg-errors.ts";
import type { Services } from "#server/services.ts";
import { AuthError, signupDisabled } from "../auth-error.ts";
import { enforce } from "../limits.ts";
import { checkChannel, phoneDisabled, validatePhone } from "../phone.ts";
import { enforceSmsSend } from "../phone-sms.ts";
import { findUserByPhone } from "../phone.queries.ts";
import type { otpBody } from "../schemas.ts";
import type { ClientMeta } from "../sessions.queries.ts";
import { checkAccountType } from "./signup-phone.ts";
import { issuePhoneCode } from "./otp.queries.ts";

export const otpSignupsNotAllowed = () => new AuthError(422, "otp_disabled", "Signups not allowed for otp");

export async function phoneOtp(ctx: Services, body: z.infer<typeof otpBody> & { phone: string }, meta: ClientMeta): Promise<void> {
  if (body.create_user === false && !(await findUserByPhone(ctx.db, validatePhone(body.phone)))) throw otpSignupsNotAllowed();
  if (!ctx.config.AUTH_PHONE_ENABLED) throw phoneDisabled("Unsupported phone provider");
  const phone = validatePhone(body.phone);
  checkChannel(body.channel);
  const metadata = body.data ?? {};
  checkAccountType(metadata);
  const user = await findUserByPhone(ctx.db, phone);
  if (!user) {
    if (ctx.config.AUTH_DISABLE_SIGNUP) throw signupDisabled();
    await enforce(ctx, "signupPerIp", meta.ip);
  }
  await enforceSmsSend(ctx, "otp", phone, meta.ip);
  try {
    await issuePhoneCode(ctx, { user, phone, userMetadata: metadata });
  } catch (err) {
    // Another request created this number's user meanwhile; the client simply asks again.
    if (isUniqueViolation(err)) throw new AuthError(429, "over_request_rate_limit", "Please try again in a moment.", {}, { "Retry-After": "1" });
    throw err;
  }
  ctx.kickOutbox();
}
