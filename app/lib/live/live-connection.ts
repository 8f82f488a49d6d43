/**
 * A fetch-based EventSource for GET /api/v1/events (issue 31; docs/decisions/039-live-updates.md):
 * the browser's EventSource cannot send `Authorization`, and a token in a URL ends up in logs and
 * history, so the stream is read with fetch. It resumes after a drop with Last-Event-ID, asks for a
 * fresh token on every connection (the server ends a stream when its token expires), refreshes once
 * on a 401, and says when it is lost ("reconnecting") so the page can poll instead.
 */
import { liveEventSchema, type LiveEvent } from "#core/api/live-events.ts";
import { createSseParser } from "./sse-parser.ts";

export type LiveState = "connecting" | "live" | "reconnecting" | "ended";

export interface LiveConnectionOptions {
  url?: string;
  /** The bearer token for the next connection; null: nobody to connect as (the stream ends). */
  token(): Promise<string | null>;
  /** A fresh token after a 401; null when there is none (the stream ends). */
  refresh?(): Promise<string | null>;
  onEvent(event: LiveEvent): void;
  onState(state: LiveState): void;
  fetch?: typeof fetch;
}

export const EVENTS_PATH = "/api/v1/events";
/** A stream silent this long is dead (the server sends `ready` every 25 s). */
export const SILENCE_MS = 60_000;
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 15_000;

export function openLiveConnection(options: LiveConnectionOptions): { close(): void } {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  let lastEventId = "";
  let retryMs = FIRST_RETRY_MS;
  let closed = false;
  let controller: AbortController | undefined;
  let wake: (() => void) | undefined;
  let state: LiveState | undefined;
  const setState = (next: LiveState) => {
    if (next === state) return;
    state = next;
    options.onState(next);
  };
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  /** One connection: "again" to reconnect at once (the stream ended cleanly), "lost" to wait first, "end" to stop. */
  const connectOnce = async (token: string): Promise<"again" | "lost" | "end" | 401> => {
    controller = new AbortController();
    const abort = controller;
    let silence: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      if (silence) clearTimeout(silence);
      silence = setTimeout(() => abort.abort(), SILENCE_MS);
    };
    try {
      const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: "text/event-stream" };
      if (lastEventId) headers["last-event-id"] = lastEventId;
      watch();
      const res = await doFetch(options.url ?? EVENTS_PATH, { headers, signal: abort.signal, cache: "no-store" });
      if (res.status === 401) return 401;
      if (!res.ok || !res.body) return "lost";
      retryMs = FIRST_RETRY_MS;
      setState("live");
      const parser = createSseParser(
        (message) => {
          lastEventId = message.lastEventId;
          const parsed = liveEventSchema.safeParse(safeJson(message.data));
          if (parsed.success) options.onEvent(parsed.data);
        },
        (ms) => (retryMs = Math.min(Math.max(ms, 500), MAX_RETRY_MS)),
        lastEventId,
      );
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return "again";
        watch();
        parser.feed(value);
      }
    } catch {
      return closed ? "end" : "lost";
    } finally {
      if (silence) clearTimeout(silence);
    }
  };

  void (async () => {
    setState("connecting");
    let refreshed = false;
    let quickEnds = 0;
    while (!closed) {
      const token = await options.token().catch(() => null);
      if (closed) break;
      if (!token) {
        setState("ended");
        break;
      }
      const started = Date.now();
      const outcome = await connectOnce(token);
      if (closed) break;
      if (outcome === 401) {
        const fresh = !refreshed && options.refresh ? await options.refresh().catch(() => null) : null;
        refreshed = true;
        if (!fresh) {
          setState("ended");
          break;
        }
        continue;
      }
      refreshed = false;
      // A stream that ends cleanly (its token expired) reconnects at once; one that keeps ending at once is lost.
      quickEnds = outcome === "again" && Date.now() - started < 5_000 ? quickEnds + 1 : 0;
      if (outcome === "again" && quickEnds < 3) continue;
      setState("reconnecting");
      await sleep(retryMs * (0.75 + Math.random() * 0.5));
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    }
  })();

  return {
    close() {
      closed = true;
      controller?.abort();
      wake?.();
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
