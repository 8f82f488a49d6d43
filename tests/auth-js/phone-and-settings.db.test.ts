/**
 * Compatibility: the official @supabase/auth-js client against our running server for phone
 * numbers (codes texted through the outbox to the development transport, read back from
 * /api/v1/dev/mailbox), the sign-up and anonymous switches, and GoTrue's exact errors.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { decodeJwt } from "jose";
import { createTestDatabase, type TestDatabase } from "../support/test-db.ts";
import { startServer, type RunningServer } from "../support/running-server.ts";
import { freshEmail, newClient } from "./client.ts";

const TEST_NUMBER = "15555550100";
const TEST_CODE = "424242";
let database: TestDatabase;
let server: RunningServer;
let closed: RunningServer;
let anonymous: RunningServer;
beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServer(database, { AUTH_SMS_TEST_OTP: `${TEST_NUMBER}=${TEST_CODE}` });
  closed = await startServer(database, { AUTH_DISABLE_SIGNUP: "true" });
  anonymous = await startServer(database, { AUTH_ANONYMOUS_USERS: "true" });
});
afterAll(async () => {
  await Promise.all([server?.close(), closed?.close(), anonymous?.close()]);
  await database?.close();
});

const PASSWORD = "Cedar Falls 2025";
let n = 0;
/** A fresh North American number, as auth-js's own suite writes them: digits without "+". */
// A real Cedar Falls exchange (its first digit 2–9), so the number is one we text (core/messaging/textable-number.ts).
const freshPhone = () => `1319${200 + (Math.floor(Date.now() / 1000) % 800)}${String(++n).padStart(4, "0")}`;

async function texts(to: string) {
  const res = await fetch(`${server.url}/api/v1/dev/mailbox?to=${encodeURIComponent(`+${to}`)}`);
  const body = (await res.json()) as { messages: { channel: string; text: string }[] };
  return body.messages;
}

/** The code in the newest text to `to`, waiting for the outbox to deliver it. */
async function textedCode(to: string): Promise<{ code: string; text: string }> {
  for (let i = 0; i < 50; i++) {
    const [latest] = await texts(to);
    const code = latest && /code is (\d{6})/.exec(latest.text)?.[1];
    if (latest && code) return { code, text: latest.text };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no text to ${to}`);
}

describe("phone sign-in", () => {
  test("signInWithOtp texts one code; verifyOtp with it gives a session for that number", async () => {
    const { client, events } = newClient(server.url);
    const phone = freshPhone();
    const sent = await client.signInWithOtp({ phone });
    expect(sent.error).toBeNull();
    const { code, text } = await textedCode(phone);
    expect(text).toMatch(/^Heartland Closing.*: your sign-in code is \d{6}\. It expires in 60 minutes\. Never share it/);
    expect(await texts(phone)).toHaveLength(1);

    const { data, error } = await client.verifyOtp({ phone, token: code, type: "sms" });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.phone).toBe(phone);
    expect(data.user?.phone_confirmed_at).toBeTruthy();
    expect(data.user?.app_metadata.provider).toBe("phone");
    expect(events).toContain("SIGNED_IN");
    // A code works once.
    const again = await newClient(server.url).client.verifyOtp({ phone, token: code, type: "sms" });
    expect(again.error?.code).toBe("otp_expired");
  });

  test("a number with a leading + is the same account", async () => {
    const phone = freshPhone();
    const { client } = newClient(server.url);
    expect((await client.signInWithOtp({ phone: `+${phone}` })).error).toBeNull();
    const { code } = await textedCode(phone);
    const { data } = await client.verifyOtp({ phone: `+${phone}`, token: code, type: "sms" });
    expect(data.user?.phone).toBe(phone);
  });

  test("signUp with a number and password signs in at once; signInWithPassword works with the number", async () => {
    const phone = freshPhone();
    const { client } = newClient(server.url);
    const signedUp = await client.signUp({ phone, password: PASSWORD, options: { data: { account_type: "agent" } } });
    expect(signedUp.error).toBeNull();
    expect(signedUp.data.session).toBeTruthy();
    expect(signedUp.data.user?.identities?.[0]?.provider).toBe("phone");

    const { data, error } = await newClient(server.url).client.signInWithPassword({ phone, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ phone, email: "", app_metadata: { provider: "phone" } });
    expect(data.user?.phone_confirmed_at).toEqual(expect.any(String));
    const wrong = await newClient(server.url).client.signInWithPassword({ phone, password: "not the password" });
    expect(wrong.error?.code).toBe("invalid_credentials");
    const again = await newClient(server.url).client.signUp({ phone, password: PASSWORD });
    expect(again.error?.code).toBe("user_already_exists");
  });

  test("resend texts a new code to a sign-up still waiting for one, and says nothing about other numbers", async () => {
    const phone = freshPhone();
    const { client } = newClient(server.url);
    // Asking twice within a minute is GoTrue's frequency error.
    await client.signInWithOtp({ phone });
    const tooSoon = await client.signInWithOtp({ phone });
    expect(tooSoon.error?.status).toBe(429);
    expect(tooSoon.error?.code).toBe("over_sms_send_rate_limit");
    expect(tooSoon.error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    expect((await client.resend({ type: "sms", phone: freshPhone() })).error).toBeNull();
    expect((await client.resend({ type: "phone_change", phone: freshPhone() })).error).toBeNull();
  });

  test("a test number gets no text, and its fixed code signs in", async () => {
    const { client } = newClient(server.url);
    expect((await client.signInWithOtp({ phone: TEST_NUMBER })).error).toBeNull();
    const { data, error } = await client.verifyOtp({ phone: TEST_NUMBER, token: TEST_CODE, type: "sms" });
    expect(error).toBeNull();
    expect(data.user?.phone).toBe(TEST_NUMBER);
    await new Promise((r) => setTimeout(r, 300));
    expect(await texts(TEST_NUMBER)).toEqual([]);
  });

  test("a phone change is confirmed by the code texted to the new number", async () => {
    const { client } = newClient(server.url);
    await client.signUp({ email: freshEmail("phone-change"), password: PASSWORD });
    const phone = freshPhone();
    const asked = await client.updateUser({ phone });
    expect(asked.error).toBeNull();
    expect(asked.data.user?.phone).toBe("");
    expect(asked.data.user?.new_phone).toBe(phone);
    const { code } = await textedCode(phone);
    const { data, error } = await client.verifyOtp({ phone, token: code, type: "phone_change" });
    expect(error).toBeNull();
    expect(data.user?.phone).toBe(phone);
    expect(data.user?.identities?.map((i) => i.provider).sort()).toEqual(["email", "phone"]);
  });

  test("GoTrue's errors: a malformed number, and a code nobody was sent", async () => {
    const { client } = newClient(server.url);
    const malformed = await client.verifyOtp({ phone: `${freshPhone()}-invalid`, token: "123456", type: "sms" });
    expect(malformed.error).toMatchObject({ status: 400, code: "validation_failed", message: "Invalid phone number format (E.164 required)" });
    const otp = await client.signInWithOtp({ phone: "invalid-phone" });
    expect(otp.error?.message).toBe("Invalid phone number format (E.164 required)");
    const unknown = await client.verifyOtp({ phone: freshPhone(), token: "123456", type: "sms" });
    expect(unknown.error).toMatchObject({ status: 403, code: "otp_expired", message: "Token has expired or is invalid" });
    const change = await client.verifyOtp({ phone: freshPhone(), token: "123456", type: "phone_change" });
    expect(change.error?.message).toBe("Token has expired or is invalid");
  });
});

describe("settings and switches", () => {
  test("GET /settings says what is on", async () => {
    const settings = (await (await fetch(`${server.url}/auth/v1/settings`)).json()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(settings).toMatchObject({ disable_signup: false, sms_provider: "twilio", phone_autoconfirm: true });
    expect(settings.external).toMatchObject({ email: true, phone: true, anonymous_users: false });
    const off = (await (await fetch(`${closed.url}/auth/v1/settings`)).json()) as { disable_signup: boolean };
    expect(off.disable_signup).toBe(true);
  });

  test("with sign-ups off, signUp and signInWithOtp for a new address are refused; existing accounts still sign in", async () => {
    const email = freshEmail("before-closing");
    await newClient(server.url).client.signUp({ email, password: PASSWORD });
    const { client } = newClient(closed.url);
    const signUp = await client.signUp({ email: freshEmail("closed"), password: PASSWORD });
    expect(signUp.data.user).toBeNull();
    expect(signUp.error).toMatchObject({ status: 422, code: "signup_disabled", message: "Signups not allowed for this instance" });
    const otp = await client.signInWithOtp({ email: freshEmail("closed-otp") });
    expect(otp.error?.code).toBe("signup_disabled");
    const phoneOtp = await client.signInWithOtp({ phone: freshPhone() });
    expect(phoneOtp.error?.code).toBe("signup_disabled");
    expect((await client.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  test("anonymous sign-ins are off by default: 422 anonymous_provider_disabled", async () => {
    const { data, error } = await newClient(server.url).client.signInAnonymously();
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 422, code: "anonymous_provider_disabled", message: "Anonymous sign-ins are disabled" });
  });

  test("when on, an anonymous user gets a session, and can add an address and a password later", async () => {
    const { client } = newClient(anonymous.url);
    const { data, error } = await client.signInAnonymously({ options: { data: { info: "some info" } } });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ is_anonymous: true, email: "", phone: "", user_metadata: { info: "some info" } });
    expect(data.user?.app_metadata).toMatchObject({ provider: "anonymous", providers: ["anonymous"] });
    const claims = decodeJwt(data.session!.access_token) as { is_anonymous: boolean; amr: { method: string }[] };
    expect(claims.is_anonymous).toBe(true);
    expect(claims.amr[0]?.method).toBe("anonymous");

    const passwordOnly = await client.updateUser({ password: PASSWORD });
    expect(passwordOnly.error?.code).toBe("validation_failed");
    const email = freshEmail("was-anonymous");
    const upgraded = await client.updateUser({ email, password: PASSWORD });
    expect(upgraded.error).toBeNull();
    expect(upgraded.data.user).toMatchObject({ email, is_anonymous: false });
    expect((await newClient(anonymous.url).client.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  test("an anonymous user may not add a second step or a passkey: 403 no_authorization, as GoTrue", async () => {
    const { client } = newClient(anonymous.url);
    const { data } = await client.signInAnonymously();
    const token = data.session!.access_token;
    const enrol = await client.mfa.enroll({ factorType: "totp" });
    expect(enrol.error).toMatchObject({ status: 403, code: "no_authorization", message: "Anonymous user not allowed to perform these actions" });
    const passkey = await fetch(`${anonymous.url}/auth/v1/passkeys/registration/options`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: "{}",
    });
    expect(passkey.status).toBe(403);
    expect(await passkey.json()).toMatchObject({ error_code: "no_authorization" });
  });
});

describe("GoTrue's errors", () => {
  test("an address that is not one: validation_failed 'Unable to validate email address: invalid format'", async () => {
    const { error } = await newClient(server.url).client.signUp({ email: "a", password: PASSWORD });
    expect(error).toMatchObject({ status: 400, code: "validation_failed", message: "Unable to validate email address: invalid format" });
  });

  test("web3 sign-in: 422 web3_provider_disabled", async () => {
    const res = await fetch(`${server.url}/auth/v1/token?grant_type=web3`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ chain: "solana", message: "test message", signature: "abc" }),
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ code: 422, error_code: "web3_provider_disabled", msg: "Web3 provider is disabled" });
  });

  test("unlinkIdentity: 404 manual_linking_disabled", async () => {
    const { client } = newClient(server.url);
    const { data } = await client.signUp({ email: freshEmail("unlink"), password: PASSWORD });
    const { error } = await client.unlinkIdentity(data.user!.identities![0]!);
    expect(error).toMatchObject({ status: 404, code: "manual_linking_disabled", message: "Manual linking is disabled" });
  });
});
