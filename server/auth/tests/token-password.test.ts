/** POST /auth/v1/token: the password grant, and the grant types that are not offered. */
import { describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { authUsers } from "#db/schema/index.ts";
import { call, signIn, uniqueEmail } from "#tests/support/auth-requests.ts";
import { claimsOf, freshIp, fromIp, signUpFresh, useAuthApp, userRow } from "./helpers.ts";

const t = useAuthApp({ TRUST_PROXY: "true" });
const token = (query: string, body: unknown) =>
  call(t.app, "POST", `/auth/v1/token${query}`, { body, headers: fromIp(freshIp()) });

describe("grant_type=password", () => {
  test("the right password gives a session with GoTrue's claims", async () => {
    const { email, password, session: first } = await signUpFresh(t.app, { data: { account_type: "lender" } });
    const res = await signIn(t.app, email, password);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.json).toMatchObject({
      token_type: "bearer",
      expires_in: 3600,
      refresh_token: expect.any(String),
      user: { id: first.user.id, email, user_metadata: { account_type: "lender" }, last_sign_in_at: expect.any(String) },
    });
    expect(res.json.refresh_token).not.toBe(first.refresh_token);
    const claims = claimsOf(res.json.access_token);
    expect(claims).toMatchObject({
      sub: first.user.id,
      aud: "authenticated",
      role: "authenticated",
      email,
      aal: "aal1",
      iss: "http://localhost:3000/auth/v1",
      user_metadata: { account_type: "lender" },
    });
    expect(claims.amr).toEqual([{ method: "password", timestamp: expect.any(Number) }]);
    expect(claims.exp - claims.iat).toBe(3600);
    expect(res.json.expires_at).toBe(claims.exp);
    // A new session, not the sign-up one.
    expect(claims.session_id).not.toBe(claimsOf(first.access_token).session_id);
  });

  test("the address is matched whatever its case and surrounding spaces", async () => {
    const { email, password } = await signUpFresh(t.app);
    const res = await token("?grant_type=password", { email: `  ${email.toUpperCase()}  `, password });
    expect(res.status).toBe(200);
    expect(res.json.user.email).toBe(email);
  });

  test("the sign-in time is recorded", async () => {
    const { email, password } = await signUpFresh(t.app);
    await t.database.db.update(authUsers).set({ lastSignInAt: new Date("2020-01-01T00:00:00Z") }).where(eq(authUsers.email, email));
    await signIn(t.app, email, password);
    expect((await userRow(t.database, email))!.lastSignInAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  test.each([
    ["a wrong password", async (email: string) => ({ email, password: "wrong horse" })],
    ["a password differing only in case", async (email: string) => ({ email, password: "Correct Horse" })],
    ["an address with no account", async () => ({ email: uniqueEmail("nobody"), password: "correct horse" })],
  ])("%s answers invalid_credentials, indistinguishably", async (_name, makeBody) => {
    const { email } = await signUpFresh(t.app);
    const res = await token("?grant_type=password", await makeBody(email));
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: 400, error_code: "invalid_credentials", msg: "Invalid login credentials" });
  });

  test("an account that never set a password (magic link) cannot sign in with one", async () => {
    const email = uniqueEmail("magic");
    expect((await call(t.app, "POST", "/auth/v1/otp", { body: { email }, headers: fromIp(freshIp()) })).status).toBe(200);
    await t.database.db.update(authUsers).set({ emailConfirmedAt: new Date() }).where(eq(authUsers.email, email));
    const res = await token("?grant_type=password", { email, password: "anything" });
    expect(res.json.error_code).toBe("invalid_credentials");
  });

  test("an unconfirmed address answers email_not_confirmed (only with the right password)", async () => {
    const { email, password } = await signUpFresh(t.app);
    await t.database.db.update(authUsers).set({ emailConfirmedAt: null }).where(eq(authUsers.email, email));
    expect((await signIn(t.app, email, "wrong horse")).json.error_code).toBe("invalid_credentials");
    const res = await signIn(t.app, email, password);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: 400, error_code: "email_not_confirmed", msg: "Email not confirmed" });
  });

  test("a banned user cannot sign in until the ban ends", async () => {
    const { email, password } = await signUpFresh(t.app);
    await t.database.db.update(authUsers).set({ bannedUntil: new Date(Date.now() + 3_600_000) }).where(eq(authUsers.email, email));
    const res = await signIn(t.app, email, password);
    expect(res.status).toBe(400);
    expect(res.json.error_code).toBe("user_banned");
    await t.database.db.update(authUsers).set({ bannedUntil: new Date(Date.now() - 1000) }).where(eq(authUsers.email, email));
    expect((await signIn(t.app, email, password)).status).toBe(200);
  });

  test("a soft-deleted user cannot sign in", async () => {
    const { email, password } = await signUpFresh(t.app);
    await t.database.db.update(authUsers).set({ deletedAt: new Date() }).where(eq(authUsers.email, email));
    expect((await signIn(t.app, email, password)).json.error_code).toBe("invalid_credentials");
  });

  test("AUTH_JWT_EXPIRY sets the access token's lifetime", async () => {
    const { email, password } = await signUpFresh(t.app);
    const res = await call(t.appWith({ AUTH_JWT_EXPIRY: "30" }), "POST", "/auth/v1/token?grant_type=password", {
      body: { email, password },
      headers: fromIp(freshIp()),
    });
    expect(res.json.expires_in).toBe(30);
    const claims = claimsOf(res.json.access_token);
    expect(claims.exp - claims.iat).toBe(30);
  });
});

describe("grant_type=password with bad input", () => {
  test.each([
    ["no fields", {}, "validation_failed", "missing email or phone"],
    ["no password", { email: "someone@example.com" }, "validation_failed", "missing email or phone"],
    ["an empty password", { email: "someone@example.com", password: "" }, "validation_failed", "missing email or phone"],
    ["no e-mail", { password: "correct horse" }, "validation_failed", "missing email or phone"],
    ["a number nobody has", { phone: "+15155550100", password: "correct horse" }, "invalid_credentials", "Invalid login credentials"],
    ["an address and a number", { email: "someone@example.com", phone: "+15155550100", password: "correct horse" }, "validation_failed", "Only an email address or phone number should be provided on login."],
    ["a number as e-mail", { email: 7, password: "correct horse" }, "validation_failed", "email: Invalid input: expected string, received number"],
    ["an object as password", { email: "someone@example.com", password: { $ne: "" } }, "validation_failed", "password: Invalid input: expected string, received object"],
    ["a 129-character password", { email: "someone@example.com", password: "p".repeat(129) }, "validation_failed", "password: Password must be at most 128 characters long"],
  ])("%s: 400 %s", async (_name, body, errorCode, msg) => {
    const res = await token("?grant_type=password", body);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: 400, error_code: errorCode, msg });
  });
});

describe("grant types", () => {
  test.each([
    ["?grant_type=client_credentials", "unsupported_grant_type: client_credentials"],
    ["?grant_type=authorization_code", "unsupported_grant_type: authorization_code"],
    ["?grant_type=PASSWORD", "unsupported_grant_type: PASSWORD"],
    ["", "grant_type is required"],
    ["?grant_type=", "grant_type is required"],
  ])("POST /token%s answers 400 validation_failed", async (query, msg) => {
    const res = await token(query, { email: "someone@example.com", password: "correct horse" });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: 400, error_code: "validation_failed", msg });
  });

  test("grant_type=id_token answers GoTrue's provider-disabled error", async () => {
    const res = await token("?grant_type=id_token", { provider: "google", id_token: "eyJ.fake.token" });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 400, error_code: "provider_disabled" });
    expect(res.json.msg).toMatch(/not enabled/);
  });

  test("GET /token is not an endpoint", async () => {
    const res = await call(t.app, "GET", "/auth/v1/token?grant_type=password");
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ code: 404, error_code: "not_found" });
  });
});
