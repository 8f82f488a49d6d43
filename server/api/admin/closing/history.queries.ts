/** A file's step changes, newest first, by keyset, with the e-mail of who made each. */
import { and, desc, eq } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { closingMilestoneEvents, profiles } from "#db/schema/index.ts";
import { type Cursor } from "#server/http/keyset.ts";
import { afterCursor, cursorAt } from "#server/http/keyset.queries.ts";

export function fileHistory(db: AppDb, fileId: string, cursor: Cursor | undefined, limit: number) {
  const e = closingMilestoneEvents;
  return db
    .select({
      id: e.id,
      milestone: e.milestone,
      state: e.state,
      doneOn: e.doneOn,
      reason: e.reason,
      objections: e.objections,
      recordingReference: e.recordingReference,
      actorEmail: profiles.email,
      createdAt: e.createdAt,
      cursorAt: cursorAt(e.createdAt),
    })
    .from(e)
    .leftJoin(profiles, eq(profiles.id, e.actorId))
    .where(and(eq(e.fileId, fileId), afterCursor(e.createdAt, e.id, cursor)))
    .orderBy(desc(e.createdAt), desc(e.id))
    .limit(limit);
}
