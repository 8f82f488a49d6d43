/**
 * Reads a live stream (GET /api/v1/events) as a browser would, for tests and the bench: the
 * frames as they arrive, the last id, and a wait for a frame that matches.
 */
import { createSseParser, type SseMessage } from "#app/lib/live/sse-parser.ts";

export interface SseReader {
  readonly messages: SseMessage[];
  readonly lastEventId: string;
  /** The first message (from the start) that matches, waiting up to `timeoutMs` for it. */
  next(match: (m: SseMessage) => boolean, timeoutMs?: number): Promise<SseMessage>;
  /** Resolves when the stream ends (the server closed it). */
  readonly ended: Promise<void>;
  close(): Promise<void>;
}

export function readSse(res: Response): SseReader {
  if (!res.body) throw new Error("the answer has no body");
  const messages: SseMessage[] = [];
  const waiters = new Set<() => void>();
  const parser = createSseParser((m) => {
    messages.push(m);
    for (const wake of waiters) wake();
  });
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  const ended = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        parser.feed(value);
      }
    } catch {
      // cancelled
    } finally {
      for (const wake of waiters) wake();
    }
  })();
  let finished = false;
  void ended.then(() => (finished = true));
  return {
    messages,
    get lastEventId() {
      return parser.lastEventId;
    },
    ended,
    next(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (found) {
            done();
            resolve(found);
          } else if (finished) {
            done();
            reject(new Error(`the stream ended without the event; it had: ${messages.map((m) => m.event).join(", ")}`));
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no matching event within ${timeoutMs} ms; the stream had: ${messages.map((m) => `${m.event}#${m.lastEventId}`).join(", ")}`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        void ended.then(check);
        check();
      });
    },
    async close() {
      await reader.cancel().catch(() => {});
    },
  };
}
