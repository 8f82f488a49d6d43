/** POST /auth/v1/signup with the default settings: the account, its profile and a session at once. */
import { describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { authIdentities, authSessions } from "#db/schema/index.ts";
import { call, uniqueEmail } from "#tests/support/auth-requests.ts";
import { claimsOf, freshIp, fromIp, profileRow, useAuthApp, userRow } from "./helpers.ts";

const t = useAuthApp({ TRUST_PROXY: "true", ADMIN_EMAILS: "boss@example.com, Chief@Example.com" });
const signup = (body: unknown) => call(t.app, "POST", "/auth/v1/signup", { body, headers: fromIp(freshIp()) });

describe("POST /auth/v1/signup", () => {
  test("creates the user, its e-mail identity and profile, and answers with a session", async () => {
    const email = uniqueEmail("agent");
    const res = await signup({ email, password: "correct horse", data: { account_type: "agent", full_name: "Ann Agent" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.json).toMatchObject({
      token_type: "bearer",
      expires_in: 3600,
      refresh_token: expect.any(String),
      user: {
        email,
        aud: "authenticated",
        role: "authenticated",
        email_confirmed_at: expect.any(String),
        app_metadata: { provider: "email", providers: ["email"] },
        user_metadata: { account_type: "agent", full_name: "Ann Agent" },
        identities: [{ provider: "email", identity_data: { email, email_verified: true } }],
      },
    });
    const now = Math.floor(Date.now() / 1000);
    expect(res.json.expires_at).toBeGreaterThanOrEqual(now + 3590);
    const claims = claimsOf(res.json.access_token);
    expect(claims).toMatchObject({ sub: res.json.user.id, email, aud: "authenticated", role: "authenticated", aal: "aal1" });
    expect(claims.amr.map((a) => a.method)).toEqual(["password"]);

    const [session] = await t.database.db.select().from(authSessions).where(eq(authSessions.id, claims.session_id));
    expect(session?.userId).toBe(res.json.user.id);
    const identities = await t.database.db.select().from(authIdentities).where(eq(authIdentities.userId, res.json.user.id));
    expect(identities).toHaveLength(1);
    expect(await profileRow(t.database, res.json.user.id)).toMatchObject({ email, role: "user", type: "agent" });
  });

  test("the password is stored as an argon2id hash only", async () => {
    const email = uniqueEmail();
    await signup({ email, password: "correct horse" });
    const row = await userRow(t.database, email);
    expect(row?.encryptedPassword).toMatch(/^\$argon2id\$/);
    expect(row?.encryptedPassword).not.toContain("correct horse");
  });

  test.each([
    ["agent", "agent"],
    ["lender", "lender"],
    [undefined, null],
  ] as const)("data.account_type %s gives profiles.type %s and role user", async (accountType, type) => {
    const res = await signup({ email: uniqueEmail(), password: "correct horse", data: accountType ? { account_type: accountType } : undefined });
    expect(res.status).toBe(200);
    expect(await profileRow(t.database, res.json.user.id)).toMatchObject({ role: "user", type });
  });

  test.each([["admin"], ["Agent"], [""], [42], [null], [["agent"]]])(
    "account_type %j is rejected and no account is created",
    async (accountType) => {
      const email = uniqueEmail();
      const res = await signup({ email, password: "correct horse", data: { account_type: accountType } });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ code: 400, error_code: "validation_failed", msg: "data.account_type must be agent or lender" });
      expect(await userRow(t.database, email)).toBeUndefined();
    },
  );

  test.each([
    ["BOSS@Example.com", "listed in lower case, signing up in upper case"],
    ["chief@example.com", "listed in mixed case"],
  ])("%s (%s in ADMIN_EMAILS) becomes an admin on sign-up", async (email) => {
    const res = await signup({ email, password: "correct horse", data: { account_type: "lender" } });
    expect(res.status).toBe(200);
    expect(await profileRow(t.database, res.json.user.id)).toMatchObject({ role: "admin", type: "lender" });
  });

  test("an address not in ADMIN_EMAILS that merely resembles one stays a user", async () => {
    const res = await signup({ email: `boss+${Date.now()}@example.com`, password: "correct horse" });
    expect(await profileRow(t.database, res.json.user.id)).toMatchObject({ role: "user" });
  });

  test("the address is trimmed and lower-cased, so another spelling of it is taken", async () => {
    const email = uniqueEmail("mixed");
    const first = await signup({ email: `  ${email.toUpperCase()} `, password: "correct horse" });
    expect(first.status).toBe(200);
    expect(first.json.user.email).toBe(email);
    const again = await signup({ email, password: "another password" });
    expect(again.status).toBe(422);
    expect(again.json).toEqual({ code: 422, error_code: "user_already_exists", msg: "User already registered" });
  });

  test("parallel sign-ups of one address create exactly one account", async () => {
    const email = uniqueEmail("race");
    const results = await Promise.all([1, 2, 3].map(() => signup({ email, password: "correct horse" })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 422, 422]);
    const winner = results.find((r) => r.status === 200)!;
    expect(await userRow(t.database, email)).toMatchObject({ id: winner.json.user.id });
  });
});

describe("POST /auth/v1/signup with bad input", () => {
  test.each([
    ["no fields (an anonymous sign-in, off by default)", {}, 422, "anonymous_provider_disabled", "Anonymous sign-ins are disabled"],
    ["no password", { email: "no-password@example.com" }, 400, "validation_failed", "Signup requires a valid password"],
    ["an empty password", { email: "empty@example.com", password: "" }, 400, "validation_failed", "Signup requires a valid password"],
    ["a null password (auth-js sends absent options as null)", { email: "null@example.com", password: null }, 400, "validation_failed", "Signup requires a valid password"],
    ["a malformed phone number", { phone: "+1515-invalid", password: "correct horse" }, 400, "validation_failed", "Invalid phone number format (E.164 required)"],
    ["an address and a number", { email: "both@example.com", phone: "+15155550100", password: "correct horse" }, 400, "validation_failed", "Only an email address or phone number should be provided on signup."],
    ["an address without a domain", { email: "someone@", password: "correct horse" }, 400, "validation_failed", "Unable to validate email address: invalid format"],
    ["an address without a suffix", { email: "a@b", password: "correct horse" }, 400, "email_address_invalid", 'Email address "a@b" is invalid'],
    ["a 5-character password", { email: "short@example.com", password: "12345" }, 422, "weak_password", "Password should be at least 6 characters."],
    ["a 129-character password", { email: "long@example.com", password: "p".repeat(129) }, 400, "validation_failed", "password: Password must be at most 128 characters long"],
  ])("%s: %i %s", async (_name, body, status, errorCode, msg) => {
    const res = await signup(body);
    expect(res.status).toBe(status);
    expect(res.json).toMatchObject({ code: status, error_code: errorCode, msg });
    if ("email" in body && typeof body.email === "string") expect(await userRow(t.database, body.email)).toBeUndefined();
  });

  test("weak_password lists why, as auth-js reads it", async () => {
    const res = await signup({ email: uniqueEmail(), password: "abc" });
    expect(res.json.weak_password).toEqual({ reasons: ["length"] });
  });

  test.each([
    ["email", { email: 42, password: "correct horse" }],
    ["email", { email: ["a@example.com"], password: "correct horse" }],
    ["password", { email: "types@example.com", password: 12345678 }],
    ["data", { email: "types@example.com", password: "correct horse", data: "agent" }],
    ["data", { email: "types@example.com", password: "correct horse", data: [1, 2] }],
    ["code_challenge", { email: "types@example.com", password: "correct horse", code_challenge: "short" }],
    ["code_challenge_method", { email: "types@example.com", password: "correct horse", code_challenge: "c".repeat(43), code_challenge_method: "md5" }],
  ])("a wrong type or shape in %s is a validation error naming the field", async (field, body) => {
    const res = await signup(body);
    expect(res.status).toBe(400);
    expect(res.json.error_code).toBe("validation_failed");
    expect(res.json.msg).toMatch(new RegExp(`^${field}: `));
    expect(await userRow(t.database, "types@example.com")).toBeUndefined();
  });

  test("user metadata over 8 KB is refused", async () => {
    const res = await signup({ email: uniqueEmail(), password: "correct horse", data: { notes: "n".repeat(9000) } });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error_code: "validation_failed", msg: "data: user metadata must be under 8 KB" });
  });

  test("unknown fields are ignored, as GoTrue does", async () => {
    const res = await signup({ email: uniqueEmail(), password: "correct horse", favourite_colour: "blue", gotrue_meta_security: {} });
    expect(res.status).toBe(200);
  });
});
