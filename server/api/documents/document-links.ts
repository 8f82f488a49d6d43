/**
 * Download links of closing-file documents: /files/closing-documents/<docId>?by=…&expires=…&signature=…,
 * signed like the resource links (server/storage/signed-links.ts, the file link key) over
 * "closing-documents/<docId>/<by>", so a link is bound to one document, one moment and the one
 * caller it was made for: `by` is "u-<user id>" or "s-<status link id>", and the download's audit
 * row names that caller without trusting anything unsigned.
 */
import type { Services } from "#server/services.ts";
import { checkLink, linkSignature, type LinkCheck } from "#server/storage/signed-links.ts";
import { UUID_PATTERN } from "#core/validation/uuid.ts";

export const DOCUMENT_LINK_PREFIX = "/files/closing-documents/";

export type LinkHolder = { userId: string } | { statusLinkId: string };

const BY = new RegExp(`^(u|s)-(${UUID_PATTERN})$`);

export function holderParam(holder: LinkHolder): string {
  return "userId" in holder ? `u-${holder.userId}` : `s-${holder.statusLinkId}`;
}

/** The holder a `by` value names, or null when it names nobody. */
export function holderOf(by: string | undefined): LinkHolder | null {
  const m = by ? BY.exec(by) : null;
  if (!m) return null;
  return m[1] === "u" ? { userId: m[2]! } : { statusLinkId: m[2]! };
}

const signedPath = (docId: string, by: string) => `closing-documents/${docId}/${by}`;

export async function signDocumentLink(services: Pick<Services, "keys" | "config">, docId: string, holder: LinkHolder, now: Date = new Date()) {
  const { fileLinkKey } = await services.keys();
  const by = holderParam(holder);
  const expires = Math.floor(now.getTime() / 1000) + services.config.DOCUMENT_LINK_TTL_SECONDS;
  const signature = linkSignature(fileLinkKey, signedPath(docId, by), expires);
  return { url: `${DOCUMENT_LINK_PREFIX}${docId}?by=${by}&expires=${expires}&signature=${signature}`, expires_at: new Date(expires * 1000).toISOString() };
}

export function checkDocumentLink(key: Uint8Array, docId: string, by: string | undefined, expires: string | undefined, signature: string | undefined, now = new Date()): LinkCheck {
  if (!new RegExp(`^${UUID_PATTERN}$`).test(docId) || !holderOf(by)) return { ok: false, reason: "link_invalid" };
  return checkLink(key, signedPath(docId, by!), expires, signature, now);
}
