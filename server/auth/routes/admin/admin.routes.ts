/**
 * /auth/v1/admin: GoTrue's admin API for the service role only (server/auth/service-role.ts).
 * Every call is checked here before any route runs, and every call that does something writes an
 * audit row (admin-audit.queries.ts). Our own administrators are not the service role.
 */
import { Hono } from "hono";
import type { Services } from "#server/services.ts";
import { requireServiceRole } from "#server/auth/service-role.ts";
import { auditCaller, SERVICE_ROLE_AUDIT, writeServiceRoleAudit } from "./admin-audit.queries.ts";
import { adminFactorRoutes } from "./admin-factors.routes.ts";
import { adminOAuthRoutes } from "./admin-oauth.routes.ts";
import { adminPasskeyRoutes } from "./admin-passkeys.routes.ts";
import { adminUserRoutes, userIdParam } from "./admin-users.routes.ts";
import { generateLinkRoutes } from "./generate-link.routes.ts";

export function adminRoutes(ctx: Services): Hono {
  const admin = new Hono();
  admin.use(requireServiceRole(ctx));
  admin.route("/users/:id/factors", adminFactorRoutes(ctx));
  // The passkeys part's routes (admin-passkeys.routes.ts) write no audit row of their own: one is
  // written here for each call they answer with success. Not in their transaction, which this
  // file cannot reach; a failure to write it fails the response (500) rather than going unrecorded.
  admin.use("/users/:id/passkeys/*", async (c, next) => {
    await next();
    if (c.res.status >= 200 && c.res.status < 300) {
      const action = c.req.method === "DELETE" ? SERVICE_ROLE_AUDIT.passkeyDeleted : SERVICE_ROLE_AUDIT.passkeysListed;
      const passkeyId = c.req.method === "DELETE" ? c.req.path.split("/").pop() : undefined;
      await writeServiceRoleAudit(ctx.db, { action, userId: userIdParam(c), ...auditCaller(ctx, c), details: passkeyId ? { passkey_id: passkeyId } : {} });
    }
  });
  admin.route("/users/:id/passkeys", adminPasskeyRoutes(ctx));
  admin.route("/users", adminUserRoutes(ctx));
  admin.route("/generate_link", generateLinkRoutes(ctx));
  admin.route("/oauth", adminOAuthRoutes());
  return admin;
}
