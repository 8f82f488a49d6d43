/**
 * The keys of access tokens at run time (ADR 016): either the shared HS256 secret of
 * AUTH_JWT_SECRET, or the asymmetric key set kept in the database (./signing-keys-store.ts).
 *
 * Signing happens in the calling thread with node:crypto (a refresh signs a token per request:
 * about 35 µs for ES256 against 10 µs for the HMAC it replaces, where jose's SignJWT, a WebCrypto
 * job, took about 110 µs on the development machine). Verification is jose's (./jwt.ts).
 *
 * The key set is reloaded so that a rotation by the CLI or another instance takes effect here: at
 * most a minute after it, on the next use (so an idle instance needs no timer), and at once, rate
 * limited, when a token names a key we do not know.
 */
import { createHmac, createPrivateKey, sign, webcrypto, type JsonWebKey, type KeyObject } from "node:crypto";
import { errors, importJWK, type JWK, type JWSHeaderParameters } from "jose";
import type { AppDb } from "../../db/client.ts";
import { currentKey, stateAt, type KeySet, type SigningAlgorithm, type StoredKey } from "./signing-keys-set.ts";
import { loadKeySet } from "./signing-keys-store.ts";

/** A public key as GET /auth/v1/.well-known/jwks.json publishes it. */
export type PublishedJwk = JWK & { kid: string; alg: string; use: "sig"; key_ops: ["verify"] };

export interface JwtKeys {
  /** Algorithms a token may name: only those of the current mode, so no key is used with another algorithm. */
  readonly algorithms: readonly string[];
  /** A compact JWS over `claims`, with `kid` in the header for asymmetric keys. */
  sign(claims: Record<string, unknown>): string;
  /** The key that verifies a token with this header; throws jose's error when there is none. */
  verifyKey(header: JWSHeaderParameters): Promise<webcrypto.CryptoKey>;
  /** Public keys that verify now (none for a shared secret: it is never published). */
  publicJwks(): Promise<PublishedJwk[]>;
}

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** HS256 with AUTH_JWT_SECRET exactly as before ADR 016, so services sharing the secret verify our tokens. */
export async function sharedSecretKeys(secret: Uint8Array): Promise<JwtKeys> {
  const header = b64url({ alg: "HS256", typ: "JWT" });
  const cryptoKey = await webcrypto.subtle.importKey("raw", secret, { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
  return {
    algorithms: ["HS256"],
    sign(claims) {
      const input = `${header}.${b64url(claims)}`;
      return `${input}.${createHmac("sha256", secret).update(input).digest("base64url")}`;
    },
    verifyKey: () => Promise.resolve(cryptoKey),
    publicJwks: () => Promise.resolve([]),
  };
}

/** How often a key set in use is read again (a rotation elsewhere signs here within this). */
export const RELOAD_EVERY_MS = 60_000;
/** Least time between two reloads caused by unknown kids (forged kids must not hammer the database). */
export const UNKNOWN_KID_RELOAD_MS = 5_000;

interface LoadedKey {
  stored: StoredKey;
  verify: webcrypto.CryptoKey;
}

interface Loaded {
  signer: { kid: string; alg: SigningAlgorithm; header: string; key: KeyObject };
  byKid: Map<string, LoadedKey>;
}

/**
 * How long a key verifies after it stopped signing: a token's lifetime and clock leeway, plus two
 * reload periods, since an instance may sign with the old key until its next (or a retried) reload.
 */
export function verifyWindowS(tokenLifetimeS: number, clockLeewayS: number): number {
  return tokenLifetimeS + clockLeewayS + (2 * RELOAD_EVERY_MS) / 1000;
}

/** The database's key set; `verifyWindowS` comes from verifyWindowS() above. */
export async function keyRing(db: AppDb, alg: SigningAlgorithm, verifyWindowS: number): Promise<JwtKeys> {
  const read = async (): Promise<Loaded> => prepare((await loadKeySet(db, alg)).set);
  let loaded = await read();
  let loadedAt = Date.now();
  let reloading: Promise<void> | undefined;
  // 0: the first unknown kid after start reloads at once (a rotation may have just happened).
  let lastAttempt = 0;

  const reload = (): Promise<void> => {
    lastAttempt = Date.now();
    reloading ??= read()
      .then((next) => {
        loaded = next;
        loadedAt = Date.now();
      })
      .finally(() => {
        reloading = undefined;
      });
    return reloading;
  };
  /** In the background: a request never waits for it (nor fails with it; the next use tries again). */
  const refreshIfStale = () => {
    const now = Date.now();
    if (now - loadedAt > RELOAD_EVERY_MS && now - lastAttempt > UNKNOWN_KID_RELOAD_MS) reload().catch(() => undefined);
  };
  const live = (key: LoadedKey | undefined) => key && stateAt(key.stored, new Date(), verifyWindowS) !== "retired";

  return {
    algorithms: ["ES256", "RS256"],
    sign(claims) {
      refreshIfStale();
      const { header, key, alg: keyAlg } = loaded.signer;
      const input = `${header}.${b64url(claims)}`;
      const signature = sign("sha256", Buffer.from(input), keyAlg === "ES256" ? { key, dsaEncoding: "ieee-p1363" } : key);
      return `${input}.${signature.toString("base64url")}`;
    },
    async verifyKey(header) {
      refreshIfStale();
      if (typeof header.kid !== "string") throw new errors.JWSInvalid('JWS Protected Header has no "kid"');
      let key = loaded.byKid.get(header.kid);
      if (!key && Date.now() - lastAttempt > UNKNOWN_KID_RELOAD_MS) {
        await reload();
        key = loaded.byKid.get(header.kid);
      }
      // A retired key is refused without a reload: it never comes back.
      if (!key || !live(key)) throw new errors.JWKSNoMatchingKey();
      if (header.alg !== key.stored.alg) throw new errors.JOSEAlgNotAllowed('"alg" (Algorithm) Header Parameter value not allowed');
      return key.verify;
    },
    async publicJwks() {
      refreshIfStale();
      return [...loaded.byKid.values()].filter(live).map(({ stored }) => ({
        ...(stored.public_jwk as JWK),
        kid: stored.kid,
        alg: stored.alg,
        use: "sig",
        key_ops: ["verify"],
      }));
    },
  };
}

async function prepare(set: KeySet): Promise<Loaded> {
  const current = currentKey(set);
  if (!current?.private_jwk) throw new Error("the signing key set has no current key");
  const byKid = new Map<string, LoadedKey>();
  for (const stored of set.keys) {
    if (stored.state === "retired") continue;
    byKid.set(stored.kid, { stored, verify: (await importJWK(stored.public_jwk as JWK, stored.alg)) as webcrypto.CryptoKey });
  }
  return {
    signer: {
      kid: current.kid,
      alg: current.alg,
      header: b64url({ alg: current.alg, kid: current.kid, typ: "JWT" }),
      key: createPrivateKey({ key: current.private_jwk as JsonWebKey, format: "jwk" }),
    },
    byKid,
  };
}
