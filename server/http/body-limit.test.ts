/**
 * Body limits over a real socket, where Content-Length is known before the body is read (the
 * fast path) or absent because the body is chunked (hono's counting reader).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db.ts";
import { startServer, type RunningServer } from "#tests/support/running-server.ts";

let database: TestDatabase;
let server: RunningServer;
beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServer(database);
});
afterAll(async () => {
  await server.close();
  await database.close();
});

const chunked = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      const bytes = new TextEncoder().encode(text);
      for (let i = 0; i < bytes.length; i += 8192) controller.enqueue(bytes.subarray(i, i + 8192));
      controller.close();
    },
  });

describe.each([
  ["/api/v1/leads", 40 * 1024, "payload_too_large"],
  ["/auth/v1/signup", 70 * 1024, "request_too_large"],
])("POST %s", (path, size, code) => {
  const body = JSON.stringify({ name: "Lee", email: "lee@example.com", password: "x", message: "m".repeat(size) });

  test("over the limit with Content-Length: 413 before the body is read", async () => {
    const res = await fetch(`${server.url}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body });
    expect(res.status).toBe(413);
    expect(JSON.stringify(await res.json())).toContain(code);
  });

  test("over the limit, chunked (no Content-Length): 413 as well", async () => {
    const res = await fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: chunked(body),
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
  });

  test("within the limit, chunked: read and answered normally", async () => {
    const small = JSON.stringify({ name: "Lee Park", email: "lee@example.com", password: "correct horse", message: "Closing in Ames?" });
    const res = await fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: chunked(small),
      duplex: "half",
    } as RequestInit);
    expect([200, 201]).toContain(res.status);
  });
});
