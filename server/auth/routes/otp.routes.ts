/**
 * POST /auth/v1/otp: e-mails a one-time sign-in link and code, creating the account first when
 * `create_user` allows (the default). Text messages need an SMS provider, which is not configured.
 */
import { Hono } from "hono";
import { isValidEmail, normaliseEmail } from "../../../core/auth/credentials.ts";
import type { Services } from "../../services.ts";
import { AuthError, emailInvalid, validationFailed } from "../auth-error.ts";
import { safeRedirect } from "../auth-mail.ts";
import { enforce, enforceEmailSend } from "../limits.ts";
import { clientMeta, readBody } from "../request.ts";
import { otpBody } from "../schemas.ts";
import { accountTypeFrom, findUserByEmail } from "../users.ts";
import { isUniqueViolation } from "../../http/pg-errors.ts";
import { issueMagicLink } from "./otp.queries.ts";

export const smsNotConfigured = () =>
  new AuthError(400, "sms_send_failed", "SMS provider is not configured: text-message codes are not available");

export function otpRoutes(ctx: Services): Hono {
  const routes = new Hono();
  routes.post("/", async (c) => {
    const body = await readBody(c, otpBody);
    if (!body.email && body.phone) throw smsNotConfigured();
    if (!body.email) throw validationFailed("An email address or phone number is required");
    const email = normaliseEmail(body.email);
    if (!isValidEmail(email)) throw emailInvalid(body.email);
    const metadata = body.data ?? {};
    if (metadata.account_type !== undefined && accountTypeFrom(metadata) === null) {
      throw validationFailed("data.account_type must be agent or lender");
    }
    const meta = clientMeta(ctx, c);
    const user = await findUserByEmail(ctx.db, email);
    if (!user && body.create_user === false) throw new AuthError(422, "otp_disabled", "Signups not allowed for otp");
    if (!user) await enforce(ctx, "signupPerIp", meta.ip);
    await enforceEmailSend(ctx, "otp", email, meta.ip);
    const redirectTo = safeRedirect(ctx, c.req.query("redirect_to"), "/dashboard");
    try {
      await issueMagicLink(ctx, {
        user,
        newUser: {
          email,
          passwordHash: null,
          userMetadata: metadata,
          confirmed: false,
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
