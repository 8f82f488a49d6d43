/**
 * Data keys: one random 32-byte key per closing file encrypts its documents and bank details
 * (document-stream.ts); it is stored only wrapped, AES-256-GCM under a master key (keyring.ts).
 * The wrapped form is one line of text, for a text column:
 *
 *     hcdk1.<master key id>.<base64url of nonce (12) | wrapped key (32) | tag (16)>
 *
 * The associated data binds the format, the master key id and a caller's context (file-keys.ts
 * passes the closing file's id), so a wrapped key copied to another file's row, or relabelled
 * with another id, is refused. Rotation rewraps under the active key without touching a document:
 * rewrapDataKey below, once per row, idempotent so an interrupted run can simply start again.
 */
import { createCipheriv, createDecipheriv, createSecretKey, randomBytes, type KeyObject } from "node:crypto";
import { DecryptionError } from "./crypto-errors.ts";
import { isKeyId, type Keyring, type MasterKey } from "./keyring.ts";

export const DATA_KEY_BYTES = 32;
const PREFIX = "hcdk1";
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const WRAP_BYTES = NONCE_BYTES + DATA_KEY_BYTES + TAG_BYTES;

/** A data key: a KeyObject, which prints and serialises without its bytes. */
export type DataKey = KeyObject;

export function generateDataKey(): DataKey {
  const bytes = randomBytes(DATA_KEY_BYTES);
  const key = createSecretKey(bytes);
  bytes.fill(0);
  return key;
}

function associatedData(keyId: string, context: string): Buffer {
  // NUL-separated: an id has no NUL, so no (id, context) pair reads as another.
  return Buffer.from(`${PREFIX}\0${keyId}\0${context}`, "utf8");
}

function wrapWith(master: MasterKey, dataKey: DataKey, context: string): string {
  const raw = dataKey.export();
  if (raw.length !== DATA_KEY_BYTES) throw new RangeError(`A data key is ${DATA_KEY_BYTES} bytes.`);
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", master.key, nonce);
  cipher.setAAD(associatedData(master.id, context));
  const sealed = Buffer.concat([nonce, cipher.update(raw), cipher.final(), cipher.getAuthTag()]);
  raw.fill(0);
  return `${PREFIX}.${master.id}.${sealed.toString("base64url")}`;
}

/** Wraps a data key under the keyring's active master key. */
export function wrapDataKey(keyring: Keyring, dataKey: DataKey, context = ""): string {
  return wrapWith(keyring.active, dataKey, context);
}

/** The master key id a wrapped key names; throws wrapped_key_malformed when it is not one. */
export function wrappedKeyId(wrapped: string): string {
  return parseWrapped(wrapped).keyId;
}

function parseWrapped(wrapped: string): { keyId: string; sealed: Buffer } {
  const parts = wrapped.split(".");
  const malformed = () => new DecryptionError("wrapped_key_malformed", `Not a wrapped data key (expected "${PREFIX}.<key id>.<base64url>").`);
  if (parts.length !== 3 || parts[0] !== PREFIX || !isKeyId(parts[1]!) || !/^[A-Za-z0-9_-]+$/.test(parts[2]!)) throw malformed();
  const sealed = Buffer.from(parts[2]!, "base64url");
  if (sealed.length !== WRAP_BYTES) throw malformed();
  return { keyId: parts[1]!, sealed };
}

/**
 * Unwraps with the master key the wrapped form names. Throws DecryptionError (key_unknown,
 * wrapped_key_malformed, wrapped_key_rejected) and never returns bytes that failed authentication.
 */
export function unwrapDataKey(keyring: Keyring, wrapped: string, context = ""): DataKey {
  const { keyId, sealed } = parseWrapped(wrapped);
  const master = keyring.get(keyId);
  if (!master) throw new DecryptionError("key_unknown", `The data key was wrapped with master key "${keyId}", which the keyring does not hold.`);
  const decipher = createDecipheriv("aes-256-gcm", master.key, sealed.subarray(0, NONCE_BYTES));
  decipher.setAAD(associatedData(keyId, context));
  decipher.setAuthTag(sealed.subarray(NONCE_BYTES + DATA_KEY_BYTES));
  const raw = decipher.update(sealed.subarray(NONCE_BYTES, NONCE_BYTES + DATA_KEY_BYTES));
  try {
    decipher.final();
  } catch {
    raw.fill(0);
    throw new DecryptionError("wrapped_key_rejected", `The data key wrapped with master key "${keyId}" failed authentication: wrong key, tampered or another record's key.`);
  }
  const key = createSecretKey(raw);
  raw.fill(0);
  return key;
}

/** True when the wrapped key is not under the keyring's active key (a rotation has it to do). */
export function needsRewrap(keyring: Keyring, wrapped: string): boolean {
  return wrappedKeyId(wrapped) !== keyring.active.id;
}

/**
 * The wrapped key under the active master key: unchanged when it already is, else unwrapped with
 * the key it names and wrapped anew. The documents it encrypts are untouched.
 */
export function rewrapDataKey(keyring: Keyring, wrapped: string, context = ""): string {
  if (!needsRewrap(keyring, wrapped)) return wrapped;
  return wrapDataKey(keyring, unwrapDataKey(keyring, wrapped, context), context);
}
