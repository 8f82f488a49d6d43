/**
 * Pre-rendered pages and built files answered straight from Node's request event, without the
 * app's middleware chain and a Request/Response pair per request: on a small server that chain
 * cost more than the answer (docs/decisions/020-static-answers.md).
 *
 * What is sent is still the app's own answer. The first request for a file, method and encoding
 * is handed to the app (with the request id this request is given, so its access line is this
 * request's); its status, headers and body are kept and sent again, with a fresh request id and
 * the same access line, to every later request they fit. A page's answer depends only on those
 * three (server/static/web-routes.ts; the body on the encoding chosen, web-build.ts
 * chooseEncoding). Anything else — If-None-Match (a 304), a request body, a client's own request
 * id, a path that is not exactly a built file or pre-rendered route — goes to the app as before.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { classifyPath } from "#core/site/routes.ts";
import type { Logger } from "../logger.ts";
import { chooseEncoding, type StaticFile, type WebBuild } from "./web-build.ts";

type Fetch = (request: Request) => Response | Promise<Response>;

interface Answer {
  status: number;
  /** Name, value, name, value… as Node's writeHead takes them; without the request id. */
  headers: string[];
  body: Buffer;
}

const REQUEST_ID = "x-request-id";

/** Answers sent from the cache, by method: plain integers, read by /metrics at scrape time (server/metrics/request-metrics.ts). */
export interface AnswerTally {
  GET: number;
  HEAD: number;
}

export class StaticAnswers {
  private readonly answers = new Map<string, Answer>();

  constructor(
    private readonly fetch: Fetch,
    private readonly build: WebBuild,
    private readonly logger: Logger,
    private readonly tally?: AnswerTally,
  ) {}

  /** True when it answers the request; false when the app must. */
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    const method = req.method;
    if (method !== "GET" && method !== "HEAD") return false;
    const h = req.headers;
    if (h["if-none-match"] !== undefined || h["content-length"] !== undefined || h["transfer-encoding"] !== undefined || h[REQUEST_ID] !== undefined) {
      return false;
    }
    const url = req.url ?? "";
    const query = url.indexOf("?");
    const path = query === -1 ? url : url.slice(0, query);
    const file = this.fileAt(path);
    if (!file) return false;
    const acceptEncoding = h["accept-encoding"];
    const key = `${method} ${chooseEncoding(file, acceptEncoding) ?? ""} ${path}`;
    const known = this.answers.get(key);
    if (known) {
      const start = performance.now();
      const requestId = randomUUID();
      send(res, known, requestId);
      if (this.tally) this.tally[method]++;
      // The same access line as server/http/request-log.ts writes for the app's answers.
      this.logger.info({ requestId, method, path, status: known.status, ms: Math.round((performance.now() - start) * 10) / 10 }, "request");
      return true;
    }
    void this.learn(key, method, path, acceptEncoding, res);
    return true;
  }

  /** The app answers this request; a 200 is kept for the next ones. */
  private async learn(key: string, method: string, path: string, acceptEncoding: string | undefined, res: ServerResponse): Promise<void> {
    const requestId = randomUUID();
    try {
      const headers = new Headers({ [REQUEST_ID]: requestId });
      if (acceptEncoding !== undefined) headers.set("accept-encoding", acceptEncoding);
      const response = await this.fetch(new Request(`http://localhost${path}`, { method, headers }));
      const flat: string[] = [];
      response.headers.forEach((value, name) => {
        if (name !== REQUEST_ID) flat.push(name, value);
      });
      const answer = { status: response.status, headers: flat, body: Buffer.from(await response.arrayBuffer()) };
      if (answer.status === 200) this.answers.set(key, answer);
      send(res, answer, requestId);
    } catch (err) {
      this.logger.error({ err, requestId, method, path }, "request failed");
      res.destroy();
    }
  }

  /** The file the web app serves with 200 at exactly this path, if it is one to answer here. */
  private fileAt(path: string): StaticFile | undefined {
    // Percent-escapes and other spellings of a path are decoded by the app; only exact paths here.
    if (path[0] !== "/" || path.includes("%") || path.startsWith("/api/") || path.startsWith("/auth/") || path.startsWith("/files/")) return undefined;
    const asset = this.build.file(path);
    if (asset) return asset.urlPath.endsWith(".html") ? undefined : asset;
    const target = classifyPath(path);
    return target.kind === "prerendered" && target.path === path ? this.build.page(path) : undefined;
  }
}

function send(res: ServerResponse, answer: Answer, requestId: string): void {
  res.writeHead(answer.status, [...answer.headers, REQUEST_ID, requestId]);
  res.end(answer.body);
}
