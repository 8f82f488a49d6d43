/**
 * The signed-in caller for the data API. The access token from /auth/v1 is the only credential;
 * its session must still exist. Failures use the data API's shape: 401 to sign in again, 403 for
 * a forbidden action.
 */
import type { Context } from "hono";
import { eq } from "drizzle-orm";
import { profiles, type Profile } from "../../db/schema/index.ts";
import type { Services } from "../services.ts";
import { AuthError } from "../auth/auth-error.ts";
import { authenticate, bearerToken, type Caller } from "../auth/authenticate.ts";
import { AppError } from "./errors.ts";

export interface ApiCaller extends Caller {
  profile: Profile;
}

export async function requireCaller(ctx: Services, c: Context): Promise<ApiCaller> {
  let caller: Caller;
  try {
    caller = await authenticate(ctx, c);
  } catch (err) {
    if (err instanceof AuthError) {
      const message = bearerToken(c) ? "Your session has ended. Please sign in again." : "Please sign in to continue.";
      throw new AppError(401, "unauthorized", message, undefined, { "WWW-Authenticate": 'Bearer realm="api"' });
    }
    throw err;
  }
  const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.id, caller.user.id));
  if (!profile) throw new AppError(403, "forbidden", "This account has no profile. Please contact us.");
  return { ...caller, profile };
}

export async function requireAdmin(ctx: Services, c: Context): Promise<ApiCaller> {
  const caller = await requireCaller(ctx, c);
  if (caller.profile.role !== "admin") throw new AppError(403, "forbidden", "Only administrators can do this.");
  return caller;
}
