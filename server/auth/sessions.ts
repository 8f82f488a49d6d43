/**
 * Sessions and refresh tokens. A refresh token is stored only as its SHA-256. Each use revokes it
 * and issues a child derived from it with the server's HMAC key, which lets a second request with
 * the same token inside the 10 s grace window (two tabs refreshing at once) get the very same child
 * instead of a second branch. Outside the window, a revoked token means it was stolen or replayed:
 * the whole session is ended.
 */
import { and, desc, eq, ne } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import {
  authMfaAmrClaims,
  authRefreshTokens,
  authSessions,
  authUsers,
  type AuthSession,
  type AuthUser,
} from "../../db/schema/index.ts";
import type { AmrMethod } from "../../core/domain/enums.ts";
import { signAccessToken, type AmrEntry } from "./access-token.ts";
import type { AuthContext } from "./auth-context.ts";
import { AuthError } from "./auth-error.ts";
import { randomToken, sha256 } from "./secrets.ts";
import { findUserById, userJson } from "./users.ts";

export const REFRESH_REUSE_GRACE_MS = 10_000;

export interface ClientMeta {
  ip: string;
  userAgent: string | undefined;
}

export async function startSession(
  ctx: AuthContext,
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

/** The session response of /token, /verify and /factors/{id}/verify. */
export async function sessionResponse(ctx: AuthContext, sessionId: string, refreshToken: string) {
  const [session] = await ctx.db.select().from(authSessions).where(eq(authSessions.id, sessionId));
  if (!session) throw new AuthError(400, "session_not_found", "Session not found");
  const user = await findUserById(ctx.db, session.userId);
  if (!user) throw new AuthError(400, "user_not_found", "User not found");
  const amr = await amrOf(ctx.db, session.id);
  const { token, expiresAt } = await signAccessToken(ctx, {
    userId: user.id,
    sessionId: session.id,
    email: user.email,
    phone: user.phone,
    aal: session.aal,
    amr,
    appMetadata: user.rawAppMetaData,
    userMetadata: user.rawUserMetaData,
    isAnonymous: user.isAnonymous,
  });
  return {
    access_token: token,
    token_type: "bearer",
    expires_in: ctx.config.AUTH_JWT_EXPIRY,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: await userJson(ctx.db, user),
  };
}
export type SessionResponse = Awaited<ReturnType<typeof sessionResponse>>;

const notFound = () => new AuthError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
const alreadyUsed = () => new AuthError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used");

/** POST /token?grant_type=refresh_token. */
export async function refreshSession(ctx: AuthContext, token: string, depth = 0): Promise<SessionResponse> {
  const keys = await ctx.keys();
  const hash = sha256(token);
  const [row] = await ctx.db.select().from(authRefreshTokens).where(eq(authRefreshTokens.tokenHash, hash));
  if (!row) throw notFound();

  const [session] = await ctx.db.select().from(authSessions).where(eq(authSessions.id, row.sessionId));
  if (!session || (session.notAfter && session.notAfter.getTime() < Date.now())) throw notFound();
  // As GoTrue does: a banned or deleted user's sessions are not renewed (otherwise a ban would
  // only stop new sign-ins, and a signed-in user would keep refreshing for ever).
  const user = await findUserById(ctx.db, session.userId);
  if (!user) throw notFound();
  if (user.bannedUntil && user.bannedUntil.getTime() > Date.now()) {
    throw new AuthError(400, "user_banned", "Invalid Refresh Token: User Banned");
  }
  const child = keys.hmac(`refresh:${token}`);

  if (row.revoked) {
    const withinGrace = Date.now() - row.updatedAt.getTime() <= REFRESH_REUSE_GRACE_MS;
    if (withinGrace && depth < 5) {
      // Same token twice in quick succession: hand out the child the first request got.
      const [next] = await ctx.db.select().from(authRefreshTokens).where(eq(authRefreshTokens.tokenHash, sha256(child)));
      if (next && !next.revoked) return sessionResponse(ctx, session.id, child);
      if (next) return refreshSession(ctx, child, depth + 1);
      // The session was re-keyed another way (MFA verification) moments ago: refuse, keep it.
      throw alreadyUsed();
    }
    await ctx.db.delete(authSessions).where(eq(authSessions.id, session.id));
    ctx.logger.warn({ sessionId: session.id, userId: session.userId }, "refresh token reused: session revoked");
    throw alreadyUsed();
  }

  const rotated = await ctx.db.transaction(async (tx) => {
    const revoked = await tx
      .update(authRefreshTokens)
      .set({ revoked: true, updatedAt: new Date() })
      .where(and(eq(authRefreshTokens.id, row.id), eq(authRefreshTokens.revoked, false)))
      .returning({ id: authRefreshTokens.id });
    if (revoked.length === 0) return false;
    await tx
      .insert(authRefreshTokens)
      .values({ tokenHash: sha256(child), parent: hash, sessionId: session.id, userId: row.userId });
    await tx.update(authSessions).set({ refreshedAt: new Date() }).where(eq(authSessions.id, session.id));
    return true;
  });
  // Lost a race with a concurrent refresh of the same token: answer as the grace window does.
  if (!rotated) return refreshSession(ctx, token, depth + 1);
  return sessionResponse(ctx, session.id, child);
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
