/**
 * Sends one request over a real socket, as bytes: the node-server layer in front of the app
 * sees exactly what a client sent (raw bodies, odd headers, invalid escapes), not a Request object.
 */
import { Agent, request } from "node:http";
import type { Socket } from "node:net";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";

export interface HttpResponse {
  status: number;
  headers: Record<string, string>;
  text: string;
  /** The parsed body, when it is JSON. */
  json?: unknown;
  /** Set when no complete answer came (connection reset, timeout). */
  error?: string;
  ms: number;
}

export interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** No Content-Length: Node then sends the body with Transfer-Encoding: chunked. */
  chunked?: boolean;
}

export function httpClient(baseUrl: string, timeoutMs = 15_000) {
  const url = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  // What each kept-alive connection carried last: when a request on it gets no answer, the
  // request before it is the likely cause (it left something behind on the connection).
  const lastOnSocket = new WeakMap<Socket, string>();
  const send = (req: RawRequest): Promise<HttpResponse> =>
    new Promise((resolve) => {
      const started = performance.now();
      const done = (r: Omit<HttpResponse, "ms">) => resolve({ ...r, ms: Math.round(performance.now() - started) });
      let answered = false;
      const headers: Record<string, string> = { ...req.headers };
      if (req.body && !req.chunked) headers["content-length"] = String(req.body.length);
      if (req.body && req.chunked) headers["transfer-encoding"] = "chunked";
      const outgoing = request(
        { host: url.hostname, port: url.port, method: req.method, path: req.path, headers, agent, timeout: timeoutMs },
        (res) => {
          answered = true;
          // A live stream (GET /api/v1/events) never ends by itself: its status and headers are the
          // answer, and the connection is let go (the server drops the stream when it closes).
          if (/^text\/event-stream/i.test(String(res.headers["content-type"] ?? ""))) {
            const responseHeaders = Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(", ") : (v ?? "")]));
            res.destroy();
            return done({ status: res.statusCode ?? 0, headers: responseHeaders, text: "" });
          }
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("error", (err) => done({ status: res.statusCode ?? 0, headers: {}, text: "", error: `response: ${err.message}` }));
          res.on("end", () => {
            const responseHeaders = Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(", ") : (v ?? "")]));
            let text: string;
            try {
              text = decode(Buffer.concat(chunks), responseHeaders["content-encoding"]).toString("utf8");
            } catch (err) {
              return done({ status: res.statusCode ?? 0, headers: responseHeaders, text: "", error: `undecodable body: ${(err as Error).message}` });
            }
            let json: unknown;
            if (/json/i.test(responseHeaders["content-type"] ?? "")) {
              try {
                json = JSON.parse(text);
              } catch {
                json = undefined;
              }
            }
            done({ status: res.statusCode ?? 0, headers: responseHeaders, text, json });
          });
        },
      );
      let previous: string | undefined;
      outgoing.on("socket", (socket) => {
        previous = lastOnSocket.get(socket);
        lastOnSocket.set(socket, `${req.method} ${req.path.slice(0, 120)} (${req.body?.length ?? 0} bytes${req.chunked ? ", chunked" : ""})`);
      });
      outgoing.on("timeout", () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      outgoing.on("error", (err) => {
        // A server may answer (413) before reading a large body and close; the answer counts.
        if (!answered) done({ status: 0, headers: {}, text: "", error: previous ? `${err.message}; the connection's previous request: ${previous}` : err.message });
      });
      if (req.body && req.chunked && req.body.length > 1) {
        // Two chunks, so the server cannot take the body in one read.
        const half = Math.floor(req.body.length / 2);
        outgoing.write(req.body.subarray(0, half));
        outgoing.end(req.body.subarray(half));
      } else outgoing.end(req.body);
    });
  return { send, close: () => agent.destroy() };
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  switch ((encoding ?? "").trim().toLowerCase()) {
    case "gzip":
      return gunzipSync(body);
    case "br":
      return brotliDecompressSync(body);
    case "deflate":
      return inflateSync(body);
    default:
      return body;
  }
}
