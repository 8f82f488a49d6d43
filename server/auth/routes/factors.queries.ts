/** The statements of the two-factor routes (factors.routes.ts): factors, their challenges, and what verifying one raises. */
import { and, eq, inArray, isNull, lt, or, count as countRows } from "drizzle-orm";
import type { AmrMethod, FactorType } from "#core/domain/enums.ts";
import type { AppDb } from "#db/client.ts";
import {
  authMfaAmrClaims,
  authMfaChallenges,
  authMfaFactors,
  authMfaRecoveryCodes,
  authSessions,
  type AuthMfaChallenge,
  type AuthMfaFactor,
  type AuthSession,
} from "#db/schema/index.ts";
import { Refusal } from "../refusal.ts";
import { reissueRefreshToken } from "../sessions.queries.ts";

export async function findOwnFactor(db: AppDb, userId: string, factorId: string): Promise<AuthMfaFactor | undefined> {
  const [factor] = await db
    .select()
    .from(authMfaFactors)
    .where(and(eq(authMfaFactors.id, factorId), eq(authMfaFactors.userId, userId)));
  return factor;
}

export async function countFactors(db: AppDb, userId: string): Promise<number> {
  const [{ n } = { n: 0 }] = await db
    .select({ n: countRows() })
    .from(authMfaFactors)
    .where(eq(authMfaFactors.userId, userId));
  return n;
}

/** A new, unverified TOTP factor; its id. A friendly name the user already gave another factor is a unique violation. */
export async function enrolTotpFactor(
  db: AppDb,
  factor: { userId: string; friendlyName: string | undefined; secret: string },
): Promise<string> {
  const [row] = await db
    .insert(authMfaFactors)
    .values({ userId: factor.userId, factorType: "totp", friendlyName: factor.friendlyName, secret: factor.secret })
    .returning({ id: authMfaFactors.id });
  return row!.id;
}

/** A new challenge on the factor, which records when it was last challenged. */
export async function openChallenge(db: AppDb, factorId: string, ip: string): Promise<AuthMfaChallenge> {
  const [challenge] = await db
    .insert(authMfaChallenges)
    .values({ factorId, ip })
    .returning();
  await db.update(authMfaFactors).set({ lastChallengedAt: new Date() }).where(eq(authMfaFactors.id, factorId));
  return challenge!;
}

export async function findChallenge(db: AppDb, factorId: string, challengeId: string): Promise<AuthMfaChallenge | undefined> {
  const [challenge] = await db
    .select()
    .from(authMfaChallenges)
    .where(and(eq(authMfaChallenges.id, challengeId), eq(authMfaChallenges.factorId, factorId)));
  return challenge;
}

export async function deleteChallenge(db: AppDb, challengeId: string): Promise<void> {
  await db.delete(authMfaChallenges).where(eq(authMfaChallenges.id, challengeId));
}

export type FactorVerificationRefusal = "challenge_used" | "time_step_used";

/**
 * A right code, in one transaction: the challenge is used, the factor verified at this time step,
 * the session raised to aal2 with `totp` in its amr, and its refresh token replaced; the new one.
 * Refuses (Refusal, nothing written) when the challenge or the code's time step was used meanwhile.
 */
export async function completeFactorVerification(
  db: AppDb,
  v: { factorId: string; challengeId: string; session: AuthSession; step: number | null },
): Promise<string> {
  const { factorId, challengeId, session, step } = v;
  return db.transaction(async (tx) => {
    const now = new Date();
    // The handler's checks read before this transaction; two requests at once with the same code
    // (or on the same challenge) would both pass them. Claim the challenge and the code's time
    // step atomically, so exactly one of them wins.
    const usedChallenge = await tx
      .update(authMfaChallenges)
      .set({ verifiedAt: now })
      .where(and(eq(authMfaChallenges.id, challengeId), isNull(authMfaChallenges.verifiedAt)))
      .returning({ id: authMfaChallenges.id });
    if (!usedChallenge.length) throw new Refusal<FactorVerificationRefusal>("challenge_used");
    const claimedStep = await tx
      .update(authMfaFactors)
      .set({ status: "verified", lastTotpStep: step })
      .where(
        and(
          eq(authMfaFactors.id, factorId),
          step === null ? undefined : or(isNull(authMfaFactors.lastTotpStep), lt(authMfaFactors.lastTotpStep, step)),
        ),
      )
      .returning({ id: authMfaFactors.id });
    if (!claimedStep.length) throw new Refusal<FactorVerificationRefusal>("time_step_used");
    return raiseSession(tx, session, factorId, "totp");
  });
}

/** The amr method a factor of this type records when it raises a session (GoTrue's names). */
export const amrMethodOf = (type: FactorType): AmrMethod => (type === "webauthn" ? "mfa/webauthn" : type === "phone" ? "mfa/phone" : "totp");

/**
 * Inside a verification's transaction: the session raised to aal2 by the factor, the method in
 * its amr, and its refresh token replaced; the new one.
 */
export async function raiseSession(tx: AppDb, session: AuthSession, factorId: string, method: AmrMethod): Promise<string> {
  await tx.update(authSessions).set({ aal: "aal2", factorId }).where(eq(authSessions.id, session.id));
  await tx
    .insert(authMfaAmrClaims)
    .values({ sessionId: session.id, authenticationMethod: method })
    .onConflictDoUpdate({
      target: [authMfaAmrClaims.sessionId, authMfaAmrClaims.authenticationMethod],
      set: { updatedAt: new Date() },
    });
  return reissueRefreshToken(tx, session);
}

/** A new, unverified security-key factor; its id. Its credential is stored when it is verified. */
export async function enrolWebauthnFactor(db: AppDb, factor: { userId: string; friendlyName: string | undefined }): Promise<string> {
  const [row] = await db
    .insert(authMfaFactors)
    .values({ userId: factor.userId, factorType: "webauthn", friendlyName: factor.friendlyName })
    .returning({ id: authMfaFactors.id });
  return row!.id;
}

/** Records that the factor was challenged (a WebAuthn factor's challenges live in auth_webauthn_challenges). */
export async function markChallenged(db: AppDb, factorId: string): Promise<void> {
  await db.update(authMfaFactors).set({ lastChallengedAt: new Date() }).where(eq(authMfaFactors.id, factorId));
}

/** Removes the factor, in one transaction with lowering the sessions it raised. */
export async function unenrolFactor(db: AppDb, userId: string, factorId: string, type: FactorType): Promise<void> {
  await db.transaction(async (tx) => {
    // As GoTrue does: the sessions this factor raised to aal2 go back to aal1 (their next refresh
    // says so), so a removed authenticator no longer vouches for anyone.
    const raised = await tx
      .update(authSessions)
      .set({ aal: "aal1", factorId: null })
      .where(eq(authSessions.factorId, factorId))
      .returning({ id: authSessions.id });
    if (raised.length) {
      await tx.delete(authMfaAmrClaims).where(
        and(
          inArray(authMfaAmrClaims.sessionId, raised.map((r) => r.id)),
          // A recovery code that raised a session stood in for this factor (recovery-codes.queries.ts).
          inArray(authMfaAmrClaims.authenticationMethod, [amrMethodOf(type), "mfa/recovery_code"]),
        ),
      );
    }
    await tx.delete(authMfaFactors).where(eq(authMfaFactors.id, factorId));
    await forgetRecoveryCodesWithoutFactor(tx, userId);
  });
}

/**
 * In a transaction that removed a factor: the account's recovery codes go too once no verified
 * factor is left, since they stand in for one (a new authenticator brings a new set).
 */
export async function forgetRecoveryCodesWithoutFactor(tx: AppDb, userId: string): Promise<void> {
  const left = await tx
    .select({ id: authMfaFactors.id })
    .from(authMfaFactors)
    .where(
      and(eq(authMfaFactors.userId, userId), eq(authMfaFactors.status, "verified")),
    )
    .limit(1);
  if (!left.length) await tx.delete(authMfaRecoveryCodes).where(eq(authMfaRecoveryCodes.userId, userId));
}
