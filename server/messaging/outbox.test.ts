import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { SMTPServer } from "smtp-server";
import { simpleParser } from "mailparser";
import { eq, sql } from "drizzle-orm";
import { outbox } from "#db/schema/index.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db.ts";
import { silentLogger } from "#tests/support/test-app.ts";
import { enqueueEmail } from "./outbox.ts";
import { OutboxWorker } from "./outbox-worker.ts";
import { smtpTransport, type Transport } from "./transports.ts";

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server in this process; what it receives is what a mailbox would get. */
async function startSmtp(opts: { failFirst?: number } = {}) {
  const received: Received[] = [];
  let toFail = opts.failFirst ?? 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        if (toFail > 0) {
          toFail--;
          const err = Object.assign(new Error("Mailbox temporarily unavailable"), { responseCode: 451 });
          return callback(err);
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
afterEach(async () => {
  await database.db.delete(outbox);
});

const worker = (transport: Transport, extra: Partial<ConstructorParameters<typeof OutboxWorker>[0]> = {}) =>
  new OutboxWorker({ db: database.db, transport, logger: silentLogger, pollMs: 50, retryDelay: () => 0, ...extra });

const rowOf = async (id: string) => (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;

describe("outbox delivery over SMTP", () => {
  test("a queued message really arrives, and is marked sent", async () => {
    const smtp = await startSmtp();
    try {
      const id = await enqueueEmail(database.db, {
        to: "buyer@example.com",
        subject: "Your closing is scheduled",
        text: "Your closing at our Cedar Falls office is set for Friday at 10:00.",
        html: "<p>Your closing at our Cedar Falls office is set for <b>Friday at 10:00</b>.</p>",
        kind: "test.closing_scheduled",
      });
      const w = worker(smtpTransport(smtp.url, "Heartland Closing Co. <hello@heartlandclosing.example>", "heartlandclosing.example"));
      expect(await w.runOnce()).toBe(1);
      await w.stop();

      expect(smtp.received).toHaveLength(1);
      const mail = await simpleParser(smtp.received[0]!.raw);
      expect(smtp.received[0]!.to).toEqual(["buyer@example.com"]);
      expect(smtp.received[0]!.from).toBe("hello@heartlandclosing.example");
      expect(mail.subject).toBe("Your closing is scheduled");
      expect(mail.text).toContain("Cedar Falls office is set for Friday");
      expect(mail.html).toContain("<b>Friday at 10:00</b>");
      expect(mail.messageId).toBe(`<${id}@heartlandclosing.example>`);

      const row = await rowOf(id);
      expect(row.status).toBe("sent");
      expect(row.attempts).toBe(1);
      expect(row.sentAt).toBeInstanceOf(Date);
      expect(row.providerMessageId).toBe(`<${id}@heartlandclosing.example>`);
    } finally {
      await smtp.close();
    }
  });

  test("a temporary failure is retried and then delivered once", async () => {
    const smtp = await startSmtp({ failFirst: 1 });
    try {
      const id = await enqueueEmail(database.db, { to: "seller@example.com", subject: "Documents needed", text: "Please send the abstract.", kind: "test" });
      const w = worker(smtpTransport(smtp.url, "hello@heartlandclosing.example", "heartlandclosing.example"));
      await w.runOnce();
      const afterFailure = await rowOf(id);
      expect(afterFailure.status).toBe("pending");
      expect(afterFailure.lastError).toMatch(/temporarily unavailable/i);
      await w.runOnce();
      await w.stop();
      expect((await rowOf(id)).status).toBe("sent");
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });
});

describe("outbox retry rules", () => {
  const failing: Transport = {
    name: "failing",
    deliver: async () => {
      throw new Error("connect ECONNREFUSED 127.0.0.1:2525");
    },
  };

  test("after max attempts a message is failed for good, with the reason", async () => {
    const [row] = await database.db
      .insert(outbox)
      .values({ toAddress: "x@example.com", subject: "s", textBody: "t", kind: "test", maxAttempts: 3 })
      .returning();
    const w = worker(failing);
    for (let i = 0; i < 5; i++) await w.runOnce();
    const final = await rowOf(row!.id);
    expect(final.status).toBe("failed");
    expect(final.attempts).toBe(3);
    expect(final.lastError).toBe("connect ECONNREFUSED 127.0.0.1:2525");
  });

  test("a failed attempt waits for its backoff before the next one", async () => {
    const id = await enqueueEmail(database.db, { to: "x@example.com", subject: "s", text: "t", kind: "test" });
    const w = worker(failing, { retryDelay: () => 60_000 });
    expect(await w.runOnce()).toBe(1);
    expect(await w.runOnce()).toBe(0);
    const row = await rowOf(id);
    expect(row.status).toBe("pending");
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
  });

  test("a message claimed by a process that died is delivered after its lease, once", async () => {
    const id = await enqueueEmail(database.db, { to: "x@example.com", subject: "s", text: "t", kind: "test" });
    // Simulate a crash mid-delivery: claimed (status sending) with a lease that has run out.
    await database.db.execute(
      sql`update outbox set status = 'sending', attempts = 1, locked_until = now() - interval '1 second' where id = ${id}`,
    );
    const delivered: string[] = [];
    const w = worker({ name: "memory", deliver: async (m) => (delivered.push(m.id), {}) });
    await w.runOnce();
    await w.runOnce();
    expect(delivered).toEqual([id]);
    expect((await rowOf(id)).status).toBe("sent");
  });

  test("a live claim is not taken by another worker", async () => {
    const id = await enqueueEmail(database.db, { to: "x@example.com", subject: "s", text: "t", kind: "test" });
    await database.db.execute(
      sql`update outbox set status = 'sending', attempts = 1, locked_until = now() + interval '1 minute' where id = ${id}`,
    );
    const delivered: string[] = [];
    const w = worker({ name: "memory", deliver: async (m) => (delivered.push(m.id), {}) });
    expect(await w.runOnce()).toBe(0);
    expect(delivered).toEqual([]);
  });

  test("two workers sharing the queue deliver every message exactly once", async () => {
    const ids = await Promise.all(
      Array.from({ length: 30 }, (_, i) => enqueueEmail(database.db, { to: `c${i}@example.com`, subject: "s", text: "t", kind: "test" })),
    );
    const delivered: string[] = [];
    const slow: Transport = { name: "memory", deliver: async (m) => (await new Promise((r) => setTimeout(r, 2)), delivered.push(m.id), {}) };
    const a = worker(slow, { batchSize: 4 });
    const b = worker(slow, { batchSize: 4 });
    for (let i = 0; i < 10; i++) await Promise.all([a.runOnce(), b.runOnce()]);
    expect([...delivered].sort()).toEqual([...ids].sort());
  });

  test("stop() waits for the delivery in progress", async () => {
    const id = await enqueueEmail(database.db, { to: "x@example.com", subject: "s", text: "t", kind: "test" });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const w = worker({ name: "slow", deliver: async () => (await gate, {}) });
    const pass = w.runOnce();
    await new Promise((r) => setTimeout(r, 20));
    const stopped = w.stop();
    release();
    await Promise.all([pass, stopped]);
    expect((await rowOf(id)).status).toBe("sent");
  });

  test("a batch is marked sent together, each message with its own provider id; a failure in it is retried alone", async () => {
    const ids = await Promise.all(
      ["a", "b", "c"].map((n) => enqueueEmail(database.db, { to: `${n}@example.com`, subject: "s", text: "t", kind: "test" })),
    );
    const w = worker({
      name: "memory",
      deliver: async (m) => {
        if (m.to === "b@example.com") throw new Error("mailbox full");
        return { providerMessageId: `p-${m.id}` };
      },
    });
    expect(await w.runOnce()).toBe(3);
    for (const id of [ids[0]!, ids[2]!]) expect(await rowOf(id)).toMatchObject({ status: "sent", providerMessageId: `p-${id}`, lockedUntil: null });
    expect(await rowOf(ids[1]!)).toMatchObject({ status: "pending", lastError: "mailbox full", providerMessageId: null });
  });

  test("a message queued while a pass is delivering goes out on its kick, not at the next poll", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const delivered: string[] = [];
    const w = worker(
      { name: "memory", deliver: async (m) => (m.to === "first@example.com" && (await gate), delivered.push(m.to), {}) },
      { pollMs: 60_000 },
    );
    w.start();
    try {
      await enqueueEmail(database.db, { to: "first@example.com", subject: "s", text: "t", kind: "test" });
      w.kick();
      while (delivered.length === 0 && !(await database.db.select().from(outbox).where(eq(outbox.status, "sending"))).length) {
        await new Promise((r) => setTimeout(r, 10));
      }
      // The first pass has claimed and is waiting on the transport; this one arrives too late for it.
      await enqueueEmail(database.db, { to: "second@example.com", subject: "s", text: "t", kind: "test" });
      w.kick();
      release();
      for (let i = 0; i < 500 && delivered.length < 2; i++) await new Promise((r) => setTimeout(r, 10));
      expect(delivered).toEqual(["first@example.com", "second@example.com"]);
    } finally {
      release();
      await w.stop();
    }
  });
});
