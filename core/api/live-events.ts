/**
 * What GET /api/v1/events streams (issue 31; docs/messages-contract.md "Live"): Server-Sent Events
 * whose `event:` is a file event kind (core/closing/file-events.ts) and whose `id:` is the event's
 * seq (resume with Last-Event-ID). `data:` is this JSON: names and ids only, never a message body;
 * the page fetches what changed through the ordinary, authorised API.
 */
import { z } from "zod";
import { FILE_EVENT_KINDS } from "../closing/file-events.ts";

export const liveEventSchema = z
  .object({
    kind: z.enum(FILE_EVENT_KINDS),
    file_id: z.string().uuid(),
    /** The message or request the event is about, when there is one. */
    object_id: z.string().uuid().nullable(),
  })
  .meta({ id: "LiveEvent" });
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** The SSE event a server sends first on every connection, and every 25 s as a comment-free heartbeat: `event: ready`. */
export const LIVE_READY_EVENT = "ready";
