/** The statement of DELETE /auth/v1/admin/users/:id/factors/:factorId (admin-factors.routes.ts). */
import { and, eq } from "drizzle-orm";
import { authMfaFactors, type AuthMfaFactor } from "#db/schema/index.ts";
import type { Services } from "#server/services.ts";
import { forgetRecoveryCodesWithoutFactor } from "../factors.queries.ts";
import { SERVICE_ROLE_AUDIT, writeServiceRoleAudit } from "./admin-audit.queries.ts";
import type { AuditCaller } from "./admin-users.queries.ts";

/**
 * Deletes the user's factor with its audit row, in one transaction; undefined when the user has no
 * such factor. Sessions it raised to aal2 keep their level until they end, as in GoTrue.
 */
export async function deleteFactorAudited(ctx: Services, userId: string, factorId: string, caller: AuditCaller): Promise<AuthMfaFactor | undefined> {
  return ctx.db.transaction(async (tx) => {
    const [factor] = await tx
      .delete(authMfaFactors)
      .where(and(eq(authMfaFactors.id, factorId), eq(authMfaFactors.userId, userId)))
      .returning();
    if (factor) {
      await forgetRecoveryCodesWithoutFactor(tx, userId);
      await writeServiceRoleAudit(tx, { action: SERVICE_ROLE_AUDIT.factorDeleted, userId, ...caller, details: { factor_id: factor.id, factor_type: factor.factorType } });
    }
    return factor;
  });
}
