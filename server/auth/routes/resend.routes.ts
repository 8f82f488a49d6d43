/**
 * POST /auth/v1/resend: sends the sign-up confirmation or e-mail-change links again, or the texted
 * sign-up or phone-change code (resend-phone.ts). Same answer whether or not there was one to send.
 */
import { Hono } from "hono";
import type { Services } from "#server/services.ts";
import { validationFailed } from "../auth-error.ts";
import { checkEmail } from "../email-address.ts";
import { phoneDisabled, validatePhone } from "../phone.ts";
import { safeRedirect } from "../auth-mail.ts";
import { enforceEmailSend } from "../limits.ts";
import { clientMeta, readBody } from "../request.ts";
import { resendBody } from "../schemas.ts";
import { findUserByEmail } from "../users.queries.ts";
import { resendPhoneCode } from "./resend-phone.ts";
import { findPendingEmailChange, resendConfirmation, resendEmailChange } from "./resend.queries.ts";

export function resendRoutes(ctx: Services): Hono {
  const routes = new Hono();
  routes.post("/", async (c) => {
    const body = await readBody(c, resendBody);
    // GoTrue's order of checks.
    if (!body.email && body.type === "signup") throw validationFailed("Type provided requires an email address");
    if (!body.phone && body.type === "sms") throw validationFailed("Type provided requires a phone number");
    if (body.email && body.phone) throw validationFailed("Only an email address or phone number should be provided.");
    if (body.phone) {
      if (!ctx.config.AUTH_PHONE_ENABLED) throw phoneDisabled("Phone logins are disabled");
      await resendPhoneCode(ctx, body.type === "sms" ? "otp" : "phone_change", validatePhone(body.phone), clientMeta(ctx, c).ip);
      return c.json({});
    }
    if (!body.email) throw validationFailed("Missing email address or phone number");
    if (body.type === "sms" || body.type === "phone_change") throw validationFailed("Type provided requires a phone number");
    const email = checkEmail(body.email);
    await enforceEmailSend(ctx, `resend:${body.type}`, email, clientMeta(ctx, c).ip);

    if (body.type === "signup") {
      const user = await findUserByEmail(ctx.db, email);
      if (user && !user.emailConfirmedAt) {
        const redirectTo = safeRedirect(ctx, c.req.query("redirect_to"), "/dashboard");
        await resendConfirmation(ctx, { userId: user.id, email, redirectTo });
      }
    } else {
      // The address given is the pending new one (what the user just typed), or the current one.
      const user = await findPendingEmailChange(ctx.db, email);
      if (user?.emailChange) {
        const to = user.emailChange;
        const redirectTo = safeRedirect(ctx, c.req.query("redirect_to"), "/account/security");
        await resendEmailChange(ctx, { user, to, redirectTo });
      }
    }
    ctx.kickOutbox();
    return c.json({});
  });
  return routes;
}
