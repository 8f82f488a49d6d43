/** SMS through a real local HTTP server that answers as Twilio's Messages API does. */
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { simpleParser } from "mailparser";
import { eq } from "drizzle-orm";
import { outbox } from "#db/schema/index.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db.ts";
import { startSmtp } from "#tests/support/smtp-server.ts";
import { silentLogger } from "#tests/support/test-app.ts";
import { invalidNumberAnswer, startTwilio } from "#tests/support/twilio-server.ts";
import { loadConfig } from "../env.ts";
import { createTransport } from "./create-transport.ts";
import { enqueueEmail, enqueueSms } from "./outbox.ts";
import { OutboxWorker } from "./outbox-worker.ts";

const SID = `AC${"1a".repeat(16)}`;
const TOKEN = "twilio-auth-token-for-tests";
const FROM = "+13195550100";
const CLIENT = "+13195550142";

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

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** The worker with the transports the server builds from these settings. */
function workerFor(env: Record<string, string>) {
  const config = loadConfig({ NODE_ENV: "test", SMS_ACCOUNT_SID: SID, SMS_AUTH_TOKEN: TOKEN, ...env });
  const worker = new OutboxWorker({ db: database.db, transport: createTransport(config, silentLogger), logger: silentLogger, pollMs: 50, retryDelay: () => 0 });
  cleanup.push(() => worker.stop());
  return worker;
}

async function twilio(...args: Parameters<typeof startTwilio>) {
  const server = await startTwilio(...args);
  cleanup.push(server.close);
  return server;
}

const rowOf = async (id: string) => (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;

describe("SMS through Twilio's Messages API", () => {
  test("a queued text is posted to Twilio, form-encoded with Basic auth, and marked sent with Twilio's SID", async () => {
    const api = await twilio();
    const id = await enqueueSms(database.db, { to: CLIENT, body: "Your closing is Friday at 10:00 at our Cedar Falls office.", kind: "test.sms" });
    const worker = workerFor({
      SMS_FROM: FROM,
      SMS_API_URL: api.url,
      PUBLIC_URL: "https://closing.example",
    });
    expect(await worker.runOnce()).toBe(1);

    expect(api.requests).toHaveLength(1);
    const request = api.requests[0]!;
    expect(request.method).toBe("POST");
    expect(request.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(request.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request.basicAuth).toBe(`${SID}:${TOKEN}`);
    expect(request.form).toEqual({
      To: CLIENT,
      From: FROM,
      Body: "Your closing is Friday at 10:00 at our Cedar Falls office.",
      StatusCallback: "https://closing.example/api/v1/webhooks/sms/status",
    });
    expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 1, providerMessageId: api.sids[0], lastError: null });
    expect(api.sids[0]).toMatch(/^SM[0-9a-f]{32}$/);
  });

  test("with a Messaging Service, Twilio is asked to pick the number (no From)", async () => {
    const api = await twilio();
    await enqueueSms(database.db, { to: CLIENT, body: "Documents are ready to sign.", kind: "test.sms" });
    const service = `MG${"2b".repeat(16)}`;
    await workerFor({ SMS_MESSAGING_SERVICE_SID: service, SMS_API_URL: api.url }).runOnce();
    expect(api.requests[0]!.form).toEqual({
      To: CLIENT,
      MessagingServiceSid: service,
      Body: "Documents are ready to sign.",
      StatusCallback: "http://localhost:3000/api/v1/webhooks/sms/status",
    });
  });

  test("a number Twilio refuses (400, error 21211) fails at once with Twilio's reason, without retries", async () => {
    const api = await twilio({ answers: [invalidNumberAnswer("+15005550001")] });
    const id = await enqueueSms(database.db, { to: "+15005550001", body: "Hello", kind: "test.sms" });
    const worker = workerFor({ SMS_FROM: FROM, SMS_API_URL: api.url });
    await worker.runOnce();
    await worker.runOnce();
    expect(api.requests).toHaveLength(1);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: "failed", attempts: 1, providerMessageId: null });
    expect(row.lastError).toBe("Twilio answered 400 (error 21211): The 'To' number +15005550001 is not a valid phone number.");
  });

  test("a Twilio outage (503) is retried later, and the text then goes out once", async () => {
    const api = await twilio({ answers: [{ status: 503, body: { code: 20503, message: "Service unavailable", status: 503 } }] });
    const id = await enqueueSms(database.db, { to: CLIENT, body: "Hello", kind: "test.sms" });
    const config = loadConfig({ NODE_ENV: "test", SMS_ACCOUNT_SID: SID, SMS_AUTH_TOKEN: TOKEN, SMS_FROM: FROM, SMS_API_URL: api.url });
    // The production backoff: the next attempt is not due at once.
    const worker = new OutboxWorker({ db: database.db, transport: createTransport(config, silentLogger), logger: silentLogger, pollMs: 50 });
    cleanup.push(() => worker.stop());
    await worker.runOnce();

    const waiting = await rowOf(id);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, lastError: "Twilio answered 503 (error 20503): Service unavailable" });
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(await worker.runOnce()).toBe(0);

    await database.db.update(outbox).set({ nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(outbox.id, id));
    await worker.runOnce();
    expect(api.requests).toHaveLength(2);
    expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 2, providerMessageId: api.sids[0], lastError: null });
  });

  test("Twilio that cannot be reached is retried like an outage", async () => {
    const api = await twilio();
    await api.close();
    const id = await enqueueSms(database.db, { to: CLIENT, body: "Hello", kind: "test.sms" });
    await workerFor({ SMS_FROM: FROM, SMS_API_URL: api.url }).runOnce();
    expect(await rowOf(id)).toMatchObject({ status: "pending", attempts: 1, lastError: expect.stringMatching(/fetch failed/i) });
  });
});

describe("a transport per channel", () => {
  test("e-mail goes to the SMTP server and SMS to Twilio, in one pass", async () => {
    const api = await twilio();
    const smtp = await startSmtp();
    cleanup.push(smtp.close);
    const mailId = await enqueueEmail(database.db, { to: "buyer@example.com", subject: "Closing scheduled", text: "Friday at 10:00.", kind: "test.mail" });
    const smsId = await enqueueSms(database.db, { to: CLIENT, body: "Closing Friday at 10:00.", kind: "test.sms" });
    const worker = workerFor({ SMS_FROM: FROM, SMS_API_URL: api.url, SMTP_URL: smtp.url, MAIL_FROM: "hello@heartlandclosing.example" });
    expect(await worker.runOnce()).toBe(2);

    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(["buyer@example.com"]);
    expect((await simpleParser(smtp.received[0]!.raw)).subject).toBe("Closing scheduled");
    expect(api.requests.map((r) => r.form.To)).toEqual([CLIENT]);
    expect(await rowOf(mailId)).toMatchObject({ status: "sent", channel: "email", providerMessageId: `<${mailId}@localhost>` });
    expect(await rowOf(smsId)).toMatchObject({ status: "sent", channel: "sms", providerMessageId: api.sids[0] });
  });

  test("without Twilio settings a text is kept by the development transport, and e-mail still goes out over SMTP", async () => {
    const smtp = await startSmtp();
    cleanup.push(smtp.close);
    const mailId = await enqueueEmail(database.db, { to: "buyer@example.com", subject: "s", text: "t", kind: "test.mail" });
    const smsId = await enqueueSms(database.db, { to: CLIENT, body: "Kept for development", kind: "test.sms" });
    const config = loadConfig({ NODE_ENV: "test", SMTP_URL: smtp.url });
    const worker = new OutboxWorker({ db: database.db, transport: createTransport(config, silentLogger), logger: silentLogger, pollMs: 50 });
    cleanup.push(() => worker.stop());
    await worker.runOnce();
    expect(smtp.received).toHaveLength(1);
    expect(await rowOf(mailId)).toMatchObject({ status: "sent" });
    expect(await rowOf(smsId)).toMatchObject({ status: "sent", providerMessageId: `dev-${smsId}` });
  });
});

describe("an SMS row", () => {
  test("needs an E.164 number, from the producer and from the table", async () => {
    await expect(enqueueSms(database.db, { to: "(319) 555-0142", body: "x", kind: "test.sms" })).rejects.toThrow(/E\.164/);
    await expect(
      database.db.insert(outbox).values({ channel: "sms", toAddress: "319-555-0142", textBody: "x", kind: "test.sms" }),
    ).rejects.toThrow();
    expect(await database.db.select().from(outbox)).toEqual([]);
  });
});
