/**
 * Access tokens: JWTs with GoTrue's claims (ES256 by default, HS256 with AUTH_JWT_SECRET; ADR
 * 016), so auth-js (which reads `aal`, `amr` and `session_id` from them) and anything that
 * verifies Supabase tokens understand them.
 */
import { errors } from "jose";
import { z } from "zod";
import { aalSchema, type Aal } from "#core/domain/enums.ts";
import type { Services } from "../services.ts";
import { badJwt } from "./auth-error.ts";
import { CLOCK_LEEWAY_S, signJwt, verifyJwt } from "./jwt.ts";

export const AUDIENCE = "authenticated";
export const TOKEN_ROLE = "authenticated";

export interface AmrEntry {
  method: string;
  timestamp: number;
}

export interface AccessClaims {
  sub: string;
  session_id: string;
  aal: Aal;
  amr: AmrEntry[];
  email: string;
  phone: string;
  role: string;
  aud: string;
  iat: number;
  exp: number;
  is_anonymous: boolean;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
}

export interface TokenSubject {
  userId: string;
  sessionId: string;
  email: string | null;
  phone: string | null;
  aal: Aal;
  amr: AmrEntry[];
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  isAnonymous: boolean;
}

export async function signAccessToken(
  ctx: Services,
  s: TokenSubject,
  now = Math.floor(Date.now() / 1000),
): Promise<{ token: string; expiresAt: number }> {
  const expiresAt = now + ctx.config.AUTH_JWT_EXPIRY;
  const token = await signJwt((await ctx.keys()).jwt, {
    email: s.email ?? "",
    phone: s.phone ?? "",
    app_metadata: s.appMetadata,
    user_metadata: s.userMetadata,
    role: TOKEN_ROLE,
    aal: s.aal,
    amr: s.amr,
    session_id: s.sessionId,
    is_anonymous: s.isAnonymous,
    iss: ctx.issuer,
    sub: s.userId,
    aud: AUDIENCE,
    iat: now,
    exp: expiresAt,
  });
  return { token, expiresAt };
}

/**
 * The shape every access token we issue has. Checked before any claim reaches a query, so a
 * validly signed token with odd claims (a session_id that is no UUID, a string for `exp`) is a
 * bad token, not a database error.
 */
const claimsSchema = z.object({
  sub: z.uuid(),
  session_id: z.uuid(),
  aud: z.literal(AUDIENCE),
  role: z.string(),
  aal: aalSchema,
  amr: z.array(z.object({ method: z.string(), timestamp: z.number() })),
  email: z.string(),
  phone: z.string(),
  iat: z.number().int(),
  exp: z.number().int(),
  is_anonymous: z.boolean(),
  app_metadata: z.record(z.string(), z.unknown()),
  user_metadata: z.record(z.string(), z.unknown()),
});

/**
 * Verifies the signature (server/auth/jwt.ts: `none` and key-confusion tricks fail), the issuer and
 * audience, that `exp` and `iat` are present, that it has not expired, that it was not issued in
 * the future nor longer ago than a token lives, and the shape of every claim.
 */
export async function verifyAccessToken(ctx: Services, token: string): Promise<AccessClaims> {
  let payload: unknown;
  try {
    payload = await verifyJwt((await ctx.keys()).jwt, token, {
      issuer: ctx.issuer,
      audience: AUDIENCE,
      requiredClaims: ["exp", "iat", "sub", "session_id"],
      maxTokenAge: ctx.config.AUTH_JWT_EXPIRY,
      clockTolerance: CLOCK_LEEWAY_S,
    });
  } catch (err) {
    if (err instanceof errors.JWTExpired) throw badJwt("token has invalid claims: token is expired");
    if (err instanceof errors.JOSEError) throw badJwt(err.message);
    throw err;
  }
  const parsed = claimsSchema.safeParse(payload);
  if (!parsed.success) {
    const claim = parsed.error.issues[0]?.path.join(".") || "claims";
    throw badJwt(`token has invalid claims: the ${claim} claim is malformed`);
  }
  return parsed.data;
}
