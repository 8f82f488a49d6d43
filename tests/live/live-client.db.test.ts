/**
 * The browser's live connection (app/lib/live/live-connection.ts) against the real app: it hears
 * events with its bearer token in a header, resumes after the server ends its stream without
 * losing what came meanwhile, ends when its token is refused and cannot be refreshed, and says
 * "reconnecting" while the server cannot be reached.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Hono } from "hono";
import { closingFileEvents } from "#db/schema/index.ts";
import type { LiveEvent } from "#core/api/live-events.ts";
import { openLiveConnection, type LiveState } from "#app/lib/live/live-connection.ts";
import { liveHubFor } from "#server/live/live-hub-for.ts";
import type { LiveHub } from "#server/live/live-hub.ts";
import { admin, openFile, type Person } from "#tests/support/kits/documents.ts";
import { createTestApp, silentLogger } from "#tests/support/test-app.ts";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "#tests/support/test-db.ts";

let database: TestDatabase;
let hub: LiveHub;
let app: Hono;
let staff: Person;
let fileId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  hub = liveHubFor(database, silentLogger);
  app = createTestApp(database, { env: { ADMIN_MFA: "optional" }, live: hub });
  staff = await admin({ app, database, appWith: () => app });
  fileId = await openFile(database);
});

afterAll(async () => {
  await hub?.close();
  await database?.close();
});

const appFetch: typeof fetch = async (input, init) => app.request(String(input), init);

async function commit(kind: string): Promise<string> {
  const [row] = await database.db.insert(closingFileEvents).values({ fileId, kind, visibility: "everyone", requestId: null, actorLabel: "Test", payload: {} }).returning({ seq: closingFileEvents.seq });
  return String(row!.seq);
}

function until<T>(check: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const t0 = Date.now();
    const tick = () => {
      const value = check();
      if (value !== undefined) return resolve(value);
      if (Date.now() - t0 > timeoutMs) return reject(new Error("timed out"));
      setTimeout(tick, 20);
    };
    tick();
  });
}

describe(`the browser's live connection (${testDatabaseKind()})`, () => {
  test("hears its events, and after its stream ends resumes without losing what came meanwhile", async () => {
    const events: LiveEvent[] = [];
    const states: LiveState[] = [];
    const sent: RequestInit[] = [];
    const connection = openLiveConnection({
      token: async () => staff.token,
      onEvent: (e) => events.push(e),
      onState: (s) => states.push(s),
      fetch: async (input, init) => {
        sent.push(init ?? {});
        return appFetch(input, init);
      },
    });
    await until(() => (states.includes("live") ? true : undefined));
    await commit("message.posted");
    await until(() => (events.length >= 1 ? true : undefined));
    // The server ends every stream (an instance stopping); the connection comes back at once.
    await hub.close();
    hub = liveHubFor(database, silentLogger);
    app = createTestApp(database, { env: { ADMIN_MFA: "optional" }, live: hub });
    await until(() => (sent.length >= 2 ? true : undefined));
    const missed = await commit("message.edited");
    await until(() => (events.some((e) => e.kind === "message.edited") ? true : undefined));
    connection.close();
    expect(events[0]).toEqual({ kind: "message.posted", file_id: fileId, object_id: null });
    const headers = sent.map((init) => init.headers as Record<string, string>);
    expect(headers[0]!.authorization).toBe(`Bearer ${staff.token}`);
    expect(headers[0]!["last-event-id"]).toBeUndefined();
    // The second connection resumed after the first's last event, which came before `missed`.
    expect(Number(headers.at(-1)!["last-event-id"])).toBeLessThan(Number(missed));
  });

  test("a refused token that cannot be refreshed ends the connection", async () => {
    const states: LiveState[] = [];
    let refreshes = 0;
    const connection = openLiveConnection({
      token: async () => "not-a-token",
      refresh: async () => {
        refreshes += 1;
        return refreshes === 1 ? "still-not-a-token" : null;
      },
      onEvent: () => {},
      onState: (s) => states.push(s),
      fetch: appFetch,
    });
    await until(() => (states.includes("ended") ? true : undefined));
    connection.close();
    expect(states).toEqual(["connecting", "ended"]);
  });

  test("while the server cannot be reached it says reconnecting", async () => {
    const states: LiveState[] = [];
    const connection = openLiveConnection({
      url: "http://127.0.0.1:9/api/v1/events",
      token: async () => staff.token,
      onEvent: () => {},
      onState: (s) => states.push(s),
    });
    await until(() => (states.includes("reconnecting") ? true : undefined));
    connection.close();
    expect(states).toEqual(["connecting", "reconnecting"]);
  });
});
