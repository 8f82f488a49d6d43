/**
 * Sign-in codes by SMS go only where they should (issue 27, defect 5): numbers of the allowed
 * countries (SMS_ALLOWED_COUNTRIES, US and Canada by default) and never premium-rate or other
 * non-geographic numbers, on every path that texts a code; per number a day and for the whole
 * service an hour (AUTH_RATE_LIMIT_SMS_SENT, GoTrue's over_sms_send_rate_limit); test numbers
 * (AUTH_SMS_TEST_OTP) still sign in and are texted nothing.
 */
import { describe, expect, test } from "vitest";
import { eq, like } from "drizzle-orm";
import { outbox, rateLimits } from "#db/schema/index.ts";
import { call } from "#tests/support/auth-requests.ts";
import { windowOf } from "#server/http/rate-limit-window.ts";
import { freshIp, fromIp, roomInWindow, signUpFresh, useAuthApp } from "./helpers.ts";

const TOTAL = 8;
const t = useAuthApp({
  TRUST_PROXY: "true",
  AUTH_CONFIRM_EMAIL: "true",
  AUTH_RATE_LIMIT_SMS_SENT: String(TOTAL),
  AUTH_SMS_TEST_OTP: "15555550100=123456",
});
const post = (path: string, body: unknown) => call(t.app, "POST", `/auth/v1${path}`, { body, headers: fromIp(freshIp()) });
const textsTo = (phone: string) => t.database.db.select().from(outbox).where(eq(outbox.toAddress, phone));
const smsQueued = async () => (await t.database.db.select().from(outbox).where(eq(outbox.channel, "sms"))).length;
let n = 0;
const iowa = () => `+1319${200 + (Math.floor(Date.now() / 1000) % 800)}${String(++n).padStart(4, "0")}`;

const FOREIGN = [
  ["+447400123456", "a UK mobile", /this number is in the United Kingdom\.$/],
  ["+882123456789", "an international network", /this number belongs to no country we text\.$/],
  ["+2348031234567", "a Nigerian mobile", /this number is in Nigeria\.$/],
  ["+19005550100", "US premium rate", /never premium-rate, toll-free or other non-geographic numbers/],
  ["+6757123456", "Papua New Guinea", /this number is in Papua New Guinea\.$/],
  ["+37120123456", "a Latvian mobile", /this number is in Latvia\.$/],
] as const;

describe("numbers outside the allowed countries get no code, on every path", () => {
  test.each(FOREIGN)("POST /otp to %s (%s): 422 sms_send_failed naming the countries we text; nothing queued", async (phone, _what, why) => {
    const res = await post("/otp", { phone });
    expect(res.status).toBe(422);
    expect(res.json.error_code).toBe("sms_send_failed");
    expect(res.json.msg).toMatch(/^Error sending confirmation OTP to provider: We text only numbers in the United States and Canada/);
    expect(res.json.msg).toMatch(why);
    expect(await textsTo(phone)).toEqual([]);
  });

  test("phone sign-up awaiting its code, and its resend: refused, nothing queued", async () => {
    const phone = "+2348031234568";
    const signup = await post("/signup", { phone, password: "correct horse" });
    expect(signup.status).toBe(422);
    expect(signup.json.error_code).toBe("sms_send_failed");
    const resend = await post("/resend", { type: "sms", phone });
    expect(resend.status).toBe(200); // nothing pending for that number: the same answer as a sent code
    expect(await textsTo(phone)).toEqual([]);
  });

  test("a phone change to a foreign number: refused before the change is recorded", async () => {
    const app = t.appWith({ AUTH_CONFIRM_EMAIL: "false" });
    const { session } = await signUpFresh(app);
    const res = await call(app, "PUT", "/auth/v1/user", { token: session.access_token, body: { phone: "+37120123457" } });
    expect(res.status).toBe(422);
    expect(res.json.error_code).toBe("sms_send_failed");
    expect(res.json.msg).toMatch(/^Error sending phone change OTP to provider: We text only numbers in the United States and Canada; this number is in Latvia\.$/);
    expect(await textsTo("+37120123457")).toEqual([]);
  });

  test.each([
    ["+13195550142", "Iowa"],
    ["+14165550142", "Ontario"],
  ])("%s (%s) is texted its code", async (phone) => {
    expect((await post("/otp", { phone })).status).toBe(200);
    expect(await textsTo(phone)).toHaveLength(1);
  });
});

describe("caps", () => {
  test("one number gets at most AUTH_SMS_PER_NUMBER_PER_DAY codes a day, whatever the minute", async () => {
    const phone = iowa();
    const day = windowOf(86_400, Date.now());
    // The day so far: ten codes already texted to this number.
    await t.database.db.insert(rateLimits).values({ key: `auth.sms.perNumberDay:${phone.slice(1)}`, windowStart: day.start, count: 10, expiresAt: day.end });
    const res = await post("/otp", { phone });
    expect(res.status).toBe(429);
    expect(res.json.error_code).toBe("over_sms_send_rate_limit");
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(60);
    expect(await textsTo(phone)).toEqual([]);
  });

  test(`the whole service texts at most AUTH_RATE_LIMIT_SMS_SENT (${TOTAL}) codes an hour, from any number of addresses`, async () => {
    await roomInWindow(3600, 60);
    const before = await smsQueued();
    const answers: number[] = [];
    for (let i = 0; i < TOTAL + 4; i++) answers.push((await post("/otp", { phone: iowa() })).status);
    const sent = answers.filter((s) => s === 200).length;
    const refused = answers.filter((s) => s === 429).length;
    console.log(`SMS codes to ${answers.length} numbers from ${answers.length} addresses: ${sent} texted, ${refused} refused (total cap ${TOTAL} an hour)`);
    // Two codes went out earlier in this file (Iowa, Ontario); the rest of the hour's allowance is texted.
    expect(sent).toBeLessThanOrEqual(TOTAL);
    expect(sent + refused).toBe(answers.length);
    expect(answers.at(-1)).toBe(429);
    expect((await smsQueued()) - before).toBe(sent);
    const over = await post("/otp", { phone: iowa() });
    expect(over.json).toMatchObject({ code: 429, error_code: "over_sms_send_rate_limit", msg: "SMS rate limit exceeded" });
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  test("a test number still signs in with its fixed code once the allowance is spent, and is texted nothing", async () => {
    const sent = await post("/otp", { phone: "+15555550100" });
    expect(sent.status).toBe(200);
    const verified = await post("/verify", { type: "sms", phone: "+15555550100", token: "123456" });
    expect(verified.status).toBe(200);
    expect(verified.json.access_token).toBeTruthy();
    expect(await textsTo("+15555550100")).toEqual([]);
    const counters = await t.database.db.select().from(rateLimits).where(like(rateLimits.key, "auth.sms.perNumberDay:15555550100%"));
    expect(counters).toEqual([]);
  });
});
