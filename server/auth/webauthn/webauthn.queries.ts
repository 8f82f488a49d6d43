/** The statements of the WebAuthn routes: ceremony challenges and stored credentials (db/schema/webauthn.ts). */
import { and, asc, count as countRows, eq, isNull, isNotNull, lt } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import {
  authMfaFactors,
  authWebauthnChallenges,
  authWebauthnCredentials,
  type AuthMfaFactor,
  type AuthSession,
  type AuthUser,
  type AuthWebauthnChallenge,
  type AuthWebauthnCredential,
  type WebAuthnChallengeKind,
} from "#db/schema/index.ts";
import { isUniqueViolation } from "#server/http/pg-errors.ts";
import type { Services } from "#server/services.ts";
import { Refusal } from "../refusal.ts";
import { raiseSession } from "../routes/factors.queries.ts";
import { startSession, type ClientMeta } from "../sessions.queries.ts";
import type { NewCredential } from "./ceremonies.ts";
import { WEBAUTHN_CHALLENGE_TTL_MS } from "./relying-party.ts";

export interface ChallengeOwner {
  userId: string | null;
  factorId?: string | null;
}

/** Stores a challenge; challenges that expired a while ago go at the same time, so the table stays small. */
export async function openChallenge(
  db: AppDb,
  c: ChallengeOwner & { kind: WebAuthnChallengeKind; challenge: string; ip: string },
): Promise<AuthWebauthnChallenge> {
  const now = Date.now();
  await db.delete(authWebauthnChallenges).where(lt(authWebauthnChallenges.expiresAt, new Date(now - WEBAUTHN_CHALLENGE_TTL_MS)));
  const [row] = await db
    .insert(authWebauthnChallenges)
    .values({
      userId: c.userId,
      factorId: c.factorId ?? null,
      kind: c.kind,
      challenge: c.challenge,
      ip: c.ip,
      createdAt: new Date(now),
      expiresAt: new Date(now + WEBAUTHN_CHALLENGE_TTL_MS),
    })
    .returning();
  return row!;
}

/**
 * Takes the challenge (deletes it) if it is of this kind and this owner's: single use, even when
 * the verification that follows fails, as GoTrue does. Whether it has expired is the caller's
 * to say (a different error).
 */
export async function takeChallenge(
  db: AppDb,
  id: string,
  kind: WebAuthnChallengeKind,
  owner: ChallengeOwner,
): Promise<AuthWebauthnChallenge | undefined> {
  const [row] = await db
    .delete(authWebauthnChallenges)
    .where(
      and(
        eq(authWebauthnChallenges.id, id),
        eq(authWebauthnChallenges.kind, kind),
        owner.userId === null ? isNull(authWebauthnChallenges.userId) : eq(authWebauthnChallenges.userId, owner.userId),
        owner.factorId ? eq(authWebauthnChallenges.factorId, owner.factorId) : undefined,
      ),
    )
    .returning();
  return row;
}

/** The user's passkeys (not their security-key factors), oldest first. */
export function listPasskeys(db: AppDb, userId: string): Promise<AuthWebauthnCredential[]> {
  return db
    .select()
    .from(authWebauthnCredentials)
    .where(and(eq(authWebauthnCredentials.userId, userId), isNull(authWebauthnCredentials.factorId)))
    .orderBy(asc(authWebauthnCredentials.createdAt), asc(authWebauthnCredentials.id));
}

export async function countPasskeys(db: AppDb, userId: string): Promise<number> {
  const [{ n } = { n: 0 }] = await db
    .select({ n: countRows() })
    .from(authWebauthnCredentials)
    .where(and(eq(authWebauthnCredentials.userId, userId), isNull(authWebauthnCredentials.factorId)));
  return n;
}

/** The credentials of the user's verified security-key factors. */
export function listFactorCredentials(db: AppDb, userId: string): Promise<AuthWebauthnCredential[]> {
  return db
    .select()
    .from(authWebauthnCredentials)
    .where(and(eq(authWebauthnCredentials.userId, userId), isNotNull(authWebauthnCredentials.factorId)))
    .orderBy(asc(authWebauthnCredentials.createdAt));
}

export async function findPasskey(db: AppDb, userId: string, id: string): Promise<AuthWebauthnCredential | undefined> {
  const [row] = await db
    .select()
    .from(authWebauthnCredentials)
    .where(and(eq(authWebauthnCredentials.id, id), eq(authWebauthnCredentials.userId, userId), isNull(authWebauthnCredentials.factorId)));
  return row;
}

/** A passkey by the authenticator's credential id (discoverable sign-in). */
export async function findPasskeyByCredentialId(db: AppDb, credentialId: string): Promise<AuthWebauthnCredential | undefined> {
  const [row] = await db
    .select()
    .from(authWebauthnCredentials)
    .where(and(eq(authWebauthnCredentials.credentialId, credentialId), isNull(authWebauthnCredentials.factorId)));
  return row;
}

export async function findFactorCredential(db: AppDb, factorId: string): Promise<AuthWebauthnCredential | undefined> {
  const [row] = await db.select().from(authWebauthnCredentials).where(eq(authWebauthnCredentials.factorId, factorId));
  return row;
}

export type StoreCredentialRefusal = "credential_exists" | "too_many";

/**
 * Stores a verified credential, for a passkey (no factor) or a factor. Refuses when the
 * authenticator's credential is already registered (to anyone), or, for passkeys, when the user
 * reached `maxPasskeys` meanwhile.
 */
export async function storeCredential(
  db: AppDb,
  c: NewCredential & { userId: string; factorId?: string; friendlyName?: string; maxPasskeys?: number },
): Promise<AuthWebauthnCredential> {
  return db.transaction(async (tx) => {
    if (c.maxPasskeys !== undefined && (await countPasskeys(tx, c.userId)) >= c.maxPasskeys) {
      throw new Refusal<StoreCredentialRefusal>("too_many");
    }
    try {
      const [row] = await tx
        .insert(authWebauthnCredentials)
        .values({ ...c, factorId: c.factorId ?? null, friendlyName: c.friendlyName ?? null })
        .returning();
      return row!;
    } catch (err) {
      if (isUniqueViolation(err)) throw new Refusal<StoreCredentialRefusal>("credential_exists");
      throw err;
    }
  });
}

/**
 * Records a use: the new signature counter and when. Conditional on the counter the check read
 * (two assertions at once with one counter value: only one is accepted). False when it lost.
 */
export async function recordUse(
  db: AppDb,
  stored: AuthWebauthnCredential,
  use: { signCount: number; backedUp: boolean },
): Promise<boolean> {
  const rows = await db
    .update(authWebauthnCredentials)
    .set({ signCount: use.signCount, backedUp: use.backedUp, lastUsedAt: new Date() })
    .where(and(eq(authWebauthnCredentials.id, stored.id), eq(authWebauthnCredentials.signCount, stored.signCount)))
    .returning({ id: authWebauthnCredentials.id });
  return rows.length > 0;
}

export async function renamePasskey(db: AppDb, id: string, friendlyName: string): Promise<AuthWebauthnCredential | undefined> {
  const [row] = await db.update(authWebauthnCredentials).set({ friendlyName }).where(eq(authWebauthnCredentials.id, id)).returning();
  return row;
}

export async function deletePasskey(db: AppDb, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(authWebauthnCredentials)
    .where(and(eq(authWebauthnCredentials.id, id), eq(authWebauthnCredentials.userId, userId), isNull(authWebauthnCredentials.factorId)))
    .returning({ id: authWebauthnCredentials.id });
  return rows.length > 0;
}

export type PasskeySessionRefusal = "counter_raced";

/**
 * A passkey sign-in, in one transaction: the credential's use is recorded (refused when a
 * concurrent assertion moved its counter first) and a session started with amr `passkey`.
 */
export async function startPasskeySession(
  ctx: Services,
  s: { user: AuthUser; stored: AuthWebauthnCredential; use: { signCount: number; backedUp: boolean }; meta: ClientMeta },
): Promise<{ session: AuthSession; refreshToken: string }> {
  return ctx.db.transaction(async (tx) => {
    if (!(await recordUse(tx, s.stored, s.use))) throw new Refusal<PasskeySessionRefusal>("counter_raced");
    return startSession(ctx, tx, s.user, "passkey", s.meta);
  });
}

export type FactorVerificationRefusal = StoreCredentialRefusal | PasskeySessionRefusal;

/**
 * A security key verified, in one transaction: a new factor's credential stored and the factor
 * verified, or a verified factor's use recorded; then the session raised to aal2 with amr
 * `mfa/webauthn`. The new refresh token.
 */
export async function completeWebauthnFactor(
  db: AppDb,
  v: {
    factor: AuthMfaFactor;
    session: AuthSession;
    created?: NewCredential;
    used?: { stored: AuthWebauthnCredential; signCount: number; backedUp: boolean };
  },
): Promise<string> {
  return db.transaction(async (tx) => {
    if (v.created) {
      await storeCredential(tx, {
        ...v.created,
        userId: v.factor.userId,
        factorId: v.factor.id,
        friendlyName: v.factor.friendlyName ?? undefined,
      });
      await tx.update(authMfaFactors).set({ status: "verified" }).where(eq(authMfaFactors.id, v.factor.id));
    }
    if (v.used && !(await recordUse(tx, v.used.stored, v.used))) throw new Refusal<FactorVerificationRefusal>("counter_raced");
    return raiseSession(tx, v.session, v.factor.id, "mfa/webauthn");
  });
}
