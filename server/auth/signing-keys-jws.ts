/**
 * What every source of access-token keys provides (ADR 016), and the signing they share.
 *
 * Signing happens in the calling thread with node:crypto: a refresh signs a token per request, and
 * an ES256 signature costs about 35 µs there against 10 µs for the HMAC it replaces, where jose's
 * SignJWT (a WebCrypto job) took about 110 µs on the development machine. Verification is jose's
 * (./jwt.ts), which checks what matters there.
 */
import { createHmac, createPrivateKey, sign, webcrypto, type JsonWebKey } from "node:crypto";
import type { JWK, JWSHeaderParameters } from "jose";

export type JwtAlgorithm = "ES256" | "RS256" | "HS256";

/** A public key as GET /auth/v1/.well-known/jwks.json publishes it. */
export type PublishedJwk = JWK & { kid: string; alg: string; use: "sig"; key_ops: ["verify"] };

export interface JwtKeys {
  /** Algorithms a token may name: only those of the current mode, so no key is used with another algorithm. */
  readonly algorithms: readonly JwtAlgorithm[];
  /** A compact JWS over `claims`, with `kid` in the header (except a bare AUTH_JWT_SECRET's). */
  sign(claims: Record<string, unknown>): string;
  /** The key that verifies a token with this header; throws jose's error when there is none. */
  verifyKey(header: JWSHeaderParameters): Promise<webcrypto.CryptoKey | Uint8Array>;
  /** Public keys that verify now (never a shared secret). */
  publicJwks(): Promise<PublishedJwk[]>;
}

export const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** A signer of compact JWSs: for HS256 `key` is the secret's bytes, otherwise a private JWK. */
export function compactSigner(alg: JwtAlgorithm, kid: string | undefined, key: Uint8Array | JWK): (claims: Record<string, unknown>) => string {
  const header = b64url(kid === undefined ? { alg, typ: "JWT" } : { alg, kid, typ: "JWT" });
  if (alg === "HS256") {
    const secret = key as Uint8Array;
    return (claims) => {
      const input = `${header}.${b64url(claims)}`;
      return `${input}.${createHmac("sha256", secret).update(input).digest("base64url")}`;
    };
  }
  const privateKey = createPrivateKey({ key: key as JsonWebKey, format: "jwk" });
  const options = alg === "ES256" ? { key: privateKey, dsaEncoding: "ieee-p1363" as const } : privateKey;
  return (claims) => {
    const input = `${header}.${b64url(claims)}`;
    return `${input}.${sign("sha256", Buffer.from(input), options).toString("base64url")}`;
  };
}

/** The public members of an EC or RSA JWK (the private ones never leave the server). */
export function publicMembers(jwk: JWK): JWK {
  if (jwk.kty === "EC") return { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y };
  return { kty: jwk.kty, n: jwk.n, e: jwk.e };
}

export function published(jwk: JWK, kid: string, alg: JwtAlgorithm): PublishedJwk {
  return { ...publicMembers(jwk), kid, alg, use: "sig", key_ops: ["verify"] };
}

/** HS256 with AUTH_JWT_SECRET exactly as before ADR 016, so services sharing the secret verify our tokens. */
export async function sharedSecretKeys(secret: Uint8Array): Promise<JwtKeys> {
  const cryptoKey = await webcrypto.subtle.importKey("raw", secret, { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
  return {
    algorithms: ["HS256"],
    sign: compactSigner("HS256", undefined, secret),
    verifyKey: () => Promise.resolve(cryptoKey),
    publicJwks: () => Promise.resolve([]),
  };
}
