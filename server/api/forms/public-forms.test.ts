/**
 * What every public form endpoint promises, checked for each of the four: validation with field
 * messages, size and rate limits, the honeypot, the bearer token as the only source of the
 * account, and the two e-mails queued with the stored row.
 */
import { describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { leads, outbox, serviceRequests } from "#db/schema/index.ts";
import { FIELD_MESSAGES } from "#core/leads/contact-fields.ts";
import { SERVICE_REQUEST_MESSAGES } from "#core/leads/service-request.ts";
import { call, uniqueEmail } from "#tests/support/auth-requests.ts";
import { freshIp, fromIp, signUpFresh, useAuthApp } from "#server/auth/tests/helpers.ts";
import { FORM_LIMITS } from "./form-limits.ts";

const STAFF = "closings-desk@heartland.example";
const t = useAuthApp({ TRUST_PROXY: "true", STAFF_EMAIL: STAFF, PUBLIC_URL: "https://heartland.example" });

interface FormCase {
  path: string;
  form: keyof typeof FORM_LIMITS;
  table: "leads" | "service_requests";
  valid: () => Record<string, unknown> & { email?: unknown };
  /** Each required field and the message its absence gets. */
  required: [string, string][];
}

const FORMS: FormCase[] = [
  {
    path: "/api/v1/leads",
    form: "contact",
    table: "leads",
    valid: () => ({ name: "Lee Park", email: uniqueEmail("lead"), message: "Can you close a cash sale in Ames by the 18th?" }),
    required: [
      ["name", FIELD_MESSAGES.fullNameRequired],
      ["email", FIELD_MESSAGES.emailRequired],
      ["message", FIELD_MESSAGES.messageRequired],
    ],
  },
  {
    path: "/api/v1/guide-downloads",
    form: "guide_download",
    table: "leads",
    valid: () => ({ email: uniqueEmail("guide"), guide: "1031-exchange-guide" }),
    required: [
      ["email", FIELD_MESSAGES.emailRequired],
      ["guide", "Please choose a guide to download"],
    ],
  },
  {
    path: "/api/v1/gift-card-claims",
    form: "gift_card",
    table: "leads",
    valid: () => ({ full_name: "Ana Cruz", email: uniqueEmail("gift") }),
    required: [
      ["full_name", FIELD_MESSAGES.fullNameRequired],
      ["email", FIELD_MESSAGES.emailRequired],
    ],
  },
  {
    path: "/api/v1/service-requests",
    form: "service_request",
    table: "service_requests",
    valid: () => ({ service_type: "loan", name: "Dana Ruiz", email: uniqueEmail("request"), phone: "515-555-0190" }),
    required: [
      ["service_type", SERVICE_REQUEST_MESSAGES.chooseService],
      ["name", FIELD_MESSAGES.nameRequired],
      ["email", FIELD_MESSAGES.emailRequired],
      ["phone", FIELD_MESSAGES.phoneRequired],
    ],
  },
];

async function rowsFor(table: FormCase["table"], email: string) {
  const db = t.database.db;
  return table === "leads"
    ? db.select().from(leads).where(eq(leads.email, email))
    : db.select().from(serviceRequests).where(eq(serviceRequests.email, email));
}

const post = (path: string, body: unknown, opts: { token?: string; ip?: string } = {}) =>
  call(t.app, "POST", path, { body, token: opts.token, headers: fromIp(opts.ip ?? freshIp()) });

describe.each(FORMS)("POST $path", ({ path, form, table, valid, required }) => {
  test("a valid submission is stored as new and queues the staff notice and the acknowledgement", async () => {
    const body = valid();
    const res = await post(path, body);
    expect(res.status).toBe(201);
    const rows = await rowsFor(table, body.email as string);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: res.json.id, status: "new", userId: null });

    const mails = await t.database.db.select().from(outbox).where(eq(outbox.refId, rows[0]!.id));
    const staff = mails.find((m) => m.toAddress === STAFF);
    const ack = mails.find((m) => m.toAddress === body.email);
    expect(mails).toHaveLength(2);
    expect(staff?.kind).toMatch(/\.notify_staff$/);
    expect(staff?.metadata).toEqual({ replyTo: body.email });
    expect(staff?.textBody).toContain(`Email: ${body.email as string}`);
    expect(staff?.textBody).toContain(`Reference: ${rows[0]!.id}`);
    expect(ack?.kind).toMatch(/\.acknowledge$/);
    expect(ack?.textBody).toContain("within one business day");
  });

  test.each(required)("without %s: 400 naming the field, nothing stored", async (field, message) => {
    const body = valid();
    delete body[field];
    const res = await post(path, body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: "validation_failed", message: "Please correct the highlighted fields." });
    expect(res.json.fields[field]).toBe(message);
    if (body.email) expect(await rowsFor(table, body.email as string)).toHaveLength(0);
  });

  test.each([
    ["jo@example", FIELD_MESSAGES.invalidEmail],
    ["jo smith@example.com", FIELD_MESSAGES.invalidEmail],
    [42, FIELD_MESSAGES.emailRequired],
  ])("a malformed e-mail %j: 400 at email", async (email, message) => {
    const res = await post(path, { ...valid(), email });
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({ email: message });
  });

  test("wrong types get field messages, not a 500", async () => {
    const body = Object.fromEntries(Object.keys(valid()).map((k) => [k, k === "email" ? ["a@b.co"] : { nested: true }]));
    const res = await post(path, body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.fields).sort()).toEqual(Object.keys(body).sort());
  });

  test.each([
    ["not JSON", "{name: oops"],
    ["a JSON array", "[]"],
    ["JSON null", "null"],
  ])("%s: 400", async (_what, raw) => {
    const res = await post(path, raw);
    expect(res.status).toBe(400);
    expect(res.json.code).toMatch(/^(bad_request|validation_failed)$/);
  });

  test("a body sent as a form instead of JSON: 415 unsupported_media_type, nothing stored", async () => {
    const email = uniqueEmail("form-encoded");
    const res = await t.app.request(path, {
      method: "POST",
      body: `email=${encodeURIComponent(email)}&name=Jo`,
      headers: { ...fromIp(freshIp()), "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ code: "unsupported_media_type", message: expect.stringMatching(/as JSON/) });
    expect(await rowsFor(table, email)).toHaveLength(0);
  });

  test("a body over 32 KB: 413, nothing stored", async () => {
    const body = { ...valid(), message: "x".repeat(40 * 1024) };
    const res = await post(path, body);
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({ code: "payload_too_large" });
    expect(await rowsFor(table, body.email as string)).toHaveLength(0);
  });

  test("the honeypot filled: answered as accepted, stored nowhere, no e-mail", async () => {
    const body = { ...valid(), website: "http://cheap-pills.example" };
    const res = await post(path, body);
    expect(res.status).toBe(201);
    expect(await rowsFor(table, body.email as string)).toHaveLength(0);
    expect(await t.database.db.select().from(outbox).where(eq(outbox.toAddress, body.email as string))).toHaveLength(0);
  });

  test("too many from one address: 429 with Retry-After and a clear message; another address is unaffected", async () => {
    const ip = freshIp();
    const max = FORM_LIMITS[form].max;
    for (let i = 0; i < max; i++) expect((await post(path, valid(), { ip })).status).toBe(201);
    const body = valid();
    const res = await post(path, body, { ip });
    expect(res.status).toBe(429);
    expect(res.json.code).toBe("rate_limited");
    expect(res.json.message).toMatch(/^Too many submissions from your connection\. Please wait \d+ (seconds|minutes?) and try again, or call us at \(319\) 555-0142\.$/);
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(FORM_LIMITS[form].windowSeconds);
    expect(await rowsFor(table, body.email as string)).toHaveLength(0);
    expect((await post(path, valid())).status).toBe(201);
  });

  test("posts sent all at once from one address: exactly the limit is stored, the rest get 429", async () => {
    const ip = freshIp();
    const max = FORM_LIMITS[form].max;
    const bodies = Array.from({ length: max + 3 }, () => valid());
    const statuses = (await Promise.all(bodies.map((body) => post(path, body, { ip })))).map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    const stored = await Promise.all(bodies.map((body) => rowsFor(table, body.email as string)));
    expect(stored.flat()).toHaveLength(max);
  });

  test("refused posts count too: past the limit an invalid one gets 429, and so does a valid one, storing nothing", async () => {
    const ip = freshIp();
    for (let i = 0; i < FORM_LIMITS[form].max; i++) expect((await post(path, {}, { ip })).status).toBe(400);
    const invalid = await post(path, {}, { ip });
    expect(invalid.status).toBe(429);
    expect(Number(invalid.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = valid();
    expect((await post(path, body, { ip })).status).toBe(429);
    expect(await rowsFor(table, body.email as string)).toHaveLength(0);
    expect(await t.database.db.select().from(outbox).where(eq(outbox.toAddress, body.email as string))).toHaveLength(0);
  });

  test("signed in: the account comes from the token; a user_id in the body is ignored", async () => {
    const user = await signUpFresh(t.app);
    const stranger = await signUpFresh(t.app);
    const body = { ...valid(), user_id: stranger.session.user.id, userId: stranger.session.user.id, user_type: "lender" };
    const res = await post(path, body, { token: user.session.access_token });
    expect(res.status).toBe(201);
    const [row] = await rowsFor(table, body.email as string);
    expect(row!.userId).toBe(user.session.user.id);
    if (table === "service_requests") expect(row).toMatchObject({ userType: "agent" });

    const anonymous = { ...valid(), user_id: stranger.session.user.id };
    expect((await post(path, anonymous)).status).toBe(201);
    expect((await rowsFor(table, anonymous.email as string))[0]!.userId).toBeNull();
  });

  test("a stale or forged token does not block the submission: it is filed without an account", async () => {
    const body = valid();
    const res = await post(path, body, { token: "not.a.jwt" });
    expect(res.status).toBe(201);
    expect((await rowsFor(table, body.email as string))[0]!.userId).toBeNull();
  });
});
