/** POST /auth/v1/resend: sends the sign-up confirmation or e-mail-change link again. Same answer either way. */
import { Hono } from "hono";
import { isValidEmail, normaliseEmail } from "../../../core/auth/credentials.ts";
import type { Services } from "../../services.ts";
import { emailInvalid, validationFailed } from "../auth-error.ts";
import { safeRedirect } from "../auth-mail.ts";
import { enforceEmailSend } from "../limits.ts";
import { clientMeta, readBody } from "../request.ts";
import { resendBody } from "../schemas.ts";
import { findUserByEmail } from "../users.ts";
import { smsNotConfigured } from "./otp.routes.ts";
import { findPendingEmailChange, resendConfirmation, resendEmailChange } from "./resend.queries.ts";

export function resendRoutes(ctx: Services): Hono {
  const routes = new Hono();
  routes.post("/", async (c) => {
    const body = await readBody(c, resendBody);
    if (body.type === "sms" || body.type === "phone_change") throw smsNotConfigured();
    if (!body.email) throw validationFailed("Resend requires an email address and a type");
    const email = normaliseEmail(body.email);
    if (!isValidEmail(email)) throw emailInvalid(body.email);
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
        await resendEmailChange(ctx, { userId: user.id, to, redirectTo });
      }
    }
    ctx.kickOutbox();
    return c.json({});
  });
  return routes;
}
