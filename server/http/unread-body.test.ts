/**
 * A body the server refuses without reading (over a size limit) must not break the keep-alive
 * connection it came on: the next request on that connection gets its answer. Found by the API
 * fuzzer (tests/fuzz/): after a 413 to a ~1 MB body, the next request failed with "socket hang up".
 */
import { Agent, request } from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startServer, type RunningServer } from "#tests/support/running-server.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db.ts";

let database: TestDatabase;
let server: RunningServer;
// One socket, so every request after the first reuses the same connection.
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServer(database);
});
afterAll(async () => {
  agent.destroy();
  await server.close();
  await database.close();
});

function send(method: string, path: string, body?: Buffer, chunked = false) {
  return new Promise<{ status: number; connection: string | undefined; text: string }>((resolve, reject) => {
    const url = new URL(path, server.url);
    const headers: Record<string, string> = body ? { "content-type": "application/json" } : {};
    if (body) headers[chunked ? "transfer-encoding" : "content-length"] = chunked ? "chunked" : String(body.length);
    const req = request({ host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers, agent }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, connection: res.headers.connection, text }));
    });
    req.on("error", (err) => reject(err));
    if (body && chunked) {
      // Several chunks, no Content-Length: the size limit has to count, reading part of it.
      for (let at = 0; at < body.length; at += 256 * 1024) req.write(body.subarray(at, at + 256 * 1024));
      req.end();
    } else req.end(body);
  });
}

const big = Buffer.from(JSON.stringify({ email: "big@example.com", message: "x".repeat(2 * 1024 * 1024) }));

describe("a refused body on a keep-alive connection", () => {
  test.each(["/api/v1/leads", "/auth/v1/signup", "/api/v1/no-such-endpoint"])(
    "%s: the answer closes the connection, and the next request is answered",
    async (path) => {
      const refused = await send("POST", path, big);
      expect([404, 413]).toContain(refused.status);
      expect(refused.connection).toBe("close");
      const next = await send("GET", "/api/v1/health");
      expect(next.status).toBe(200);
    },
  );

  test.each(["/api/v1/leads", "/auth/v1/signup"])("%s, chunked: the same after a 413 that read part of the body", async (path) => {
    const refused = await send("POST", path, big, true);
    expect(refused.status).toBe(413);
    expect(refused.connection).toBe("close");
    expect((await send("GET", "/api/v1/health")).status).toBe(200);
  });

  test("a body that was read keeps the connection open", async () => {
    const res = await send("POST", "/auth/v1/token?grant_type=refresh_token", Buffer.from(JSON.stringify({ refresh_token: "nope" })));
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toMatchObject({ error_code: "refresh_token_not_found" });
    expect(res.connection).toBe("keep-alive");
  });
});
