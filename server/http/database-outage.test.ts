/**
 * A database outage under a running app: every route that needs the database answers 503
 * `database_unavailable` with Retry-After in its API's shape (not a 500), and the log says so
 * once, at warn, instead of an error per request. PGlite: the instance is closed under the app.
 * PostgreSQL: the connection is cut at a TCP relay, then restored.
 */
import { Writable } from "node:stream";
import type { Hono } from "hono";
import pino from "pino";
import { afterEach, describe, expect, test } from "vitest";
import { openDatabase, type Database } from "#db/client.ts";
import { call, signUp, uniqueEmail } from "#tests/support/auth-requests.ts";
import { TcpRelay, viaPort } from "#tests/support/tcp-relay.ts";
import { createTestDatabase, testDatabaseKind } from "#tests/support/test-db.ts";
import { createApp } from "../app.ts";
import { loadConfig } from "../env.ts";

interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** A pino logger writing JSON lines into memory, as the server writes them to stdout. */
function memoryLogger() {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split("\n")) if (line) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return { logger: pino({ level: "info" }, stream), lines };
}

interface Outage {
  app: Hono;
  lines: LogLine[];
  cut(): Promise<void>;
  /** PostgreSQL only: the database is reachable again. */
  restore?: () => Promise<void>;
  close(): Promise<void>;
}

async function appWithOutage(): Promise<Outage> {
  const { logger, lines } = memoryLogger();
  const config = loadConfig({ NODE_ENV: "test" });
  const clone = await createTestDatabase();
  if (clone.kind === "pglite") {
    const app = createApp({ config, database: clone, logger });
    return { app, lines, cut: () => clone.close(), close: () => clone.close() };
  }
  const real = new URL(clone.url!);
  const relay = new TcpRelay({ host: real.hostname, port: Number(real.port || 5432) });
  const port = await relay.up();
  const database: Database = await openDatabase({ url: viaPort(clone.url!, port), poolMax: 4 });
  const app = createApp({ config, database, logger });
  return {
    app,
    lines,
    cut: () => relay.down(),
    restore: async () => {
      await relay.up(port);
    },
    close: async () => {
      await relay.down();
      await database.close();
      await clone.close();
    },
  };
}

const lead = () => ({ name: "Lee Park", email: uniqueEmail("lead"), message: "Can you close a cash sale in Ames by the 18th?" });

let outage: Outage | undefined;
afterEach(async () => {
  await outage?.close();
  outage = undefined;
});

describe(`a database outage under the app (${testDatabaseKind()})`, () => {
  test("data API and auth API answer 503 database_unavailable with Retry-After; the log says so once", async () => {
    outage = await appWithOutage();
    const { app, lines } = outage;
    const { email, password, session } = await signUp(app);
    expect((await call(app, "POST", "/api/v1/leads", { body: lead() })).status).toBe(201);

    await outage.cut();

    const api = [
      await call(app, "POST", "/api/v1/leads", { body: lead() }),
      await call(app, "GET", "/api/v1/me", { token: session.access_token }),
      // Signed in: the sender's account cannot be read, so the post fails rather than going anonymous.
      await call(app, "POST", "/api/v1/leads", { body: lead(), token: session.access_token }),
    ];
    for (const res of api) {
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(res.json).toMatchObject({ code: "database_unavailable", message: expect.stringMatching(/can't reach our database/) });
    }
    const auth = [
      await call(app, "POST", "/auth/v1/signup", { body: { email: uniqueEmail(), password: "correct horse", data: { account_type: "agent" } } }),
      await call(app, "POST", "/auth/v1/token?grant_type=password", { body: { email, password } }),
    ];
    for (const res of auth) {
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
      // GoTrue's shape, which @supabase/auth-js reads (it retries a 503).
      expect(res.json).toMatchObject({ code: 503, error_code: "database_unavailable", msg: expect.stringMatching(/can't reach our database/) });
    }
    const health = await call(app, "GET", "/api/v1/health");
    expect(health.status).toBe(503);
    expect(health.json).toMatchObject({ code: "database_unavailable", status: "unavailable" });

    const warnings = lines.filter((l) => l.level === 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.msg).toMatch(/database unreachable/);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    // Each request still has its access line, as an expected answer rather than a failure.
    const accessLines = lines.filter((l) => l.msg === "request" && l.status === 503);
    expect(accessLines).toHaveLength(6);
  });

  test.runIf(testDatabaseKind() === "postgres")("when the database is back, requests succeed again and the log says so once", async () => {
    outage = await appWithOutage();
    const { app, lines } = outage;
    await outage.cut();
    expect((await call(app, "POST", "/api/v1/leads", { body: lead() })).status).toBe(503);
    await outage.restore!();
    expect((await call(app, "POST", "/api/v1/leads", { body: lead() })).status).toBe(201);
    await expect.poll(() => lines.filter((l) => l.msg === "database reachable again"), { timeout: 5_000 }).toHaveLength(1);
    expect(lines.filter((l) => l.level === 40)).toHaveLength(1);
  });
});
