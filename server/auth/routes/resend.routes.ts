/** POST /auth/v1/resend: sends the sign-up confirmation or e-mail-change link again. Same answer either way. */
import { Hono } from "hono";
import { eq, sql } from "drizzle-orm";
import { isValidEmail, normaliseEmail } from "../../../core/auth/credentials.ts";
import { authUsers } from "../../../db/schema/index.ts";
import type { Services } from "../../services.ts";
import { emailInvalid, validationFailed } from "../auth-error.ts";
import { queueAuthMail, safeRedirect, verifyLink } from "../auth-mail.ts";
import { enforceEmailSend } from "../limits.ts";
import { issueToken } from "../one-time-tokens.ts";
import { clientMeta, readBody } from "../request.ts";
import { resendBody } from "../schemas.ts";
import { findUserByEmail } from "../users.ts";
import { smsNotConfigured } from "./otp.routes.ts";

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
        await ctx.db.transaction(async (tx) => {
          const token = await issueToken(ctx, tx, user.id, "confirmation", email);
          await tx.update(authUsers).set({ confirmationSentAt: new Date() }).where(eq(authUsers.id, user.id));
          await queueAuthMail(ctx, tx, { kind: "signup", to: email, token, link: verifyLink(ctx, token, "signup", redirectTo), userId: user.id });
        });
      }
    } else {
      // The address given is the pending new one (what the user just typed), or the current one.
      const [user] = await ctx.db
        .select()
        .from(authUsers)
        .where(sql`${authUsers.emailChange} is not null and (lower(${authUsers.emailChange}) = ${email} or lower(${authUsers.email}) = ${email})`)
        .limit(1);
      if (user?.emailChange) {
        const to = user.emailChange;
        const redirectTo = safeRedirect(ctx, c.req.query("redirect_to"), "/account/security");
        await ctx.db.transaction(async (tx) => {
          const token = await issueToken(ctx, tx, user.id, "email_change_new", to);
          await tx.update(authUsers).set({ emailChangeSentAt: new Date() }).where(eq(authUsers.id, user.id));
          await queueAuthMail(ctx, tx, { kind: "email_change", to, token, link: verifyLink(ctx, token, "email_change", redirectTo), userId: user.id });
        });
      }
    }
    ctx.kickOutbox();
    return c.json({});
  });
  return routes;
}
