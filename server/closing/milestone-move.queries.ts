/**
 * The statements of a step's move (milestone-move.ts), in the caller's transaction: the file's row
 * lock, the timeline, the step with its history event (notified_at NULL: the notifier tells the
 * parties) and the file's progress. Moments are clock_timestamp(), so moves that waited for each
 * other's lock are ordered as they were made.
 */
import { eq, sql } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { closingFiles, closingMilestoneEvents, closingMilestones, type ClosingFile } from "#db/schema/index.ts";
import type { MilestoneId, MilestoneState, MilestoneStatus } from "#core/closing/milestones.ts";

/** What a step records (milestone-move.ts stepValues). */
export interface StepValues {
  state: MilestoneState;
  doneOn: string | null;
  reason: string | null;
  objections: number | null;
  recordingReference: string | null;
}

/** The file's row, locked for the rest of the transaction; undefined when there is none. */
export async function fileRowForUpdate(db: AppDb, fileId: string): Promise<ClosingFile | undefined> {
  const [file] = await db.select().from(closingFiles).where(eq(closingFiles.id, fileId)).for("update");
  return file;
}

/** The state of each step that has a row (a missing one is pending). */
export async function milestoneStates(db: AppDb, fileId: string): Promise<MilestoneStatus[]> {
  const rows = await db
    .select({ id: closingMilestones.milestone, state: closingMilestones.state })
    .from(closingMilestones)
    .where(eq(closingMilestones.fileId, fileId));
  return rows as MilestoneStatus[];
}

/** The step's new values and their history event. */
export async function writeStep(db: AppDb, fileId: string, milestone: MilestoneId, values: StepValues, actorId: string): Promise<void> {
  await db
    .insert(closingMilestones)
    .values({ fileId, milestone, ...values, updatedBy: actorId, updatedAt: sql`clock_timestamp()` })
    .onConflictDoUpdate({
      target: [closingMilestones.fileId, closingMilestones.milestone],
      set: { ...values, updatedBy: actorId, updatedAt: sql`clock_timestamp()` },
    });
  await db.insert(closingMilestoneEvents).values({
    fileId,
    milestone,
    ...values,
    actorId,
    createdAt: sql`clock_timestamp()`,
  });
}

/** The file's next step, progress, blocked and completion after the move. */
export async function setFileProgress(db: AppDb, file: Pick<ClosingFile, "id" | "completedAt">, progress: { nextMilestone: MilestoneId | null; progressPercent: number; blocked: boolean; complete: boolean }): Promise<void> {
  await db
    .update(closingFiles)
    .set({
      nextMilestone: progress.nextMilestone,
      progressPercent: progress.progressPercent,
      blocked: progress.blocked,
      // Completion keeps its first moment (the status links expire 90 days after); a reopened step clears it.
      completedAt: progress.complete ? (file.completedAt ?? sql`clock_timestamp()`) : null,
      updatedAt: sql`clock_timestamp()`,
    })
    .where(eq(closingFiles.id, file.id));
}
