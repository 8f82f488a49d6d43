/** POST /auth/v1/logout?scope=global|local|others: ends sessions; their access tokens stop working at once. */
import { Hono } from "hono";
import type { Services } from "#server/services.ts";
import { validationFailed } from "../auth-error.ts";
import { authenticate } from "../authenticate.ts";
import { endSessions, type LogoutScope } from "../sessions.queries.ts";

const SCOPES: LogoutScope[] = ["global", "local", "others"];

export function logoutRoutes(ctx: Services): Hono {
  const routes = new Hono();
  routes.post("/", async (c) => {
    const scope = (c.req.query("scope") ?? "global") as LogoutScope;
    if (!SCOPES.includes(scope)) throw validationFailed("Unsupported logout scope: must be global, local or others");
    const { user, session } = await authenticate(ctx, c);
    await endSessions(ctx.db, user.id, session.id, scope);
    return c.body(null, 204);
  });
  return routes;
}
