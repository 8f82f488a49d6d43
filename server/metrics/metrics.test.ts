/**
 * /metrics scraped as Prometheus would, on the real app and a real database: each figure moves
 * when what it measures happens (issue 33, "Done when"), and only the operator can read it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { outbox } from "#db/schema/index.ts";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "#tests/support/test-db.ts";
import { createTestApp, silentLogger } from "#tests/support/test-app.ts";
import { freePort } from "#tests/support/free-port.ts";
import { addEvent, insertFile } from "#tests/support/kits/notifier.ts";
import { createApp } from "../app.ts";
import { loadConfig } from "../env.ts";
import { createHttpServer } from "../http/http-server.ts";
import { runExclusive } from "../jobs/job-lease.ts";
import { enqueueEmail } from "../messaging/outbox.ts";
import { WebBuild } from "../static/web-build.ts";
import { AppMetrics } from "./app-metrics.ts";
import { startMetricsListener } from "./metrics-listener.ts";
import { sampleValue } from "./scrape.ts";
import { fullCollection } from "#server/idle-gc.ts";

const TOKEN = randomBytes(24).toString("hex");
const auth = { authorization: `Bearer ${TOKEN}` };

let database: TestDatabase;
let app: Hono;
beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database, { env: { METRICS_TOKEN: TOKEN, CLOSING_NOTIFY_BATCH_SECONDS: "60" } });
});
afterAll(async () => {
  await database.close();
});

async function scrape(on: Hono = app): Promise<string> {
  const res = await on.request("/metrics", { headers: auth });
  expect(res.status).toBe(200);
  return res.text();
}

describe("who may read /metrics", () => {
  test("unconfigured, /metrics does not exist: 404, as any unknown page", async () => {
    const plain = createTestApp(database);
    const res = await plain.request("/metrics", { headers: auth });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: "not_found" });
  });

  test("with METRICS_TOKEN: 401 without the token or with a wrong one, 200 in Prometheus' text format with it", async () => {
    const none = await app.request("/metrics");
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect((await app.request("/metrics", { headers: { authorization: `Bearer ${TOKEN.slice(0, -1)}x` } })).status).toBe(401);
    expect((await app.request("/metrics", { headers: { authorization: TOKEN } })).status).toBe(401);
    const ok = await app.request("/metrics", { headers: auth });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await ok.text();
    expect(text).toContain("# TYPE heartland_http_requests_total counter");
    expect(sampleValue(text, "heartland_database_up")).toBe(1);
  });

  test("a token shorter than 32 characters, or a listen address that is not host:port, is refused at start-up", () => {
    expect(() => loadConfig({ NODE_ENV: "test", METRICS_TOKEN: "short-token" })).toThrow(/METRICS_TOKEN: must be at least 32 characters/);
    expect(() => loadConfig({ NODE_ENV: "test", METRICS_LISTEN: "9464" })).toThrow(/METRICS_LISTEN: must be host:port/);
    expect(() => loadConfig({ NODE_ENV: "test", METRICS_LISTEN: "127.0.0.1:99999" })).toThrow(/METRICS_LISTEN: must be host:port/);
    expect(loadConfig({ NODE_ENV: "test", METRICS_LISTEN: "[::1]:9464" }).METRICS_LISTEN).toEqual({ host: "::1", port: 9464 });
  });

  test("METRICS_LISTEN serves /metrics on its own port, and the site's port answers 404", async () => {
    const port = await freePort();
    const config = loadConfig({ NODE_ENV: "test", METRICS_LISTEN: `127.0.0.1:${port}` });
    const metrics = new AppMetrics(config, database);
    const site = createApp({ config, database, logger: silentLogger, metrics });
    const listener = startMetricsListener(metrics, config, silentLogger)!;
    await new Promise<void>((resolve) => listener.once("listening", () => resolve()));
    try {
      expect((await site.request("/metrics")).status).toBe(404);
      await site.request("/api/v1/health");
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(sampleValue(text, "heartland_http_requests_total", { route: "/api/v1/health", status: "200" })).toBe(1);
      expect((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
  });
});

describe("requests", () => {
  test("counted under the route template, never the address asked for; 404 and 500 under their status", async () => {
    const token = randomBytes(32).toString("base64url"); // the shape of a real link token (server/closing/link-tokens.ts)
    const miss = await app.request(`/api/v1/status/${token}`);
    expect(miss.status).toBe(404);
    await app.request("/api/v1/no-such-endpoint");
    let text = await scrape();
    expect(sampleValue(text, "heartland_http_requests_total", { method: "GET", route: "/api/v1/status/:token", status: "404" })).toBe(1);
    expect(sampleValue(text, "heartland_http_requests_total", { method: "GET", route: "/api/*", status: "404" })).toBe(1);
    expect(text).not.toContain(token);
    expect(text).not.toContain("no-such-endpoint");
    expect(sampleValue(text, "heartland_http_request_duration_seconds_count", { route: "/api/v1/status/:token", status_class: "4xx" })).toBe(1);

    // A bug's 500 (a table the route reads is missing): counted with its status under the same template.
    await database.db.execute(sql`alter table closing_status_links rename to closing_status_links_gone`);
    try {
      expect((await app.request(`/api/v1/status/${token}`)).status).toBe(500);
    } finally {
      await database.db.execute(sql`alter table closing_status_links_gone rename to closing_status_links`);
    }
    text = await scrape();
    expect(sampleValue(text, "heartland_http_requests_total", { method: "GET", route: "/api/v1/status/:token", status: "500" })).toBe(1);
    expect(sampleValue(text, "heartland_http_request_duration_seconds_count", { route: "/api/v1/status/:token", status_class: "5xx" })).toBe(1);
  });

  test("pre-rendered pages and built files answered before the app are counted under route=\"static\"", async () => {
    const dir = mkdtempSync(join(tmpdir(), "hc-metrics-web-"));
    const files = { "index.html": "<!doctype html><h1>Close With Confidence</h1>", "assets/entry-abc123.js": "console.log(1);" };
    for (const [rel, body] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, rel)), { recursive: true });
      writeFileSync(join(dir, rel), body);
    }
    const web = WebBuild.load(dir)!;
    const config = loadConfig({ NODE_ENV: "test", METRICS_TOKEN: TOKEN });
    const metrics = new AppMetrics(config, database);
    const site = createApp({ config, database, logger: silentLogger, metrics, web });
    const server: Server = createHttpServer(site, { port: 0, hostname: "127.0.0.1" }, { static: { web, logger: silentLogger, tally: metrics.requests.staticTally } });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      // The first answer is learnt from the app (counted under its route); the next three are the cache's.
      for (let i = 0; i < 4; i++) expect((await fetch(`${base}/assets/entry-abc123.js`)).status).toBe(200);
      const text = await (await fetch(`${base}/metrics`, { headers: auth })).text();
      expect(sampleValue(text, "heartland_http_requests_total", { method: "GET", route: "static", status: "200" })).toBe(3);
      expect(sampleValue(text, "heartland_http_requests_total", { method: "GET", route: "/*", status: "200" })).toBe(1);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the database's side, read at each scrape", () => {
  test("outbox: a queued message raises the depth, and the oldest due message's age grows while it waits", async () => {
    const before = await scrape();
    expect(sampleValue(before, "heartland_outbox_depth")).toBe(0);
    expect(sampleValue(before, "heartland_outbox_oldest_due_age_seconds")).toBe(0);
    const id = await enqueueEmail(database.db, { to: "buyer@example.com", subject: "Your closing", text: "Hello", kind: "test.metrics" });
    // Due ten minutes ago, as if no worker had claimed it since.
    await database.db.execute(sql`update ${outbox} set next_attempt_at = now() - interval '10 minutes' where id = ${id}`);
    const first = await scrape();
    expect(sampleValue(first, "heartland_outbox_depth")).toBe(1);
    const age1 = sampleValue(first, "heartland_outbox_oldest_due_age_seconds")!;
    expect(age1).toBeGreaterThanOrEqual(600);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const age2 = sampleValue(await scrape(), "heartland_outbox_oldest_due_age_seconds")!;
    expect(age2 - age1).toBeGreaterThanOrEqual(1);
    await database.db.execute(sql`update ${outbox} set status = 'sent', sent_at = now() where id = ${id}`);
    expect(sampleValue(await scrape(), "heartland_outbox_depth")).toBe(0);
  });

  test("notifier lag: an untold change past its batch window shows how late it is", async () => {
    expect(sampleValue(await scrape(), "heartland_notifier_lag_seconds")).toBe(0);
    const file = await insertFile(database.db);
    // Inside the 60-second window: pending, not late.
    await addEvent(database.db, file.id, "title_opinion", "done", { secondsAgo: 30 });
    let text = await scrape();
    expect(sampleValue(text, "heartland_notifier_pending_events")).toBe(1);
    expect(sampleValue(text, "heartland_notifier_lag_seconds")).toBe(0);
    // A file whose last change was 11 minutes ago: 10 minutes past its window.
    const late = await insertFile(database.db);
    await addEvent(database.db, late.id, "title_opinion", "done", { secondsAgo: 660 });
    text = await scrape();
    expect(sampleValue(text, "heartland_notifier_pending_events")).toBe(2);
    expect(sampleValue(text, "heartland_notifier_lag_seconds")).toBeGreaterThanOrEqual(600);
    expect(sampleValue(text, "heartland_notifier_lag_seconds")).toBeLessThan(620);
  });

  test("scheduled jobs: the backup's success time, result and size, and a failure after it", async () => {
    expect(sampleValue(await scrape(), "heartland_job_last_result", { job: "backup" })).toBeUndefined();
    const t0 = Date.now() / 1000;
    await runExclusive(database.db, "backup", { leaseMs: 10_000, outputBytes: (n: number) => n }, async () => 123_456);
    let text = await scrape();
    const succeeded = sampleValue(text, "heartland_job_last_success_timestamp_seconds", { job: "backup" })!;
    expect(succeeded).toBeGreaterThanOrEqual(t0 - 5);
    expect(sampleValue(text, "heartland_job_last_result", { job: "backup" })).toBe(1);
    expect(sampleValue(text, "heartland_backup_last_size_bytes")).toBe(123_456);

    await expect(runExclusive(database.db, "backup", { leaseMs: 10_000 }, async () => Promise.reject(new Error("disk full")))).rejects.toThrow("disk full");
    text = await scrape();
    expect(sampleValue(text, "heartland_job_last_result", { job: "backup" })).toBe(0);
    // The last success stays where it was; the failed run's end is newer.
    expect(sampleValue(text, "heartland_job_last_success_timestamp_seconds", { job: "backup" })).toBe(succeeded);
    expect(sampleValue(text, "heartland_job_last_finish_timestamp_seconds", { job: "backup" })).toBeGreaterThanOrEqual(succeeded);
  });

  test.runIf(testDatabaseKind() === "postgres")("PostgreSQL pool: connections in use and queries waiting", async () => {
    const pool = database.pool!;
    const max = sampleValue(await scrape(), "heartland_database_pool_max")!;
    expect(max).toBe(pool.options.max);
    const held = await Promise.all(Array.from({ length: max }, () => pool.connect()));
    try {
      const waiting = pool.query("select 1");
      const text = await scrapeWithoutDatabase();
      expect(sampleValue(text, "heartland_database_pool_connections", { state: "in_use" })).toBe(max);
      expect(sampleValue(text, "heartland_database_pool_waiting")).toBeGreaterThanOrEqual(1);
      held.pop()!.release();
      await waiting;
    } finally {
      for (const client of held) client.release();
    }
    expect(sampleValue(await scrape(), "heartland_database_pool_waiting")).toBe(0);
  });

  test.runIf(testDatabaseKind() === "pglite")("PGlite: no pool to report, and the kind says so", async () => {
    const text = await scrape();
    expect(sampleValue(text, "heartland_database_info", { kind: "pglite" })).toBe(1);
    expect(text).not.toContain("heartland_database_pool_");
  });
});

/**
 * With every pooled connection held, the scrape's own statements would wait too: these figures are
 * read from pg.Pool's counters, so the registry is asked directly for them.
 */
let poolProbe: AppMetrics | undefined;
async function scrapeWithoutDatabase(): Promise<string> {
  poolProbe ??= new AppMetrics(loadConfig({ NODE_ENV: "test" }), database);
  return poolProbe.registry.metrics();
}

describe("the process", () => {
  test("event-loop delay: a loop blocked for 400 ms shows in the next scrape", async () => {
    await scrape(); // the delay histogram starts afresh at each scrape
    const until = performance.now() + 400;
    while (performance.now() < until) {
      // blocking, as a slow synchronous handler would
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
    const text = await scrape();
    const worst = sampleValue(text, "heartland_eventloop_delay_max_seconds")!;
    expect(worst).toBeGreaterThanOrEqual(0.3);
    expect(sampleValue(text, "heartland_eventloop_delay_seconds_bucket", { le: "0.1" })).toBeLessThan(sampleValue(text, "heartland_eventloop_delay_seconds_count")!);
    // The next scrape starts afresh: the worst delay since then is small again.
    expect(sampleValue(await scrape(), "heartland_eventloop_delay_max_seconds")).toBeLessThan(worst);
  });

  test("memory: 64 MiB more held shows in the process's figures", async () => {
    // Earlier tests' buffers are garbage the collector may free between the two scrapes, hiding
    // what is held: collect them first (the failure seen: external memory 12 MiB lower after).
    fullCollection()();
    const before = sampleValue(await scrape(), "nodejs_external_memory_bytes")!;
    const held = Buffer.alloc(64 * 1024 * 1024, 1);
    const after = sampleValue(await scrape(), "nodejs_external_memory_bytes")!;
    expect(after - before).toBeGreaterThanOrEqual(60 * 1024 * 1024);
    expect(held.length).toBeGreaterThan(0);
  });
});

describe("a scrape while the database is down", () => {
  test("still answers 200: heartland_database_up 0 and the database's figures NaN, the process's still there", async () => {
    const own = await createTestDatabase();
    const site = createTestApp(own, { env: { METRICS_TOKEN: TOKEN } });
    await runExclusive(own.db, "backup", { leaseMs: 10_000, outputBytes: () => 1 }, async () => 1);
    expect(sampleValue(await scrape(site), "heartland_database_up")).toBe(1);
    await own.close();
    const text = await scrape(site);
    expect(sampleValue(text, "heartland_database_up")).toBe(0);
    expect(sampleValue(text, "heartland_outbox_depth")).toBeNaN();
    expect(sampleValue(text, "heartland_outbox_oldest_due_age_seconds")).toBeNaN();
    expect(sampleValue(text, "heartland_notifier_lag_seconds")).toBeNaN();
    expect(sampleValue(text, "heartland_backup_last_size_bytes")).toBeNaN();
    expect(sampleValue(text, "heartland_job_last_result", { job: "backup" })).toBeUndefined();
    expect(sampleValue(text, "process_resident_memory_bytes")).toBeGreaterThan(0);
  });
});
