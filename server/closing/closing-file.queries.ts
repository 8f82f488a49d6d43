/** Reading a closing file with its parties and steps (closing-file-read.ts maps them to the wire shapes). */
import { asc, eq } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { closingFiles, closingMilestones, closingParties, type ClosingFile, type ClosingMilestoneRow, type ClosingParty } from "#db/schema/index.ts";

export interface LoadedFile {
  file: ClosingFile;
  parties: ClosingParty[];
  milestones: ClosingMilestoneRow[];
}

/** The file with its parties (in the order added) and its steps; undefined when there is none. */
export async function fileWithPartiesAndSteps(db: AppDb, fileId: string): Promise<LoadedFile | undefined> {
  const [file] = await db.select().from(closingFiles).where(eq(closingFiles.id, fileId));
  if (!file) return undefined;
  const [parties, milestones] = await Promise.all([
    db.select().from(closingParties).where(eq(closingParties.fileId, fileId)).orderBy(asc(closingParties.createdAt), asc(closingParties.id)),
    db.select().from(closingMilestones).where(eq(closingMilestones.fileId, fileId)),
  ]);
  return { file, parties, milestones };
}
