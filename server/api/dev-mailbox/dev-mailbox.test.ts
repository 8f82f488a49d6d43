/** The development mailbox shows the texts the development SMS transport kept, like its e-mails. */
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { outbox } from "#db/schema/index.ts";
import { call } from "#tests/support/auth-requests.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db.ts";
import { enqueueEmail, enqueueSms } from "#server/messaging/outbox.ts";

const TWILIO = { SMS_ACCOUNT_SID: `AC${"0".repeat(32)}`, SMS_AUTH_TOKEN: "token", SMS_FROM: "+13195550100" };

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

async function queueBoth() {
  await enqueueSms(database.db, { to: "+13195550142", body: "Your closing is Friday at 10:00.", kind: "test.sms" });
  await enqueueEmail(database.db, { to: "pat@example.com", subject: "Closing", text: "Friday at 10:00.", kind: "test.mail" });
}

describe("GET /api/v1/dev/mailbox with SMS", () => {
  test.each([
    ["+13195550142", "as stored"],
    [encodeURIComponent("+13195550142"), "encoded"],
    [encodeURIComponent("(319) 555-0142"), "as people type it"],
  ])("lists the texts to a number given %s (%s)", async (to) => {
    await queueBoth();
    const res = await call(createTestApp(database), "GET", `/api/v1/dev/mailbox?to=${to}`);
    expect(res.status).toBe(200);
    expect(res.json.messages).toEqual([
      expect.objectContaining({ channel: "sms", to: "+13195550142", subject: "", text: "Your closing is Friday at 10:00.", html: null, kind: "test.sms" }),
    ]);
  });

  test("without `to`, lists the kept e-mails and texts, newest first", async () => {
    await queueBoth();
    // PGlite's clock can give both rows the same millisecond: make the text clearly the older.
    await database.db.update(outbox).set({ createdAt: sql`created_at - interval '1 second'` }).where(eq(outbox.channel, "sms"));
    const res = await call(createTestApp(database), "GET", "/api/v1/dev/mailbox");
    expect((res.json.messages as { channel: string }[]).map((m) => m.channel)).toEqual(["email", "sms"]);
  });

  test("with an SMTP server but no Twilio, lists only texts (the e-mails really went out)", async () => {
    await queueBoth();
    const app = createTestApp(database, { env: { SMTP_URL: "smtp://127.0.0.1:2525" } });
    expect((await call(app, "GET", "/api/v1/dev/mailbox?to=pat@example.com")).json.messages).toEqual([]);
    expect((await call(app, "GET", "/api/v1/dev/mailbox")).json.messages).toEqual([expect.objectContaining({ channel: "sms" })]);
  });

  test("with Twilio but no SMTP server, lists only e-mails", async () => {
    await queueBoth();
    const app = createTestApp(database, { env: TWILIO });
    expect((await call(app, "GET", "/api/v1/dev/mailbox?to=%2B13195550142")).json.messages).toEqual([]);
    expect((await call(app, "GET", "/api/v1/dev/mailbox")).json.messages).toEqual([expect.objectContaining({ channel: "email" })]);
  });
});
