/**
 * The service role: the key of GoTrue's admin API (/auth/v1/admin, /auth/v1/invite), for the
 * operator's scripts and back-office tools, never for a browser. It is a JWT signed with our
 * signing key (server/auth/jwt.ts) whose `role` is service_role; it belongs to no account and no
 * session, so our own administrators (profiles.role = admin) are not the service role either.
 * See docs/decisions/017-service-role-admin-api.md.
 */
import type { Context, MiddlewareHandler } from "hono";
import { errors } from "jose";
import { z } from "zod";
import type { Services } from "../services.ts";
import { AuthError, badJwt, noAuthorization } from "./auth-error.ts";
import { bearerToken } from "./authenticate.ts";
import { CLOCK_LEEWAY_S, signJwt, verifyJwt } from "./jwt.ts";

/** GoTrue's default JWT admin roles (GOTRUE_JWT_ADMIN_ROLES); we mint only the first. */
export const ADMIN_ROLES = ["service_role", "supabase_admin"] as const;
export const SERVICE_ROLE = ADMIN_ROLES[0];

/** The key outlives any deployment; it stops working when the key that signed it is retired. */
const SERVICE_KEY_LIFETIME_S = 50 * 365 * 24 * 3600;

/** A new service-role key (every call mints another; all of them are equally valid). */
export async function mintServiceRoleKey(ctx: Services, now = Math.floor(Date.now() / 1000)): Promise<string> {
  return signJwt((await ctx.keys()).jwt, { iss: ctx.issuer, role: SERVICE_ROLE, iat: now, exp: now + SERVICE_KEY_LIFETIME_S });
}

/**
 * The claims an admin token may carry. A token naming a session is a user's access token whatever
 * its role says (GoTrue then checks that session; we never issue such a token), so it is refused.
 */
const adminClaims = z.object({
  role: z.string(),
  iat: z.number().int().optional(),
  exp: z.number().int().optional(),
  session_id: z.never({ error: "a service-role key names no session" }).optional(),
});

export const notAdmin = () => new AuthError(403, "not_admin", "User not allowed");

/** Verifies the bearer token as GoTrue's requireAdminCredentials does; answers the role. */
export async function verifyServiceRole(ctx: Services, c: Context): Promise<string> {
  const token = bearerToken(c);
  if (!token) throw noAuthorization();
  let payload: unknown;
  try {
    // Any issuer, as GoTrue's requireAdminCredentials: the signature with one of our keys is the
    // proof, and keys made by tools that share AUTH_JWT_KEYS name their own issuer.
    payload = await verifyJwt((await ctx.keys()).jwt, token, { clockTolerance: CLOCK_LEEWAY_S, anyIssuer: true });
  } catch (err) {
    if (err instanceof errors.JWTExpired) throw badJwt("token has invalid claims: token is expired");
    if (err instanceof errors.JOSEError) throw badJwt(err.message);
    throw err;
  }
  // A valid token of any other role (a user's access token) is not allowed, as in GoTrue.
  const role = (payload as { role?: unknown }).role;
  if (typeof role === "string" && !(ADMIN_ROLES as readonly string[]).includes(role)) throw notAdmin();
  const parsed = adminClaims.safeParse(payload);
  if (!parsed.success) {
    const claim = parsed.error.issues[0]?.path.join(".") || "claims";
    throw badJwt(`token has invalid claims: the ${claim} claim is malformed`);
  }
  const { iat } = parsed.data;
  // jose checks `iat` only against a maximum age; a key "issued" in the future is forged or broken.
  if (iat !== undefined && iat > Date.now() / 1000 + CLOCK_LEEWAY_S) throw badJwt("token has invalid claims: iat is in the future");
  return parsed.data.role;
}

declare module "hono" {
  interface ContextVariableMap {
    /** The role of the key requireServiceRole let through; absent on a route without it. */
    serviceRole: string | undefined;
  }
}

/** Hono middleware: only the service role passes; the role is kept as `c.get("serviceRole")`. */
export function requireServiceRole(ctx: Services): MiddlewareHandler {
  return async (c, next) => {
    c.set("serviceRole", await verifyServiceRole(ctx, c));
    await next();
  };
}
