/**
 * The statements of sessions (sessions.ts): starting one with its first refresh token and
 * authentication method, reading and ending them, and a fresh refresh token after MFA raises a
 * session's level. A refresh token is stored only as its SHA-256.
 */
import { and, desc, eq, ne } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { authMfaAmrClaims, authRefreshTokens, authSessions, authUsers, type AuthSession, type AuthUser } from "#db/schema/index.ts";
import type { AmrMethod } from "#core/domain/enums.ts";
import type { AmrEntry } from "./access-token.ts";
import type { Services } from "../services.ts";
import { randomToken, sha256 } from "./secrets.ts";

export interface ClientMeta {
  ip: string;
  userAgent: string | undefined;
}

export async function startSession(
  ctx: Services,
  tx: AppDb,
  user: AuthUser,
  method: AmrMethod,
  meta: ClientMeta,
): Promise<{ session: AuthSession; refreshToken: string }> {
  const now = new Date();
  const [session] = await tx
    .insert(authSessions)
    .values({ userId: user.id, ip: meta.ip, userAgent: meta.userAgent?.slice(0, 512) })
    .returning();
  await tx.insert(authMfaAmrClaims).values({ sessionId: session!.id, authenticationMethod: method });
  const refreshToken = randomToken();
  await tx.insert(authRefreshTokens).values({ tokenHash: sha256(refreshToken), sessionId: session!.id, userId: user.id });
  await tx.update(authUsers).set({ lastSignInAt: now }).where(eq(authUsers.id, user.id));
  return { session: session!, refreshToken };
}

export async function amrOf(db: AppDb, sessionId: string): Promise<AmrEntry[]> {
  const rows = await db
    .select()
    .from(authMfaAmrClaims)
    .where(eq(authMfaAmrClaims.sessionId, sessionId))
    .orderBy(desc(authMfaAmrClaims.updatedAt));
  return rows.map((r) => ({ method: r.authenticationMethod, timestamp: Math.floor(r.updatedAt.getTime() / 1000) }));
}

export async function findSession(db: AppDb, sessionId: string): Promise<AuthSession | undefined> {
  const [session] = await db.select().from(authSessions).where(eq(authSessions.id, sessionId));
  return session;
}

/** Ends the session (its refresh tokens and amr claims go with it). */
export async function deleteSession(db: AppDb, sessionId: string): Promise<void> {
  await db.delete(authSessions).where(eq(authSessions.id, sessionId));
}

/** A fresh refresh token for an existing session (after MFA verification raises its level). */
export async function reissueRefreshToken(tx: AppDb, session: AuthSession): Promise<string> {
  await tx
    .update(authRefreshTokens)
    .set({ revoked: true, updatedAt: new Date() })
    .where(and(eq(authRefreshTokens.sessionId, session.id), eq(authRefreshTokens.revoked, false)));
  const refreshToken = randomToken();
  await tx.insert(authRefreshTokens).values({ tokenHash: sha256(refreshToken), sessionId: session.id, userId: session.userId });
  return refreshToken;
}

export type LogoutScope = "global" | "local" | "others";

export async function endSessions(db: AppDb, userId: string, currentSessionId: string, scope: LogoutScope) {
  if (scope === "local") await db.delete(authSessions).where(eq(authSessions.id, currentSessionId));
  else if (scope === "others")
    await db.delete(authSessions).where(and(eq(authSessions.userId, userId), ne(authSessions.id, currentSessionId)));
  else await db.delete(authSessions).where(eq(authSessions.userId, userId));
}
