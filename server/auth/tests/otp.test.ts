/** POST /auth/v1/otp (e-mailed sign-in code and magic link), then POST /verify or the link. */
import { describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { outbox } from "#db/schema/index.ts";
import { call, latestMail, signIn, uniqueEmail } from "#tests/support/auth-requests.ts";
import { markEmailProven } from "#tests/support/prove-email.ts";
import { claimsOf, profileRow, signUpFresh, useAuthApp, userRow } from "./helpers.ts";

const t = useAuthApp({ TRUST_PROXY: "true", AUTH_RATE_LIMIT_MULTIPLIER: "10", ADMIN_EMAILS: "otp-boss@example.com" });
const otp = (body: unknown) => call(t.app, "POST", "/auth/v1/otp", { body });
const verify = (body: unknown) => call(t.app, "POST", "/auth/v1/verify", { body });
const mailsTo = async (address: string) => t.database.db.select().from(outbox).where(eq(outbox.toAddress, address));

describe("POST /auth/v1/otp", () => {
  test("for a new address creates the account (unconfirmed, no password, typed profile) and e-mails a code and link", async () => {
    const email = uniqueEmail("otp-new");
    const res = await otp({ email, data: { account_type: "lender" } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({});
    const user = await userRow(t.database, email);
    expect(user).toMatchObject({ emailConfirmedAt: null, encryptedPassword: null, rawUserMetaData: { account_type: "lender" } });
    expect(await profileRow(t.database, user!.id)).toMatchObject({ role: "user", type: "lender", email });
    const mail = await latestMail(t.app, email);
    expect(mail.kind).toBe("auth.magiclink");
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(new URL(mail.link!).searchParams.get("redirect_to")).toBe("http://localhost:3000/dashboard");
  });

  test("an address in ADMIN_EMAILS created this way is an admin", async () => {
    await otp({ email: "OTP-Boss@example.com" });
    const user = await userRow(t.database, "otp-boss@example.com");
    expect(await profileRow(t.database, user!.id)).toMatchObject({ role: "admin" });
  });

  test("create_user false for an unknown address: 422 otp_disabled, no account, no e-mail", async () => {
    const email = uniqueEmail("otp-none");
    const res = await otp({ email, create_user: false });
    expect(res.status).toBe(422);
    expect(res.json).toEqual({ code: 422, error_code: "otp_disabled", msg: "Signups not allowed for otp" });
    expect(await userRow(t.database, email)).toBeUndefined();
    expect(await mailsTo(email)).toHaveLength(0);
  });

  test("create_user false for an existing account sends the code", async () => {
    const { email } = await signUpFresh(t.app);
    expect((await otp({ email, create_user: false })).status).toBe(200);
    expect((await latestMail(t.app, email)).kind).toBe("auth.magiclink");
  });

  test("data sent with a code for an existing account does not change its type", async () => {
    const { email, session } = await signUpFresh(t.app, { data: { account_type: "agent" } });
    expect((await otp({ email, data: { account_type: "lender" } })).status).toBe(200);
    expect(await profileRow(t.database, session.user.id)).toMatchObject({ type: "agent" });
  });

  test.each([
    ["no address", {}, 400, "validation_failed", "One of email or phone must be set"],
    ["a malformed phone number", { phone: "+1515-invalid" }, 400, "validation_failed", "Invalid phone number format (E.164 required)"],
    ["a phone number by WhatsApp", { phone: "+15155550100", channel: "whatsapp" }, 400, "validation_failed", expect.stringMatching(/^Invalid channel/)],
    ["an address and a number", { email: "s@example.com", phone: "+15155550100" }, 400, "validation_failed", "Only an email address or phone number should be provided"],
    ["an address that is not one", { email: "nope" }, 400, "validation_failed", "Unable to validate email address: invalid format"],
    ["an invalid address", { email: "nope@nope" }, 400, "email_address_invalid", 'Email address "nope@nope" is invalid'],
    ["create_user as a string", { email: "s@example.com", create_user: "no" }, 400, "validation_failed", expect.stringMatching(/^create_user: /)],
    ["an unknown channel", { email: "s@example.com", channel: "pigeon" }, 400, "validation_failed", expect.stringMatching(/^channel: /)],
    ["an invalid account type", { email: "s@example.com", data: { account_type: "broker" } }, 400, "validation_failed", "data.account_type must be agent or lender"],
  ])("%s: %i %s", async (_name, body, status, errorCode, msg) => {
    const res = await otp(body);
    expect(res.status).toBe(status);
    expect(res.json).toEqual({ code: status, error_code: errorCode, msg });
    expect(await userRow(t.database, "s@example.com")).toBeUndefined();
  });
});

describe("signing in with the e-mailed code or link", () => {
  test.each(["magiclink", "email"])("POST /verify type=%s with the code signs in and confirms the address", async (type) => {
    const email = uniqueEmail("otp-code");
    await otp({ email });
    const { code } = await latestMail(t.app, email);
    const res = await verify({ type, email, token: code });
    expect(res.status).toBe(200);
    expect(res.json.user).toMatchObject({ email, email_confirmed_at: expect.any(String) });
    expect(claimsOf(res.json.access_token).amr.map((a) => a.method)).toEqual(["magiclink"]);
    expect((await userRow(t.database, email))!.emailConfirmedAt).toBeInstanceOf(Date);
  });

  test("the code works once", async () => {
    const email = uniqueEmail("otp-once");
    await otp({ email });
    const { code } = await latestMail(t.app, email);
    expect((await verify({ type: "magiclink", email, token: code })).status).toBe(200);
    expect((await verify({ type: "magiclink", email, token: code })).json.error_code).toBe("otp_expired");
  });

  test("the link redirects to the dashboard with the session; a second click gets the error fragment", async () => {
    const email = uniqueEmail("otp-link");
    await otp({ email });
    const { link } = await latestMail(t.app, email);
    const first = await t.app.request(link!);
    expect(first.status).toBe(303);
    const location = new URL(first.headers.get("location")!);
    expect(location.pathname).toBe("/dashboard");
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get("type")).toBe("magiclink");
    expect(claimsOf(fragment.get("access_token")!).email).toBe(email);

    const second = new URL((await t.app.request(link!)).headers.get("location")!);
    expect(new URLSearchParams(second.hash.slice(1)).get("error_code")).toBe("otp_expired");
  });

  test("an account that has proven its address can also sign in by code, and keeps its password", async () => {
    const { email, password, session } = await signUpFresh(t.app);
    await markEmailProven(t.database.db, email);
    await otp({ email });
    const { code } = await latestMail(t.app, email);
    const res = await verify({ type: "email", email, token: code });
    expect(res.json.user.id).toBe(session.user.id);
    expect((await signIn(t.app, email, password)).status).toBe(200);
  });

  test("a new code replaces the previous one", async () => {
    const email = uniqueEmail("otp-twice");
    await otp({ email });
    const first = await latestMail(t.app, email);
    await otp({ email });
    const second = await latestMail(t.app, email);
    expect(await mailsTo(email)).toHaveLength(2);
    if (first.code !== second.code) expect((await verify({ type: "magiclink", email, token: first.code })).status).toBe(403);
    expect((await verify({ type: "magiclink", email, token: second.code })).status).toBe(200);
  });

  test.each([
    ["no type", { email: "v@example.com", token: "123456" }, "validation_failed"],
    ["an unknown type", { type: "password", email: "v@example.com", token: "123456" }, "validation_failed"],
    ["type sms with a malformed number", { type: "sms", phone: "+1515-invalid", token: "123456" }, "validation_failed"],
    ["an address and a number", { type: "sms", email: "v@example.com", phone: "+15155550100", token: "123456" }, "validation_failed"],
    ["no token", { type: "magiclink", email: "v@example.com" }, "validation_failed"],
    ["a token but no address", { type: "magiclink", token: "123456" }, "validation_failed"],
    ["a numeric token", { type: "magiclink", email: "v@example.com", token: 123456 }, "validation_failed"],
    ["a 65-character token", { type: "magiclink", email: "v@example.com", token: "1".repeat(65) }, "validation_failed"],
  ])("POST /verify with %s: 400 %s", async (_name, body, errorCode) => {
    const res = await verify(body);
    expect(res.status).toBe(400);
    expect(res.json.error_code).toBe(errorCode);
  });
});
