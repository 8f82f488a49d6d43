/**
 * Abuse: what an outside probe did to the company's messaging (issue 27, defects 2 and 5), done
 * again against the real server over HTTP behind a trusted proxy (TRUST_PROXY, each request
 * naming its address in X-Forwarded-For): texts and sign-in codes to disallowed countries, one
 * stranger's address messaged from many accounts, "wire instructions" in the company's name, and
 * many sign-ups' worth of proven accounts sending from one address and from rotating ones. The
 * caps are lowered by settings so the suite takes seconds; the figures (sent vs refused) are
 * printed. Defaults and reasons: docs/decisions/024-message-caps.md.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { outbox } from "#db/schema/index.ts";
import { proveEmailOver } from "../support/prove-email.ts";
import { startServer, type RunningServer } from "../support/running-server.ts";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "../support/test-db.ts";
import { call, type Reply } from "../scale/http-kit.ts";
import { roomInWindow } from "#server/auth/tests/helpers.ts";

const PER_IP = 25;
const TOTAL = 60;
const PER_RECIPIENT = 5;
const NEW_ACCOUNT_PER_HOUR = 10;
const PASSWORD = "abuse suite password";
const run = `${process.pid}-${Date.now().toString(36)}`;

let database: TestDatabase;
let server: RunningServer;
beforeAll(async () => {
  // The counters are fixed windows of an hour and a day: start where the suite fits in both.
  await roomInWindow(3600, 90);
  await roomInWindow(86_400, 90);
  database = await createTestDatabase();
  server = await startServer(database, {
    TRUST_PROXY: "true",
    CLIENT_MESSAGES_PER_IP_PER_HOUR: String(PER_IP),
    CLIENT_MESSAGES_TOTAL_PER_HOUR: String(TOTAL),
    CLIENT_MESSAGES_PER_RECIPIENT_PER_DAY: String(PER_RECIPIENT),
    CLIENT_MESSAGES_NEW_ACCOUNT_PER_HOUR: String(NEW_ACCOUNT_PER_HOUR),
  });
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

let ips = 0;
/** A fresh address behind the proxy (TEST-NET-3 and up), one per "machine" of the attacker. */
const freshIp = () => `203.0.${113 + Math.floor(++ips / 250)}.${(ips % 250) + 1}`;
let made = 0;

interface Attacker {
  token: string;
  clients: string[];
}

/** An account signed up and proven from `ip`, with `clients` clients at the given addresses. */
async function attacker(ip: string, clientEmails: string[]): Promise<Attacker> {
  const email = `abuser-${run}-${++made}@example.com`;
  const signup = await call(server.url, "POST", "/auth/v1/signup", { ip, body: { email, password: PASSWORD, data: { account_type: "agent" } } });
  expect(signup.status, signup.text).toBe(200);
  // The probe's accounts had unconfirmed addresses; these prove theirs, so the caps are what stops them.
  const session = signup.json as { access_token: string };
  await proveEmailOver((method, path, opts = {}) => call(server.url, method, path, { ...opts, ip }), email, session.access_token);
  const clients = [];
  for (const [i, clientEmail] of clientEmails.entries()) {
    const body = { name: `Target ${i}`, email: clientEmail, phone: "(319) 266-0100" };
    const res = await call(server.url, "POST", "/api/v1/clients", { ip, token: session.access_token, body });
    expect(res.status, res.text).toBe(201);
    clients.push(res.json.id as string);
  }
  return { token: session.access_token, clients };
}

const send = (a: Attacker, clientId: string, ip: string, body: unknown = { type: "email", subject: "Hello", content: "Checking in about your closing." }) =>
  call(server.url, "POST", `/api/v1/clients/${clientId}/communications`, { ip, token: a.token, body });

function tally(answers: Reply[]) {
  const sent = answers.filter((r) => r.status === 201).length;
  return { sent, refused: answers.length - sent, statuses: [...new Set(answers.map((r) => r.status))].sort() };
}

let clientMessagesSent = 0;
const uniqueTargets = (n: number) => Array.from({ length: n }, () => `target-${run}-${++made}@example.com`);

describe(`messaging abuse (${testDatabaseKind()})`, () => {
  test("texts and sign-in codes to disallowed countries: none sent", async () => {
    const ip = freshIp();
    const numbers = ["+44 7400 123456", "+882 123456789", "+234 803 123 4567", "+1 900 555 0100", "+675 712 3456", "+371 2012 3456"];
    const texts: Reply[] = [];
    const codes: Reply[] = [];
    for (const phone of numbers) {
      const a = await attacker(ip, []);
      const client = await call(server.url, "POST", "/api/v1/clients", { ip, token: a.token, body: { name: "Far Away", phone } });
      texts.push(await send(a, client.json.id as string, ip, { type: "sms", content: "Hi, call me back" }));
      codes.push(await call(server.url, "POST", "/auth/v1/otp", { ip: freshIp(), body: { phone } }));
    }
    const smsQueued = (await database.db.select().from(outbox).where(eq(outbox.channel, "sms"))).length;
    console.log(
      `[abuse] client texts to ${numbers.length} foreign or premium numbers: ${tally(texts).sent} sent, ${tally(texts).refused} refused (409); ` +
        `sign-in codes: ${codes.filter((r) => r.status === 200).length} sent, ${codes.filter((r) => r.status === 422).length} refused (422); texts queued: ${smsQueued}`,
    );
    expect(texts.map((r) => [r.status, r.json.code])).toEqual(numbers.map(() => [409, "phone_not_textable"]));
    expect(codes.map((r) => [r.status, r.json.error_code])).toEqual(numbers.map(() => [422, "sms_send_failed"]));
    expect(smsQueued).toBe(0);
  });

  test("'Your wire instructions changed' from the company's sender: refused, nothing sent", async () => {
    const ip = freshIp();
    const a = await attacker(ip, uniqueTargets(1));
    const answers = [
      await send(a, a.clients[0]!, ip, { type: "email", subject: "Your wire instructions changed", content: "Use the new account below." }),
      await send(a, a.clients[0]!, ip, { type: "email", subject: "Closing update", content: "Please wire the funds to routing number 073000228 account 12345678." }),
    ];
    console.log(`[abuse] wire-instruction e-mails: ${tally(answers).sent} sent, ${tally(answers).refused} refused (400)`);
    expect(answers.map((r) => r.status)).toEqual([400, 400]);
  });

  test(`one stranger's address from 8 accounts on 8 addresses: ${PER_RECIPIENT} messages a day, then refused`, async () => {
    const stranger = `stranger-${run}@example.com`;
    const answers: Reply[] = [];
    for (let i = 0; i < 8; i++) {
      const ip = freshIp();
      const a = await attacker(ip, [stranger]);
      answers.push(await send(a, a.clients[0]!, ip, { type: "email", subject: "Hello", content: "Just checking in." }));
    }
    const { sent, refused } = tally(answers);
    clientMessagesSent += sent;
    console.log(`[abuse] one address from 8 accounts: ${sent} sent, ${refused} refused (limit ${PER_RECIPIENT} a day)`);
    expect(sent).toBe(PER_RECIPIENT);
    expect(answers.slice(PER_RECIPIENT).every((r) => r.status === 429 && /^This address or number has had/.test(r.json.message))).toBe(true);
  });

  test(`one address: 6 proven accounts x ${NEW_ACCOUNT_PER_HOUR} sends stop at ${PER_IP} an hour`, async () => {
    const ip = freshIp();
    const answers: Reply[] = [];
    for (let i = 0; i < 6; i++) {
      const a = await attacker(ip, uniqueTargets(3));
      for (let n = 0; n < NEW_ACCOUNT_PER_HOUR; n++) answers.push(await send(a, a.clients[n % 3]!, ip));
    }
    const { sent, refused } = tally(answers);
    clientMessagesSent += sent;
    console.log(`[abuse] one address, 6 accounts: ${sent} sent, ${refused} refused (limit ${PER_IP} an hour per address)`);
    expect(sent).toBe(PER_IP);
    expect(answers.filter((r) => r.status === 429).every((r) => /from your network/.test(r.json.message))).toBe(true);
  });

  test(`rotating addresses: 12 proven accounts, each its own address, stop at the service's ${TOTAL} an hour`, async () => {
    const answers: Reply[] = [];
    const perAccount: number[] = [];
    for (let i = 0; i < 12; i++) {
      const ip = freshIp();
      const a = await attacker(ip, uniqueTargets(3));
      let mine = 0;
      for (let n = 0; n < NEW_ACCOUNT_PER_HOUR + 2; n++) {
        const res = await send(a, a.clients[n % 3]!, ip);
        answers.push(res);
        if (res.status === 201) mine += 1;
      }
      perAccount.push(mine);
    }
    const { sent, refused } = tally(answers);
    clientMessagesSent += sent;
    const queued = (await database.db.select().from(outbox).where(eq(outbox.kind, "client.email"))).length;
    console.log(
      `[abuse] rotating addresses, 12 accounts: ${sent} sent, ${refused} refused (per account at most ${Math.max(...perAccount)}, new accounts ${NEW_ACCOUNT_PER_HOUR} an hour); ` +
        `client messages in the whole suite: ${clientMessagesSent} sent of the service's ${TOTAL} an hour, ${queued} e-mails queued`,
    );
    expect(Math.max(...perAccount)).toBeLessThanOrEqual(NEW_ACCOUNT_PER_HOUR);
    expect(clientMessagesSent).toBe(TOTAL);
    expect(queued).toBe(TOTAL);
    expect(answers.at(-1)!.json.message).toMatch(/^We have paused client messages for everyone/);
  });
});
