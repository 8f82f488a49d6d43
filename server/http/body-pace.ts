/**
 * Request bodies must keep coming (docs/decisions/025-proxies-bodies-and-uploads.md). Node's own
 * limit is the whole request's requestTimeout, 300 s: a client trickling an upload held its
 * connection, its parser and the upload's temporary file that long (issue 27 held 1,500 of them,
 * +155 MiB, and slowed everyone else to 2.5 s). Here a body that stalls for `idleMs`, or that
 * arrives slower than `minBytesPerSecond` averaged over each window of `idleMs / 2`, is dropped:
 * the client gets 408 in its API's shape where no answer has started, and the connection closes,
 * which ends the request's body stream, so the route's own clean-up runs (an upload removes its
 * temporary file or aborts its multipart upload; server/api/documents/receive-upload.ts).
 *
 * Only the client's slowness counts: while the app is not reading (its buffer is full, or it has
 * not asked yet and the bytes wait unread), the clocks stand still.
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";

export interface BodyPace {
  /** A body with no new byte for this long is dropped. */
  idleMs: number;
  /** A body arriving slower than this, averaged over each idleMs / 2, is dropped; 0: no rate check. */
  minBytesPerSecond: number;
}

/** A stall of 20 s, or under 2 KiB/s (16 kbit/s: any working connection beats it) over 10 s. */
export const DEFAULT_BODY_PACE: BodyPace = { idleMs: 20_000, minBytesPerSecond: 2_048 };

/** The settings of server/env.ts. */
export const bodyPaceOf = (config: { BODY_IDLE_TIMEOUT_MS: number; BODY_MIN_BYTES_PER_SECOND: number }): BodyPace => ({
  idleMs: config.BODY_IDLE_TIMEOUT_MS,
  minBytesPerSecond: config.BODY_MIN_BYTES_PER_SECOND,
});

interface Watch {
  req: IncomingMessage;
  res: ServerResponse;
  socket: Duplex & { bytesRead: number };
  /** socket.bytesRead when last seen. */
  bytes: number;
  lastProgress: number;
  windowStart: number;
  windowBytes: number;
}

export type SlowBody = { method: string; path: string; why: string };

/**
 * Watches every request with a body on `server` until its body has arrived or its answer has
 * gone; `onDropped` hears of each one dropped. Returns a function that stops watching.
 */
export function watchBodyPace(server: Server, pace: BodyPace, onDropped: (slow: SlowBody) => void = () => {}): () => void {
  const watched = new Set<Watch>();
  const windowMs = pace.idleMs / 2;
  const tickMs = Math.max(20, Math.min(1_000, windowMs / 5));
  let timer: NodeJS.Timeout | undefined;

  const tick = () => {
    const now = performance.now();
    for (const w of watched) {
      const { req, res, socket } = w;
      if (req.complete || req.destroyed || socket.destroyed || res.writableEnded) {
        watched.delete(w);
        continue;
      }
      const read = socket.bytesRead;
      if (read > w.bytes) {
        w.bytes = read;
        w.lastProgress = now;
      }
      // The app is behind (bytes wait unread in the request, or it paused the stream): not the client's fault.
      if (req.readableLength > 0 || req.readableFlowing === false) {
        w.lastProgress = now;
        w.windowStart = now;
        w.windowBytes = read;
        continue;
      }
      if (now - w.lastProgress >= pace.idleMs) {
        drop(w, `no body bytes for ${Math.round((now - w.lastProgress) / 1000)} s`);
        continue;
      }
      if (now - w.windowStart >= windowMs) {
        const rate = (read - w.windowBytes) / ((now - w.windowStart) / 1000);
        if (pace.minBytesPerSecond > 0 && rate < pace.minBytesPerSecond) {
          drop(w, `body arriving at ${Math.round(rate)} bytes/s (at least ${pace.minBytesPerSecond} needed)`);
          continue;
        }
        w.windowStart = now;
        w.windowBytes = read;
      }
    }
    if (watched.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };

  const drop = (w: Watch, why: string) => {
    watched.delete(w);
    const path = (w.req.url ?? "/").split("?")[0]!;
    onDropped({ method: w.req.method ?? "", path, why });
    if (!w.res.headersSent && w.socket.writable) {
      // Written straight to the socket, as Node writes its own 408 (server/http/http-server.ts).
      const auth = path.startsWith("/auth/");
      const message = "The request's body arrived too slowly; please try again on a better connection.";
      const body = JSON.stringify(auth ? { code: 408, error_code: "request_timeout", msg: message } : { code: "request_timeout", message });
      w.socket.end(rawResponse(408, "Request Timeout", body), () => w.socket.destroy());
    } else w.socket.destroy();
  };

  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    const hasBody = Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined;
    if (!hasBody || req.complete) return;
    const now = performance.now();
    const socket = req.socket as Duplex & { bytesRead: number };
    watched.add({ req, res, socket, bytes: socket.bytesRead, lastProgress: now, windowStart: now, windowBytes: socket.bytesRead });
    timer ??= setInterval(tick, tickMs).unref();
  };
  server.on("request", onRequest);
  return () => {
    server.off("request", onRequest);
    if (timer) clearInterval(timer);
    watched.clear();
  };
}

/** A whole HTTP/1.1 response with a JSON body that closes the connection. */
export function rawResponse(status: number, reason: string, json: string): string {
  return `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`;
}
