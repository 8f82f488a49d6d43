/**
 * Outcomes written back: the worker tells the row that asked for a message how it ended, once,
 * in the transaction that marks the outbox row.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { eq, sql } from "drizzle-orm";
import { queryRows } from "#db/client.ts";
import { communications, clients, outbox } from "#db/schema/index.ts";
import { createUser } from "#db/tests/helpers.ts";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "#tests/support/test-db.ts";
import { silentLogger } from "#tests/support/test-app.ts";
import { invalidNumberAnswer, startTwilio } from "#tests/support/twilio-server.ts";
import { enqueueEmail, enqueueSms } from "./outbox.ts";
import { OutboxWorker } from "./outbox-worker.ts";
import type { DeliveryOutcome } from "./outcome-handler.ts";
import { defaultOutcomeHandlers, OutcomeHandlers } from "./outcomes.ts";
import { byChannel, developmentTransport, type Transport } from "./transports.ts";
import { twilioSmsTransport } from "./twilio-transport.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  // A test-only origin: the kind of row (a communication, a notification) that asks for a message.
  await database.db.execute(sql`create table test_origins (id uuid primary key default gen_random_uuid(), status text not null default 'queued', provider_id text, error text)`);
});
afterAll(async () => {
  await database.close();
});
afterEach(async () => {
  await database.db.delete(communications);
  await database.db.delete(outbox);
  await database.db.execute(sql`delete from test_origins`);
});

interface Call {
  originId: string;
  outcome: DeliveryOutcome;
  /** The outbox row's status as the handler's transaction sees it. */
  outboxStatusInside: string;
  /** PostgreSQL only: the status another connection sees meanwhile. */
  outboxStatusOutside?: string;
}

/** Handlers with the test origin, which records each call and writes the outcome to its row. */
function recordingHandlers(opts: { throwFor?: string } = {}) {
  const calls: Call[] = [];
  const handlers = new OutcomeHandlers().register("test_origin", async (tx, originId, outcome) => {
    const [inside] = await queryRows<{ status: string }>(tx, sql`select status from outbox where origin_id = ${originId}`);
    const call: Call = { originId, outcome, outboxStatusInside: inside!.status };
    if (testDatabaseKind() === "postgres") {
      // A connection of its own: the marking transaction has not committed yet.
      const [outside] = await queryRows<{ status: string }>(database.db, sql`select status from outbox where origin_id = ${originId}`);
      call.outboxStatusOutside = outside!.status;
    }
    calls.push(call);
    await tx.execute(sql`update test_origins set status = ${outcome.status}, provider_id = ${outcome.provider_id ?? null}, error = ${outcome.error ?? null} where id = ${originId}`);
    if (originId === opts.throwFor) throw new Error("handler bug");
  });
  return { calls, handlers };
}

async function newOrigin(): Promise<string> {
  const [row] = await queryRows<{ id: string }>(database.db, sql`insert into test_origins default values returning id`);
  return row!.id;
}

const originRow = async (id: string) =>
  (await queryRows<{ status: string; provider_id: string | null; error: string | null }>(database.db, sql`select * from test_origins where id = ${id}`))[0]!;
const outboxRow = async (id: string) => (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;

const worker = (transport: Transport, outcomes: OutcomeHandlers) =>
  new OutboxWorker({ db: database.db, transport, outcomes, logger: silentLogger, pollMs: 50, retryDelay: () => 0 });

const flaky = (failures: Record<string, number>, permanent = false): Transport => ({
  name: "flaky",
  async deliver(m) {
    if ((failures[m.to] ?? 0) > 0) {
      failures[m.to]!--;
      throw new Error(permanent ? "never" : "try again later");
    }
    return { providerMessageId: `p-${m.to}` };
  },
});

describe("outcomes written back to the origin", () => {
  test("a delivered message tells its origin once, with the provider's id, as the row is marked sent", async () => {
    const { calls, handlers } = recordingHandlers();
    const a = await newOrigin();
    const b = await newOrigin();
    await enqueueSms(database.db, { to: "+13195550142", body: "x", kind: "test", origin: { type: "test_origin", id: a } });
    await enqueueEmail(database.db, { to: "b@example.com", subject: "s", text: "t", kind: "test", origin: { type: "test_origin", id: b } });
    await enqueueEmail(database.db, { to: "nobody-asked@example.com", subject: "s", text: "t", kind: "test" });
    const w = worker(flaky({}), handlers);
    expect(await w.runOnce()).toBe(3);
    await w.runOnce();

    expect(calls.map((c) => c.originId).sort()).toEqual([a, b].sort());
    for (const call of calls) {
      expect(call.outcome.status).toBe("sent");
      expect(call.outboxStatusInside).toBe("sent");
      if (testDatabaseKind() === "postgres") expect(call.outboxStatusOutside).toBe("sending");
    }
    expect(await originRow(a)).toEqual({ id: a, status: "sent", provider_id: "p-+13195550142", error: null });
    expect(await originRow(b)).toMatchObject({ status: "sent", provider_id: "p-b@example.com" });
  });

  test("retries are not outcomes: the origin hears once, when the message finally fails", async () => {
    const { calls, handlers } = recordingHandlers();
    const origin = await newOrigin();
    const id = await enqueueEmail(database.db, { to: "x@example.com", subject: "s", text: "t", kind: "test", origin: { type: "test_origin", id: origin } });
    await database.db.update(outbox).set({ maxAttempts: 3 }).where(eq(outbox.id, id));
    const w = worker(flaky({ "x@example.com": 99 }), handlers);
    for (let i = 0; i < 2; i++) await w.runOnce();
    expect(calls).toEqual([]);
    expect(await originRow(origin)).toMatchObject({ status: "queued" });
    for (let i = 0; i < 3; i++) await w.runOnce();

    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ originId: origin, outcome: { status: "failed", error: "try again later" }, outboxStatusInside: "failed" });
    expect(await originRow(origin)).toMatchObject({ status: "failed", error: "try again later", provider_id: null });
  });

  test("a message sent after a retry tells its origin only that it was sent", async () => {
    const { calls, handlers } = recordingHandlers();
    const origin = await newOrigin();
    await enqueueEmail(database.db, { to: "x@example.com", subject: "s", text: "t", kind: "test", origin: { type: "test_origin", id: origin } });
    const w = worker(flaky({ "x@example.com": 1 }), handlers);
    await w.runOnce();
    await w.runOnce();
    expect(calls.map((c) => c.outcome)).toEqual([{ status: "sent", provider_id: "p-x@example.com" }]);
  });

  test("a handler that throws has its writes undone; the message is still marked sent and not sent again", async () => {
    const origin = await newOrigin();
    const other = await newOrigin();
    const { calls, handlers } = recordingHandlers({ throwFor: origin });
    const id = await enqueueEmail(database.db, { to: "x@example.com", subject: "s", text: "t", kind: "test", origin: { type: "test_origin", id: origin } });
    await enqueueEmail(database.db, { to: "y@example.com", subject: "s", text: "t", kind: "test", origin: { type: "test_origin", id: other } });
    const w = worker(flaky({}), handlers);
    await w.runOnce();
    await database.db.update(outbox).set({ lockedUntil: new Date(Date.now() - 1000) });
    await w.runOnce();

    expect(calls).toHaveLength(2);
    expect(await outboxRow(id)).toMatchObject({ status: "sent", attempts: 1 });
    expect(await originRow(origin)).toMatchObject({ status: "queued" });
    expect(await originRow(other)).toMatchObject({ status: "sent" });
  });

  test("an origin type without a handler does not hold up delivery", async () => {
    const id = await enqueueEmail(database.db, { to: "x@example.com", subject: "s", text: "t", kind: "test", origin: { type: "unknown_origin", id: await newOrigin() } });
    await worker(flaky({}), new OutcomeHandlers()).runOnce();
    expect(await outboxRow(id)).toMatchObject({ status: "sent" });
  });

  test("an origin is named completely or not at all", async () => {
    await expect(
      database.db.insert(outbox).values({ toAddress: "x@example.com", textBody: "t", kind: "test", originType: "test_origin" }),
    ).rejects.toThrow();
  });

  test("one handler per origin type", () => {
    const handlers = new OutcomeHandlers().register("test_origin", async () => {});
    expect(() => handlers.register("test_origin", async () => {})).toThrow(/already registered/);
  });
});

describe("a communication is the first real origin", () => {
  async function queuedCommunication(type: "email" | "sms", recipient: string) {
    const userId = await createUser(database.db, { type: "agent" });
    const [client] = await database.db.insert(clients).values({ userId, name: "Pat Buyer", phone: "(319) 555-0142" }).returning();
    const [communication] = await database.db
      .insert(communications)
      .values({ clientId: client!.id, userId, type, subject: type === "email" ? "Closing" : null, content: "See you Friday", recipient })
      .returning();
    return communication!;
  }
  const communicationRow = async (id: string) => (await database.db.select().from(communications).where(eq(communications.id, id)))[0]!;

  test("a text Twilio accepts moves the communication from queued to sent", async () => {
    const api = await startTwilio();
    try {
      const communication = await queuedCommunication("sms", "+13195550142");
      await enqueueSms(database.db, { to: "+13195550142", body: communication.content, kind: "client.sms", origin: { type: "communication", id: communication.id } });
      const transport = byChannel({
        email: developmentTransport(silentLogger),
        sms: twilioSmsTransport({ accountSid: `AC${"0".repeat(32)}`, authToken: "t", from: "+13195550100", apiUrl: api.url }),
      });
      await worker(transport, defaultOutcomeHandlers()).runOnce();
      expect(await communicationRow(communication.id)).toMatchObject({ status: "sent", error: null, sentAt: expect.any(Date) });
    } finally {
      await api.close();
    }
  });

  test("a number Twilio refuses moves it to failed with Twilio's reason; a later outcome does not move it back", async () => {
    const api = await startTwilio({ answers: [invalidNumberAnswer("+15005550001")] });
    try {
      const communication = await queuedCommunication("sms", "+15005550001");
      await enqueueSms(database.db, { to: "+15005550001", body: communication.content, kind: "client.sms", origin: { type: "communication", id: communication.id } });
      const transport = byChannel({
        email: developmentTransport(silentLogger),
        sms: twilioSmsTransport({ accountSid: `AC${"0".repeat(32)}`, authToken: "t", from: "+13195550100", apiUrl: api.url }),
      });
      await worker(transport, defaultOutcomeHandlers()).runOnce();
      const failed = await communicationRow(communication.id);
      expect(failed).toMatchObject({ status: "failed", sentAt: null });
      expect(failed.error).toMatch(/21211.*not a valid phone number/);

      await defaultOutcomeHandlers().get("communication")!(database.db, communication.id, { status: "sent" });
      expect(await communicationRow(communication.id)).toMatchObject({ status: "failed" });
    } finally {
      await api.close();
    }
  });
});
