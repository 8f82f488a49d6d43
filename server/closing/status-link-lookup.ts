/**
 * The file a buyer's or seller's status link opens (closing_status_links): by the SHA-256 of the
 * token, live (not revoked) and not expired — 90 days after the file completes
 * (docs/closing-files-contract.md). The status page and the status-link documents both go
 * through here, so a wrong, revoked or expired link answers the same everywhere.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { closingFiles, closingStatusLinks } from "../../db/schema/index.ts";
import { AppError } from "../http/errors.ts";
import { isLinkTokenShape, tokenHash } from "./link-tokens.ts";

/** Days a status link keeps working after the file is complete. */
export const STATUS_LINK_DAYS_AFTER_COMPLETION = 90;

export const STATUS_LINK_MESSAGES = {
  invalid: "This status link is not valid. It may have been replaced by a newer one; please call us and we will send you the current link.",
  expired: "This status link has expired: the file was completed more than 90 days ago. Please call us if you need anything from it.",
} as const;

/** When a link of a file completed at `completedAt` stops working; null while the file is open. */
export function statusLinkExpiry(completedAt: Date | null): Date | null {
  return completedAt ? new Date(completedAt.getTime() + STATUS_LINK_DAYS_AFTER_COMPLETION * 86_400_000) : null;
}

export interface StatusLinkTarget {
  fileId: string;
  linkId: string;
  expiresAt: Date | null;
}

/** The live link's file, or 404 status_link_invalid / 410 status_link_expired. */
export async function fileOfStatusToken(db: AppDb, token: string, now: Date = new Date()): Promise<StatusLinkTarget> {
  if (!isLinkTokenShape(token)) throw new AppError(404, "status_link_invalid", STATUS_LINK_MESSAGES.invalid);
  const [row] = await db
    .select({ linkId: closingStatusLinks.id, fileId: closingStatusLinks.fileId, completedAt: closingFiles.completedAt })
    .from(closingStatusLinks)
    .innerJoin(closingFiles, eq(closingFiles.id, closingStatusLinks.fileId))
    .where(and(eq(closingStatusLinks.tokenHash, tokenHash(token)), isNull(closingStatusLinks.revokedAt)));
  if (!row) throw new AppError(404, "status_link_invalid", STATUS_LINK_MESSAGES.invalid);
  const expiresAt = statusLinkExpiry(row.completedAt);
  if (expiresAt && now >= expiresAt) throw new AppError(410, "status_link_expired", STATUS_LINK_MESSAGES.expired);
  return { fileId: row.fileId, linkId: row.linkId, expiresAt };
}
