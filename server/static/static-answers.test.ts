import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { Writable } from "node:stream";
import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createHttpServer } from "../http/http-server.ts";
import { requestLog } from "../http/request-log.ts";
import { WebBuild } from "./web-build.ts";
import { webRoutes } from "./web-routes.ts";
import { UUID_PATTERN } from "#core/validation/uuid.ts";

const files: Record<string, string> = {
  "index.html": `<!doctype html><html><body><h1>Close With Confidence</h1><script>window.__ctx = 1;</script>${"<p>Iowa closings.</p>".repeat(60)}</body></html>`,
  "team/index.html": `<!doctype html><h1>Meet Our Team</h1>${"<p>Our closers.</p>".repeat(60)}`,
  "404/index.html": "<!doctype html><h1>Page Not Found</h1>",
  "__spa-fallback.html": "<!doctype html><div id=app-shell></div>",
  "assets/entry-abc123.js": `console.log(${JSON.stringify("x".repeat(4000))});`,
  "robots.txt": "User-agent: *\nAllow: /\n",
};

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let dir: string;
let app: Hono;
let server: Server;
let base: { host: string; port: number };
const logLines: { requestId: string; method: string; path: string; status: number }[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "hc-static-"));
  for (const [rel, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), body);
  }
  const web = WebBuild.load(dir)!;
  const logger = pino(
    { level: "info" },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(JSON.parse(chunk.toString("utf8")));
        done();
      },
    }),
  );
  // The parts of server/app.ts's chain that shape a page's answer: request id, access log, security headers.
  app = new Hono();
  app.use(requestId());
  app.use(requestLog(logger));
  app.use(secureHeaders({ contentSecurityPolicy: undefined, overwrite: false }));
  app.route("/", webRoutes(web));
  server = createHttpServer(app, { port: 0, hostname: "127.0.0.1" }, { static: { web, logger } });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  base = { host: "127.0.0.1", port: (server.address() as AddressInfo).port };
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

/** The bytes on the wire (fetch would decompress them). */
function raw(path: string, opts: { method?: string; headers?: Record<string, string> } = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request({ ...base, path, method: opts.method ?? "GET", headers: opts.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** Headers that differ between two answers by design. */
function stable(headers: IncomingHttpHeaders | Headers): Record<string, string> {
  const entries = headers instanceof Headers ? [...headers.entries()] : Object.entries(headers).map(([k, v]) => [k, String(v)] as const);
  const out: Record<string, string> = {};
  for (const [k, v] of entries) if (!["date", "x-request-id", "connection", "keep-alive"].includes(k)) out[k] = v;
  return out;
}

const UUID = new RegExp(`^${UUID_PATTERN}$`);

describe("pages and built files are the app's own answers, every time", () => {
  const paths = ["/", "/team", "/assets/entry-abc123.js", "/robots.txt"];
  const encodings = ["br, gzip", "gzip", ""];
  test.each(paths.flatMap((p) => encodings.flatMap((e) => ["GET", "HEAD"].map((m) => [m, p, e] as const))))(
    "%s %s (Accept-Encoding %j): the first and later answers equal the app's",
    async (method, path, encoding) => {
      const headers = encoding ? { "accept-encoding": encoding } : undefined;
      const expected = await app.request(path, { method, headers });
      const expectedBody = Buffer.from(await expected.arrayBuffer());
      for (let i = 0; i < 3; i++) {
        const got = await raw(path, { method, headers });
        expect(got.status).toBe(expected.status);
        expect(stable(got.headers)).toEqual(stable(expected.headers));
        expect(got.body.equals(method === "HEAD" ? Buffer.alloc(0) : expectedBody)).toBe(true);
        expect(got.headers["x-request-id"]).toMatch(UUID);
      }
    },
  );

  test("each answer has its own request id, and its own access line with that id", async () => {
    await raw("/team");
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await raw("/team")).headers["x-request-id"] as string);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(logLines.filter((l) => l.requestId === id)).toEqual([expect.objectContaining({ method: "GET", path: "/team", status: 200 })]);
  });

  test("a query string does not change the page", async () => {
    const plain = await raw("/team", { headers: { "accept-encoding": "gzip" } });
    const tagged = await raw("/team?utm_source=newsletter", { headers: { "accept-encoding": "gzip" } });
    expect(tagged.status).toBe(200);
    expect(tagged.body.equals(plain.body)).toBe(true);
  });
});

describe("everything else still goes to the app", () => {
  test("an unchanged page answers 304 to If-None-Match", async () => {
    const etag = (await raw("/team")).headers.etag!;
    const again = await raw("/team", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  test("a client's own request id is kept", async () => {
    const res = await raw("/team", { headers: { "x-request-id": "trace-42" } });
    expect(res.headers["x-request-id"]).toBe("trace-42");
  });

  test.each([
    ["/team/", 200, "Meet Our Team"],
    ["/te%61m", 200, "Meet Our Team"],
    ["/index.html", 404, "Page Not Found"],
    ["/no-such-page", 404, "Page Not Found"],
    ["/dashboard", 200, "app-shell"],
  ])("GET %s → %i as the app answers it", async (path, status, text) => {
    const res = await raw(path);
    const expected = await app.request(path);
    expect(res.status).toBe(status);
    expect(expected.status).toBe(status);
    expect(res.body.toString("utf8")).toContain(text);
  });

  test("a POST goes to the app (no route here: 404)", async () => {
    expect((await raw("/team", { method: "POST" })).status).toBe(404);
  });
});
