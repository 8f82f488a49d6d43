/**
 * /auth/v1/admin/users/:id/factors: a user's MFA factors, and removing one (an operator helping
 * someone who lost their authenticator), as GoTrue's adminUserGetFactors / adminUserDeleteFactor.
 */
import { Hono } from "hono";
import type { Services } from "#server/services.ts";
import { AuthError } from "#server/auth/auth-error.ts";
import { userJsonFrom } from "#server/auth/users.ts";
import { listFactors } from "#server/auth/users.queries.ts";
import { auditCaller, SERVICE_ROLE_AUDIT, writeServiceRoleAudit } from "./admin-audit.queries.ts";
import { loadUser } from "./admin-users.routes.ts";
import { deleteFactorAudited } from "./admin-factors.queries.ts";
import { isUuid } from "#core/validation/uuid.ts";

/** GoTrue's factor objects, as GET /user shows them (server/auth/users.ts). */
const factorsJson = (user: Parameters<typeof userJsonFrom>[0], factors: Parameters<typeof userJsonFrom>[2]) =>
  userJsonFrom(user, [], factors).factors ?? [];

export function adminFactorRoutes(ctx: Services): Hono {
  const routes = new Hono();

  routes.get("/", async (c) => {
    const user = await loadUser(ctx, c);
    await writeServiceRoleAudit(ctx.db, { action: SERVICE_ROLE_AUDIT.factorsListed, userId: user.id, ...auditCaller(ctx, c) });
    return c.json(factorsJson(user, await listFactors(ctx.db, user.id)));
  });

  routes.delete("/:factorId", async (c) => {
    const user = await loadUser(ctx, c);
    const factorId = c.req.param("factorId");
    if (!isUuid(factorId)) throw new AuthError(404, "validation_failed", "factor_id must be an UUID");
    const factor = await deleteFactorAudited(ctx, user.id, factorId.toLowerCase(), auditCaller(ctx, c));
    if (!factor) throw new AuthError(404, "mfa_factor_not_found", "Factor not found");
    ctx.logger.info({ userId: user.id, factorId: factor.id }, "auth admin: factor deleted with the service role");
    return c.json(factorsJson(user, [factor])[0]);
  });

  return routes;
}
