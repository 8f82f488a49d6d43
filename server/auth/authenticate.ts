/**
 * Who is calling: the bearer token's user and session. The token must verify AND its session must
 * still exist, so sign-out and refresh-token reuse take effect at once, not when the JWT expires.
 * Used by /auth/v1 and by the data API.
 */
import type { Context } from "hono";
import type { AuthSession, AuthUser } from "#db/schema/index.ts";
import { verifyAccessToken, type AccessClaims } from "./access-token.ts";
import type { Services } from "../services.ts";
import { AuthError, noAuthorization, sessionNotFound, userNotFound } from "./auth-error.ts";
import { sessionAndUser } from "./caller.queries.ts";

export interface Caller {
  claims: AccessClaims;
  user: AuthUser;
  session: AuthSession;
}

/**
 * Whether this request is at aal2: the access token's own `aal` claim decides, as PostgREST reads
 * it, not the session's current level. A token issued before its session verified a factor stays
 * aal1 until it is refreshed, so a copy of the password-only token never gains what the second
 * step unlocked. (GoTrue's /auth/v1 handlers read the session row; a stale aal1 token of an aal2
 * session is the only case where the two differ, and refreshing it gives an aal2 token.)
 */
export const atAal2 = (caller: Pick<Caller, "claims">): boolean => caller.claims.aal === "aal2";

export function bearerToken(c: Context): string | undefined {
  const header = c.req.header("authorization");
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/** The bearer token's verified claims; throws an AuthError when it is missing or does not verify. */
export async function verifiedClaims(ctx: Services, c: Context): Promise<AccessClaims> {
  const token = bearerToken(c);
  if (!token) throw noAuthorization();
  return verifyAccessToken(ctx, token);
}

/** The checks every caller passes, on the session and user caller.queries.ts found for the claims. */
export function callerFrom(claims: AccessClaims, row: { session: AuthSession; user: AuthUser | null } | undefined): Caller {
  const session = row?.session;
  if (!session || session.userId !== claims.sub) throw sessionNotFound();
  if (session.notAfter && session.notAfter.getTime() < Date.now()) throw sessionNotFound();
  if (!row.user) throw userNotFound();
  return { claims, user: row.user, session };
}

export async function authenticate(ctx: Services, c: Context): Promise<Caller> {
  const claims = await verifiedClaims(ctx, c);
  return callerFrom(claims, await sessionAndUser(ctx.db, claims.session_id));
}

/**
 * The caller if the request carries a valid token, otherwise undefined (public forms). Only a bad
 * or stale token makes the sender anonymous: any other failure (the database being down) is the
 * request's failure, not a reason to file a signed-in person's submission without their account.
 */
export async function optionalCaller(ctx: Services, c: Context): Promise<Caller | undefined> {
  if (!bearerToken(c)) return undefined;
  try {
    return await authenticate(ctx, c);
  } catch (err) {
    if (err instanceof AuthError) return undefined;
    throw err;
  }
}

/**
 * An authenticated caller who is not an anonymous user: GoTrue's requireNotAnonymous guards
 * factors and passkey registration the same way (a second step or a passkey for an account
 * nobody can recover would lock it for good).
 */
export async function authenticateNotAnonymous(ctx: Services, c: Context): Promise<Caller> {
  const caller = await authenticate(ctx, c);
  if (caller.user.isAnonymous) throw new AuthError(403, "no_authorization", "Anonymous user not allowed to perform these actions");
  return caller;
}
