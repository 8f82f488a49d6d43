/**
 * A closing file's data key (data-keys.ts): the key its documents are encrypted with. Made on
 * first need and stored wrapped under the keyring's active master key, with the file's id as the
 * wrap's context, so a wrapped key copied onto another file is refused. Two instances asking at
 * once each make a key, but only the first compare-and-set lands and both use that one
 * (file-keys.queries.ts). Unwrapped keys are kept per keyring in this process: a data key never
 * changes (rotation rewraps the same key), so a cached one stays right.
 */
import type { AppDb } from "#db/client.ts";
import { AppError } from "../http/errors.ts";
import { generateDataKey, unwrapDataKey, wrapDataKey, type DataKey } from "./data-keys.ts";
import type { Keyring } from "./keyring.ts";
import { readWrappedKey, setWrappedKeyIfAbsent } from "./file-keys.queries.ts";

/** Enough for every open file of a busy office; the oldest entry goes first beyond it. */
const CACHE_LIMIT = 5_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const caches = new WeakMap<Keyring, Map<string, Promise<DataKey>>>();

/**
 * The file's data key, creating it when the file has none. Throws AppError 404 when there is no
 * such file, and DecryptionError (crypto-errors.ts) when its wrapped key cannot be unwrapped with
 * this keyring (a master key dropped too soon, or a tampered row).
 */
export function dataKeyOf(db: AppDb, keyring: Keyring, fileIdAsGiven: string): Promise<DataKey> {
  // One spelling of the id: it is the wrap's context and the cache's key, and a URL may carry it in capitals.
  const fileId = fileIdAsGiven.toLowerCase();
  if (!UUID.test(fileId)) return Promise.reject(new AppError(404, "not_found", "There is no such closing file."));
  let cache = caches.get(keyring);
  if (!cache) caches.set(keyring, (cache = new Map()));
  const cached = cache.get(fileId);
  if (cached) return cached;
  const pending = loadOrCreate(db, keyring, fileId);
  cache.set(fileId, pending);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  // A failure is not kept: the next call reads the row again (the database may have been down).
  pending.catch(() => {
    if (cache.get(fileId) === pending) cache.delete(fileId);
  });
  return pending;
}

async function loadOrCreate(db: AppDb, keyring: Keyring, fileId: string): Promise<DataKey> {
  let wrapped = await readWrappedKey(db, fileId);
  if (wrapped === undefined) throw new AppError(404, "not_found", "There is no such closing file.");
  if (wrapped === null) {
    const fresh = generateDataKey();
    if (await setWrappedKeyIfAbsent(db, fileId, wrapDataKey(keyring, fresh, fileId))) return fresh;
    // Another request or instance stored its key first: that one is the file's key.
    wrapped = await readWrappedKey(db, fileId);
    if (!wrapped) throw new AppError(404, "not_found", "There is no such closing file.");
  }
  return unwrapDataKey(keyring, wrapped, fileId);
}
