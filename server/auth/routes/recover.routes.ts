/** POST /auth/v1/recover: e-mails a password-reset link and code; the same answer whether or not the address has an account. */
import { Hono } from "hono";
import { eq } from "drizzle-orm";
import { isValidEmail, normaliseEmail } from "../../../core/auth/credentials.ts";
import { authUsers } from "../../../db/schema/index.ts";
import type { Services } from "../../services.ts";
import { emailInvalid, validationFailed } from "../auth-error.ts";
import { queueAuthMail, safeRedirect, verifyLink } from "../auth-mail.ts";
import { enforceEmailSend } from "../limits.ts";
import { issueToken } from "../one-time-tokens.ts";
import { createFlowState } from "../pkce.ts";
import { clientMeta, readBody } from "../request.ts";
import { recoverBody } from "../schemas.ts";
import { findUserByEmail } from "../users.ts";

export function recoverRoutes(ctx: Services): Hono {
  const routes = new Hono();
  routes.post("/", async (c) => {
    const body = await readBody(c, recoverBody);
    if (!body.email) throw validationFailed("Password recovery requires an email");
    const email = normaliseEmail(body.email);
    if (!isValidEmail(email)) throw emailInvalid(body.email);
    await enforceEmailSend(ctx, "recovery", email, clientMeta(ctx, c).ip);
    const user = await findUserByEmail(ctx.db, email);
    if (user) {
      const redirectTo = safeRedirect(ctx, c.req.query("redirect_to"), "/reset-password");
      await ctx.db.transaction(async (tx) => {
        const token = await issueToken(ctx, tx, user.id, "recovery", email);
        if (body.code_challenge) {
          await createFlowState(tx, user.id, body.code_challenge, body.code_challenge_method, "recovery", "recovery");
        }
        await tx.update(authUsers).set({ recoverySentAt: new Date() }).where(eq(authUsers.id, user.id));
        await queueAuthMail(ctx, tx, { kind: "recovery", to: email, token, link: verifyLink(ctx, token, "recovery", redirectTo), userId: user.id });
      });
      ctx.kickOutbox();
    }
    return c.json({});
  });
  return routes;
}
