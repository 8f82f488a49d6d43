/**
 * The access-token key set kept in the database (./signing-keys-store.ts) at run time (ADR 016).
 *
 * The set is reloaded so that a rotation by the CLI or another instance takes effect here: at
 * most a minute after it, on the next use (so an idle instance needs no timer), and at once, rate
 * limited, when a token names a key we do not know.
 */
import { webcrypto } from "node:crypto";
import { errors, importJWK, type JWK } from "jose";
import type { AppDb } from "#db/client.ts";
import { compactSigner, published, type JwtKeys } from "./signing-keys-jws.ts";
import { currentKey, stateAt, type KeySet, type SigningAlgorithm, type StoredKey } from "./signing-keys-set.ts";
import { loadKeySet } from "./signing-keys-store.ts";

/** How often a key set in use is read again (a rotation elsewhere signs here within this). */
export const RELOAD_EVERY_MS = 60_000;
/** Least time between two reloads caused by unknown kids (forged kids must not hammer the database). */
export const UNKNOWN_KID_RELOAD_MS = 5_000;

/**
 * How long a key verifies after it stopped signing: a token's lifetime and clock leeway, plus two
 * reload periods, since an instance may sign with the old key until its next (or a retried) reload.
 */
export function verifyWindowS(tokenLifetimeS: number, clockLeewayS: number): number {
  return tokenLifetimeS + clockLeewayS + (2 * RELOAD_EVERY_MS) / 1000;
}

interface LoadedKey {
  stored: StoredKey;
  verify: webcrypto.CryptoKey;
}

interface Loaded {
  sign: (claims: Record<string, unknown>) => string;
  byKid: Map<string, LoadedKey>;
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
  const stale = () => Date.now() - loadedAt > RELOAD_EVERY_MS && Date.now() - lastAttempt > UNKNOWN_KID_RELOAD_MS;
  /**
   * Signing reloads in the background: it may run inside a transaction, where waiting for a query
   * of our own deadlocks PGlite's single connection (see server/auth/auth.routes.ts), and an old
   * key still verifies everywhere. It never fails with the reload; the next use tries again.
   */
  const refreshIfStale = () => {
    if (stale()) reload().catch(() => undefined);
  };
  /** Verifying and publishing wait for it: a key retired elsewhere must not be trusted from an old copy. */
  const fresh = async () => {
    if (stale()) await reload();
  };
  const live = (key: LoadedKey | undefined): key is LoadedKey => !!key && stateAt(key.stored, new Date(), verifyWindowS) !== "retired";

  return {
    algorithms: ["ES256", "RS256"],
    sign(claims) {
      refreshIfStale();
      return loaded.sign(claims);
    },
    async verifyKey(header) {
      await fresh();
      if (typeof header.kid !== "string") throw new errors.JWSInvalid('JWS Protected Header has no "kid"');
      let key = loaded.byKid.get(header.kid);
      if (!key && Date.now() - lastAttempt > UNKNOWN_KID_RELOAD_MS) {
        await reload();
        key = loaded.byKid.get(header.kid);
      }
      // A retired key is refused without a reload: it never comes back.
      if (!live(key)) throw new errors.JWKSNoMatchingKey();
      if (header.alg !== key.stored.alg) throw new errors.JOSEAlgNotAllowed('"alg" (Algorithm) Header Parameter value not allowed');
      return key.verify;
    },
    async publicJwks() {
      await fresh();
      const keys = [...loaded.byKid.values()].filter(live);
      return keys.map(({ stored }) => published(stored.public_jwk as JWK, stored.kid, stored.alg));
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
  return { sign: compactSigner(current.alg, current.kid, current.private_jwk as JWK), byKid };
}
