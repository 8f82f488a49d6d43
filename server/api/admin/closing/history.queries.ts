/**
 * A file's history, newest first, by keyset, with the e-mail of who made each change: its step
 * changes (closing_milestone_events) and its other events (closing_file_events: requests added,
 * answered, reviewed; ADR 038), read a page from each and merged on the one (created_at, id) order.
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { closingFileEvents, closingMilestoneEvents, profiles } from "#db/schema/index.ts";
import { HISTORY_EVENT_KINDS } from "#core/closing/file-events.ts";
import { type Cursor } from "#server/http/keyset.ts";
import { afterCursor, cursorAt } from "#server/http/keyset.queries.ts";

function stepChanges(db: AppDb, fileId: string, cursor: Cursor | undefined, limit: number) {
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

function fileEvents(db: AppDb, fileId: string, cursor: Cursor | undefined, limit: number) {
  const e = closingFileEvents;
  return db
    .select({
      id: e.id,
      kind: e.kind,
      payload: e.payload,
      actorLabel: e.actorLabel,
      actorEmail: profiles.email,
      createdAt: e.createdAt,
      cursorAt: cursorAt(e.createdAt),
    })
    .from(e)
    .leftJoin(profiles, eq(profiles.id, e.actorId))
    // Posts, read marks and step moves are for the conversation and the live stream, not the history (core/closing/file-events.ts showsInHistory).
    .where(and(eq(e.fileId, fileId), inArray(e.kind, [...HISTORY_EVENT_KINDS]), afterCursor(e.createdAt, e.id, cursor)))
    .orderBy(desc(e.createdAt), desc(e.id))
    .limit(limit);
}

export type HistoryRow =
  | ({ source: "step" } & Awaited<ReturnType<typeof stepChanges>>[number])
  | ({ source: "event" } & Awaited<ReturnType<typeof fileEvents>>[number]);

/**
 * Newer first, as afterCursor orders: by the time's text (one format from the one database, so its
 * text order is its time order, microseconds included), then by id.
 */
const newerFirst = (a: HistoryRow, b: HistoryRow) => (a.cursorAt === b.cursorAt ? (a.id < b.id ? 1 : -1) : a.cursorAt < b.cursorAt ? 1 : -1);

export async function fileHistory(db: AppDb, fileId: string, cursor: Cursor | undefined, limit: number): Promise<HistoryRow[]> {
  const [steps, events] = await Promise.all([stepChanges(db, fileId, cursor, limit), fileEvents(db, fileId, cursor, limit)]);
  const rows: HistoryRow[] = [...steps.map((r) => ({ source: "step" as const, ...r })), ...events.map((r) => ({ source: "event" as const, ...r }))];
  return rows.sort(newerFirst).slice(0, limit);
}
