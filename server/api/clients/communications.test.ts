/**
 * Sending a client an e-mail or a text, for real: the e-mail reaches an SMTP server (From the
 * company, Reply-To the sender), the text reaches a local server speaking Twilio's Messages API,
 * and the history tells each one's status as it changes.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { simpleParser } from "mailparser";
import { eq } from "drizzle-orm";
import { authUsers, communications, rateLimits } from "#db/schema/index.ts";
import { COMMUNICATION_MESSAGES as M, unfilledMessage } from "#core/clients/communication-fields.ts";
import { call } from "#tests/support/auth-requests.ts";
import { startSmtp } from "#tests/support/smtp-server.ts";
import { silentLogger } from "#tests/support/test-app.ts";
import { startTwilio } from "#tests/support/twilio-server.ts";
import { loadConfig } from "#server/env.ts";
import { signUpFresh, useAuthApp } from "#server/auth/tests/helpers.ts";
import { createTransport } from "#server/messaging/create-transport.ts";
import { OutboxWorker } from "#server/messaging/outbox-worker.ts";
import { markEmailProven } from "#tests/support/prove-email.ts";

const SID = `AC${"1a".repeat(16)}`;
const env: Record<string, string> = {
  AUTH_RATE_LIMIT_MULTIPLIER: "10",
  // Every agent here writes to Mary at the same address and number; the caps are tested in
  // communication-refusals.test.ts.
  CLIENT_MESSAGES_PER_RECIPIENT_PER_DAY: "1000",
  PUBLIC_URL: "https://closing.example",
  MAIL_FROM: "Heartland Closing Co. <hello@heartlandclosing.example>",
  SMS_ACCOUNT_SID: SID,
  SMS_AUTH_TOKEN: "twilio-token",
  SMS_FROM: "+13195550100",
};
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let twilio: Awaited<ReturnType<typeof startTwilio>>;
beforeAll(async () => {
  smtp = await startSmtp();
  twilio = await startTwilio();
  env.SMTP_URL = smtp.url;
  env.SMS_API_URL = twilio.url;
});
afterAll(async () => {
  await smtp.close();
  await twilio.close();
});
const t = useAuthApp(env);
const api = (method: string, path: string, token?: string, body?: unknown) => call(t.app, method, path, { token, body });

async function deliver() {
  const worker = new OutboxWorker({ db: t.database.db, transport: createTransport(loadConfig({ NODE_ENV: "test", ...env }), silentLogger), logger: silentLogger, pollMs: 50, retryDelay: () => 0 });
  await worker.runOnce();
  await worker.stop();
}

async function agentWithClient(client: Record<string, unknown> = { name: "Mary Smith", email: "mary@example.com", phone: "(319) 555-0142" }) {
  const agent = await signUpFresh(t.app);
  await markEmailProven(t.database.db, agent.email);
  const res = await api("POST", "/api/v1/clients", agent.session.access_token, client);
  expect(res.status).toBe(201);
  return { agent, token: agent.session.access_token, clientId: res.json.id as string };
}

const history = async (token: string, clientId: string) => (await api("GET", `/api/v1/clients/${clientId}/communications`, token)).json.data;

describe("Send Email", () => {
  test("queued, then really delivered: From the company, Reply-To the sender, the text as written; the history says sent", async () => {
    const { agent, token, clientId } = await agentWithClient();
    const res = await api("POST", `/api/v1/clients/${clientId}/communications`, token, {
      type: "email",
      subject: "Your closing on Friday",
      content: "Hi Mary,\n\nYour closing is set for Friday at 10:00.",
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ type: "email", status: "queued", subject: "Your closing on Friday", recipient: "mary@example.com", sent_at: null });

    await deliver();
    const raw = smtp.received.find((m) => m.to.includes("mary@example.com"));
    expect(raw).toBeDefined();
    const mail = await simpleParser(raw!.raw);
    expect(mail.subject).toBe("Your closing on Friday");
    expect(mail.from?.text).toBe('"Heartland Closing Co." <hello@heartlandclosing.example>');
    expect(mail.replyTo?.text).toBe(agent.email);
    expect(mail.text).toContain("Hi Mary,\n\nYour closing is set for Friday at 10:00.");
    expect(mail.text).toContain(`Sent by ${agent.email.split("@")[0]} (${agent.email}) through Heartland Closing Co.`);

    const [entry] = await history(token, clientId);
    expect(entry).toMatchObject({ id: res.json.id, status: "sent", error: null, sent_at: expect.any(String) });
  });

  test("a client without an e-mail: 409 'Client email is required', nothing queued", async () => {
    const { token, clientId } = await agentWithClient({ name: "No Mail", phone: "(319) 555-0142" });
    const res = await api("POST", `/api/v1/clients/${clientId}/communications`, token, { type: "email", subject: "Hi", content: "Hello" });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ code: "client_email_required", message: M.clientEmailRequired });
    expect(await history(token, clientId)).toEqual([]);
  });

  test.each([
    [{ type: "email", subject: "", content: "" }, { subject: M.subjectRequired, content: M.messageRequired }],
    [{ type: "email", subject: "Closing at {{property_address}}", content: "Hi" }, { subject: unfilledMessage(["property_address"]) }],
    [{ type: "email", subject: "x".repeat(201), content: "Hi" }, { subject: M.subjectTooLong }],
    [{ type: "sms", content: "x".repeat(1601) }, { content: M.smsTooLong }],
    [{ type: "sms", content: "" }, { content: M.messageRequired }],
  ])("%j: 400 naming the fields", async (body, fields) => {
    const { token, clientId } = await agentWithClient();
    const res = await api("POST", `/api/v1/clients/${clientId}/communications`, token, body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: "validation_failed", fields });
  });
});

describe("Send SMS", () => {
  test("posted to Twilio from our number with our status callback; the history says sent with Twilio's id", async () => {
    const { token, clientId } = await agentWithClient();
    const res = await api("POST", `/api/v1/clients/${clientId}/communications`, token, { type: "sms", content: "See you Friday at 10 - Dana" });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ type: "sms", status: "queued", subject: null, recipient: "+13195550142" });
    const before = twilio.requests.length;
    await deliver();
    const sent = twilio.requests.slice(before).find((r) => r.form.Body === "See you Friday at 10 - Dana");
    expect(sent?.form).toEqual({
      To: "+13195550142",
      From: "+13195550100",
      Body: "See you Friday at 10 - Dana",
      StatusCallback: "https://closing.example/api/v1/webhooks/sms/status",
    });
    const [row] = await t.database.db.select().from(communications).where(eq(communications.id, res.json.id));
    expect(row!.status).toBe("sent");
    expect(row!.providerId).toMatch(/^SM[0-9a-f]{32}$/);
  });

  test("a client without a phone: 409 'Client phone number is required'", async () => {
    const { token, clientId } = await agentWithClient({ name: "No Phone", email: "np@example.com" });
    const res = await api("POST", `/api/v1/clients/${clientId}/communications`, token, { type: "sms", content: "Hi" });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ code: "client_phone_required", message: M.clientPhoneRequired });
  });

  test("the sending limit: 60 an hour for an account past its first days, then 429 with the wait in words; nothing stored", async () => {
    const { agent, token, clientId } = await agentWithClient();
    await t.database.db.update(authUsers).set({ createdAt: new Date(Date.now() - 10 * 86_400_000) }).where(eq(authUsers.id, agent.session.user.id));
    await t.database.db.insert(rateLimits).values({
      key: `client-message:user:${agent.session.user.id}`,
      windowStart: new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000),
      count: 60,
      expiresAt: new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 + 3_600_000),
    });
    const res = await api("POST", `/api/v1/clients/${clientId}/communications`, token, { type: "sms", content: "One more" });
    expect(res.status).toBe(429);
    expect(res.json.code).toBe("rate_limited");
    expect(res.json.message).toMatch(/^You have sent 60 messages in the last hour\. Please wait \d+ (minutes?|seconds?) before sending more/);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await history(token, clientId)).toEqual([]);
  });
});

describe("GET /api/v1/clients/{id}/communications", () => {
  test("newest first, e-mails and texts together, in pages", async () => {
    const { token, clientId } = await agentWithClient();
    // PGlite's clock counts in milliseconds: keep the six apart so "newest" is well defined.
    const later = () => new Promise((resolve) => setTimeout(resolve, 3));
    for (let i = 0; i < 3; i++) {
      await api("POST", `/api/v1/clients/${clientId}/communications`, token, { type: "sms", content: `Text ${i}` });
      await later();
      await api("POST", `/api/v1/clients/${clientId}/communications`, token, { type: "email", subject: `Mail ${i}`, content: `Mail ${i}` });
      await later();
    }
    const first = await api("GET", `/api/v1/clients/${clientId}/communications?limit=4`, token);
    expect(first.status).toBe(200);
    expect(first.json.data.map((c: { content: string }) => c.content)).toEqual(["Mail 2", "Text 2", "Mail 1", "Text 1"]);
    const second = await api("GET", `/api/v1/clients/${clientId}/communications?limit=4&cursor=${first.json.next_cursor}`, token);
    expect(second.json.data.map((c: { content: string }) => c.content)).toEqual(["Mail 0", "Text 0"]);
    expect(second.json.next_cursor).toBeNull();
  });
});
