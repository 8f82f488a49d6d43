/**
 * Nobody sends texts and e-mails in their own words from the company (issue 27, defect 2): only an
 * account that proved its e-mail address sends, within caps per account (lower in its first
 * days), per recipient across every account, per client address and for the whole service; texts
 * only to numbers of the allowed countries; nothing about wiring money or bank details; and not
 * while staff have paused the account. Each refusal stores nothing and counts nothing.
 */
import { describe, expect, test } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import type { Hono } from "hono";
import { authUsers, communications, profiles, rateLimits } from "#db/schema/index.ts";
import { COMMUNICATION_MESSAGES as M } from "#core/clients/communication-fields.ts";
import { SITE } from "#core/site/settings.ts";
import { call } from "#tests/support/auth-requests.ts";
import { markEmailProven, proveEmailOver } from "#tests/support/prove-email.ts";
import { freshIp, fromIp, roomInWindow, signUpFresh, useAuthApp } from "#server/auth/tests/helpers.ts";
import { windowOf } from "#server/http/rate-limit-window.ts";

const t = useAuthApp({ TRUST_PROXY: "true" });
let n = 0;
const unique = () => `${process.pid}-${Date.now().toString(36)}-${++n}`;

/** A signed-up agent, proven unless told otherwise, `ageDays` old. */
async function agent(app: Hono = t.app, opts: { proven?: boolean; ageDays?: number } = {}) {
  const made = await signUpFresh(app);
  if (opts.proven !== false) await markEmailProven(t.database.db, made.email);
  if (opts.ageDays) {
    await t.database.db.update(authUsers).set({ createdAt: new Date(Date.now() - opts.ageDays * 86_400_000) }).where(eq(authUsers.id, made.session.user.id));
  }
  return { ...made, token: made.session.access_token, id: made.session.user.id };
}

let phones = 0;
/** A client with an address and a number of its own, so the per-recipient cap never joins two tests. */
async function clientOf(token: string, client: Record<string, string> = {}, app: Hono = t.app) {
  const phone = `(319) 266-${String(++phones).padStart(4, "0")}`;
  const body = { name: "Mary Smith", email: `mary-${unique()}@example.com`, phone, ...client };
  const res = await call(app, "POST", "/api/v1/clients", { token, body, headers: fromIp(freshIp()) });
  if (res.status !== 201) throw new Error(`could not add the client: ${res.status} ${res.text}`);
  return res.json.id as string;
}

const EMAIL = { type: "email", subject: "Your closing on Friday", content: "Hi Mary, your closing is Friday at 10." };
const SMS = { type: "sms", content: "See you Friday at 10" };
const send = (token: string, clientId: string, body: unknown = EMAIL, opts: { app?: Hono; ip?: string } = {}) =>
  call(opts.app ?? t.app, "POST", `/api/v1/clients/${clientId}/communications`, { token, body, headers: fromIp(opts.ip ?? freshIp()) });
const stored = async (clientId: string) => (await t.database.db.select().from(communications).where(eq(communications.clientId, clientId))).length;
const counted = async (key: string) =>
  (await t.database.db.select({ count: rateLimits.count }).from(rateLimits).where(eq(rateLimits.key, key))).reduce((a, r) => a + r.count, 0);

describe("only an account that proved its e-mail address sends", () => {
  test("a fresh sign-up: 403 email_not_confirmed with what to do; nothing stored or counted", async () => {
    const a = await agent(t.app, { proven: false });
    const clientId = await clientOf(a.token);
    for (const body of [EMAIL, SMS]) {
      const res = await send(a.token, clientId, body);
      expect(res.status).toBe(403);
      expect(res.json).toMatchObject({ code: "email_not_confirmed", message: M.emailNotConfirmed });
    }
    expect(await stored(clientId)).toBe(0);
    expect(await counted(`client-message:user:${a.id}`)).toBe(0);
  });

  test("once the address is proven the way a person does it (a code e-mailed to it), the same account sends", async () => {
    const a = await agent(t.app, { proven: false });
    const clientId = await clientOf(a.token);
    const over = (method: string, path: string, opts: { body?: unknown; token?: string } = {}) => call(t.app, method, path, { ...opts, headers: fromIp(freshIp()) });
    await proveEmailOver(over, a.email, a.token);
    expect((await send(a.token, clientId)).status).toBe(201);
    expect((await send(a.token, clientId, SMS)).status).toBe(201);
  });

  test("another agent's client is still 404, proven or not", async () => {
    const owner = await agent();
    const clientId = await clientOf(owner.token);
    const stranger = await agent(t.app, { proven: false });
    expect((await send(stranger.token, clientId)).status).toBe(404);
  });
});

describe("staff can pause an account's sending", () => {
  test("a suspended account: 403 sending_suspended saying to call the office; nothing stored", async () => {
    const a = await agent();
    const clientId = await clientOf(a.token);
    await t.database.db.update(profiles).set({ sendingSuspendedAt: new Date() }).where(eq(profiles.id, a.id));
    const res = await send(a.token, clientId, SMS);
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ code: "sending_suspended", message: M.sendingSuspended });
    expect(res.json.message).toContain(SITE.phone);
    expect(await stored(clientId)).toBe(0);
    await t.database.db.update(profiles).set({ sendingSuspendedAt: null }).where(eq(profiles.id, a.id));
    expect((await send(a.token, clientId, SMS)).status).toBe(201);
  });
});

describe("texts only to numbers of the allowed countries", () => {
  test.each([
    ["+44 7400 123456", /this number is in the United Kingdom\.$/],
    ["+882 123456789", /this number belongs to no country we text\.$/],
    ["+234 803 123 4567", /this number is in Nigeria\.$/],
    ["1-900-555-0100", /never premium-rate, toll-free or other non-geographic numbers/],
    ["+675 712 3456", /this number is in Papua New Guinea\.$/],
    ["+371 2012 3456", /this number is in Latvia\.$/],
  ])("a client at %s: 409 phone_not_textable naming the countries we text; nothing stored", async (phone, why) => {
    const a = await agent();
    const clientId = await clientOf(a.token, { phone });
    const res = await send(a.token, clientId, SMS);
    expect(res.status).toBe(409);
    expect(res.json.code).toBe("phone_not_textable");
    expect(res.json.message).toMatch(/^We text only numbers in the United States and Canada/);
    expect(res.json.message).toMatch(why);
    expect(await stored(clientId)).toBe(0);
    // E-mail to the same client is not a text: it goes.
    expect((await send(a.token, clientId, EMAIL)).status).toBe(201);
  });

  test.each([
    ["(319) 277-0142", "Iowa"],
    ["(416) 555-0142", "Ontario"],
  ])("a client at %s (%s) is texted", async (phone) => {
    const a = await agent();
    const clientId = await clientOf(a.token, { phone });
    expect((await send(a.token, clientId, SMS)).status).toBe(201);
  });

  test("SMS_ALLOWED_COUNTRIES=US: Ontario is refused, naming only the United States", async () => {
    const app = t.appWith({ SMS_ALLOWED_COUNTRIES: "US" });
    const a = await agent(app);
    const clientId = await clientOf(a.token, { phone: "(416) 555-0142" }, app);
    const res = await send(a.token, clientId, SMS, { app });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("We text only numbers in the United States; this number is in Canada.");
  });
});

describe("nothing about wiring money or bank details", () => {
  test.each([
    [{ type: "email", subject: "Your wire instructions changed", content: "See the attached." }, "subject"],
    [{ type: "email", subject: "Closing", content: "Hi Mary, please wire the funds to the account below." }, "content"],
    [{ type: "email", subject: "Updated bank details", content: "Use these from now on." }, "subject"],
    [{ type: "sms", content: "routing number 073000228 account 12345678" }, "content"],
    [{ type: "sms", content: "New SWIFT/IBAN for your closing" }, "content"],
  ])("%j: 400 on %s saying we never send wire instructions; nothing stored", async (body, field) => {
    const a = await agent();
    const clientId = await clientOf(a.token);
    const res = await send(a.token, clientId, body);
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("validation_failed");
    expect(res.json.fields[field]).toBe(M.moneyTalk);
    expect(M.moneyTalk).toContain(SITE.phone);
    expect(await stored(clientId)).toBe(0);
  });

  test.each([
    { type: "email", subject: "Bring a cashier's check", content: "Please bring a cashier's check and your photo ID. Call me about the earnest money." },
    { type: "sms", content: "The appraisal came in! Your closing is Friday at 10." },
  ])("ordinary closing chatter goes: %j", async (body) => {
    const a = await agent();
    expect((await send(a.token, await clientOf(a.token), body)).status).toBe(201);
  });
});

describe("caps", () => {
  test("a new account: NEW_ACCOUNT_PER_HOUR, then 429 saying so with Retry-After; the refused one stores and counts nothing", async () => {
    await roomInWindow(3600);
    const app = t.appWith({ CLIENT_MESSAGES_NEW_ACCOUNT_PER_HOUR: "3" });
    const a = await agent(app);
    const clientId = await clientOf(a.token, {}, app);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await send(a.token, clientId, { ...EMAIL, subject: `Update ${i}` }, { app }));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 429, 429]);
    expect(answers[3]!.json.code).toBe("rate_limited");
    // roomInWindow has just entered a fresh hour, so the wait can round up to the whole hour.
    expect(answers[3]!.json.message).toMatch(/^New accounts send up to 3 messages an hour for their first 3 days\. Please wait (\d+ (minutes?|seconds?)|1 hour) before sending more/);
    expect(Number(answers[3]!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await stored(clientId)).toBe(3);
    expect(await counted(`client-message:user:${a.id}`)).toBe(3);
  });

  test("a new account's day: NEW_ACCOUNT_PER_DAY; an account past its first days is held to the usual caps instead", async () => {
    await roomInWindow(86_400);
    const app = t.appWith({ CLIENT_MESSAGES_NEW_ACCOUNT_PER_DAY: "2" });
    const fresh = await agent(app);
    const freshClient = await clientOf(fresh.token, {}, app);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await send(fresh.token, freshClient, SMS, { app }));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 429]);
    expect(answers[2]!.json.message).toMatch(/^New accounts send up to 2 messages a day for their first 3 days\./);

    const seasoned = await agent(app, { ageDays: 4 });
    const seasonedClient = await clientOf(seasoned.token, {}, app);
    for (let i = 0; i < 3; i++) expect((await send(seasoned.token, seasonedClient, SMS, { app })).status).toBe(201);
  });

  test("an account's day: PER_DAY (200 by default), then 429", async () => {
    const a = await agent(t.app, { ageDays: 30 });
    const clientId = await clientOf(a.token);
    const day = windowOf(86_400, Date.now());
    await t.database.db.insert(rateLimits).values({ key: `client-message:user-day:${a.id}`, windowStart: day.start, count: 200, expiresAt: day.end });
    const res = await send(a.token, clientId);
    expect(res.status).toBe(429);
    expect(res.json.message).toMatch(/^You have sent 200 messages today, the most one account sends in a day\. Please wait \d+ hours?/);
  });

  test("one address gets at most PER_RECIPIENT_PER_DAY messages a day from every account together, however it is spelt", async () => {
    await roomInWindow(86_400);
    const app = t.appWith({ CLIENT_MESSAGES_PER_RECIPIENT_PER_DAY: "3" });
    const target = `target-${unique()}@example.com`;
    const spellings = [target, target.toUpperCase(), ` ${target} `, target, target];
    const answers = [];
    for (const email of spellings) {
      const a = await agent(app);
      answers.push(await send(a.token, await clientOf(a.token, { email }, app), EMAIL, { app }));
    }
    console.log(`one address from ${answers.length} accounts: ${answers.filter((r) => r.status === 201).length} sent, ${answers.filter((r) => r.status === 429).length} refused`);
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 429, 429]);
    expect(answers[3]!.json.message).toMatch(/^This address or number has had 3 messages from us today, the most we send anyone in a day\. Please wait/);
  });

  test("one number, the same across accounts", async () => {
    await roomInWindow(86_400);
    const app = t.appWith({ CLIENT_MESSAGES_PER_RECIPIENT_PER_DAY: "2" });
    const phone = "(515) 277-0199";
    const statuses = [];
    for (const typed of [phone, "+1 515 277 0199", "515.277.0199"]) {
      const a = await agent(app);
      statuses.push((await send(a.token, await clientOf(a.token, { phone: typed }, app), SMS, { app })).status);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });

  test("one client address: PER_IP_PER_HOUR across accounts", async () => {
    await roomInWindow(3600);
    const app = t.appWith({ CLIENT_MESSAGES_PER_IP_PER_HOUR: "3" });
    const ip = freshIp();
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      const a = await agent(app);
      statuses.push(await send(a.token, await clientOf(a.token, {}, app), EMAIL, { app, ip }));
    }
    expect(statuses.map((r) => r.status)).toEqual([201, 201, 201, 429, 429]);
    expect(statuses[3]!.json.message).toMatch(/^3 messages have been sent from your network in the last hour/);
    // Another address is not held back.
    const other = await agent(app);
    expect((await send(other.token, await clientOf(other.token, {}, app), EMAIL, { app })).status).toBe(201);
  });

  test("the whole service: TOTAL_PER_HOUR, whoever sends from wherever", async () => {
    await roomInWindow(3600);
    const w = windowOf(3600, Date.now());
    const [row] = await t.database.db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, "client-message:all"), sql`${rateLimits.windowStart} = ${w.start.toISOString()}::timestamptz`));
    const app = t.appWith({ CLIENT_MESSAGES_TOTAL_PER_HOUR: String((row?.count ?? 0) + 2) });
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const a = await agent(app);
      statuses.push(await send(a.token, await clientOf(a.token, {}, app), EMAIL, { app }));
    }
    expect(statuses.map((r) => r.status)).toEqual([201, 201, 429, 429]);
    expect(statuses[2]!.json.message).toMatch(/^We have paused client messages for everyone for a while/);
  });
});
