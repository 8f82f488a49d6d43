/**
 * Who is calling: the bearer token's user and session. The token must verify AND its session must
 * still exist, so sign-out and refresh-token reuse take effect at once, not when the JWT expires.
 * Used by /auth/v1 and by the data API.
 */
import type { Context } from "hono";
import { eq } from "drizzle-orm";
import { authSessions, type AuthSession, type AuthUser } from "../../db/schema/index.ts";
import { verifyAccessToken, type AccessClaims } from "./access-token.ts";
import type { Services } from "../services.ts";
import { AuthError, noAuthorization, sessionNotFound, userNotFound } from "./auth-error.ts";
import { findUserById } from "./users.ts";

export interface Caller {
  claims: AccessClaims;
  user: AuthUser;
  session: AuthSession;
}

export function bearerToken(c: Context): string | undefined {
  const header = c.req.header("authorization");
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

export async function authenticate(ctx: Services, c: Context): Promise<Caller> {
  const token = bearerToken(c);
  if (!token) throw noAuthorization();
  const claims = await verifyAccessToken(ctx, token);
  const [session] = await ctx.db.select().from(authSessions).where(eq(authSessions.id, claims.session_id));
  if (!session || session.userId !== claims.sub) throw sessionNotFound();
  if (session.notAfter && session.notAfter.getTime() < Date.now()) throw sessionNotFound();
  const user = await findUserById(ctx.db, claims.sub);
  if (!user) throw userNotFound();
  return { claims, user, session };
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
