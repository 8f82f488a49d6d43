/**
 * Sessions and refresh tokens. A refresh token is stored only as its SHA-256. Each use revokes it
 * and issues a child derived from it with the server's HMAC key, which lets a second request with
 * the same token inside the 10 s grace window (two tabs refreshing at once) get the very same child
 * instead of a second branch. Outside the window, a revoked token means it was stolen or replayed:
 * the whole session is ended. The statements that start, read and end sessions are in
 * sessions.queries.ts.
 */
import type { AuthIdentity, AuthMfaFactor, AuthSession, AuthUser } from "#db/schema/index.ts";
import { stateOf, type Limit } from "../http/rate-limit.ts";
import { signAccessToken, type AmrEntry } from "./access-token.ts";
import type { Services } from "../services.ts";
import { AuthError, tooManyRequests } from "./auth-error.ts";
import { coalescing } from "#db/coalesce.ts";
import { batchesInFlight } from "#db/fixed-statement.ts";
import { isDatabaseUnavailable } from "../http/database-unavailable.ts";
import { refreshStatements, type RefreshInput, type RefreshOutcome } from "./refresh.queries.ts";
import { amrOf, deleteSession, findSession } from "./sessions.queries.ts";
import { sha256 } from "./secrets.ts";
import { userJsonFrom } from "./users.ts";
import { findUserById, listFactors, listIdentities } from "./users.queries.ts";

export const REFRESH_REUSE_GRACE_MS = 10_000;

/** The session response of /token, /verify and /factors/{id}/verify. */
export async function sessionResponse(ctx: Services, sessionId: string, refreshToken: string) {
  const session = await findSession(ctx.db, sessionId);
  if (!session) throw new AuthError(400, "session_not_found", "Session not found");
  const user = await findUserById(ctx.db, session.userId);
  if (!user) throw new AuthError(400, "user_not_found", "User not found");
  const [amr, identities, factors] = await Promise.all([
    amrOf(ctx.db, session.id),
    listIdentities(ctx.db, user.id),
    listFactors(ctx.db, user.id),
  ]);
  return sessionResponseFrom(ctx, { session, user, amr, identities, factors }, refreshToken);
}
export type SessionResponse = Awaited<ReturnType<typeof sessionResponse>>;

export interface SessionRows {
  session: AuthSession;
  user: AuthUser;
  amr: AmrEntry[];
  identities: AuthIdentity[];
  factors: AuthMfaFactor[];
}

/** The same from rows already read. */
export async function sessionResponseFrom(ctx: Services, rows: SessionRows, refreshToken: string) {
  const { session, user, amr, identities, factors } = rows;
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
    user: userJsonFrom(user, identities, factors),
  };
}

const notFound = () => new AuthError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
const alreadyUsed = () => new AuthError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used");

/** One writer per app: grants arriving together share a statement (db/coalesce.ts). */
const refreshers = new WeakMap<Services, (input: RefreshInput) => Promise<RefreshOutcome>>();
function refresherFor(ctx: Services) {
  let refresher = refreshers.get(ctx);
  if (!refresher) {
    refresher = coalescing((inputs: RefreshInput[]) => refreshStatements(ctx.db, inputs), {
      retryAlone: (err) => !isDatabaseUnavailable(err),
      // Two statements out at once on PostgreSQL (ADR 005, point 8).
      maxInFlight: batchesInFlight(ctx.db),
    });
    refreshers.set(ctx, refresher);
  }
  return refresher;
}

/**
 * POST /token?grant_type=refresh_token, in one statement (refresh.queries.ts) in the usual case:
 * counted against `limit`, looked up, rotated and answered. A token used again inside the grace
 * window is answered from the same statement too; only the rare cases (a race lost to a
 * concurrent refresh, a chain of reuses, a reuse that ends the session) take another.
 */
export async function refreshSession(
  ctx: Services,
  token: string,
  opts: { limit?: Limit; depth?: number } = {},
): Promise<SessionResponse> {
  const depth = opts.depth ?? 0;
  const keys = await ctx.keys();
  const hash = sha256(token);
  const child = keys.hmac(`refresh:${token}`);
  const now = new Date();
  const found = await refresherFor(ctx)({ tokenHash: hash, childHash: sha256(child), now, limit: opts.limit });
  if (opts.limit && found.count !== null) {
    const state = stateOf(opts.limit, found.count, now.getTime());
    if (state.over) throw tooManyRequests(state.retryAfter);
  }

  const { token: row, session, user } = found;
  if (!row) throw notFound();
  if (!session || (session.notAfter && session.notAfter.getTime() < now.getTime())) throw notFound();
  // As GoTrue does: a banned or deleted user's sessions are not renewed (otherwise a ban would
  // only stop new sign-ins, and a signed-in user would keep refreshing for ever).
  if (!user) throw notFound();
  if (user.bannedUntil && user.bannedUntil.getTime() > now.getTime()) {
    throw new AuthError(400, "user_banned", "Invalid Refresh Token: User Banned");
  }
  const rows = { session, user, amr: found.amr, identities: found.identities, factors: found.factors };
  if (found.rotated) return sessionResponseFrom(ctx, rows, child);
  // Lost a race with a concurrent refresh of the same token: answer as the grace window does.
  if (!row.revoked) return refreshSession(ctx, token, { depth: depth + 1 });

  const withinGrace = now.getTime() - row.updatedAt.getTime() <= REFRESH_REUSE_GRACE_MS;
  if (withinGrace && depth < 5) {
    // Same token twice in quick succession: hand out the child the first request got.
    if (found.childRevoked === false) return sessionResponseFrom(ctx, rows, child);
    if (found.childRevoked === true) return refreshSession(ctx, child, { depth: depth + 1 });
    // The session was re-keyed another way (MFA verification) moments ago: refuse, keep it.
    throw alreadyUsed();
  }
  await deleteSession(ctx.db, session.id);
  ctx.logger.warn({ sessionId: session.id, userId: session.userId }, "refresh token reused: session revoked");
  throw alreadyUsed();
}
