/**
 * Signing and verifying our JWTs with the current keys: the one seam between token kinds (access
 * tokens, the service-role key) and the key material (server/auth/signing-keys.ts, ADR 016).
 */
import { jwtVerify, type JWSHeaderParameters, type JWTPayload } from "jose";
import type { JwtKeys } from "./signing-keys-jws.ts";

/** Seconds of clock difference tolerated between instances (an `iat` a little ahead of us). */
export const CLOCK_LEEWAY_S = 10;

/** Which `iss` is required: ours (Services.issuer), or, told so, any. */
type IssuerCheck = { issuer: string; anyIssuer?: never } | { anyIssuer: true; issuer?: never };

export type VerifyOptions = IssuerCheck & {
  /** Required `aud`; unset, a token without one is accepted. */
  audience?: string;
  requiredClaims?: string[];
  /** Seconds; a token issued longer ago is refused. */
  maxTokenAge?: number;
  clockTolerance?: number;
};

/**
 * A compact JWS of `claims` (the caller sets iss, iat and exp), with the current key's `kid`. The
 * keys are Services.keys()'s `jwt`: this module takes them, not the services, which are built on it.
 */
export async function signJwt(keys: JwtKeys, claims: Record<string, unknown>): Promise<string> {
  return keys.sign(claims);
}

/**
 * Verifies signature, issuer and the options; throws jose's errors (errors.JOSEError). Only the
 * algorithms of the current mode are accepted, and each key only with its own algorithm, so `none`
 * and key confusion (an HS256 token keyed with our public key) fail.
 */
export async function verifyJwt(keys: JwtKeys, token: string, options: VerifyOptions): Promise<JWTPayload> {
  const { payload } = await jwtVerify(token, (header: JWSHeaderParameters) => keys.verifyKey(header), {
    algorithms: [...keys.algorithms],
    // Any issuer only when told: GoTrue checks none on the keys of its admin API, and the official
    // auth-js suite's service key, signed with an AUTH_JWT_KEYS key, says "supabase-demo".
    ...(options.anyIssuer ? {} : { issuer: options.issuer }),
    ...(options.audience ? { audience: options.audience } : {}),
    ...(options.requiredClaims ? { requiredClaims: options.requiredClaims } : {}),
    ...(options.maxTokenAge ? { maxTokenAge: options.maxTokenAge } : {}),
    ...(options.clockTolerance ? { clockTolerance: options.clockTolerance } : {}),
  });
  return payload;
}
