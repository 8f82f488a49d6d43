/**
 * Phone numbers on the auth API beyond what auth-js checks (tests/auth-js/phone-and-settings.db.test.ts):
 * how numbers are stored, confirm-first sign-up by code, opt-outs, and the phone switch off.
 */
import { describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { authUsers, outbox, smsOptOuts } from "#db/schema/index.ts";
import { call } from "#tests/support/auth-requests.ts";
import { freshIp, fromIp, useAuthApp } from "./helpers.ts";

const t = useAuthApp({ TRUST_PROXY: "true", AUTH_CONFIRM_EMAIL: "true" });
let n = 0;
// A real Des Moines exchange (its first digit 2–9), so the number is one we text (core/messaging/textable-number.ts).
const freshPhone = () => `+1515${200 + (Date.now() % 800)}${String(++n).padStart(4, "0")}`;
const post = (path: string, body: unknown, app = t.app) => call(app, "POST", `/auth/v1${path}`, { body, headers: fromIp(freshIp()) });

async function textsTo(phone: string) {
  return t.database.db.select().from(outbox).where(eq(outbox.toAddress, phone));
}
const codeIn = (text: string) => /code is (\d{6})/.exec(text)![1]!;

describe("phone sign-up with confirmation on", () => {
  test("stores the number without '+', texts one code, and signs in only once the code is verified", async () => {
    const phone = freshPhone();
    const res = await post("/signup", { phone: phone.replace("+1", "+1 "), password: "correct horse", data: { account_type: "lender" } });
    expect(res.status).toBe(200);
    expect(res.json.access_token).toBeUndefined();
    expect(res.json).toMatchObject({ phone: phone.slice(1), user_metadata: { account_type: "lender" } });
    const [row] = await t.database.db.select().from(authUsers).where(eq(authUsers.phone, phone.slice(1)));
    expect(row).toMatchObject({ phoneConfirmedAt: null, email: null });

    const texts = await textsTo(phone);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ channel: "sms", kind: "auth.otp" });
    const signIn = await post("/token?grant_type=password", { phone, password: "correct horse" });
    expect(signIn.json).toEqual({ code: 400, error_code: "phone_not_confirmed", msg: "Phone not confirmed" });

    const verified = await post("/verify", { type: "sms", phone, token: codeIn(texts[0]!.textBody) });
    expect(verified.status).toBe(200);
    expect(verified.json.user.phone_confirmed_at).toBeTruthy();
    expect((await post("/token?grant_type=password", { phone, password: "correct horse" })).status).toBe(200);
  });

  test("signing up again with a confirmed number answers like a new user and reveals nothing", async () => {
    const phone = freshPhone();
    await post("/signup", { phone, password: "correct horse" });
    const [text] = await textsTo(phone);
    expect((await post("/verify", { type: "sms", phone, token: codeIn(text!.textBody) })).status).toBe(200);
    const again = await post("/signup", { phone, password: "another one" });
    expect(again.status).toBe(200);
    expect(again.json.identities).toEqual([]);
    expect(await textsTo(phone)).toHaveLength(1);
  });

  test("a second code for a sign-up within the minute: GoTrue's frequency error", async () => {
    const phone = freshPhone();
    await post("/signup", { phone, password: "correct horse" });
    const again = await post("/resend", { type: "sms", phone });
    expect(again.status).toBe(429);
    expect(again.json.error_code).toBe("over_sms_send_rate_limit");
    expect(again.json.msg).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
  });
});

describe("opt-outs", () => {
  test("a number that texted STOP gets no code: 422 sms_send_failed", async () => {
    const phone = freshPhone();
    await t.database.db.insert(smsOptOuts).values({ phone, keyword: "STOP" });
    const res = await post("/otp", { phone });
    expect(res.status).toBe(422);
    expect(res.json.error_code).toBe("sms_send_failed");
    expect(res.json.msg).toMatch(/opted out/);
    expect(await textsTo(phone)).toEqual([]);
  });
});

describe("AUTH_PHONE_ENABLED=false", () => {
  test.each([
    ["/otp", { phone: "+15155550100" }, 400, "Unsupported phone provider"],
    ["/signup", { phone: "+15155550100", password: "correct horse" }, 400, "Phone signups are disabled"],
    ["/token?grant_type=password", { phone: "+15155550100", password: "correct horse" }, 422, "Phone logins are disabled"],
    ["/resend", { type: "sms", phone: "+15155550100" }, 400, "Phone logins are disabled"],
  ])("POST %s: GoTrue's phone_provider_disabled", async (path, body, status, msg) => {
    const res = await post(path, body, t.appWith({ AUTH_PHONE_ENABLED: "false" }));
    expect(res.json).toEqual({ code: status, error_code: "phone_provider_disabled", msg });
  });
});
