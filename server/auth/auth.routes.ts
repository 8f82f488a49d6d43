/** /auth/v1: the GoTrue-compatible auth API, one route file per path. */
import { Hono } from "hono";
import { BODY_LIMITS, limitBody } from "../http/body-limit.ts";
import type { Database } from "#db/client.ts";
import type { Services } from "../services.ts";
import { AuthError } from "./auth-error.ts";
import { adminRoutes } from "./routes/admin/admin.routes.ts";
import { factorRoutes } from "./routes/factors.routes.ts";
import { inviteRoutes } from "./routes/invite.routes.ts";
import { jwksRoutes } from "./routes/jwks.routes.ts";
import { logoutRoutes } from "./routes/logout.routes.ts";
import { otpRoutes } from "./routes/otp.routes.ts";
import { passkeyRoutes } from "./routes/passkeys.routes.ts";
import { providerRoutes } from "./routes/providers.routes.ts";
import { reauthenticateRoutes } from "./routes/reauthenticate.routes.ts";
import { recoverRoutes } from "./routes/recover.routes.ts";
import { recoveryCodeRoutes } from "./routes/recovery-codes.routes.ts";
import { resendRoutes } from "./routes/resend.routes.ts";
import { settingsRoutes } from "./routes/settings.routes.ts";
import { signupRoutes } from "./routes/signup.routes.ts";
import { tokenRoutes } from "./routes/token.routes.ts";
import { userRoutes } from "./routes/user.routes.ts";
import { verifyRoutes } from "./routes/verify.routes.ts";

/** No auth request is anywhere near the JSON limit; anything bigger is refused before it is read. */
export const AUTH_BODY_LIMIT_BYTES = BODY_LIMITS.json;

export function authRoutes(ctx: Services, database: Database): Hono {
  const auth = new Hono();
  auth.use(limitBody(() => "json", (max) => new AuthError(413, "request_too_large", `Request body is larger than ${max / 1024} KB`)));
  auth.use(async (_c, next) => {
    // Without AUTH_JWT_SECRET the keys are read (or first created) in the database. Load them
    // before a handler opens a transaction: on PGlite's single connection, loading them from
    // inside one (issuing an e-mail code needs the HMAC key) waits for that transaction forever.
    // A failure here is left to the handler that needs the keys to report.
    await ctx.keys().catch(() => undefined);
    await next();
  });
  auth.use(async (c, next) => {
    await next();
    // Tokens and personal data: never cache. (A route that chose otherwise, the public JWKS, keeps its choice.)
    if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
  });
  auth.route("/signup", signupRoutes(ctx));
  auth.route("/token", tokenRoutes(ctx));
  auth.route("/user", userRoutes(ctx));
  auth.route("/logout", logoutRoutes(ctx));
  auth.route("/recover", recoverRoutes(ctx));
  auth.route("/otp", otpRoutes(ctx));
  auth.route("/verify", verifyRoutes(ctx));
  auth.route("/resend", resendRoutes(ctx));
  auth.route("/reauthenticate", reauthenticateRoutes(ctx));
  auth.route("/factors", factorRoutes(ctx));
  auth.route("/recovery-codes", recoveryCodeRoutes(ctx));
  auth.route("/passkeys", passkeyRoutes(ctx));
  auth.route("/admin", adminRoutes(ctx));
  auth.route("/invite", inviteRoutes(ctx));
  auth.route("/.well-known", jwksRoutes(ctx));
  auth.route("/", settingsRoutes(ctx, database));
  auth.route("/", providerRoutes(ctx));
  return auth;
}
