/**
 * Signing and verifying our JWTs with the current keys: the one seam between token kinds (access
 * tokens, the service-role key) and the key material (server/auth/secrets.ts).
 */
import { createHmac } from "node:crypto";
import { jwtVerify, type JWTPayload } from "jose";
import type { Services } from "../services.ts";

export interface VerifyOptions {
  /** Required `aud`; unset, a token without one is accepted. */
  audience?: string;
  requiredClaims?: string[];
  /** Seconds; a token issued longer ago is refused. */
  maxTokenAge?: number;
  clockTolerance?: number;
}

const HS256_HEADER = Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url");

/** A compact JWS of `claims` (the caller sets iss, iat and exp). */
export async function signJwt(ctx: Services, claims: Record<string, unknown>): Promise<string> {
  const key = (await ctx.keys()).jwtKey;
  const signingInput = `${HS256_HEADER}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}`;
  return `${signingInput}.${createHmac("sha256", key).update(signingInput).digest("base64url")}`;
}

/** Verifies signature, issuer and the options; throws jose's errors (errors.JOSEError). */
export async function verifyJwt(ctx: Services, token: string, options: VerifyOptions = {}): Promise<JWTPayload> {
  const { payload } = await jwtVerify(token, (await ctx.keys()).jwtCryptoKey, {
    algorithms: ["HS256"],
    issuer: ctx.issuer,
    ...(options.audience ? { audience: options.audience } : {}),
    ...(options.requiredClaims ? { requiredClaims: options.requiredClaims } : {}),
    ...(options.maxTokenAge ? { maxTokenAge: options.maxTokenAge } : {}),
    ...(options.clockTolerance ? { clockTolerance: options.clockTolerance } : {}),
  });
  return payload;
}
