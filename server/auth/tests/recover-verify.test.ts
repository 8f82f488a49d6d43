/** POST /auth/v1/recover and POST /auth/v1/verify: the reset e-mail, its code and link, each good once. */
import { describe, expect, test } from "vitest";
import { and, eq } from "drizzle-orm";
import { authOneTimeTokens, outbox } from "#db/schema/index.ts";
import { call, latestMail, signIn, uniqueEmail } from "#tests/support/auth-requests.ts";
import { claimsOf, signUpFresh, useAuthApp, userRow } from "./helpers.ts";

// Several reset e-mails to one address within a minute: raise the per-address limit (tested in rate-limits).
const t = useAuthApp({ TRUST_PROXY: "true", AUTH_RATE_LIMIT_MULTIPLIER: "10" });
const recover = (body: unknown, query = "") => call(t.app, "POST", `/auth/v1/recover${query}`, { body });
const verify = (body: unknown) => call(t.app, "POST", "/auth/v1/verify", { body });
const mailsTo = async (address: string) => t.database.db.select().from(outbox).where(eq(outbox.toAddress, address));

async function userWithResetMail(query = "") {
  const user = await signUpFresh(t.app);
  expect((await recover({ email: user.email }, query)).status).toBe(200);
  return { ...user, mail: await latestMail(t.app, user.email) };
}

/** Follows an e-mailed link as a browser would: one request, the redirect not followed. */
async function follow(link: string) {
  const res = await t.app.request(link);
  const location = new URL(res.headers.get("location")!);
  return { status: res.status, location, fragment: new URLSearchParams(location.hash.slice(1)) };
}

describe("POST /auth/v1/recover", () => {
  test("e-mails a reset link and a 6-digit code, and answers {}", async () => {
    const { email, mail } = await userWithResetMail();
    expect(mail).toMatchObject({ kind: "auth.recovery", subject: expect.stringMatching(/Reset your .* password/) });
    expect(mail.code).toMatch(/^\d{6}$/);
    const link = new URL(mail.link!);
    expect(link.pathname).toBe("/auth/v1/verify");
    expect(link.searchParams.get("type")).toBe("recovery");
    expect(link.searchParams.get("redirect_to")).toBe("http://localhost:3000/reset-password");
    expect(mail.html).toContain(mail.code);
    expect((await userRow(t.database, email))!.recoverySentAt).toBeInstanceOf(Date);
  });

  test("an address without an account gets the same answer and no e-mail", async () => {
    const email = uniqueEmail("stranger");
    const res = await recover({ email });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({});
    expect(await mailsTo(email)).toHaveLength(0);
  });

  test("a freshly started server can send a reset e-mail as its very first request", { timeout: 10_000 }, async () => {
    const { email } = await signUpFresh(t.app);
    const res = await call(t.appWith({}), "POST", "/auth/v1/recover", { body: { email } });
    expect(res.status).toBe(200);
    expect((await latestMail(t.app, email)).kind).toBe("auth.recovery");
  });

  test.each([
    ["a same-site page", "http://localhost:3000/reset-password?from=mail", "http://localhost:3000/reset-password?from=mail"],
    ["127.0.0.1 for localhost", "http://127.0.0.1:3000/reset-password", "http://127.0.0.1:3000/reset-password"],
    ["another site", "https://evil.example/steal", "http://localhost:3000/reset-password"],
    ["a protocol-relative address", "//evil.example/steal", "http://localhost:3000/reset-password"],
    ["a javascript: URL", "javascript:alert(1)", "http://localhost:3000/reset-password"],
  ])("redirect_to of %s becomes %s (no open redirect)", async (_name, requested, expected) => {
    const { mail } = await userWithResetMail(`?redirect_to=${encodeURIComponent(requested)}`);
    expect(new URL(mail.link!).searchParams.get("redirect_to")).toBe(expected);
  });

  test.each([
    ["no e-mail", {}, "validation_failed", "Password recovery requires an email"],
    ["an address that is not one", { email: "nope" }, "validation_failed", "Unable to validate email address: invalid format"],
    ["an address we would not deliver to", { email: "nope@nope" }, "email_address_invalid", 'Email address "nope@nope" is invalid'],
    ["a number", { email: 12 }, "validation_failed", "email: Invalid input: expected string, received number"],
  ])("%s: 400 %s", async (_name, body, errorCode, msg) => {
    const res = await recover(body);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: 400, error_code: errorCode, msg });
  });
});

describe("POST /auth/v1/verify type=recovery", () => {
  test("the code signs the user in (amr recovery) so a new password can be set", async () => {
    const { email, mail, session } = await userWithResetMail();
    const res = await verify({ type: "recovery", email, token: mail.code });
    expect(res.status).toBe(200);
    expect(res.json.user.id).toBe(session.user.id);
    expect(claimsOf(res.json.access_token).amr.map((a) => a.method)).toEqual(["recovery"]);
    expect((await call(t.app, "PUT", "/auth/v1/user", { token: res.json.access_token, body: { password: "after the reset" } })).status).toBe(200);
    expect((await signIn(t.app, email, "after the reset")).status).toBe(200);
  });

  test("the code works once", async () => {
    const { email, mail } = await userWithResetMail();
    expect((await verify({ type: "recovery", email, token: mail.code })).status).toBe(200);
    const again = await verify({ type: "recovery", email, token: mail.code });
    expect(again.status).toBe(403);
    expect(again.json).toEqual({ code: 403, error_code: "otp_expired", msg: "Token has expired or is invalid" });
  });

  test("the address may be typed in another case, with spaces", async () => {
    const { email, mail } = await userWithResetMail();
    expect((await verify({ type: "recovery", email: ` ${email.toUpperCase()} `, token: ` ${mail.code} ` })).status).toBe(200);
  });

  test("the link's token works as token_hash (auth-js verifyOtp), once", async () => {
    const { mail, session } = await userWithResetMail();
    const tokenHash = new URL(mail.link!).searchParams.get("token");
    const res = await verify({ type: "recovery", token_hash: tokenHash });
    expect(res.status).toBe(200);
    expect(res.json.user.id).toBe(session.user.id);
    expect((await verify({ type: "recovery", token_hash: tokenHash })).status).toBe(403);
  });

  test("a newer reset e-mail replaces the older one's code", async () => {
    const { email, mail: first } = await userWithResetMail();
    await recover({ email });
    const second = await latestMail(t.app, email);
    if (second.code !== first.code) expect((await verify({ type: "recovery", email, token: first.code })).status).toBe(403);
    expect((await verify({ type: "recovery", email, token: second.code })).status).toBe(200);
  });

  test("an expired code is refused", async () => {
    const { email, mail, session } = await userWithResetMail();
    await t.database.db
      .update(authOneTimeTokens)
      .set({ createdAt: new Date(Date.now() - 7_200_000), expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(authOneTimeTokens.userId, session.user.id), eq(authOneTimeTokens.tokenType, "recovery")));
    const res = await verify({ type: "recovery", email, token: mail.code });
    expect(res.status).toBe(403);
    expect(res.json.error_code).toBe("otp_expired");
  });

  test("a code is bound to its address and type", async () => {
    const { email, mail } = await userWithResetMail();
    const other = await signUpFresh(t.app);
    expect((await verify({ type: "recovery", email: other.email, token: mail.code })).status).toBe(403);
    expect((await verify({ type: "magiclink", email, token: mail.code })).status).toBe(403);
    expect((await verify({ type: "signup", email, token: mail.code })).status).toBe(403);
    expect((await verify({ type: "recovery", email, token: mail.code })).status).toBe(200);
  });

  test("a wrong code is refused", async () => {
    const { email, mail } = await userWithResetMail();
    const wrong = String((Number(mail.code) + 1) % 1_000_000).padStart(6, "0");
    expect((await verify({ type: "recovery", email, token: wrong })).json.error_code).toBe("otp_expired");
  });
});

describe("the reset link (GET /auth/v1/verify)", () => {
  test("redirects to the reset page with the session in the fragment", async () => {
    const { mail, session } = await userWithResetMail();
    const { status, location, fragment } = await follow(mail.link!);
    expect(status).toBe(303);
    expect(`${location.origin}${location.pathname}`).toBe("http://localhost:3000/reset-password");
    expect(location.search).toBe("");
    expect(fragment.get("type")).toBe("recovery");
    expect(fragment.get("token_type")).toBe("bearer");
    expect(fragment.get("expires_in")).toBe("3600");
    expect(Number(fragment.get("expires_at"))).toBeGreaterThan(Date.now() / 1000);
    expect(claimsOf(fragment.get("access_token")!).sub).toBe(session.user.id);
    const refreshed = await call(t.app, "POST", "/auth/v1/token?grant_type=refresh_token", { body: { refresh_token: fragment.get("refresh_token") } });
    expect(refreshed.status).toBe(200);
  });

  test("a used link redirects with an error fragment instead", async () => {
    const { mail } = await userWithResetMail();
    await follow(mail.link!);
    const { status, location, fragment } = await follow(mail.link!);
    expect(status).toBe(303);
    expect(`${location.origin}${location.pathname}`).toBe("http://localhost:3000/reset-password");
    expect(Object.fromEntries(fragment)).toEqual({
      error: "access_denied",
      error_code: "otp_expired",
      error_description: "Token has expired or is invalid",
    });
  });

  test("code and link are one secret: after the code is used, the link fails", async () => {
    const { email, mail } = await userWithResetMail();
    expect((await verify({ type: "recovery", email, token: mail.code })).status).toBe(200);
    expect((await follow(mail.link!)).fragment.get("error_code")).toBe("otp_expired");
  });

  test("the response is never cached", async () => {
    const { mail } = await userWithResetMail();
    expect((await t.app.request(mail.link!)).headers.get("cache-control")).toBe("no-store");
  });
});
