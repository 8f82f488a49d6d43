/**
 * The statements of buyers' and sellers' status links (closing_status_links): a file's live
 * (unrevoked) link, revoking and inserting one (status-link-issue.ts), and the file a link opens
 * (status-link-lookup.ts).
 */
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { closingFiles, closingStatusLinks, statusLinkCodes, statusLinkSessions } from "#db/schema/index.ts";

export type StatusLinkRow = typeof closingStatusLinks.$inferSelect;

export async function liveStatusLinkRow(db: AppDb, fileId: string): Promise<StatusLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(closingStatusLinks)
    .where(and(eq(closingStatusLinks.fileId, fileId), isNull(closingStatusLinks.revokedAt)));
  return row;
}

/**
 * Revokes the file's live link, if any; whether there was one. Its verified sessions and codes go
 * with it (issue 30): every use checks the link too, but a revoked link's session must not
 * outlive it even as a row. Staff's revoke and reissue both come through here.
 */
export async function revokeStatusLink(db: AppDb, fileId: string): Promise<boolean> {
  const revoked = await db
    .update(closingStatusLinks)
    .set({ revokedAt: sql`clock_timestamp()` })
    .where(and(eq(closingStatusLinks.fileId, fileId), isNull(closingStatusLinks.revokedAt)))
    .returning({ id: closingStatusLinks.id });
  if (revoked.length === 0) return false;
  const ids = revoked.map((r) => r.id);
  await db.delete(statusLinkSessions).where(inArray(statusLinkSessions.linkId, ids));
  await db.delete(statusLinkCodes).where(inArray(statusLinkCodes.linkId, ids));
  return true;
}

export async function insertStatusLink(db: AppDb, link: { id: string; fileId: string; tokenHash: string; createdBy: string }): Promise<StatusLinkRow> {
  const [row] = await db.insert(closingStatusLinks).values(link).returning();
  return row!;
}

/** The unrevoked link with this token hash or id, its file and the file's completion. */
export async function unrevokedLink(db: AppDb, which: { tokenHash: string } | { id: string }) {
  const by = "id" in which ? eq(closingStatusLinks.id, which.id) : eq(closingStatusLinks.tokenHash, which.tokenHash);
  const [row] = await db
    .select({ linkId: closingStatusLinks.id, fileId: closingStatusLinks.fileId, completedAt: closingFiles.completedAt })
    .from(closingStatusLinks)
    .innerJoin(closingFiles, eq(closingFiles.id, closingStatusLinks.fileId))
    .where(and(by, isNull(closingStatusLinks.revokedAt)));
  return row;
}
