/**
 * Keys given in AUTH_JWT_KEYS rather than kept in the database: a JSON array of private JWKs in
 * GoTrue's GOTRUE_JWT_KEYS format (server/env.ts). The first key whose key_ops include "sign"
 * signs; every key whose key_ops (if any) include "verify" verifies, each with its own algorithm
 * only; the EC and RSA ones are published. Rotating them is editing the setting.
 */
import { errors, calculateJwkThumbprint, importJWK, type JWK } from "jose";
import { compactSigner, published, type JwtAlgorithm, type JwtKeys } from "./signing-keys-jws.ts";

export interface ConfiguredKey {
  kid: string;
  alg: JwtAlgorithm;
  jwk: JWK;
  signs: boolean;
  verifies: boolean;
}

/** The algorithm a JWK is for: its `alg`, or what its type implies; undefined if we do not support it. */
function algorithmOf(jwk: JWK): JwtAlgorithm | undefined {
  const implied = jwk.kty === "EC" && jwk.crv === "P-256" ? "ES256" : jwk.kty === "RSA" ? "RS256" : jwk.kty === "oct" ? "HS256" : undefined;
  return jwk.alg === undefined || jwk.alg === implied ? implied : undefined;
}

/** The keys of AUTH_JWT_KEYS, checked; throws an Error naming what is wrong. */
export async function parseConfiguredKeys(json: string): Promise<ConfiguredKey[]> {
  const list = JSON.parse(json) as JWK[];
  const keys: ConfiguredKey[] = [];
  for (const [i, jwk] of list.entries()) {
    const alg = algorithmOf(jwk);
    if (!alg) throw new Error(`AUTH_JWT_KEYS[${i}]: only ES256 (EC P-256), RS256 (RSA) and HS256 (oct) keys are supported`);
    const ops = jwk.key_ops;
    const isPrivate = alg === "HS256" ? typeof jwk.k === "string" : typeof jwk.d === "string";
    const signs = !!ops?.includes("sign");
    if (signs && !isPrivate) throw new Error(`AUTH_JWT_KEYS[${i}]: key_ops include "sign" but the key has no private part`);
    const kid = jwk.kid ?? (await calculateJwkThumbprint(jwk));
    if (keys.some((k) => k.kid === kid)) throw new Error(`AUTH_JWT_KEYS[${i}]: kid ${kid} appears twice`);
    keys.push({ kid, alg, jwk, signs, verifies: !ops || ops.includes("verify") });
  }
  if (!keys.some((k) => k.signs)) throw new Error('AUTH_JWT_KEYS: no key has key_ops including "sign"');
  return keys;
}

export async function configuredKeys(json: string): Promise<JwtKeys> {
  const keys = await parseConfiguredKeys(json);
  const signer = keys.find((k) => k.signs)!;
  const verifiers = new Map<string, { alg: JwtAlgorithm; key: Awaited<ReturnType<typeof importJWK>> }>();
  for (const k of keys.filter((key) => key.verifies)) {
    const material = k.alg === "HS256" ? k.jwk : published(k.jwk, k.kid, k.alg);
    verifiers.set(k.kid, { alg: k.alg, key: await importJWK({ ...material, key_ops: ["verify"] }, k.alg) });
  }
  const publicKeys = keys.filter((k) => k.verifies && k.alg !== "HS256").map((k) => published(k.jwk, k.kid, k.alg));
  return {
    algorithms: [...new Set([...verifiers.values()].map((v) => v.alg))],
    sign: compactSigner(signer.alg, signer.kid, signer.alg === "HS256" ? Buffer.from(signer.jwk.k!, "base64url") : signer.jwk),
    verifyKey(header) {
      const key = typeof header.kid === "string" ? verifiers.get(header.kid) : undefined;
      if (!key) return Promise.reject(new errors.JWKSNoMatchingKey());
      if (header.alg !== key.alg) return Promise.reject(new errors.JOSEAlgNotAllowed('"alg" (Algorithm) Header Parameter value not allowed'));
      return Promise.resolve(key.key as Awaited<ReturnType<JwtKeys["verifyKey"]>>);
    },
    publicJwks: () => Promise.resolve(publicKeys),
  };
}
