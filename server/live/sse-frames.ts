/**
 * The bytes of the live stream (text/event-stream; core/api/live-events.ts): one frame per file
 * event, `id:` its seq so a reconnecting browser resumes with Last-Event-ID, `event:` its kind and
 * `data:` names and ids only (never a message body). `ready` opens every stream and is the
 * heartbeat: it has no `id:`, so it never moves the browser's resume point.
 */
import { LIVE_READY_EVENT, type LiveEvent } from "#core/api/live-events.ts";
import type { FileEventKind } from "#core/closing/file-events.ts";
import type { LiveEventRow } from "./live.queries.ts";

/** How long a browser waits before reconnecting a dropped stream (the EventSource `retry:` field). */
export const RETRY_MS = 3_000;

export function eventFrame(row: LiveEventRow): string {
  const data: LiveEvent = { kind: row.kind as FileEventKind, file_id: row.fileId, object_id: row.objectId };
  return `id: ${row.seq}\nevent: ${row.kind}\ndata: ${JSON.stringify(data)}\n\n`;
}

export const READY_FRAME = `event: ${LIVE_READY_EVENT}\ndata: {}\n\n`;

export const OPENING_FRAME = `retry: ${RETRY_MS}\n${READY_FRAME}`;
