/** GET /auth/v1/settings and GET /auth/v1/health, as GoTrue answers them. */
import { Hono } from "hono";
import type { Database } from "../../../db/client.ts";
import type { AuthContext } from "../auth-context.ts";

export const AUTH_SERVER_VERSION = "v2.170.0-heartland";

/** External providers GoTrue knows; none is enabled until configured. */
const EXTERNAL = ["anonymous_users", "apple", "azure", "bitbucket", "discord", "facebook", "figma", "github", "gitlab", "google", "keycloak", "kakao", "linkedin", "linkedin_oidc", "notion", "slack", "slack_oidc", "spotify", "twitch", "twitter", "workos", "zoom", "phone"];

export function settingsRoutes(ctx: AuthContext, database: Database): Hono {
  const routes = new Hono();
  routes.get("/settings", (c) =>
    c.json({
      external: { ...Object.fromEntries(EXTERNAL.map((p) => [p, false])), email: true },
      disable_signup: false,
      mailer_autoconfirm: !ctx.config.AUTH_CONFIRM_EMAIL,
      phone_autoconfirm: false,
      sms_provider: "",
      saml_enabled: false,
    }),
  );
  routes.get("/health", async (c) => {
    try {
      await database.ping();
    } catch {
      return c.json({ code: 503, error_code: "unexpected_failure", msg: "Database is not reachable" }, 503);
    }
    return c.json({ version: AUTH_SERVER_VERSION, name: "GoTrue", description: "GoTrue is a user registration and authentication API" });
  });
  return routes;
}
