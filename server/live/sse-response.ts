/**
 * One live stream as an HTTP answer: a text/event-stream body that opens with `retry:` and
 * `ready` once the hub has it, replays what a reconnecting browser missed (Last-Event-ID), then carries what the hub
 * hands it until the caller's credential expires, the browser goes away or it falls too far behind
 * (then it is closed, and the browser reconnects and resumes). `no-transform` keeps the compress
 * middleware (hono/compress) and proxies from buffering it.
 */
import type { LiveAudience } from "#core/closing/live-audience.ts";
import type { LiveHub, LiveStream } from "./live-hub.ts";
import { OPENING_FRAME, eventFrame } from "./sse-frames.ts";

/** Queued bytes past which a stream that does not read is dropped (it resumes on reconnect). */
const MAX_QUEUED_BYTES = 256 * 1024;

export const SSE_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-cache, no-store, no-transform",
  "X-Accel-Buffering": "no",
} as const;

/** The Last-Event-ID a browser sent: a seq, or null (absent or not one of ours). */
export function lastEventIdOf(header: string | undefined): number | null {
  const value = header?.trim();
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

export function liveResponse(hub: LiveHub, audience: LiveAudience, endsAt: Date, lastEventId: number | null, onError: (err: unknown) => void): Response {
  const encoder = new TextEncoder();
  let unsubscribe: (() => void) | undefined;
  let expiry: NodeJS.Timeout | undefined;
  let open = true;

  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const end = () => {
          if (!open) return;
          open = false;
          unsubscribe?.();
          if (expiry) clearTimeout(expiry);
          try {
            controller.close();
          } catch {
            // already closed or cancelled
          }
        };
        const stream: LiveStream = {
          audience,
          send(frame) {
            if (!open) return false;
            if ((controller.desiredSize ?? 0) < -MAX_QUEUED_BYTES) {
              end();
              return false;
            }
            controller.enqueue(encoder.encode(frame));
            return true;
          },
          end,
        };
        // The credential's end closes the stream; the browser reconnects with a fresh one.
        expiry = setTimeout(end, Math.max(0, Math.min(endsAt.getTime() - Date.now(), 2 ** 31 - 1)));
        expiry.unref();
        void (async () => {
          try {
            const remove = await hub.subscribe(stream);
            if (!open) return remove();
            unsubscribe = remove;
            // `ready` once listening: whatever commits after the browser reads it reaches this stream.
            controller.enqueue(encoder.encode(OPENING_FRAME));
            if (lastEventId !== null) {
              for (const row of await hub.replay(audience, lastEventId)) if (!stream.send(eventFrame(row))) return;
            }
          } catch (err) {
            onError(err);
            end();
          }
        })();
      },
      cancel() {
        open = false;
        unsubscribe?.();
        if (expiry) clearTimeout(expiry);
      },
    },
    // Counted in bytes, so desiredSize says how far behind the reader is.
    { highWaterMark: 16 * 1024, size: (chunk) => chunk.byteLength },
  );
  return new Response(body, { status: 200, headers: SSE_HEADERS });
}
