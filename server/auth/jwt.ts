/**
 * Signing and verifying our JWTs with the current keys: the one seam between token kinds (access
 * tokens, the service-role key) and the key material (server/auth/signing-keys.ts, ADR 016).
 */
import { jwtVerify, type JWSHeaderParameters, type JWTPayload } from "jose";
import type { Services } from "../services.ts";

export interface VerifyOptions {
  /** Required `aud`; unset, a token without one is accepted. */
  audience?: string;
  requiredClaims?: string[];
  /** Seconds; a token issued longer ago is refused. */
  maxTokenAge?: number;
  clockTolerance?: number;
  /**
   * Accept any `iss` (ours is required otherwise): GoTrue checks none on the keys of its admin API,
   * and the official auth-js suite's service key, signed with an AUTH_JWT_KEYS key, says "supabase-demo".
   */
  anyIssuer?: boolean;
}

/** A compact JWS of `claims` (the caller sets iss, iat and exp), with the current key's `kid`. */
export async function signJwt(ctx: Services, claims: Record<string, unknown>): Promise<string> {
  return (await ctx.keys()).jwt.sign(claims);
}

/**
 * Verifies signature, issuer and the options; throws jose's errors (errors.JOSEError). Only the
 * algorithms of the current mode are accepted, and each key only with its own algorithm, so `none`
 * and key confusion (an HS256 token keyed with our public key) fail.
 */
export async function verifyJwt(ctx: Services, token: string, options: VerifyOptions = {}): Promise<JWTPayload> {
  const { jwt } = await ctx.keys();
  const { payload } = await jwtVerify(token, (header: JWSHeaderParameters) => jwt.verifyKey(header), {
    algorithms: [...jwt.algorithms],
    ...(options.anyIssuer ? {} : { issuer: ctx.issuer }),
    ...(options.audience ? { audience: options.audience } : {}),
    ...(options.requiredClaims ? { requiredClaims: options.requiredClaims } : {}),
    ...(options.maxTokenAge ? { maxTokenAge: options.maxTokenAge } : {}),
    ...(options.clockTolerance ? { clockTolerance: options.clockTolerance } : {}),
  });
  return payload;
}
