/**
 * `npx tsx bench/live-events.ts`: live updates across two instances (issue 31;
 * docs/decisions/039-live-updates.md), on a fresh PostgreSQL database (BENCH_DATABASE_URL's server,
 * default postgres://postgres@127.0.0.1:5432/test; skipped with a message when unreachable). Two
 * server processes as `npm start` runs them (the bundled server/main.ts) share the database:
 *
 * 1. Latency A → B: 200 messages, one after another, each posted through instance A's API
 *    (POST /api/v1/admin/closing-files/{id}/messages; where that route is not there yet, the
 *    message.posted event is committed straight into the database, which is what the route's
 *    transaction commits) and timed until the event arrives on an SSE stream from instance B.
 *    Prints p50, p99 and max. Target: p99 well under a second.
 * 2. 1,000 idle SSE connections on B: the database connections used for listening
 *    (pg_stat_activity, application_name live-listener; target ≤ 1 per instance) and B's resident
 *    memory growth (target < 50 MiB), then the time for one event to reach all 1,000.
 *
 * BENCH_LIVE_PORTS (3602,3612) sets the two servers' ports; BENCH_MESSAGES (200), BENCH_STREAMS (1000).
 */
import { request, type ClientRequest } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { createSseParser, type SseMessage } from "#app/lib/live/sse-parser.ts";
import { createBenchDatabase, DEFAULT_BENCH_DATABASE_URL } from "./postgres-db.ts";
import { residentMiB, startServer, waitForIdle, type ServerProcess } from "./server-process.ts";

const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL;
const [PORT_A, PORT_B] = (process.env.BENCH_LIVE_PORTS ?? "3602,3612").split(",").map(Number) as [number, number];
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 200);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const TARGETS = { p99Ms: 1000, listenersPerInstance: 1, rssGrowthMiB: 50 } as const;

/** One SSE stream read with node:http (no per-origin connection cap), its frames handed to `onMessage`. */
function openStream(base: string, token: string, onMessage: (m: SseMessage) => void): Promise<ClientRequest> {
  return new Promise((resolve, reject) => {
    const url = new URL("/api/v1/events", base);
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname, headers: { authorization: `Bearer ${token}`, accept: "text/event-stream" }, agent: false },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream: ${res.statusCode}`));
        res.setEncoding("utf8");
        const parser = createSseParser((m) => {
          onMessage(m);
          if (m.event === "ready") resolve(req);
        });
        res.on("data", (chunk: string) => parser.feed(chunk));
        res.on("error", () => {});
      },
    );
    req.on("error", reject);
    req.end();
  });
}

async function json(base: string, path: string, token: string | null, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(`${base}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (ms: number) => Math.round(ms * 10) / 10;
const verdict = (met: boolean) => (met ? "met" : "MISSED");

async function main() {
  const database = await createBenchDatabase(BENCH_DATABASE_URL);
  if ("skipped" in database) {
    console.log(`live events: skipped: ${database.skipped}`);
    return;
  }
  const work = mkdtempSync(join(tmpdir(), "hc-live-bench-"));
  const servers: ServerProcess[] = [];
  const sql = new pg.Client({ connectionString: database.url });
  const streams: ClientRequest[] = [];
  try {
    // Both name one public address, as behind one load balancer: a token one issues the other accepts.
    const env = { PUBLIC_URL: `http://127.0.0.1:${PORT_A}`, LOG_LEVEL: "warn" };
    // A first, alone: it migrates the fresh database.
    const a = await startServer({ port: PORT_A, dataDir: join(work, "a"), databaseUrl: database.url, env });
    servers.push(a);
    const b = await startServer({ port: PORT_B, dataDir: join(work, "b"), databaseUrl: database.url, env });
    servers.push(b);
    await sql.connect();

    const email = `bench-live-${process.pid}@example.com`;
    const signup = await json(a.base, "/auth/v1/signup", null, { email, password: "bench password", data: { account_type: "agent" } });
    if (signup.status !== 200) throw new Error(`sign-up: ${signup.status} ${JSON.stringify(signup.json)}`);
    const token = signup.json.access_token as string;
    await sql.query(`update profiles set role = 'admin' where id = (select id from auth_users where email = $1)`, [email]);
    const file = await json(a.base, "/api/v1/admin/closing-files", token, {
      property_address: "412 Elm St, Cedar Falls, IA 50613",
      county: "Black Hawk",
      kind: "purchase",
    });
    if (file.status !== 201) throw new Error(`opening a file: ${file.status} ${JSON.stringify(file.json)}`);
    const fileId = file.json.id as string;

    // 1. Latency A → B.
    let arrived: ((m: SseMessage) => void) | undefined;
    streams.push(
      await openStream(b.base, token, (m) => {
        if (m.event === "message.posted") arrived?.(m);
      }),
    );
    const viaApi = (await json(a.base, `/api/v1/admin/closing-files/${fileId}/messages`, token, { body: "Warm-up", visibility: "staff" })).status === 201;
    if (!viaApi) console.log("  (the messages route is not on this branch: each message.posted event is committed straight into the database)");
    const post = async (i: number) => {
      if (viaApi) {
        const res = await json(a.base, `/api/v1/admin/closing-files/${fileId}/messages`, token, { body: `Bench message ${i}`, visibility: "staff" });
        if (res.status !== 201) throw new Error(`posting: ${res.status}`);
      } else {
        await sql.query(`insert into closing_file_events (file_id, kind, visibility, actor_label, payload) values ($1, 'message.posted', 'staff', 'Bench', '{}')`, [fileId]);
      }
    };
    // The warm-up's event (if any) is let through before the clock starts.
    await new Promise((r) => setTimeout(r, 300));
    const latencies: number[] = [];
    for (let i = 0; i < MESSAGES; i++) {
      const got = new Promise<void>((resolve) => (arrived = () => resolve()));
      const t0 = performance.now();
      await post(i);
      await got;
      latencies.push(performance.now() - t0);
    }
    arrived = undefined;
    latencies.sort((x, y) => x - y);
    const p99 = percentile(latencies, 99);
    console.log(`live events A → B, ${MESSAGES} messages one after another (${viaApi ? "POST through A's API" : "committed straight into the database"}):`);
    console.log(`  p50 ${round(percentile(latencies, 50))} ms  p99 ${round(p99)} ms  max ${round(latencies.at(-1)!)} ms  (target p99 < ${TARGETS.p99Ms} ms: ${verdict(p99 < TARGETS.p99Ms)})`);

    // 2. 1,000 idle streams on B.
    const listening = async () =>
      Number((await sql.query<{ n: string }>(`select count(*) as n from pg_stat_activity where datname = current_database() and application_name = 'live-listener'`)).rows[0]!.n);
    // A listens too once it serves a stream: the count below is of both instances.
    streams.push(await openStream(a.base, token, () => {}));
    await waitForIdle(b.child.pid);
    const rssBefore = residentMiB(b.child.pid);
    const listenersBefore = await listening();
    let reached = 0;
    let allReached: (() => void) | undefined;
    const opened: ClientRequest[] = [];
    for (let i = 0; i < STREAMS; i += 50) {
      const batch = Array.from({ length: Math.min(50, STREAMS - i) }, () =>
        openStream(b.base, token, (m) => {
          if (m.event === "step.moved" && ++reached === STREAMS) allReached?.();
        }),
      );
      opened.push(...(await Promise.all(batch)));
    }
    streams.push(...opened);
    await waitForIdle(b.child.pid);
    const rssAfter = residentMiB(b.child.pid);
    const listenersAfter = await listening();
    const growth = rssBefore !== undefined && rssAfter !== undefined ? rssAfter - rssBefore : undefined;
    console.log(`${STREAMS} idle SSE connections on instance B (2 instances on one database):`);
    console.log(
      `  listening database connections: ${listenersBefore} before, ${listenersAfter} with them open, for 2 instances (target ≤ ${TARGETS.listenersPerInstance} per instance: ${verdict(listenersAfter <= 2 * TARGETS.listenersPerInstance)})`,
    );
    console.log(
      `  B's resident memory: ${rssBefore ?? "?"} MiB before, ${rssAfter ?? "?"} MiB with them open: +${growth ?? "?"} MiB (target < ${TARGETS.rssGrowthMiB} MiB: ${verdict(growth !== undefined && growth < TARGETS.rssGrowthMiB)})`,
    );
    // One event to all of them: a step moved through A.
    const everyone = new Promise<void>((resolve) => (allReached = resolve));
    const t0 = performance.now();
    const moved = await json(a.base, `/api/v1/admin/closing-files/${fileId}/milestones`, token, { milestone: "abstract_ordered", state: "done" });
    if (moved.status !== 200) throw new Error(`moving a step: ${moved.status} ${JSON.stringify(moved.json)}`);
    await everyone;
    console.log(`  one step moved through A reached all ${STREAMS} streams on B in ${round(performance.now() - t0)} ms`);
  } finally {
    for (const s of streams) s.destroy();
    for (const server of servers) await server.stop();
    await sql.end().catch(() => {});
    await database.drop();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
