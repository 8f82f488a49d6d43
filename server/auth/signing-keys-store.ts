/**
 * The signing key set in the database: one app_secrets row holding the JSON of every key (the
 * master secret lives beside it, server/auth/secrets.ts). The first instance to need it generates
 * it; instances starting together race on the primary key and all read the winner's. A rotation
 * is a compare-and-set on the row's text, so two rotations at once never lose a key.
 */
import { randomUUID } from "node:crypto";
import { exportJWK, generateKeyPair } from "jose";
import type { AppDb } from "#db/client.ts";
import { insertSecretIfAbsent, readSecret, replaceSecret } from "./app-secrets.queries.ts";
import { keySetSchema, rotatedSet, type KeySet, type SigningAlgorithm, type StoredKey } from "./signing-keys-set.ts";

export const KEY_SET_NAME = "auth.signing_keys";

/** A new key pair of `alg`, as stored: the current key from `now`. */
export async function generateSigningKey(alg: SigningAlgorithm, now = new Date()): Promise<StoredKey> {
  const { publicKey, privateKey } = await generateKeyPair(alg, { extractable: true });
  return {
    kid: randomUUID(),
    alg,
    state: "current",
    created_at: now.toISOString(),
    public_jwk: { ...(await exportJWK(publicKey)) },
    private_jwk: { ...(await exportJWK(privateKey)) },
  };
}

/** The stored set, made (with one key of `alg`) if there is none yet; the row's text is returned for a compare-and-set. */
export async function loadKeySet(db: AppDb, alg: SigningAlgorithm): Promise<{ set: KeySet; text: string }> {
  const existing = await readSecret(db, KEY_SET_NAME);
  if (existing !== undefined) return { set: parse(existing), text: existing };
  const fresh: KeySet = { keys: [await generateSigningKey(alg)] };
  await insertSecretIfAbsent(db, KEY_SET_NAME, JSON.stringify(fresh));
  const text = await readSecret(db, KEY_SET_NAME);
  if (text === undefined) throw new Error(`app_secrets has no ${KEY_SET_NAME} row right after inserting it`);
  return { set: parse(text), text };
}

/**
 * Makes a new key of `alg` current; the old current key becomes previous and keeps verifying for
 * `verifyWindowS` seconds. Retries when another rotation changed the row in between.
 */
export async function rotateKeySet(
  db: AppDb,
  alg: SigningAlgorithm,
  verifyWindowS: number,
): Promise<{ set: KeySet; fresh: StoredKey }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const { set, text } = await loadKeySet(db, alg);
    const now = new Date();
    const fresh = await generateSigningKey(alg, now);
    const next = rotatedSet(set, fresh, now, verifyWindowS);
    if (await replaceSecret(db, KEY_SET_NAME, text, JSON.stringify(next))) return { set: next, fresh };
  }
  throw new Error("the signing keys changed during five rotation attempts in a row; try again");
}

function parse(text: string): KeySet {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`app_secrets ${KEY_SET_NAME} is not JSON`);
  }
  const parsed = keySetSchema.safeParse(json);
  if (!parsed.success) throw new Error(`app_secrets ${KEY_SET_NAME} is not a signing key set: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}
