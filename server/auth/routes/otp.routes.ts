/**
 * POST /auth/v1/otp: e-mails a one-time sign-in link and code, or texts a code to a phone number
 * (otp-phone.ts), creating the account first when `create_user` allows (the default) and
 * sign-ups are open.
 */
import { Hono } from "hono";
import type { Services } from "#server/services.ts";
import { AuthError, signupDisabled, validationFailed } from "../auth-error.ts";
import { safeRedirect } from "../auth-mail.ts";
import { checkEmail } from "../email-address.ts";
import { enforce, enforceEmailSend } from "../limits.ts";
import { clientMeta, readBody } from "../request.ts";
import { otpBody } from "../schemas.ts";
import { findUserByEmail } from "../users.queries.ts";
import { isUniqueViolation } from "#server/http/pg-errors.ts";
import { issueMagicLink } from "./otp.queries.ts";
import { otpSignupsNotAllowed, phoneOtp } from "./otp-phone.ts";
import { checkAccountType } from "./signup-phone.ts";

/** Second factors by SMS are not offered (factors.routes.ts). */
export const smsNotConfigured = () =>
  new AuthError(400, "sms_send_failed", "SMS provider is not configured: text-message codes are not available");

export function otpRoutes(ctx: Services): Hono {
  const routes = new Hono();
  routes.post("/", async (c) => {
    const body = await readBody(c, otpBody);
    if (body.email && body.phone) throw validationFailed("Only an email address or phone number should be provided");
    if (body.email && body.channel) throw validationFailed("Channel should only be specified with Phone OTP");
    const meta = clientMeta(ctx, c);
    if (body.phone) {
      await phoneOtp(ctx, { ...body, phone: body.phone }, meta);
      return c.json({});
    }
    if (!body.email) throw validationFailed("One of email or phone must be set");
    const email = checkEmail(body.email);
    const metadata = body.data ?? {};
    checkAccountType(metadata);
    const user = await findUserByEmail(ctx.db, email);
    if (!user && body.create_user === false) throw otpSignupsNotAllowed();
    if (!user && ctx.config.AUTH_DISABLE_SIGNUP) throw signupDisabled();
    if (!user) await enforce(ctx, "signupPerIp", meta.ip);
    await enforceEmailSend(ctx, "otp", email, meta.ip);
    const redirectTo = safeRedirect(ctx, c.req.query("redirect_to"), "/dashboard");
    try {
      await issueMagicLink(ctx, {
        user,
        newUser: {
          identities: [{ provider: "email", email, confirmed: false }],
          passwordHash: null,
          userMetadata: metadata,
          role: ctx.config.ADMIN_EMAILS.includes(email) ? "admin" : "user",
        },
        email,
        redirectTo,
        codeChallenge: body.code_challenge,
        codeChallengeMethod: body.code_challenge_method,
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AuthError(429, "over_request_rate_limit", "Please try again in a moment.", {}, { "Retry-After": "1" });
      throw err;
    }
    ctx.kickOutbox();
    return c.json({});
  });
  return routes;
}
