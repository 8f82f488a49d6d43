/**
 * The file a buyer's or seller's status link opens (closing_status_links): by the SHA-256 of the
 * token, live (not revoked) and not expired — 90 days after the file completes
 * (docs/closing-files-contract.md). The status page, the status-link documents and their
 * download links all go through here, so a wrong, revoked or expired link answers the same everywhere.
 */
import type { AppDb } from "#db/client.ts";
import { AppError } from "../http/errors.ts";
import { isLinkTokenShape, tokenHash } from "./link-tokens.ts";
import { unrevokedLink } from "./status-links.queries.ts";

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

/** The link that `which` names, not revoked: its file and expiry, or "invalid" / "expired". */
async function liveLink(db: AppDb, which: { tokenHash: string } | { id: string }, now: Date): Promise<StatusLinkTarget | "invalid" | "expired"> {
  const row = await unrevokedLink(db, which);
  if (!row) return "invalid";
  const expiresAt = statusLinkExpiry(row.completedAt);
  if (expiresAt && now >= expiresAt) return "expired";
  return { fileId: row.fileId, linkId: row.linkId, expiresAt };
}

/** The live link's file, or 404 status_link_invalid / 410 status_link_expired. */
export async function fileOfStatusToken(db: AppDb, token: string, now: Date = new Date()): Promise<StatusLinkTarget> {
  if (!isLinkTokenShape(token)) throw new AppError(404, "status_link_invalid", STATUS_LINK_MESSAGES.invalid);
  const link = await liveLink(db, { tokenHash: tokenHash(token) }, now);
  if (link === "invalid") throw new AppError(404, "status_link_invalid", STATUS_LINK_MESSAGES.invalid);
  if (link === "expired") throw new AppError(410, "status_link_expired", STATUS_LINK_MESSAGES.expired);
  return link;
}

/**
 * The file of the link row with this id while it is live (not revoked, not expired), else null:
 * a document link issued to a status link's holder is re-checked here when it is used.
 */
export async function fileOfLiveStatusLink(db: AppDb, linkId: string, now: Date = new Date()): Promise<string | null> {
  const link = await liveLink(db, { id: linkId }, now);
  return typeof link === "object" ? link.fileId : null;
}
