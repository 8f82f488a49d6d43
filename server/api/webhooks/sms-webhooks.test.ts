/**
 * Twilio's webhooks: status callbacks and texts to our number, each signed with
 * X-Twilio-Signature over the exact public URL. A bad signature changes nothing; a status only
 * moves forward; a reply lands in the client's history; STOP opts the number out, START back in.
 */
import { describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { getExpectedTwilioSignature } from "twilio/lib/webhooks/webhooks.js";
import { communications, smsOptOuts } from "#db/schema/index.ts";
import { COMMUNICATION_MESSAGES as M } from "#core/clients/communication-fields.ts";
import { call } from "#tests/support/auth-requests.ts";
import { markEmailProven } from "#tests/support/prove-email.ts";
import { signUpFresh, useAuthApp } from "#server/auth/tests/helpers.ts";

const TOKEN = "twilio-token";
const PUBLIC = "https://closing.example";
const t = useAuthApp({
  AUTH_RATE_LIMIT_MULTIPLIER: "10",
  PUBLIC_URL: PUBLIC,
  SMS_ACCOUNT_SID: `AC${"1a".repeat(16)}`,
  SMS_AUTH_TOKEN: TOKEN,
  SMS_FROM: "+13195550100",
  SMS_API_URL: "http://127.0.0.1:9",
  // Most tests text the same number from their own agent; the caps are tested in server/api/clients.
  CLIENT_MESSAGES_PER_RECIPIENT_PER_DAY: "1000",
});

let sidCount = 0;
const newSid = () => `SM${String(++sidCount).padStart(32, "0")}`;

/** A webhook request as Twilio sends it; `sign` false leaves the signature off, a string uses that one. */
async function webhook(path: string, fields: Record<string, string>, sign: boolean | string = true) {
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
  if (sign === true) headers["x-twilio-signature"] = getExpectedTwilioSignature(TOKEN, `${PUBLIC}${path}`, fields);
  else if (typeof sign === "string") headers["x-twilio-signature"] = sign;
  const res = await t.app.request(path, { method: "POST", headers, body: new URLSearchParams(fields).toString() });
  return { status: res.status, text: await res.text(), type: res.headers.get("content-type") };
}

const STATUS = "/api/v1/webhooks/sms/status";
const INBOUND = "/api/v1/webhooks/sms/inbound";

/** An agent's client who was texted once; the text has Twilio's id `sid`, as the worker leaves it. */
async function textedClient(phone = "(319) 555-0142") {
  const agent = await signUpFresh(t.app);
  await markEmailProven(t.database.db, agent.email);
  const token = agent.session.access_token;
  const client = await call(t.app, "POST", "/api/v1/clients", { token, body: { name: "Mary Smith", phone } });
  const sent = await call(t.app, "POST", `/api/v1/clients/${client.json.id}/communications`, { token, body: { type: "sms", content: "See you Friday" } });
  const sid = newSid();
  await t.database.db.update(communications).set({ status: "sent", providerId: sid }).where(eq(communications.id, sent.json.id));
  return { token, clientId: client.json.id as string, communicationId: sent.json.id as string, sid };
}

const rowOf = async (id: string) => (await t.database.db.select().from(communications).where(eq(communications.id, id)))[0]!;

describe("POST /api/v1/webhooks/sms/status", () => {
  test("delivered, then a late 'sent': delivered stays, Twilio's word is kept", async () => {
    const { communicationId, sid } = await textedClient();
    expect((await webhook(STATUS, { MessageSid: sid, MessageStatus: "delivered" })).status).toBe(204);
    expect(await rowOf(communicationId)).toMatchObject({ status: "delivered", providerStatus: "delivered" });
    expect((await webhook(STATUS, { MessageSid: sid, MessageStatus: "sent" })).status).toBe(204);
    expect(await rowOf(communicationId)).toMatchObject({ status: "delivered", providerStatus: "delivered" });
  });

  test("undelivered with a carrier code: failed with the reason in words", async () => {
    const { token, clientId, communicationId, sid } = await textedClient();
    await webhook(STATUS, { MessageSid: sid, MessageStatus: "undelivered", ErrorCode: "30006" });
    expect(await rowOf(communicationId)).toMatchObject({ status: "failed", providerStatus: "undelivered", error: "The number is a landline or cannot receive texts" });
    const history = await call(t.app, "GET", `/api/v1/clients/${clientId}/communications`, { token });
    expect(history.json.data[0]).toMatchObject({ status: "failed", provider_status: "undelivered", error: "The number is a landline or cannot receive texts" });
  });

  test.each([
    ["no signature", false],
    ["a wrong signature", "bm90IHRoZSBzaWduYXR1cmU="],
  ] as const)("%s: 403, nothing changes", async (_, sign) => {
    const { communicationId, sid } = await textedClient();
    const res = await webhook(STATUS, { MessageSid: sid, MessageStatus: "delivered" }, sign);
    expect(res.status).toBe(403);
    expect(JSON.parse(res.text)).toMatchObject({ code: "invalid_signature" });
    expect((await rowOf(communicationId)).status).toBe("sent");
  });

  test("a signature over other fields (a tampered status) is refused", async () => {
    const { communicationId, sid } = await textedClient();
    const signature = getExpectedTwilioSignature(TOKEN, `${PUBLIC}${STATUS}`, { MessageSid: sid, MessageStatus: "sent" });
    expect((await webhook(STATUS, { MessageSid: sid, MessageStatus: "failed" }, signature)).status).toBe(403);
    expect((await rowOf(communicationId)).status).toBe("sent");
  });

  test("an unknown message or status is taken and changes nothing", async () => {
    expect((await webhook(STATUS, { MessageSid: newSid(), MessageStatus: "delivered" })).status).toBe(204);
    const { communicationId, sid } = await textedClient();
    expect((await webhook(STATUS, { MessageSid: sid, MessageStatus: "sending" })).status).toBe(204);
    expect((await rowOf(communicationId)).status).toBe("sent");
  });

  test("a JSON body, even with a signature header: 403", async () => {
    const res = await t.app.request(STATUS, { method: "POST", headers: { "content-type": "application/json", "x-twilio-signature": "x" }, body: "{}" });
    expect(res.status).toBe(403);
  });
});

describe("POST /api/v1/webhooks/sms/inbound", () => {
  test("a reply goes into the history of the client last texted at that number, once", async () => {
    const { token, clientId } = await textedClient("(319) 555-0177");
    const sid = newSid();
    const reply = { MessageSid: sid, From: "+13195550177", To: "+13195550100", Body: "Thanks! Can we make it 11?" };
    const res = await webhook(INBOUND, reply);
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^text\/xml/);
    expect(res.text).toContain("<Response></Response>");
    await webhook(INBOUND, reply); // Twilio may call again
    const history = await call(t.app, "GET", `/api/v1/clients/${clientId}/communications`, { token });
    expect(history.json.data.map((c: { status: string; content: string }) => [c.status, c.content])).toEqual([
      ["received", "Thanks! Can we make it 11?"],
      ["sent", "See you Friday"],
    ]);
  });

  test("a reply with a NUL byte is kept without it (the database refuses the byte)", async () => {
    const { token, clientId } = await textedClient("(319) 555-0155");
    expect((await webhook(INBOUND, { MessageSid: newSid(), From: "+13195550155", Body: "Yes\u0000 please" })).status).toBe(200);
    const history = await call(t.app, "GET", `/api/v1/clients/${clientId}/communications`, { token });
    expect(history.json.data[0]).toMatchObject({ status: "received", content: "Yes please" });
  });

  test("STOP opts the number out: the client shows it and sending is refused with 409; START opts back in", async () => {
    const { token, clientId } = await textedClient("(319) 555-0188");
    await webhook(INBOUND, { MessageSid: newSid(), From: "+13195550188", To: "+13195550100", Body: "Stop" });
    expect((await call(t.app, "GET", `/api/v1/clients/${clientId}`, { token })).json.sms_opted_out).toBe(true);
    const refused = await call(t.app, "POST", `/api/v1/clients/${clientId}/communications`, { token, body: { type: "sms", content: "Hello?" } });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ code: "sms_opted_out", message: M.optedOut });

    await webhook(INBOUND, { MessageSid: newSid(), From: "+13195550188", To: "+13195550100", Body: "START" });
    expect((await call(t.app, "GET", `/api/v1/clients/${clientId}`, { token })).json.sms_opted_out).toBe(false);
    expect((await call(t.app, "POST", `/api/v1/clients/${clientId}/communications`, { token, body: { type: "sms", content: "Welcome back" } })).status).toBe(201);
    expect(await t.database.db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, "+13195550188"))).toEqual([]);
  });

  test("unsigned: 403, nothing recorded and nobody opted out", async () => {
    const { token, clientId } = await textedClient("(319) 555-0166");
    const res = await webhook(INBOUND, { MessageSid: newSid(), From: "+13195550166", Body: "STOP" }, false);
    expect(res.status).toBe(403);
    expect((await call(t.app, "GET", `/api/v1/clients/${clientId}`, { token })).json.sms_opted_out).toBe(false);
  });

  test("a text from a number nobody texted is answered and not kept", async () => {
    const res = await webhook(INBOUND, { MessageSid: newSid(), From: "+15155550100", Body: "Who is this?" });
    expect(res.status).toBe(200);
    expect(await t.database.db.select().from(communications).where(eq(communications.recipient, "+15155550100"))).toEqual([]);
  });
});
