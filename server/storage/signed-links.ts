/**
 * Signed, expiring download links: /files/<path>?expires=<unix seconds>&signature=<hex>, where the
 * signature is HMAC-SHA256 over the path and the expiry with a key derived from the server's
 * master secret (server/auth/secrets.ts), so every instance signs and checks alike and no new
 * setting is needed. Changing the path or the expiry breaks the signature; a link is therefore
 * bound to one file and one moment (docs/decisions/011-file-store-and-signed-links.md).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Services } from "../services.ts";
import { isStoragePath } from "./file-store.ts";

export const FILES_PREFIX = "/files/";

export interface SignedLink {
  /** Site-relative address, e.g. "/files/resources/moving-guide.pdf?expires=…&signature=…". */
  url: string;
  expiresAt: Date;
}

export type LinkCheck = { ok: true } | { ok: false; reason: "link_expired" | "link_invalid" };

/** The hex signature of `path` valid until `expires` (unix seconds). */
export function linkSignature(key: Uint8Array, path: string, expires: number): string {
  // A newline cannot occur in a storage path, so "path\nexpires" is unambiguous.
  return createHmac("sha256", key).update(`file-link\n${path}\n${expires}`).digest("hex");
}

/** A link to `path` that expires `ttlSeconds` after `now`. */
export function signLink(key: Uint8Array, path: string, ttlSeconds: number, now: Date = new Date()): SignedLink {
  if (!isStoragePath(path)) throw new Error(`Not a storage path: ${JSON.stringify(path.slice(0, 80))}`);
  const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
  const signature = linkSignature(key, path, expires);
  const encoded = path.split("/").map(encodeURIComponent).join("/");
  return { url: `${FILES_PREFIX}${encoded}?expires=${expires}&signature=${signature}`, expiresAt: new Date(expires * 1000) };
}

/**
 * Checks a link's parts as they came in (the query values may be missing or anything). A wrong
 * signature is "invalid" whatever the expiry says; only a genuine link past its time is "expired".
 */
export function checkLink(
  key: Uint8Array,
  path: string,
  expires: string | undefined,
  signature: string | undefined,
  now: Date = new Date(),
): LinkCheck {
  if (!isStoragePath(path) || !expires || !signature) return { ok: false, reason: "link_invalid" };
  if (!/^\d{1,12}$/.test(expires) || !/^[0-9a-f]{64}$/.test(signature)) return { ok: false, reason: "link_invalid" };
  const expected = Buffer.from(linkSignature(key, path, Number(expires)), "hex");
  if (!timingSafeEqual(expected, Buffer.from(signature, "hex"))) return { ok: false, reason: "link_invalid" };
  if (Number(expires) * 1000 <= now.getTime()) return { ok: false, reason: "link_expired" };
  return { ok: true };
}

/**
 * What the dashboard's resource list calls for each document it offers: a link to the document's
 * file (resource_documents.storage_path), valid for RESOURCE_LINK_TTL_SECONDS (default 600).
 */
export async function signResourceLink(
  services: Pick<Services, "keys" | "config">,
  path: string,
  now: Date = new Date(),
): Promise<SignedLink> {
  const { fileLinkKey } = await services.keys();
  return signLink(fileLinkKey, path, services.config.RESOURCE_LINK_TTL_SECONDS, now);
}
