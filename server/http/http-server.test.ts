/**
 * A client that sends its request and then closes its half of the socket still gets the answer,
 * on the slowest route (sign-up hashes a password) as on a fast one, and the server closes the
 * socket once it has answered. A request Node cannot parse gets a JSON error with a code.
 */
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db.ts";
import { startServer, type RunningServer } from "#tests/support/running-server.ts";
import { uniqueEmail } from "#tests/support/auth-requests.ts";

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

/** Writes `raw` and half-closes at once; resolves with all the server sent before it closed. */
function sendAndHalfClose(raw: string): Promise<{ text: string; closedByServer: boolean }> {
  const { port, hostname } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(raw));
    let text = "";
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ text, closedByServer: false });
    }, 15_000);
    socket.on("data", (chunk) => (text += chunk.toString()));
    socket.on("end", () => {
      clearTimeout(timer);
      resolve({ text, closedByServer: true });
    });
    socket.on("error", reject);
  });
}

const post = (path: string, body: unknown) => {
  const json = JSON.stringify(body);
  return `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`;
};

describe("a request followed at once by the client's FIN", () => {
  test("sign-up (the slowest route) is answered, with the session, and the socket then closed", async () => {
    const email = uniqueEmail("half-open");
    const { text, closedByServer } = await sendAndHalfClose(post("/auth/v1/signup", { email, password: "correct horse", data: { account_type: "agent" } }));
    expect(text).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(text).toContain(`"email":"${email}"`);
    expect(text).toContain('"access_token"');
    expect(closedByServer).toBe(true);
  });

  test("a lead post is answered 201", async () => {
    const { text } = await sendAndHalfClose(post("/api/v1/leads", { name: "Half Open", email: uniqueEmail("lead"), message: "Still there?" }));
    expect(text).toMatch(/^HTTP\/1\.1 201 Created\r\n/);
  });
});

describe("requests Node cannot parse get the API's error shape", () => {
  test.each([
    ["headers over 16 KB", `GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${"x".repeat(20_000)}\r\n\r\n`, 431, "request_header_too_large"],
    ["a broken request line", "GET /api/v1/health HTTP/9\r\n\r\n", 400, "bad_request"],
    ["a header without a colon", "GET /api/v1/health HTTP/1.1\r\nHost localhost\r\n\r\n", 400, "bad_request"],
  ])("%s: %i with a code", async (_what, raw, status, code) => {
    const { text } = await sendAndHalfClose(raw);
    expect(text).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(text).toMatch(/\r\ncontent-type: application\/json\r\n/i);
    expect(JSON.parse(text.slice(text.indexOf("\r\n\r\n") + 4))).toMatchObject({ code });
  });
});
