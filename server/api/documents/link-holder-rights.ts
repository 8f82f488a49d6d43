/**
 * Whether the holder a document link was issued to (document-links.ts) may still download the
 * document, decided by the rules as they stand when the link is used, not when it was issued:
 * - a user: an administrator now (any document), or an agent or lender on the file now by their
 *   proven address (server/closing/file-access.ts) and the document still shared with agents and
 *   lenders or everyone; a deleted or banned account may not;
 * - a status link's holder: the status link still live (not revoked, not expired,
 *   server/closing/status-link-lookup.ts) for this document's file, and the document still shared
 *   with everyone.
 * Staff are not asked for aal2 again: a link is not a session and carries none. An administrator's
 * link was issued through requireAdmin (aal2 with ADMIN_MFA=required) at most
 * DOCUMENT_LINK_TTL_SECONDS ago; what can change in that time and matters is the role, which is
 * re-read (docs/decisions/026-secure-account-changes-and-link-rechecks.md).
 */
import type { AppDb } from "#db/client.ts";
import type { DocumentVisibility } from "#core/closing/closing-enums.ts";
import { partyRolesOn } from "#server/closing/file-access.ts";
import { fileOfLiveStatusLink } from "#server/closing/status-link-lookup.ts";
import type { LinkHolder } from "./document-links.ts";
import { PARTY_VISIBILITIES, accountNow, type DocumentRow } from "./documents.queries.ts";

export async function holderMayDownload(db: AppDb, holder: LinkHolder, doc: DocumentRow): Promise<boolean> {
  if ("statusLinkId" in holder) {
    return doc.visibility === "everyone" && (await fileOfLiveStatusLink(db, holder.statusLinkId)) === doc.fileId;
  }
  const account = await accountNow(db, holder.userId);
  if (account?.role === "admin") return true;
  if (!account || !PARTY_VISIBILITIES.includes(doc.visibility as DocumentVisibility)) return false;
  return (await partyRolesOn(db, { user: account }, doc.fileId)).length > 0;
}
