/**
 * Live updates across instances (issue 31; docs/decisions/039-live-updates.md), on PostgreSQL
 * only: two app instances on one database, each with its own hub and its one listening
 * connection. An event committed through A reaches a browser streaming from B; a browser that
 * drops and resumes (Last-Event-ID) loses nothing; a listener whose connection is cut reconnects
 * and catches up on what was committed meanwhile. PGlite is one process's database: nothing to share.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows } from "#db/client.ts";
import { closingFileEvents } from "#db/schema/index.ts";
import { admin, person, type Person } from "#tests/support/kits/documents.ts";
import { openFile } from "#tests/support/kits/admin-closing.ts";
import { startServer, type RunningServer } from "#tests/support/running-server.ts";
import { readSse, type SseReader } from "#tests/support/sse-reader.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "#tests/support/test-db.ts";

const onPostgres = testDatabaseKind() === "postgres";
const ENV = { ADMIN_MFA: "optional", PUBLIC_URL: "http://127.0.0.1:9", AUTH_RATE_LIMIT_MULTIPLIER: "20" };

let database: TestDatabase;
let a: RunningServer;
let b: RunningServer;
let staff: Person;
let agent: Person;
let fileId: string;
const readers: { reader: SseReader; abort: AbortController }[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  database = await createTestDatabase();
  // Both instances name the same public address, so a token one issues the other accepts (as behind one load balancer).
  a = await startServer(database, ENV);
  b = await startServer(database, ENV);
  const setup = createTestApp(database, { env: ENV });
  staff = await admin({ app: setup, database, appWith: () => setup });
  agent = await person(setup);
  fileId = (await openFile({ app: setup, database, appWith: () => setup }, staff.token, { parties: [{ role: "listing_agent", name: "Ann Agent", email: agent.email }] })).id as string;
});

afterAll(async () => {
  for (const r of readers) r.abort.abort();
  await a?.close();
  await b?.close();
  await database?.close();
});

async function streamFrom(server: RunningServer, token: string, lastEventId?: string) {
  const abort = new AbortController();
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (lastEventId) headers["last-event-id"] = lastEventId;
  const res = await fetch(`${server.url}/api/v1/events`, { headers, signal: abort.signal });
  expect(res.status).toBe(200);
  const reader = readSse(res);
  readers.push({ reader, abort });
  await reader.next((m) => m.event === "ready");
  return { reader, drop: () => abort.abort() };
}

async function commitEvent(kind: string, visibility = "everyone"): Promise<string> {
  const [row] = await database.db.insert(closingFileEvents).values({ fileId, kind, visibility, requestId: null, actorLabel: "Test", payload: {} }).returning({ seq: closingFileEvents.seq });
  return String(row!.seq);
}

const listeningConnections = async () =>
  Number(
    (
      await queryRows<{ n: string | number }>(
        database.db,
        sql`select count(*) as n from pg_stat_activity where datname = current_database() and application_name = 'live-listener'`,
      )
    )[0]!.n,
  );

describe.skipIf(!onPostgres)("two instances, one database (PostgreSQL)", () => {
  test("a step moved through instance A reaches the agent's stream on instance B", async () => {
    const { reader } = await streamFrom(b, agent.token);
    const started = performance.now();
    const res = await fetch(`${a.url}/api/v1/admin/closing-files/${fileId}/milestones`, {
      method: "POST",
      headers: { authorization: `Bearer ${staff.token}`, "content-type": "application/json" },
      body: JSON.stringify({ milestone: "abstract_ordered", state: "done" }),
    });
    expect(res.status).toBe(200);
    const moved = await reader.next((m) => m.event === "step.moved");
    expect(JSON.parse(moved.data)).toEqual({ kind: "step.moved", file_id: fileId, object_id: null });
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  test("each instance listens on one connection, however many streams it serves", async () => {
    await Promise.all([...Array.from({ length: 10 }, () => streamFrom(a, staff.token)), ...Array.from({ length: 10 }, () => streamFrom(b, agent.token))]);
    expect(await listeningConnections()).toBe(2);
  });

  test("a browser that drops from B and resumes on A with Last-Event-ID loses nothing", async () => {
    const first = await streamFrom(b, agent.token);
    const seen = await commitEvent("message.posted");
    await first.reader.next((m) => m.lastEventId === seen);
    first.drop();
    const missed = [await commitEvent("message.posted"), await commitEvent("message.edited", "professionals"), await commitEvent("message.removed")];
    const again = await streamFrom(a, agent.token, first.reader.lastEventId);
    await again.reader.next((m) => m.lastEventId === missed[2]);
    const got = again.reader.messages.map((m) => m.lastEventId);
    for (const seq of missed) expect(got).toContain(seq);
  });

  test("a listener whose connection is cut reconnects and catches up on what committed meanwhile", async () => {
    const { reader } = await streamFrom(b, staff.token);
    await queryRows(database.db, sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'live-listener'`);
    const during = await commitEvent("message.posted", "staff");
    await reader.next((m) => m.lastEventId === during, 15_000);
    const after = await commitEvent("message.posted", "staff");
    await reader.next((m) => m.lastEventId === after);
    expect(await listeningConnections()).toBe(2);
  });
});
