/** Every time a buyer opened the wire instructions (wire_instruction_views): written by the status route, listed for staff. */
import { desc, eq } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { closingFiles, wireInstructionViews } from "#db/schema/index.ts";

export async function recordWireView(
  db: AppDb,
  view: { fileId: string; partyId: string; partyName: string; instructionsId: string; ip: string | null; userAgent: string | null },
): Promise<void> {
  await db.insert(wireInstructionViews).values(view);
}

/** The file's views, newest first, at most `limit`; undefined when there is no such file. */
export async function wireViewsOf(db: AppDb, fileId: string, limit: number) {
  const [file] = await db.select({ id: closingFiles.id }).from(closingFiles).where(eq(closingFiles.id, fileId));
  if (!file) return undefined;
  return db.select().from(wireInstructionViews).where(eq(wireInstructionViews.fileId, fileId)).orderBy(desc(wireInstructionViews.viewedAt), desc(wireInstructionViews.id)).limit(limit);
}

/** What the buyer's page needs of the file: its number, its office and the amount due. */
export async function fileForWire(db: AppDb, fileId: string) {
  const [row] = await db
    .select({ fileNumber: closingFiles.fileNumber, office: closingFiles.office, fundsDueCents: closingFiles.fundsDueCents })
    .from(closingFiles)
    .where(eq(closingFiles.id, fileId));
  return row;
}
