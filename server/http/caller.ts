/**
 * The signed-in caller for the data API. The access token from /auth/v1 is the only credential;
 * its session must still exist. Failures use the data API's shape: 401 to sign in again, 403 for
 * a forbidden action.
 */
import type { Context } from "hono";
import type { Profile } from "#db/schema/index.ts";
import type { Services } from "../services.ts";
import { AuthError } from "../auth/auth-error.ts";
import { bearerToken, callerFrom, verifiedClaims, type Caller } from "../auth/authenticate.ts";
import { sessionUserAndProfile } from "../auth/caller.queries.ts";
import { AppError } from "./errors.ts";

export interface ApiCaller extends Caller {
  profile: Profile;
}

/** The caller, their session and their profile, in one query (server/auth/caller.queries.ts). */
async function authenticateWithProfile(ctx: Services, c: Context): Promise<{ caller: Caller; profile: Profile | null }> {
  const claims = await verifiedClaims(ctx, c);
  const row = await sessionUserAndProfile(ctx.db, claims.session_id);
  return { caller: callerFrom(claims, row), profile: row?.profile ?? null };
}

export async function requireCaller(ctx: Services, c: Context): Promise<ApiCaller> {
  let caller: Caller;
  let profile: Profile | null;
  try {
    ({ caller, profile } = await authenticateWithProfile(ctx, c));
  } catch (err) {
    if (err instanceof AuthError) {
      const message = bearerToken(c) ? "Your session has ended. Please sign in again." : "Please sign in to continue.";
      throw new AppError(401, "unauthorized", message, undefined, { "WWW-Authenticate": 'Bearer realm="api"' });
    }
    throw err;
  }
  if (!profile) throw new AppError(403, "forbidden", "This account has no profile. Please contact us.");
  return { ...caller, profile };
}
