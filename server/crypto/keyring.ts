/**
 * The master keyring: the keys that wrap data keys (data-keys.ts). Written as one line, so it fits
 * one environment variable (DATA_ENCRYPTION_KEY, parsed by server/env.ts) or one file
 * (dev-key-file.ts):
 *
 *     k2:<base64 of 32 bytes>,k1:<base64 of 32 bytes>
 *
 * Entries are `id:key`, separated by commas (spaces and line breaks around them are ignored). The
 * FIRST entry is the active key, which wraps every new data key; the others only unwrap data keys
 * wrapped before a rotation. An id is 1–32 letters, digits, `_` or `-` and is recorded in every
 * wrapped key, so it must never be reused for another key. Keys are standard or URL-safe base64.
 *
 * Errors name the entry's position and id, never the key (crypto-errors.ts). Keys are held as
 * KeyObjects, which print and serialise without their bytes.
 */
import { createSecretKey, type KeyObject } from "node:crypto";
import { KeyringError } from "./crypto-errors.ts";

export const MASTER_KEY_BYTES = 32;
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;
const BASE64 = /^(?:[A-Za-z0-9+/_-]{4})*(?:[A-Za-z0-9+/_-]{2}(?:==)?|[A-Za-z0-9+/_-]{3}=?)?$/;

export interface MasterKey {
  readonly id: string;
  readonly key: KeyObject;
}

export interface Keyring {
  /** The key new data keys are wrapped with. */
  readonly active: MasterKey;
  /** Every key, active first, in the order written. */
  readonly keys: readonly MasterKey[];
  /** The key with this id, or undefined. */
  get(id: string): MasterKey | undefined;
}

export function isKeyId(id: string): boolean {
  return KEY_ID.test(id);
}

/** Builds a keyring from keys already in hand (the first is active). */
export function keyringOf(keys: readonly MasterKey[]): Keyring {
  if (keys.length === 0) throw new KeyringError("keyring_empty", "The encryption keyring holds no key.");
  const byId = new Map<string, MasterKey>();
  for (const key of keys) {
    if (byId.has(key.id)) throw new KeyringError("keyring_duplicate_id", `The encryption keyring names key id "${key.id}" twice; each id must name one key.`);
    byId.set(key.id, key);
  }
  return { active: keys[0]!, keys: [...keys], get: (id) => byId.get(id) };
}

/** Parses the one-line form above. `source` names where it came from in messages ("DATA_ENCRYPTION_KEY"). */
export function parseKeyring(text: string, source = "the encryption keyring"): Keyring {
  const entries = text.split(",").map((e) => e.trim());
  if (entries.every((e) => e === "")) {
    throw new KeyringError("keyring_empty", `${source} is empty: expected "id:<base64 of 32 bytes>", several separated by commas, the active key first.`);
  }
  const keys = entries.map((entry, i): MasterKey => {
    const where = `${source}, entry ${i + 1}`;
    const colon = entry.indexOf(":");
    if (colon < 0) throw new KeyringError("keyring_entry_invalid", `${where}: expected "id:<base64 of 32 bytes>" (no ":" found).`);
    const id = entry.slice(0, colon).trim();
    const encoded = entry.slice(colon + 1).trim();
    if (!isKeyId(id)) throw new KeyringError("keyring_entry_invalid", `${where}: the key id must be 1 to 32 letters, digits, "_" or "-".`);
    if (encoded === "" || !BASE64.test(encoded)) throw new KeyringError("keyring_entry_invalid", `${where} (id "${id}"): the key is not base64.`);
    const bytes = Buffer.from(encoded, "base64");
    if (bytes.length !== MASTER_KEY_BYTES) {
      const length = bytes.length;
      bytes.fill(0);
      throw new KeyringError("keyring_entry_invalid", `${where} (id "${id}"): the key must be ${MASTER_KEY_BYTES} bytes, it decodes to ${length}.`);
    }
    const key = createSecretKey(bytes);
    bytes.fill(0);
    return { id, key };
  });
  return keyringOf(keys);
}

/** The one-line form of a keyring (to write a key file or print a new keyring for an operator). */
export function formatKeyring(keyring: Keyring): string {
  return keyring.keys.map((k) => `${k.id}:${k.key.export().toString("base64")}`).join(",");
}
