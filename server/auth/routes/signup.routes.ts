/**
 * POST /auth/v1/signup: a new agent or lender account, with its profile, in one transaction. A
 * phone number instead of an address, or neither (an anonymous sign-in), goes to signup-phone.ts.
 */
import { Hono } from "hono";
import { MIN_PASSWORD_LENGTH } from "#core/auth/credentials.ts";
import type { Services } from "#server/services.ts";
import { signupDisabled, validationFailed, weakPassword } from "../auth-error.ts";
import { safeRedirect } from "../auth-mail.ts";
import { checkEmail } from "../email-address.ts";
import { enforce, enforceEmailSend } from "../limits.ts";
import { hashPassword } from "../passwords.ts";
import { clientMeta, readBody } from "../request.ts";
import { signupBody } from "../schemas.ts";
import { sessionResponse } from "../sessions.ts";
import { findUserByEmail, userJson } from "../users.queries.ts";
import { isUniqueViolation } from "#server/http/pg-errors.ts";
import { registerUser } from "./signup.queries.ts";
import { anonymousSignIn, checkAccountType, phoneSignup, unrevealingUser, userAlreadyExists } from "./signup-phone.ts";

export function signupRoutes(ctx: Services): Hono {
  const routes = new Hono();
  routes.post("/", async (c) => {
    const body = await readBody(c, signupBody);
    const meta = clientMeta(ctx, c);
    if (!body.email && !body.phone) return c.json(await anonymousSignIn(ctx, body, meta));
    // GoTrue's order: sign-ups allowed at all, a password, its strength, one identifier.
    if (ctx.config.AUTH_DISABLE_SIGNUP) throw signupDisabled();
    if (!body.password) throw validationFailed("Signup requires a valid password");
    if (body.password.length < MIN_PASSWORD_LENGTH) throw weakPassword(MIN_PASSWORD_LENGTH);
    if (body.email && body.phone) throw validationFailed("Only an email address or phone number should be provided on signup.");
    if (body.phone) return c.json(await phoneSignup(ctx, { ...body, phone: body.phone, password: body.password }, meta));
    if (body.channel) throw validationFailed("Channel should only be specified with Phone OTP");
    const email = checkEmail(body.email!);
    const metadata = body.data ?? {};
    checkAccountType(metadata);

    await enforce(ctx, "signupPerIp", meta.ip);
    await enforce(ctx, "signupPerEmail", email);
    const confirm = ctx.config.AUTH_CONFIRM_EMAIL;

    if (await findUserByEmail(ctx.db, email)) {
      // With confirmation on, GoTrue does not reveal who has an account: it answers as for a new
      // user, with no identities. Without it the user is signed in at once, so it must say so.
      if (!confirm) throw userAlreadyExists();
      return c.json(unrevealingUser({ email }, {}));
    }
    if (confirm) await enforceEmailSend(ctx, "signup", email, meta.ip);

    const passwordHash = await hashPassword(body.password);
    const role = ctx.config.ADMIN_EMAILS.includes(email) ? "admin" : "user";
    const redirectTo = safeRedirect(ctx, c.req.query("redirect_to") ?? c.req.query("email_redirect_to"), "/dashboard");
    let result: { userId: string; sessionId?: string; refreshToken?: string };
    try {
      result = await registerUser(ctx, {
        user: { identities: [{ provider: "email", email, confirmed: !confirm }], passwordHash, userMetadata: metadata, role },
        email,
        confirm,
        redirectTo,
        codeChallenge: body.code_challenge,
        codeChallengeMethod: body.code_challenge_method,
        meta,
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw userAlreadyExists(); // a parallel sign-up won the race
      throw err;
    }
    ctx.logger.info({ userId: result.userId, role }, "auth: user signed up");
    if (!result.sessionId) {
      ctx.kickOutbox();
      const user = (await findUserByEmail(ctx.db, email))!;
      return c.json(await userJson(ctx.db, user));
    }
    return c.json(await sessionResponse(ctx, result.sessionId, result.refreshToken!));
  });
  return routes;
}
