/** GET and PUT /auth/v1/user: metadata, password, and what a user may not change about themselves. */
import { describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { authOneTimeTokens, authUsers, outbox } from "#db/schema/index.ts";
import { call, latestMail, signIn } from "#tests/support/auth-requests.ts";
import { profileRow, signUpFresh, useAuthApp, userRow } from "./helpers.ts";

const t = useAuthApp({ TRUST_PROXY: "true" });
const putUser = (token: string, body: unknown) => call(t.app, "PUT", "/auth/v1/user", { token, body });
const pendingCodes = async (userId: string) =>
  (await t.database.db.select().from(authOneTimeTokens).where(eq(authOneTimeTokens.userId, userId))).length;

describe("GET /auth/v1/user", () => {
  test("answers the signed-in user in GoTrue's shape", async () => {
    const { email, session } = await signUpFresh(t.app, { data: { account_type: "lender", full_name: "Lou Lender" } });
    const res = await call(t.app, "GET", "/auth/v1/user", { token: session.access_token });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.json).toMatchObject({
      id: session.user.id,
      aud: "authenticated",
      role: "authenticated",
      email,
      phone: "",
      email_confirmed_at: expect.any(String),
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: { account_type: "lender", full_name: "Lou Lender" },
      identities: [{ provider: "email", user_id: session.user.id, identity_data: { email, sub: session.user.id } }],
      is_anonymous: false,
    });
    // No factors yet: the key is absent, as GoTrue leaves it.
    expect(res.json).not.toHaveProperty("factors");
  });

  test("without a token: 401", async () => {
    const res = await call(t.app, "GET", "/auth/v1/user");
    expect(res.status).toBe(401);
    expect(res.json.error_code).toBe("no_authorization");
  });
});

describe("PUT /auth/v1/user: metadata", () => {
  test("merges data into user_metadata, and null removes a key", async () => {
    const { session } = await signUpFresh(t.app, { data: { account_type: "agent", full_name: "Ann", office: "Ames" } });
    const first = await putUser(session.access_token, { data: { full_name: "Ann Agent", phone_pref: "text" } });
    expect(first.status).toBe(200);
    expect(first.json.user_metadata).toEqual({ account_type: "agent", full_name: "Ann Agent", office: "Ames", phone_pref: "text" });
    const second = await putUser(session.access_token, { data: { office: null } });
    expect(second.json.user_metadata).toEqual({ account_type: "agent", full_name: "Ann Agent", phone_pref: "text" });
    const read = await call(t.app, "GET", "/auth/v1/user", { token: session.access_token });
    expect(read.json.user_metadata).toEqual(second.json.user_metadata);
  });

  test.each([
    ["changing it", { account_type: "lender" }],
    ["removing it", { account_type: null }],
    ["an invalid value", { account_type: "admin" }],
  ])("the account type chosen at sign-up cannot be changed (%s)", async (_name, data) => {
    const { session } = await signUpFresh(t.app, { data: { account_type: "agent" } });
    const res = await putUser(session.access_token, { data: { ...data, note: "kept" } });
    expect(res.status).toBe(200);
    expect(res.json.user_metadata).toMatchObject({ account_type: "agent", note: "kept" });
    expect(await profileRow(t.database, session.user.id)).toMatchObject({ type: "agent" });
    const me = await call(t.app, "GET", "/api/v1/me", { token: session.access_token });
    expect(me.json.type).toBe("agent");
  });

  test("a user who signed up without a type cannot give themselves one", async () => {
    const { session } = await signUpFresh(t.app, { data: {} });
    await putUser(session.access_token, { data: { account_type: "lender" } });
    expect(await profileRow(t.database, session.user.id)).toMatchObject({ type: null });
  });

  test("a role in user_metadata does not make anyone an admin", async () => {
    const { session } = await signUpFresh(t.app);
    const res = await putUser(session.access_token, { data: { role: "admin" } });
    expect(res.status).toBe(200);
    expect(await profileRow(t.database, session.user.id)).toMatchObject({ role: "user" });
    expect((await call(t.app, "GET", "/api/v1/me", { token: session.access_token })).json.role).toBe("user");
  });

  test("app_metadata cannot be written through PUT /user", async () => {
    const { session } = await signUpFresh(t.app);
    const res = await putUser(session.access_token, { app_metadata: { role: "admin", provider: "evil" } });
    expect(res.status).toBe(200);
    expect(res.json.app_metadata).toEqual({ provider: "email", providers: ["email"] });
  });

  test("an empty update changes nothing", async () => {
    const { email, session } = await signUpFresh(t.app);
    const before = await userRow(t.database, email);
    const res = await putUser(session.access_token, {});
    expect(res.status).toBe(200);
    const after = await userRow(t.database, email);
    expect(after!.encryptedPassword).toBe(before!.encryptedPassword);
    expect(after!.rawUserMetaData).toEqual(before!.rawUserMetaData);
  });
});

describe("PUT /auth/v1/user: password", () => {
  test("the new password signs in and the old one no longer does", async () => {
    const { email, password, session } = await signUpFresh(t.app);
    const res = await putUser(session.access_token, { password: "a brand new secret" });
    expect(res.status).toBe(200);
    expect((await signIn(t.app, email, "a brand new secret")).status).toBe(200);
    expect((await signIn(t.app, email, password)).json.error_code).toBe("invalid_credentials");
  });

  test("a new password signs out the user's other sessions, not this one (as GoTrue does)", async () => {
    const { email, password, session } = await signUpFresh(t.app);
    const laptop = (await signIn(t.app, email, password)).json;
    const other = await signUpFresh(t.app);
    expect((await putUser(session.access_token, { password: "locks the thief out" })).status).toBe(200);
    expect((await call(t.app, "GET", "/auth/v1/user", { token: laptop.access_token })).json.error_code).toBe("session_not_found");
    const refresh = await call(t.app, "POST", "/auth/v1/token?grant_type=refresh_token", { body: { refresh_token: laptop.refresh_token } });
    expect(refresh.json.error_code).toBe("refresh_token_not_found");
    expect((await call(t.app, "GET", "/auth/v1/user", { token: session.access_token })).status).toBe(200);
    expect((await call(t.app, "GET", "/auth/v1/user", { token: other.session.access_token })).status).toBe(200);
  });

  test("a new password voids e-mailed codes still pending; a metadata change does not", async () => {
    const { email, session } = await signUpFresh(t.app);
    await call(t.app, "POST", "/auth/v1/otp", { body: { email } });
    const { code } = await latestMail(t.app, email);
    await putUser(session.access_token, { data: { unrelated: true } });
    expect(await pendingCodes(session.user.id)).toBe(1);
    await putUser(session.access_token, { password: "voids the codes" });
    expect(await pendingCodes(session.user.id)).toBe(0);
    const res = await call(t.app, "POST", "/auth/v1/verify", { body: { type: "magiclink", email, token: code } });
    expect(res.json.error_code).toBe("otp_expired");
  });

  test("the same password again: 422 same_password", async () => {
    const { password, session } = await signUpFresh(t.app);
    const res = await putUser(session.access_token, { password });
    expect(res.status).toBe(422);
    expect(res.json).toEqual({ code: 422, error_code: "same_password", msg: "New password should be different from the old password." });
  });

  test("a short password: 422 weak_password, and the old one still works", async () => {
    const { email, password, session } = await signUpFresh(t.app);
    const res = await putUser(session.access_token, { password: "12345" });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ error_code: "weak_password", weak_password: { reasons: ["length"] } });
    expect((await signIn(t.app, email, password)).status).toBe(200);
  });

  test("a password set for a magic-link account (none before) works", async () => {
    const { email, session } = await signUpFresh(t.app);
    await t.database.db.update(authUsers).set({ encryptedPassword: null }).where(eq(authUsers.email, email));
    expect((await putUser(session.access_token, { password: "first password" })).status).toBe(200);
    expect((await signIn(t.app, email, "first password")).status).toBe(200);
  });
});

describe("PUT /auth/v1/user with bad input", () => {
  test.each([
    ["a malformed phone number", { phone: "+1515-invalid" }, 400, "validation_failed"],
    ["a phone number by WhatsApp", { phone: "+15155550100", channel: "whatsapp" }, 400, "validation_failed"],
    ["an address that is not one", { email: "not-an-address" }, 400, "validation_failed"],
    ["an address we would not deliver to", { email: "someone@localhost" }, 400, "email_address_invalid"],
    ["a 129-character password", { password: "p".repeat(129) }, 400, "validation_failed"],
    ["data that is not an object", { data: "lender" }, 400, "validation_failed"],
    ["a number as e-mail", { email: 5 }, 400, "validation_failed"],
    ["a boolean password", { password: true }, 400, "validation_failed"],
    ["a 65-character nonce", { password: "new secret", nonce: "1".repeat(65) }, 400, "validation_failed"],
  ])("%s: %i %s, and nothing changes", async (_name, body, status, errorCode) => {
    const { email, session } = await signUpFresh(t.app);
    const before = await userRow(t.database, email);
    const res = await putUser(session.access_token, body);
    expect(res.status).toBe(status);
    expect(res.json.error_code).toBe(errorCode);
    const after = await userRow(t.database, email);
    expect(after).toMatchObject({ email: before!.email, encryptedPassword: before!.encryptedPassword, emailChange: null });
  });

  test("an address another account has: 422 email_exists, and no e-mail is sent", async () => {
    const { email: taken } = await signUpFresh(t.app);
    const { session } = await signUpFresh(t.app);
    const res = await putUser(session.access_token, { email: taken.toUpperCase() });
    expect(res.status).toBe(422);
    expect(res.json.error_code).toBe("email_exists");
    expect(await t.database.db.select().from(outbox).where(eq(outbox.refId, session.user.id))).toHaveLength(0);
  });

  test("the current address again is not a change: no e-mail, no pending change", async () => {
    const { email, session } = await signUpFresh(t.app);
    const res = await putUser(session.access_token, { email: ` ${email.toUpperCase()} ` });
    expect(res.status).toBe(200);
    expect(res.json).not.toHaveProperty("new_email");
    expect(await t.database.db.select().from(outbox).where(eq(outbox.refId, session.user.id))).toHaveLength(0);
  });

  test("without a token: 401, whatever the body", async () => {
    const res = await call(t.app, "PUT", "/auth/v1/user", { body: { data: { role: "admin" } } });
    expect(res.status).toBe(401);
  });
});
