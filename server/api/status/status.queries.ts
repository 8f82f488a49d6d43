/**
 * What the status page reads and writes besides the file itself: the documents a status link may
 * show, and the view it counts for staff.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { closingDocuments, closingStatusLinks } from "#db/schema/index.ts";

/** The file's documents marked for everyone, newest first (the status page lists nothing else). */
export function documentsForEveryone(db: AppDb, fileId: string) {
  return db
    .select({
      id: closingDocuments.id,
      name: closingDocuments.name,
      label: closingDocuments.label,
      sizeBytes: closingDocuments.sizeBytes,
      createdAt: closingDocuments.createdAt,
      visibility: closingDocuments.visibility,
    })
    .from(closingDocuments)
    .where(and(eq(closingDocuments.fileId, fileId), eq(closingDocuments.visibility, "everyone")))
    .orderBy(desc(closingDocuments.createdAt), desc(closingDocuments.id));
}

/** One more view of the link, in one statement so simultaneous views are all counted. */
export async function countView(db: AppDb, linkId: string): Promise<void> {
  await db
    .update(closingStatusLinks)
    .set({ viewCount: sql`${closingStatusLinks.viewCount} + 1`, lastViewedAt: sql`now()` })
    .where(eq(closingStatusLinks.id, linkId));
}
