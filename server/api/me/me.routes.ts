/** GET /api/v1/me: the caller's own profile (role and account type), read after sign-in. */
import { Hono } from "hono";
import type { AuthContext } from "../../auth/auth-context.ts";
import { requireCaller } from "../../http/caller.ts";

export function meRoutes(ctx: AuthContext): Hono {
  const routes = new Hono();
  routes.get("/", async (c) => {
    const { profile, user, session } = await requireCaller(ctx, c);
    c.header("Cache-Control", "no-store");
    return c.json({
      id: profile.id,
      email: user.email ?? profile.email,
      role: profile.role,
      type: profile.type,
      aal: session.aal,
      created_at: profile.createdAt.toISOString(),
    });
  });
  return routes;
}
