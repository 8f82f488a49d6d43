/**
 * GET /api/v1/events (issue 31) on a real database (PGlite, and PostgreSQL in CI's second run):
 * who is let in, who hears of which file event, step and request events, resuming with
 * Last-Event-ID after a drop, and the stream's end when its session does.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import { closingFileEvents, closingParties, statusLinkSessions } from "#db/schema/index.ts";
import { liveHubFor } from "#server/live/live-hub-for.ts";
import type { LiveHub } from "#server/live/live-hub.ts";
import { admin, openFile, person, statusLink, type Person } from "#tests/support/kits/documents.ts";
import { verifiedSession } from "#tests/support/kits/status-session.ts";
import { openFile as openFileByApi } from "#tests/support/kits/admin-closing.ts";
import { readSse, type SseReader } from "#tests/support/sse-reader.ts";
import { createTestApp, silentLogger } from "#tests/support/test-app.ts";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "#tests/support/test-db.ts";
import { call } from "#tests/support/auth-requests.ts";

let database: TestDatabase;
let hub: LiveHub;
let app: Hono;
let staff: Person;
let agent: Person;
let stranger: Person;
let fileId: string;
let otherFileId: string;
let buyerSession: string;
const open: SseReader[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  hub = liveHubFor(database, silentLogger);
  app = createTestApp(database, { env: { ADMIN_MFA: "optional", TRUST_PROXY: "true", AUTH_RATE_LIMIT_MULTIPLIER: "20" }, live: hub });
  staff = await admin({ app, database, appWith: () => app });
  agent = await person(app);
  stranger = await person(app);
  const buyerEmail = `buyer-${Date.now()}@example.com`;
  fileId = await openFile(database, [
    { role: "listing_agent", email: agent.email },
    { role: "buyer", email: buyerEmail },
  ]);
  otherFileId = await openFile(database, [{ role: "buyer", email: `other-${Date.now()}@example.com` }]);
  const link = await statusLink(database, fileId);
  const [buyer] = await database.db.select({ id: closingParties.id }).from(closingParties).where(eq(closingParties.email, buyerEmail));
  buyerSession = await verifiedSession(app, link.token, { id: buyer!.id, email: buyerEmail });
});

afterAll(async () => {
  await Promise.all(open.map((s) => s.close()));
  await hub?.close();
  await database?.close();
});

async function stream(token: string, lastEventId?: string): Promise<SseReader> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, "accept-encoding": "gzip, br" };
  if (lastEventId) headers["last-event-id"] = lastEventId;
  const res = await app.request("/api/v1/events", { headers });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
  // Not compressed: a compressor would hold frames back until its buffer fills.
  expect(res.headers.get("content-encoding")).toBeNull();
  const reader = readSse(res);
  open.push(reader);
  await reader.next((m) => m.event === "ready");
  return reader;
}

/** A file event as a change writes it; its seq. */
async function commitEvent(file: string, kind: string, visibility: string): Promise<string> {
  const [row] = await database.db
    .insert(closingFileEvents)
    .values({ fileId: file, kind, visibility, requestId: null, actorLabel: "Test", payload: {} })
    .returning({ seq: closingFileEvents.seq });
  return String(row!.seq);
}

const ids = (reader: SseReader) => reader.messages.filter((m) => m.event !== "ready").map((m) => m.lastEventId);
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe(`GET /api/v1/events (${testDatabaseKind()})`, () => {
  test("no token, a made-up token or a made-up session token: 401, nothing streamed", async () => {
    for (const authorization of [undefined, "Bearer not-a-token", `Bearer ${"A".repeat(43)}`, "Basic Zm9vOmJhcg=="]) {
      const res = await call(app, "GET", "/api/v1/events", { headers: authorization ? { authorization } : {} });
      expect(res.status, authorization).toBe(401);
      expect(res.json.code).toBe("unauthorized");
    }
  });

  test("staff hear every event; the file's agent all but internal notes; another agent nothing; the verified buyer only what everyone may see", async () => {
    const [staffs, agents, strangers, buyers] = await Promise.all([stream(staff.token), stream(agent.token), stream(stranger.token), stream(buyerSession)]);
    const note = await commitEvent(fileId, "message.posted", "staff");
    const pros = await commitEvent(fileId, "message.posted", "professionals");
    const elsewhere = await commitEvent(otherFileId, "message.posted", "everyone");
    const all = await commitEvent(fileId, "message.posted", "everyone");

    const last = (r: SseReader) => r.next((m) => m.lastEventId === all);
    const [event] = await Promise.all([last(staffs), last(agents), last(buyers)]);
    await settle();
    expect(JSON.parse(event.data)).toEqual({ kind: "message.posted", file_id: fileId, object_id: null });
    expect(ids(staffs)).toEqual([note, pros, elsewhere, all]);
    expect(ids(agents)).toEqual([pros, all]);
    expect(ids(buyers)).toEqual([all]);
    expect(ids(strangers)).toEqual([]);
    await Promise.all([staffs, agents, strangers, buyers].map((r) => r.close()));
  });

  test("messages posted through the API: the agent's reaches staff and the buyer; staff's internal note reaches neither", async () => {
    const [staffs, agents, buyers] = await Promise.all([stream(staff.token), stream(agent.token), stream(buyerSession)]);
    const mine = await call(app, "POST", `/api/v1/closing-files/${fileId}/messages`, { token: agent.token, body: { body: "The buyer's lender needs the payoff letter.", visibility: "everyone" } });
    expect(mine.status).toBe(201);
    const note = await call(app, "POST", `/api/v1/admin/closing-files/${fileId}/messages`, { token: staff.token, body: { body: "Call the lender first.", visibility: "staff" } });
    expect(note.status).toBe(201);
    const heard = (r: SseReader, id: string) => r.next((m) => m.event === "message.posted" && JSON.parse(m.data).object_id === id);
    await Promise.all([heard(staffs, mine.json.id), heard(agents, mine.json.id), heard(buyers, mine.json.id), heard(staffs, note.json.id)]);
    await settle();
    const told = (r: SseReader) => r.messages.filter((m) => m.event.startsWith("message.")).map((m) => JSON.parse(m.data).object_id);
    expect(told(agents)).not.toContain(note.json.id);
    expect(told(buyers)).not.toContain(note.json.id);
    await Promise.all([staffs, agents, buyers].map((r) => r.close()));
  });

  test("a step staff move reaches open pages as step.moved, from the file's opening on", async () => {
    const [staffs, agents] = await Promise.all([stream(staff.token), stream(agent.token)]);
    const opened = await openFileByApi({ app, database, appWith: () => app }, staff.token, { parties: [{ role: "listing_agent", name: "Ann Agent", email: agent.email }] });
    const first = await agents.next((m) => m.event === "step.moved" && JSON.parse(m.data).file_id === opened.id);
    const res = await call(app, "POST", `/api/v1/admin/closing-files/${opened.id}/milestones`, { token: staff.token, body: { milestone: "abstract_ordered", state: "done" } });
    expect(res.status).toBe(200);
    const moved = await staffs.next((m) => m.event === "step.moved" && Number(m.lastEventId) > Number(first.lastEventId));
    expect(JSON.parse(moved.data)).toEqual({ kind: "step.moved", file_id: opened.id, object_id: null });
    await agents.next((m) => m.lastEventId === moved.lastEventId);
    await Promise.all([staffs.close(), agents.close()]);
  });

  test("a request's events carry its visibility: the buyer hears of it once it is theirs, the agent throughout", async () => {
    const [agents, buyers] = await Promise.all([stream(agent.token), stream(buyerSession)]);
    const base = `/api/v1/admin/closing-files/${fileId}/requests`;
    const made = await call(app, "POST", base, { token: staff.token, body: { title: "Survey", instructions: "Order it", owner: "listing_agent" } });
    expect(made.status).toBe(201);
    await agents.next((m) => m.event === "request.created");
    const changed = await call(app, "PATCH", `${base}/${made.json.id}`, { token: staff.token, body: { owner: "buyer" } });
    expect(changed.status).toBe(200);
    const updated = await buyers.next((m) => m.event === "request.updated");
    expect(JSON.parse(updated.data)).toEqual({ kind: "request.updated", file_id: fileId, object_id: made.json.id });
    await agents.next((m) => m.event === "request.updated");
    expect(buyers.messages.some((m) => m.event === "request.created")).toBe(false);
    await Promise.all([agents.close(), buyers.close()]);
  });

  test("after a dropped connection, Last-Event-ID replays what came meanwhile: nothing is lost", async () => {
    const first = await stream(agent.token);
    const seen = await commitEvent(fileId, "message.posted", "everyone");
    await first.next((m) => m.lastEventId === seen);
    await first.close();
    const missed = [await commitEvent(fileId, "message.posted", "professionals"), await commitEvent(fileId, "message.edited", "everyone")];
    await commitEvent(fileId, "message.posted", "staff");

    const again = await stream(agent.token, first.lastEventId);
    await again.next((m) => m.lastEventId === missed[1]);
    const replayed = ids(again);
    for (const seq of missed) expect(replayed).toContain(seq);
    // Only what the agent may learn of; an earlier event may come again (the look-back), harmlessly.
    expect(replayed.every((seq) => Number(seq) <= Number(missed[1]))).toBe(true);
    const after = await commitEvent(fileId, "message.removed", "everyone");
    await again.next((m) => m.lastEventId === after);
    await again.close();
  });

  test("one hub for every stream: the instance listens once however many are open", async () => {
    const many = await Promise.all(Array.from({ length: 20 }, () => stream(agent.token)));
    expect(hub.stats()).toMatchObject({ listening: true });
    expect(hub.stats().streams).toBeGreaterThanOrEqual(20);
    await Promise.all(many.map((r) => r.close()));
    await settle();
    expect(hub.stats().streams).toBeLessThan(20);
  });

  // Last: every session of the file ends.
  test("the stream ends when its status session expires, and that session opens no other", async () => {
    await database.db.update(statusLinkSessions).set({ expiresAt: new Date(Date.now() + 1_000) });
    const buyers = await stream(buyerSession);
    await buyers.ended;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await call(app, "GET", "/api/v1/events", { token: buyerSession })).status).toBe(401);
  });
});
