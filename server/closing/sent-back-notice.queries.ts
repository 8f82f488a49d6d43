/** The sent-back notice's statements (server/closing/sent-back-notice.ts). */
import { and, asc, eq, isNull } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { closingFileEvents, closingFiles, closingParties, closingRequests } from "#db/schema/index.ts";

const SENT_BACK = "request.sent_back";

/** Sent-back events whose owner is not told yet, oldest first. */
export async function untoldSentBackIds(db: AppDb, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: closingFileEvents.id })
    .from(closingFileEvents)
    .where(and(eq(closingFileEvents.kind, SENT_BACK), isNull(closingFileEvents.notifiedAt)))
    .orderBy(asc(closingFileEvents.createdAt), asc(closingFileEvents.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * The event still untold, with its request and file, locked until the transaction ends; null when
 * another instance holds it or told it already (SKIP LOCKED: one instance tells each once).
 */
export async function lockSentBack(tx: AppDb, eventId: string) {
  const [row] = await tx
    .select({
      id: closingFileEvents.id,
      payload: closingFileEvents.payload,
      fileId: closingFileEvents.fileId,
      fileNumber: closingFiles.fileNumber,
      propertyAddress: closingFiles.propertyAddress,
      title: closingRequests.title,
      owner: closingRequests.owner,
      reviewNote: closingRequests.reviewNote,
    })
    .from(closingFileEvents)
    .innerJoin(closingFiles, eq(closingFiles.id, closingFileEvents.fileId))
    .leftJoin(closingRequests, eq(closingRequests.id, closingFileEvents.requestId))
    .where(and(eq(closingFileEvents.id, eventId), eq(closingFileEvents.kind, SENT_BACK), isNull(closingFileEvents.notifiedAt)))
    .for("update", { of: closingFileEvents, skipLocked: true });
  return row ?? null;
}

/** The file's parties with this role, oldest first. */
export async function partiesWithRole(tx: AppDb, fileId: string, role: string) {
  return tx
    .select()
    .from(closingParties)
    .where(and(eq(closingParties.fileId, fileId), eq(closingParties.role, role)))
    .orderBy(asc(closingParties.createdAt), asc(closingParties.id));
}

export async function markEventNotified(tx: AppDb, eventId: string): Promise<void> {
  await tx.update(closingFileEvents).set({ notifiedAt: new Date() }).where(eq(closingFileEvents.id, eventId));
}
