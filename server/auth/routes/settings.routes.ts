/** GET /auth/v1/settings and GET /auth/v1/health, as GoTrue answers them. */
import { Hono } from "hono";
import type { Database } from "#db/client.ts";
import { DATABASE_UNAVAILABLE } from "#server/http/database-outage.ts";
import { isDatabaseUnavailable } from "#server/http/database-unavailable.ts";
import type { Services } from "#server/services.ts";
import { AuthError } from "../auth-error.ts";
import { phoneAutoconfirm } from "../phone.ts";

export const AUTH_SERVER_VERSION = "v2.170.0-heartland";

/** External providers GoTrue knows; none is enabled until configured (phone and anonymous sign-ins are settings). */
const EXTERNAL = ["apple", "azure", "bitbucket", "discord", "facebook", "figma", "github", "gitlab", "google", "keycloak", "kakao", "linkedin", "linkedin_oidc", "notion", "slack", "slack_oidc", "spotify", "twitch", "twitter", "workos", "zoom"];

export function settingsRoutes(ctx: Services, database: Database): Hono {
  const routes = new Hono();
  routes.get("/settings", (c) =>
    c.json({
      external: {
        ...Object.fromEntries(EXTERNAL.map((p) => [p, false])),
        anonymous_users: ctx.config.AUTH_ANONYMOUS_USERS,
        email: true,
        phone: ctx.config.AUTH_PHONE_ENABLED,
      },
      disable_signup: ctx.config.AUTH_DISABLE_SIGNUP,
      mailer_autoconfirm: !ctx.config.AUTH_CONFIRM_EMAIL,
      phone_autoconfirm: phoneAutoconfirm(ctx),
      // Texts go through Twilio's API (server/messaging/twilio-transport.ts), or the development transport without credentials.
      sms_provider: "twilio",
      saml_enabled: false,
    }),
  );
  routes.get("/health", async (c) => {
    try {
      await database.ping();
    } catch (err) {
      // The error handler answers an outage it recognises (and logs it once); any other failed
      // ping means the same to a health check.
      if (isDatabaseUnavailable(err)) throw err;
      const { code, message, retryAfterSeconds } = DATABASE_UNAVAILABLE;
      throw new AuthError(503, code, message, {}, { "Retry-After": String(retryAfterSeconds) });
    }
    return c.json({ version: AUTH_SERVER_VERSION, name: "GoTrue", description: "GoTrue is a user registration and authentication API" });
  });
  return routes;
}
