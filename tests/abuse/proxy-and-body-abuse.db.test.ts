/**
 * The abuse an outside probe tried on the signed-in half (issue 27), against the real server over
 * real sockets, run as a deployment runs it: behind one trusted proxy (TRUST_PROXY=true). The
 * proxy appends the address it saw to whatever X-Forwarded-For the client wrote, so an attacker
 * who rotates that header must still be counted as one address; and bodies over the limit are
 * refused before they are read, while everyone else's requests stay fast.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { FORM_LIMITS } from "#server/api/forms/form-limits.ts";
import { STATUS_PAGE_LIMIT } from "#server/api/status/status.routes.ts";
import { roomInWindow } from "#server/auth/tests/helpers.ts";
import { AUTH_LIMITS } from "#server/auth/limits.ts";
import { BODY_LIMITS } from "#server/http/body-limit.ts";
import { uniqueEmail } from "../support/auth-requests.ts";
import { startServer, type RunningServer } from "../support/running-server.ts";
import { sendStreamed } from "../support/streamed-body.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-db.ts";

let database: TestDatabase;
let server: RunningServer;
beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServer(database, { TRUST_PROXY: "true" });
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

let rotation = 0;
/** What the proxy forwards: the address the attacker wrote (a new one each time), then the one it saw. */
const rotated = (realAddress: string) => {
  rotation += 1;
  return `198.18.${Math.floor(rotation / 250)}.${(rotation % 250) + 1}, ${realAddress}`;
};

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${path}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
  return { status: res.status, json: (await res.json().catch(() => undefined)) as Record<string, unknown> | undefined };
}

async function healthMs(): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${server.url}/api/v1/health`);
  await res.arrayBuffer();
  expect(res.status).toBe(200);
  return performance.now() - started;
}

describe("rotating X-Forwarded-For behind the trusted proxy gives no fresh allowance", () => {
  test("sign-ups: one address gets its limit, then 429", async () => {
    // Counters are kept in fixed windows: start where the whole run fits in one.
    await roomInWindow(AUTH_LIMITS.signupPerIp.windowSeconds, 30);
    const limit = AUTH_LIMITS.signupPerIp.max;
    const tries = 2 * limit;
    let accepted = 0;
    for (let i = 0; i < tries; i += 1) {
      const res = await post(
        "/auth/v1/signup",
        { email: uniqueEmail("rotate"), password: "correct horse", data: { account_type: "agent" } },
        { "x-forwarded-for": rotated("203.0.113.10") },
      );
      if (res.status === 200) accepted += 1;
      else expect(res.status).toBe(429);
    }
    console.log(`[abuse] sign-ups from rotating X-Forwarded-For: ${accepted} of ${tries} accepted (limit ${limit})`);
    expect(accepted).toBe(limit);
  });

  test("guide downloads (a public form): one address gets its limit, then 429", async () => {
    await roomInWindow(FORM_LIMITS.guide_download.windowSeconds, 20);
    const limit = FORM_LIMITS.guide_download.max;
    const tries = 2 * limit + 5;
    let accepted = 0;
    for (let i = 0; i < tries; i += 1) {
      const res = await post("/api/v1/guide-downloads", { email: uniqueEmail("guide"), guide: "fsbo-package" }, { "x-forwarded-for": rotated("203.0.113.11") });
      if (res.status === 201) accepted += 1;
      else expect(res.status).toBe(429);
    }
    console.log(`[abuse] guide downloads from rotating X-Forwarded-For: ${accepted} of ${tries} accepted (limit ${limit})`);
    expect(accepted).toBe(limit);
  });

  test("status-page token guesses: one address gets its 60 a minute, then 429", async () => {
    await roomInWindow(STATUS_PAGE_LIMIT.windowSeconds, 8);
    const tries = 100;
    let answered = 0;
    for (let i = 0; i < tries; i += 1) {
      const guess = randomBytes(32).toString("base64url");
      const res = await fetch(`${server.url}/api/v1/status/${guess}`, { headers: { "x-forwarded-for": rotated("203.0.113.13") } });
      await res.arrayBuffer();
      if (res.status === 404) answered += 1;
      else expect(res.status).toBe(429);
    }
    console.log(`[abuse] status-page guesses from rotating X-Forwarded-For: ${answered} of ${tries} answered (limit ${STATUS_PAGE_LIMIT.max} a minute)`);
    expect(answered).toBe(STATUS_PAGE_LIMIT.max);
  });

  test("another real address behind the same proxy still has its own allowance", async () => {
    const res = await post("/api/v1/guide-downloads", { email: uniqueEmail("guide"), guide: "fsbo-package" }, { "x-forwarded-for": rotated("203.0.113.12") });
    expect(res.status).toBe(201);
  });
});

describe("a body over the limit is refused before it is read", () => {
  let token: string;
  beforeAll(async () => {
    const res = await post("/auth/v1/signup", { email: uniqueEmail("big-body"), password: "correct horse", data: { account_type: "agent" } }, { "x-forwarded-for": "203.0.113.20" });
    expect(res.status).toBe(200);
    token = res.json!.access_token as string;
  });

  test("100 MiB to POST /api/v1/clients, with Content-Length and chunked: 413 in the API's shape, health stays fast", async () => {
    const before = await healthMs();
    const headers = { "content-type": "application/json", authorization: `Bearer ${token}` };
    const prefix = Buffer.from('{"name":"Big Body","notes":"');
    const sends = [false, true, false, true, false, true].map((chunked) =>
      sendStreamed(server.url, "POST", "/api/v1/clients", headers, { bytes: 100 * 1024 * 1024, chunked, prefix }),
    );
    // Everyone else, meanwhile.
    const during = await Promise.all([healthMs(), healthMs(), healthMs()]);
    const answers = await Promise.all(sends);
    const after = await healthMs();
    console.log(
      `[abuse] six 100 MiB bodies to POST /api/v1/clients: ${answers.map((a) => `${a.status} after ${(a.sent / 1024).toFixed(0)} KiB sent, ${a.ms} ms`).join("; ")}; ` +
        `health ${before.toFixed(0)} ms before, ${Math.max(...during).toFixed(0)} ms at most during, ${after.toFixed(0)} ms after`,
    );
    for (const answer of answers) {
      expect(answer.status, answer.error).toBe(413);
      expect(answer.json).toMatchObject({ code: "payload_too_large" });
      // Nowhere near the whole body went in before the answer.
      expect(answer.sent).toBeLessThan(64 * 1024 * 1024);
    }
    expect(Math.max(...during, after)).toBeLessThan(1_000);
  });

  test("a body just over the JSON limit is refused; one just under is read", async () => {
    const headers = { authorization: `Bearer ${token}` };
    const over = await post("/api/v1/clients", { name: "Over", notes: "n".repeat(BODY_LIMITS.json) }, headers);
    expect(over.status).toBe(413);
    expect(over.json).toMatchObject({ code: "payload_too_large" });
    // Under the limit, the schema decides (notes are at most 5,000 characters).
    const under = await post("/api/v1/clients", { name: "Under", notes: "n".repeat(BODY_LIMITS.json - 1024) }, headers);
    expect(under.status).toBe(400);
  });
});
