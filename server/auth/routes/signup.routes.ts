/** POST /auth/v1/signup: a new agent or lender account, with its profile, in one transaction. */
import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { isValidEmail, MIN_PASSWORD_LENGTH, normaliseEmail } from "../../../core/auth/credentials.ts";
import type { Services } from "../../services.ts";
import { AuthError, emailInvalid, validationFailed, weakPassword } from "../auth-error.ts";
import { safeRedirect } from "../auth-mail.ts";
import { enforce, enforceEmailSend } from "../limits.ts";
import { hashPassword } from "../passwords.ts";
import { clientMeta, readBody } from "../request.ts";
import { signupBody } from "../schemas.ts";
import { sessionResponse } from "../sessions.ts";
import { accountTypeFrom, findUserByEmail, userJson } from "../users.ts";
import { isUniqueViolation } from "../../http/pg-errors.ts";
import { registerUser } from "./signup.queries.ts";

export const userAlreadyExists = () => new AuthError(422, "user_already_exists", "User already registered");

export function signupRoutes(ctx: Services): Hono {
  const routes = new Hono();
  routes.post("/", async (c) => {
    const body = await readBody(c, signupBody);
    if (!body.email && body.phone) throw new AuthError(400, "phone_provider_disabled", "Phone signups are disabled");
    if (!body.email) throw validationFailed("To signup, please provide your email");
    if (!body.password) throw validationFailed("Signup requires a valid password");
    const email = normaliseEmail(body.email);
    if (!isValidEmail(email)) throw emailInvalid(body.email);
    if (body.password.length < MIN_PASSWORD_LENGTH) throw weakPassword(MIN_PASSWORD_LENGTH);
    const metadata = body.data ?? {};
    if (metadata.account_type !== undefined && accountTypeFrom(metadata) === null) {
      throw validationFailed("data.account_type must be agent or lender");
    }

    const meta = clientMeta(ctx, c);
    await enforce(ctx, "signupPerIp", meta.ip);
    await enforce(ctx, "signupPerEmail", email);
    const confirm = ctx.config.AUTH_CONFIRM_EMAIL;

    if (await findUserByEmail(ctx.db, email)) {
      // With confirmation on, GoTrue does not reveal who has an account: it answers as for a new
      // user, with no identities. Without it the user is signed in at once, so it must say so.
      if (!confirm) throw userAlreadyExists();
      const now = new Date().toISOString();
      return c.json({
        id: randomUUID(),
        aud: "authenticated",
        role: "authenticated",
        email,
        phone: "",
        app_metadata: { provider: "email", providers: ["email"] },
        user_metadata: {},
        identities: [],
        created_at: now,
        updated_at: now,
        is_anonymous: false,
      });
    }
    if (confirm) await enforceEmailSend(ctx, "signup", email, meta.ip);

    const passwordHash = await hashPassword(body.password);
    const role = ctx.config.ADMIN_EMAILS.includes(email) ? "admin" : "user";
    const redirectTo = safeRedirect(ctx, c.req.query("redirect_to") ?? c.req.query("email_redirect_to"), "/dashboard");
    let result: { userId: string; sessionId?: string; refreshToken?: string };
    try {
      result = await registerUser(ctx, {
        user: { email, passwordHash, userMetadata: metadata, confirmed: !confirm, role },
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
