/**
 * The closing file a buyer's or seller's status link opens (docs/closing-files-contract.md): the
 * status page and its document links both start here, so a wrong, revoked or expired token
 * answers the same everywhere.
 */
import { eq } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { closingFiles, closingStatusLinks } from "../../db/schema/index.ts";
import { AppError } from "../http/errors.ts";
import { isLinkTokenShape, tokenHash } from "./link-tokens.ts";

/** A status link stops working this long after its file is complete (db/schema/closing.ts completed_at). */
export const STATUS_LINK_DAYS_AFTER_COMPLETION = 90;

export const STATUS_LINK_MESSAGES = {
  invalid: "This status link is not valid. It may have been replaced by a newer one; please use the latest link we sent you, or call us.",
  expired: "This status link has expired: it stops working 90 days after closing. Please call us if you need anything from your file.",
} as const;

/** When a file completed at `completedAt` stops opening by link; null while it is open. */
export function statusLinkExpiresAt(completedAt: Date | null): Date | null {
  return completedAt ? new Date(completedAt.getTime() + STATUS_LINK_DAYS_AFTER_COMPLETION * 86_400_000) : null;
}

/**
 * The file and link row of a live token. Throws 404 status_link_invalid for a token that is
 * malformed, unknown or revoked, and 410 status_link_expired once the file has been complete
 * for 90 days.
 */
export async function fileOfStatusToken(db: AppDb, token: string, now: Date = new Date()): Promise<{ fileId: string; linkId: string }> {
  const invalid = new AppError(404, "status_link_invalid", STATUS_LINK_MESSAGES.invalid);
  if (!isLinkTokenShape(token)) throw invalid;
  const [row] = await db
    .select({ linkId: closingStatusLinks.id, fileId: closingStatusLinks.fileId, revokedAt: closingStatusLinks.revokedAt, completedAt: closingFiles.completedAt })
    .from(closingStatusLinks)
    .innerJoin(closingFiles, eq(closingFiles.id, closingStatusLinks.fileId))
    .where(eq(closingStatusLinks.tokenHash, tokenHash(token)));
  if (!row || row.revokedAt) throw invalid;
  const expiresAt = statusLinkExpiresAt(row.completedAt);
  if (expiresAt && now.getTime() >= expiresAt.getTime()) throw new AppError(410, "status_link_expired", STATUS_LINK_MESSAGES.expired);
  return { fileId: row.fileId, linkId: row.linkId };
}
