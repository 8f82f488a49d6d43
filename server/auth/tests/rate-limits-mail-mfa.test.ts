/** Rate limits of e-mail sending (per address and purpose, per client) and of MFA challenge/verify. */
import { describe, expect, test } from "vitest";
import { eq, sql } from "drizzle-orm";
import { outbox } from "#db/schema/index.ts";
import { call, uniqueEmail } from "#tests/support/auth-requests.ts";
import { AUTH_LIMITS } from "../limits.ts";
import { freshIp, fromIp, mfa, signUpFresh, totpCode, useAuthApp } from "./helpers.ts";

const t = useAuthApp({ TRUST_PROXY: "true" });
const mailsTo = async (address: string) => t.database.db.select().from(outbox).where(eq(outbox.toAddress, address));
const post = (path: string, body: unknown, ip = freshIp(), token?: string) => call(t.app, "POST", path, { body, headers: fromIp(ip), token });

describe("e-mail sending", () => {
  test.each([
    ["an existing account", async () => (await signUpFresh(t.app)).email],
    ["an address without an account (same answer, so nobody can probe)", async () => uniqueEmail("probe")],
  ])("a second reset e-mail within a minute for %s: 429 over_email_send_rate_limit", async (_name, address) => {
    const email = await address();
    expect((await post("/auth/v1/recover", { email })).status).toBe(200);
    const res = await post("/auth/v1/recover", { email: email.toUpperCase() });
    expect(res.status).toBe(429);
    expect(res.json.error_code).toBe("over_email_send_rate_limit");
    expect(res.json.msg).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(res.json.msg).toContain(`after ${retryAfter} seconds`);
    expect((await mailsTo(email)).length).toBeLessThanOrEqual(1);
  });

  test("the per-address limit is per purpose: a reset e-mail does not block a sign-in code", async () => {
    const { email } = await signUpFresh(t.app);
    expect((await post("/auth/v1/recover", { email })).status).toBe(200);
    expect((await post("/auth/v1/otp", { email })).status).toBe(200);
    expect((await post("/auth/v1/otp", { email })).json.error_code).toBe("over_email_send_rate_limit");
    expect(await mailsTo(email)).toHaveLength(2);
  });

  test("after the minute the address may ask again", async () => {
    const { email } = await signUpFresh(t.app);
    await post("/auth/v1/recover", { email });
    // Age the counter's window instead of waiting for it.
    await t.database.db.execute(
      sql`update rate_limits set window_start = window_start - interval '1 minute', expires_at = expires_at - interval '1 minute' where key = ${`auth.emailPerAddress:recovery:${email}`}`,
    );
    expect((await post("/auth/v1/recover", { email })).status).toBe(200);
    expect(await mailsTo(email)).toHaveLength(2);
  });

  test(`from one client: ${AUTH_LIMITS.emailPerIp.max} e-mails an hour, then 429`, async () => {
    const ip = freshIp();
    let ok = 0;
    for (let i = 0; i < AUTH_LIMITS.emailPerIp.max; i++) ok += (await post("/auth/v1/recover", { email: uniqueEmail("bulk") }, ip)).status === 200 ? 1 : 0;
    expect(ok).toBe(AUTH_LIMITS.emailPerIp.max);
    const res = await post("/auth/v1/recover", { email: uniqueEmail("bulk") }, ip);
    expect(res.status).toBe(429);
    expect(res.json.error_code).toBe("over_request_rate_limit");
    expect(Number(res.headers.get("retry-after"))).toBeLessThanOrEqual(AUTH_LIMITS.emailPerIp.windowSeconds);
    expect((await post("/auth/v1/recover", { email: uniqueEmail("bulk") })).status).toBe(200);
  });

  test("confirmation e-mails are limited too: one resend a minute", async () => {
    const confirm = t.appWith({ AUTH_CONFIRM_EMAIL: "true" });
    const email = uniqueEmail("flood");
    const first = await call(confirm, "POST", "/auth/v1/signup", { body: { email, password: "correct horse" }, headers: fromIp(freshIp()) });
    expect(first.status).toBe(200);
    const resend = await call(confirm, "POST", "/auth/v1/resend", { body: { type: "signup", email }, headers: fromIp(freshIp()) });
    expect(resend.status).toBe(200);
    const again = await call(confirm, "POST", "/auth/v1/resend", { body: { type: "signup", email }, headers: fromIp(freshIp()) });
    expect(again.json.error_code).toBe("over_email_send_rate_limit");
    expect(await mailsTo(email)).toHaveLength(2);
  });
});

describe("MFA", () => {
  test(`challenges from one client: ${AUTH_LIMITS.mfaPerIp.max}, then 429`, async () => {
    const { session } = await signUpFresh(t.app);
    const factor = await mfa.enroll(t.app, session.access_token);
    const ip = freshIp();
    const challenge = () => post(`/auth/v1/factors/${factor.json.id}/challenge`, {}, ip, session.access_token);
    for (let i = 0; i < AUTH_LIMITS.mfaPerIp.max; i++) expect((await challenge()).status).toBe(200);
    const res = await challenge();
    expect(res.status).toBe(429);
    expect(res.json.error_code).toBe("over_request_rate_limit");
  });

  test(`code guesses for one factor, from any number of clients: ${AUTH_LIMITS.mfaVerifyPerFactor.max}, then 429 even for the right code`, async () => {
    const { session } = await signUpFresh(t.app);
    const token = session.access_token;
    const factor = await mfa.enroll(t.app, token);
    const challengeId = (await mfa.challenge(t.app, token, factor.json.id)).json.id;
    const right = await totpCode(factor.json.totp.secret);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, "0");
    const verify = (code: string) =>
      post(`/auth/v1/factors/${factor.json.id}/verify`, { challenge_id: challengeId, code }, freshIp(), token);
    for (let i = 0; i < AUTH_LIMITS.mfaVerifyPerFactor.max; i++) expect((await verify(wrong)).status).toBe(422);
    const res = await verify(right);
    expect(res.status).toBe(429);
    expect(res.json.error_code).toBe("over_request_rate_limit");
  });
});
