/**
 * GET /api/v1/health/ready on the real app and a real database: ready when everything is, and 503
 * naming the failing check when the database is closed, a migration of this build is missing, or
 * mail has stalled while this process's worker runs.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { outbox } from "#db/schema/index.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db.ts";
import { createTestApp, silentLogger } from "#tests/support/test-app.ts";
import { createApp } from "../app.ts";
import { loadConfig } from "../env.ts";
import { createTransport } from "../messaging/create-transport.ts";
import { enqueueEmail } from "../messaging/outbox.ts";
import { OutboxWorker } from "../messaging/outbox-worker.ts";
import { lastShippedMigration } from "#db/migration-state.ts";
import { OUTBOX_STALLED_AFTER_S } from "./readiness.ts";

interface ReadyBody {
  status: string;
  code?: string;
  message?: string;
  checks: {
    database: { status: string; latency_ms: number };
    migrations: { status: string; expected: string; applied: boolean | null };
    outbox: { status: string; oldest_due_age_s: number | null; stalled_after_s: number };
  };
}

async function ready(app: { request(path: string): Response | Promise<Response> }): Promise<{ status: number; body: ReadyBody }> {
  const res = await app.request("/api/v1/health/ready");
  return { status: res.status, body: (await res.json()) as ReadyBody };
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

test("ready: the database answers, this build's last migration is applied; without a mail worker the outbox is not this process's to judge", async () => {
  const { status, body } = await ready(createTestApp(database));
  expect(status).toBe(200);
  expect(body).toMatchObject({
    status: "ready",
    checks: {
      database: { status: "pass" },
      migrations: { status: "pass", expected: lastShippedMigration().tag, applied: true },
      outbox: { status: "skipped", oldest_due_age_s: null },
    },
  });
});

test("outbox stalled: a message due for longer than the limit while the worker runs → 503 naming the outbox; delivered, ready again", async () => {
  const config = loadConfig({ NODE_ENV: "test" });
  // A worker that runs but will not look again for an hour: the state of a worker stuck after its last pass.
  const worker = new OutboxWorker({ db: database.db, transport: createTransport(config, silentLogger), logger: silentLogger, pollMs: 3_600_000 });
  worker.start();
  try {
    // start() makes its first pass on the next turn of the loop; let it finish before queuing.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await worker.runOnce();
    const app = createApp({ config, database, logger: silentLogger, mailWorker: worker });
    expect((await ready(app)).body.checks.outbox).toMatchObject({ status: "pass", oldest_due_age_s: null });

    const id = await enqueueEmail(database.db, { to: "seller@example.com", subject: "Your closing", text: "Hello", kind: "test.readiness" });
    // Due five minutes ago: behind, not stalled.
    await database.db.execute(sql`update ${outbox} set next_attempt_at = now() - interval '5 minutes' where id = ${id}`);
    expect(await ready(app)).toMatchObject({ status: 200, body: { checks: { outbox: { status: "pass" } } } });

    await database.db.execute(sql`update ${outbox} set next_attempt_at = now() - (${OUTBOX_STALLED_AFTER_S + 60} * interval '1 second') where id = ${id}`);
    const stalled = await ready(app);
    expect(stalled.status).toBe(503);
    expect(stalled.body).toMatchObject({ status: "not_ready", code: "not_ready", checks: { database: { status: "pass" }, migrations: { status: "pass" }, outbox: { status: "fail" } } });
    expect(stalled.body.message).toBe("Not ready: outbox failing.");
    expect(stalled.body.checks.outbox.oldest_due_age_s).toBeGreaterThan(OUTBOX_STALLED_AFTER_S);

    expect(await worker.runOnce()).toBe(1);
    expect(await ready(app)).toMatchObject({ status: 200, body: { status: "ready", checks: { outbox: { status: "pass", oldest_due_age_s: null } } } });
  } finally {
    await worker.stop();
  }
});

describe("on a database of its own", () => {
  let own: TestDatabase;
  beforeAll(async () => {
    own = await createTestDatabase();
  });
  afterAll(async () => {
    await own.close();
  });

  test("a migration of this build not applied → 503 naming the migrations", async () => {
    const app = createTestApp(own);
    expect((await ready(app)).status).toBe(200);
    // As if this build were started against a database one migration behind.
    await own.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    const behind = await ready(app);
    expect(behind.status).toBe(503);
    expect(behind.body).toMatchObject({
      status: "not_ready",
      message: "Not ready: migrations failing.",
      checks: { database: { status: "pass" }, migrations: { status: "fail", expected: lastShippedMigration().tag, applied: false } },
    });
  });

  test("the database closed → 503 naming the database; the checks that need it are skipped, not failed", async () => {
    const app = createTestApp(own);
    await own.close();
    const res = await app.request("/api/v1/health/ready");
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await res.json()).toMatchObject({
      status: "not_ready",
      code: "not_ready",
      message: "Not ready: database failing.",
      checks: { database: { status: "fail" }, migrations: { status: "skipped", applied: null }, outbox: { status: "skipped" } },
    });
  });
});
