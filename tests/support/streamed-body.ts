/**
 * Sends a large request body the way an abusive client does: generated a piece at a time (never
 * held whole here), with Content-Length or chunked, at full speed or trickled. Resolves with the
 * server's answer as soon as it comes, even when the server stops reading and closes first.
 */
import { request } from "node:http";

export interface StreamedAnswer {
  status: number;
  json: unknown;
  /** Milliseconds from the first byte sent to the answer (or the connection's end). */
  ms: number;
  /** Body bytes written before the answer came. */
  sent: number;
  /** Set when no answer came: the connection was reset or closed first. */
  error?: string;
}

export interface StreamedBody {
  bytes: number;
  /** No Content-Length: Transfer-Encoding: chunked. */
  chunked?: boolean;
  /** Bytes per write (default 64 KiB). */
  piece?: number;
  /** Wait between writes, for a body that trickles in. */
  everyMs?: number;
  /** Stop writing after this many bytes and keep the connection open (a stalled client). */
  stallAfter?: number;
  /** The body's first bytes (e.g. the start of a JSON object or multipart framing); padding follows. */
  prefix?: Buffer;
}

export function sendStreamed(baseUrl: string, method: string, path: string, headers: Record<string, string>, body: StreamedBody): Promise<StreamedAnswer> {
  const url = new URL(path, baseUrl);
  const piece = body.piece ?? 64 * 1024;
  const started = performance.now();
  return new Promise((resolve) => {
    let sent = 0;
    let settled = false;
    const finish = (answer: Omit<StreamedAnswer, "ms" | "sent">) => {
      if (settled) return;
      settled = true;
      resolve({ ...answer, ms: Math.round(performance.now() - started), sent });
      outgoing.destroy();
    };
    const outgoing = request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: url.pathname + url.search,
        headers: { ...headers, ...(body.chunked ? { "transfer-encoding": "chunked" } : { "content-length": String(body.bytes) }) },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("error", () => finish({ status: res.statusCode ?? 0, json: undefined }));
        res.on("end", () => {
          let json: unknown;
          try {
            json = JSON.parse(Buffer.concat(chunks).toString("utf8"));
          } catch {
            json = undefined;
          }
          finish({ status: res.statusCode ?? 0, json });
        });
      },
    );
    outgoing.on("error", (err) => {
      // The answer may already be on its way: give the response a moment to arrive first.
      setTimeout(() => finish({ status: 0, json: undefined, error: err.message }), 200);
    });
    const padding = Buffer.alloc(piece, 0x61);
    const write = () => {
      while (!settled && sent < body.bytes) {
        if (body.stallAfter !== undefined && sent >= body.stallAfter) return;
        let chunk = sent === 0 && body.prefix ? body.prefix : padding;
        chunk = chunk.subarray(0, Math.min(chunk.length, body.bytes - sent));
        sent += chunk.length;
        const more = outgoing.write(chunk);
        if (body.everyMs) {
          setTimeout(write, body.everyMs);
          return;
        }
        if (!more) {
          outgoing.once("drain", write);
          return;
        }
      }
      if (!settled && sent >= body.bytes) outgoing.end();
    };
    write();
  });
}
