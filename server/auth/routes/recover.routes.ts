/** POST /auth/v1/recover: e-mails a password-reset link and code; the same answer whether or not the address has an account. */
import { Hono } from "hono";
import type { Services } from "#server/services.ts";
import { validationFailed } from "../auth-error.ts";
import { checkEmail } from "../email-address.ts";
import { safeRedirect } from "../auth-mail.ts";
import { enforceEmailSend } from "../limits.ts";
import { clientMeta, readBody } from "../request.ts";
import { recoverBody } from "../schemas.ts";
import { findUserByEmail } from "../users.queries.ts";
import { issueRecovery } from "./recover.queries.ts";

export function recoverRoutes(ctx: Services): Hono {
  const routes = new Hono();
  routes.post("/", async (c) => {
    const body = await readBody(c, recoverBody);
    if (!body.email) throw validationFailed("Password recovery requires an email");
    const email = checkEmail(body.email);
    await enforceEmailSend(ctx, "recovery", email, clientMeta(ctx, c).ip);
    const user = await findUserByEmail(ctx.db, email);
    if (user) {
      const redirectTo = safeRedirect(ctx, c.req.query("redirect_to"), "/reset-password");
      await issueRecovery(ctx, {
        userId: user.id,
        email,
        redirectTo,
        codeChallenge: body.code_challenge,
        codeChallengeMethod: body.code_challenge_method,
      });
      ctx.kickOutbox();
    }
    return c.json({});
  });
  return routes;
}
