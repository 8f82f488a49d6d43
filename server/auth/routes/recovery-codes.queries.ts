/**
 * The statements of two-step recovery codes (recovery-codes.routes.ts, ADR 035): the set of
 * an account (hashes only), its replacement, and using one code, each audited in its transaction.
 */
import { and, asc, count as countRows, eq, isNull, max, sql } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { authMfaFactors, authMfaRecoveryCodes, type AuthSession } from "#db/schema/index.ts";
import { writeAudit } from "#server/audit/write-audit.queries.ts";
import { Refusal } from "../refusal.ts";
import { raiseSession } from "./factors.queries.ts";

export interface RecoveryCodeCounts {
  total: number;
  remaining: number;
  createdAt: Date | null;
}

/** How many codes the account's set has, how many are unused, and when it was issued. */
export async function recoveryCodeCounts(db: AppDb, userId: string): Promise<RecoveryCodeCounts> {
  const [row] = await db
    .select({
      total: countRows(),
      remaining: sql<number>`count(*) filter (where ${authMfaRecoveryCodes.usedAt} is null)`.mapWith(Number),
      createdAt: max(authMfaRecoveryCodes.createdAt),
    })
    .from(authMfaRecoveryCodes)
    .where(eq(authMfaRecoveryCodes.userId, userId));
  return { total: row?.total ?? 0, remaining: row?.remaining ?? 0, createdAt: row?.createdAt ?? null };
}

/**
 * A new set in place of the old (whose codes stop working at once), audited as created or, when
 * there was one, regenerated; when it was issued.
 */
export async function replaceRecoveryCodes(
  db: AppDb,
  v: { userId: string; hashes: string[]; ip: string },
): Promise<Date> {
  return db.transaction(async (tx) => {
    const old = await tx.delete(authMfaRecoveryCodes).where(eq(authMfaRecoveryCodes.userId, v.userId)).returning({ usedAt: authMfaRecoveryCodes.usedAt });
    const createdAt = new Date();
    await tx.insert(authMfaRecoveryCodes).values(v.hashes.map((codeHash) => ({ userId: v.userId, codeHash, createdAt })));
    await writeAudit(tx, {
      actorId: v.userId,
      action: old.length ? "auth.recovery_codes_regenerated" : "auth.recovery_codes_created",
      targetType: "auth_user",
      targetId: v.userId,
      ip: v.ip,
      payload: { count: v.hashes.length, ...(old.length ? { replaced_unused: old.filter((c) => c.usedAt === null).length } : {}) },
    });
    return createdAt;
  });
}

/** The factor a recovery code stands in for: the account's first verified one (its sessions go back to aal1 with it). */
export async function firstVerifiedFactor(db: AppDb, userId: string): Promise<string | undefined> {
  const [factor] = await db
    .select({ id: authMfaFactors.id })
    .from(authMfaFactors)
    .where(and(eq(authMfaFactors.userId, userId), eq(authMfaFactors.status, "verified")))
    .orderBy(asc(authMfaFactors.createdAt))
    .limit(1);
  return factor?.id;
}

export type RecoveryCodeRefusal = "code_not_found";

/**
 * A right code, in one transaction: the code used up (only if it was unused, so two requests with
 * the same code cannot both win), the session raised to aal2 with `mfa/recovery_code` in its amr,
 * the use audited with how many codes are left; the session's new refresh token.
 */
export async function useRecoveryCode(
  db: AppDb,
  v: { userId: string; hash: string; session: AuthSession; factorId: string; ip: string },
): Promise<string> {
  return db.transaction(async (tx) => {
    const used = await tx
      .update(authMfaRecoveryCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(authMfaRecoveryCodes.userId, v.userId), eq(authMfaRecoveryCodes.codeHash, v.hash), isNull(authMfaRecoveryCodes.usedAt)))
      .returning({ id: authMfaRecoveryCodes.id });
    if (!used.length) throw new Refusal<RecoveryCodeRefusal>("code_not_found");
    const [left] = await tx
      .select({ n: countRows() })
      .from(authMfaRecoveryCodes)
      .where(and(eq(authMfaRecoveryCodes.userId, v.userId), isNull(authMfaRecoveryCodes.usedAt)));
    await writeAudit(tx, {
      actorId: v.userId,
      action: "auth.recovery_code_used",
      targetType: "auth_user",
      targetId: v.userId,
      ip: v.ip,
      payload: { session_id: v.session.id, remaining: left?.n ?? 0 },
    });
    return raiseSession(tx, v.session, v.factorId, "mfa/recovery_code");
  });
}
