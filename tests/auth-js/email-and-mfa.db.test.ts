/**
 * Compatibility: @supabase/auth-js driving the e-mail flows (password reset, one-time codes) and
 * TOTP two-factor against our running server, with codes read from the development mailbox and
 * TOTP codes computed by otplib, as an authenticator app would.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { generate } from "otplib";
import { createTestDatabase, type TestDatabase } from "../support/test-db.ts";
import { startServer, type RunningServer } from "../support/running-server.ts";
import { freshEmail, mailbox, newClient } from "./client.ts";

let database: TestDatabase;
let server: RunningServer;
beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServer(database);
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

const PASSWORD = "Le Mars closing";

async function registered() {
  const c = newClient(server.url);
  const email = freshEmail("user");
  const { error } = await c.client.signUp({ email, password: PASSWORD, options: { data: { account_type: "agent" } } });
  expect(error).toBeNull();
  return { ...c, email };
}

describe("password reset", () => {
  test("resetPasswordForEmail e-mails a code; verifyOtp(recovery) signs in with PASSWORD_RECOVERY; the new password works", async () => {
    const { email } = await registered();
    const { client, events } = newClient(server.url);
    const { error } = await client.resetPasswordForEmail(email, { redirectTo: `${server.url}/reset-password` });
    expect(error).toBeNull();
    const mail = await mailbox(server.url, email);
    expect(mail.subject).toMatch(/Reset your/);
    expect(mail.text).toContain(`${server.url}/auth/v1/verify?token=`);
    const { data, error: verifyError } = await client.verifyOtp({ email, token: mail.code, type: "recovery" });
    expect(verifyError).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect(events).toContain("PASSWORD_RECOVERY");
    expect((await client.updateUser({ password: "brand new secret" })).error).toBeNull();
    const { client: fresh } = newClient(server.url);
    expect((await fresh.signInWithPassword({ email, password: "brand new secret" })).error).toBeNull();
  });

  test("an unknown address gets the same answer and no e-mail", async () => {
    const { client } = newClient(server.url);
    const email = freshEmail("nobody");
    expect((await client.resetPasswordForEmail(email)).error).toBeNull();
    await expect(mailbox(server.url, email)).rejects.toThrow(/no e-mail/);
  });

  test("a wrong or reused code is rejected", async () => {
    const { email } = await registered();
    const { client } = newClient(server.url);
    await client.resetPasswordForEmail(email);
    const { code } = await mailbox(server.url, email);
    const wrong = code === "000000" ? "111111" : "000000";
    expect((await client.verifyOtp({ email, token: wrong, type: "recovery" })).error?.code).toBe("otp_expired");
    expect((await client.verifyOtp({ email, token: code, type: "recovery" })).error).toBeNull();
    expect((await newClient(server.url).client.verifyOtp({ email, token: code, type: "recovery" })).error?.code).toBe("otp_expired");
  });
});

describe("one-time e-mail codes", () => {
  test("signInWithOtp creates the account when allowed and verifyOtp(email) signs in", async () => {
    const email = freshEmail("otp");
    const { client, events } = newClient(server.url);
    const { error } = await client.signInWithOtp({ email, options: { data: { account_type: "lender" } } });
    expect(error).toBeNull();
    const { code } = await mailbox(server.url, email);
    const { data, error: verifyError } = await client.verifyOtp({ email, token: code, type: "email" });
    expect(verifyError).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(events).toContain("SIGNED_IN");
  });

  test("with shouldCreateUser false an unknown address is refused", async () => {
    const { client } = newClient(server.url);
    const { error } = await client.signInWithOtp({ email: freshEmail("no-create"), options: { shouldCreateUser: false } });
    expect(error?.code).toBe("otp_disabled");
  });
});

describe("TOTP two-factor", () => {
  async function enrolled() {
    const user = await registered();
    const { data, error } = await user.client.mfa.enroll({ factorType: "totp", friendlyName: "Work phone" });
    expect(error).toBeNull();
    return { ...user, factorId: data!.id, secret: data!.totp.secret, qr: data!.totp.qr_code, uri: data!.totp.uri };
  }

  test("enroll returns an SVG QR code, the secret and an otpauth URI", async () => {
    const { qr, secret, uri, email } = await enrolled();
    expect(qr).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    // auth-js does not encode the SVG, so a "#" would cut the data URL short.
    expect(qr).not.toContain("#");
    expect(qr).toMatch(/rgb\(0,0,0\)/);
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(uri).toBe(`otpauth://totp/Heartland%20Closing%20Co.:${encodeURIComponent(email)}?secret=${secret}&issuer=Heartland%20Closing%20Co.`);
  });

  test("challenge + verify raises the session to aal2 (MFA_CHALLENGE_VERIFIED) and records totp in amr", async () => {
    const { client, events, factorId, secret } = await enrolled();
    expect((await client.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal1" });
    const { data: challenge, error: challengeError } = await client.mfa.challenge({ factorId });
    expect(challengeError).toBeNull();
    const { error } = await client.mfa.verify({ factorId, challengeId: challenge!.id, code: await generate({ secret }) });
    expect(error).toBeNull();
    expect(events).toContain("MFA_CHALLENGE_VERIFIED");
    const { data: aal } = await client.mfa.getAuthenticatorAssuranceLevel();
    expect(aal).toMatchObject({ currentLevel: "aal2", nextLevel: "aal2" });
    expect(aal!.currentAuthenticationMethods.map((m) => (typeof m === "string" ? m : m.method))).toEqual(expect.arrayContaining(["totp", "password"]));
    const { data: factors } = await client.mfa.listFactors();
    expect(factors!.totp.map((f) => f.id)).toEqual([factorId]);
  });

  test("a later password sign-in is aal1 with nextLevel aal2 until the code is given; a wrong code fails", async () => {
    const { client, factorId, secret, email } = await enrolled();
    await client.mfa.challengeAndVerify({ factorId, code: await generate({ secret }) });
    const { client: laptop } = newClient(server.url);
    expect((await laptop.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    expect((await laptop.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal2" });
    const { error: wrong } = await laptop.mfa.challengeAndVerify({ factorId, code: "000000" });
    expect(wrong?.code).toBe("mfa_verification_failed");
    // A password change needs aal2 while a factor is verified.
    expect((await laptop.updateUser({ password: "another password" })).error?.code).toBe("insufficient_aal");
  });

  test("a recovery code (ADR 035) in place of the code: the session the app hands to auth-js is aal2, and auth-js carries on as after a code", async () => {
    const { client, factorId, secret, email } = await enrolled();
    await client.mfa.challengeAndVerify({ factorId, code: await generate({ secret }) });
    const post = async (path: string, token: string, body: unknown) =>
      fetch(`${server.url}/auth/v1${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
    const { data: first } = await client.getSession();
    const issued = (await (await post("/recovery-codes", first.session!.access_token, {})).json()) as { codes: string[] };
    expect(issued.codes).toHaveLength(10);

    const { client: laptop, events } = newClient(server.url);
    expect((await laptop.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    const { data: signedIn } = await laptop.getSession();
    const res = await post("/recovery-codes/verify", signedIn.session!.access_token, { code: issued.codes[0] });
    expect(res.status).toBe(200);
    const raised = (await res.json()) as { access_token: string; refresh_token: string };
    expect((await laptop.setSession(raised)).error).toBeNull();
    const { data: aal } = await laptop.mfa.getAuthenticatorAssuranceLevel();
    expect(aal).toMatchObject({ currentLevel: "aal2", nextLevel: "aal2" });
    expect(aal!.currentAuthenticationMethods.map((m) => (typeof m === "string" ? m : m.method))).toEqual(
      expect.arrayContaining(["mfa/recovery_code", "password"]),
    );
    // What aal2 guards, and a refresh, work as after a code.
    expect((await laptop.refreshSession()).error).toBeNull();
    expect((await laptop.updateUser({ password: "another password" })).error).toBeNull();
    expect(events).toContain("SIGNED_IN");
  });

  test("unenroll needs aal2 for a verified factor, then removes it", async () => {
    const { client, factorId, secret } = await enrolled();
    await client.mfa.challengeAndVerify({ factorId, code: await generate({ secret }) });
    const { error } = await client.mfa.unenroll({ factorId });
    expect(error).toBeNull();
    const { data } = await client.mfa.listFactors();
    expect(data!.all).toEqual([]);
  });
});
