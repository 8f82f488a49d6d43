/**
 * Changing the e-mail address through PUT /user confirmed from the new inbox alone (the secure
 * change off; with it on: secure-email-change.test.ts), resend, and reauthenticate + nonce.
 */
import { describe, expect, test } from "vitest";
import { and, eq } from "drizzle-orm";
import { authIdentities, authOneTimeTokens, outbox } from "#db/schema/index.ts";
import { call, latestMail, signIn, uniqueEmail } from "#tests/support/auth-requests.ts";
import { claimsOf, profileRow, signUpFresh, useAuthApp, userRow } from "./helpers.ts";

const t = useAuthApp({ TRUST_PROXY: "true", AUTH_MAILER_SECURE_EMAIL_CHANGE_ENABLED: "false" });
const putUser = (token: string, body: unknown) => call(t.app, "PUT", "/auth/v1/user", { token, body });
const verify = (body: unknown) => call(t.app, "POST", "/auth/v1/verify", { body });
const mailsTo = async (address: string) => t.database.db.select().from(outbox).where(eq(outbox.toAddress, address));

/** A user who asked to move to a new address; the confirmation is in the new inbox. */
async function pendingChange() {
  const user = await signUpFresh(t.app);
  const newEmail = uniqueEmail("moved");
  const res = await putUser(user.session.access_token, { email: newEmail });
  return { ...user, newEmail, res };
}

describe("changing the e-mail address", () => {
  test("PUT /user records the new address as pending and e-mails only the new address", async () => {
    const { email, newEmail, res, session } = await pendingChange();
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ email, new_email: newEmail, email_change_sent_at: expect.any(String) });
    const mail = await latestMail(t.app, newEmail);
    expect(mail).toMatchObject({ kind: "auth.email_change", subject: expect.stringMatching(/Confirm your new e-mail address/) });
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.link).toContain("type=email_change");
    expect(await mailsTo(email)).toHaveLength(0);
    expect(await userRow(t.database, email)).toMatchObject({ id: session.user.id, emailChange: newEmail });
  });

  test("the code from the new inbox moves the account: user, profile, identity and sign-in", async () => {
    const { email, password, newEmail, session } = await pendingChange();
    const { code } = await latestMail(t.app, newEmail);
    const res = await verify({ type: "email_change", email: newEmail, token: code });
    expect(res.status).toBe(200);
    expect(res.json.user).toMatchObject({ id: session.user.id, email: newEmail });
    expect(res.json.user).not.toHaveProperty("new_email");
    expect(claimsOf(res.json.access_token).amr.map((a) => a.method)).toEqual(["email_change"]);

    expect(await profileRow(t.database, session.user.id)).toMatchObject({ email: newEmail });
    const [identity] = await t.database.db.select().from(authIdentities).where(eq(authIdentities.userId, session.user.id));
    expect(identity!.identityData).toMatchObject({ email: newEmail, email_verified: true });
    expect((await signIn(t.app, newEmail, password)).status).toBe(200);
    expect((await signIn(t.app, email, password)).json.error_code).toBe("invalid_credentials");
  });

  test("the code works once", async () => {
    const { newEmail } = await pendingChange();
    const { code } = await latestMail(t.app, newEmail);
    expect((await verify({ type: "email_change", email: newEmail, token: code })).status).toBe(200);
    const again = await verify({ type: "email_change", email: newEmail, token: code });
    expect(again.status).toBe(403);
    expect(again.json).toEqual({ code: 403, error_code: "otp_expired", msg: "Token has expired or is invalid" });
  });

  test("the code does not work with the old address, nor as another type", async () => {
    const { email, newEmail } = await pendingChange();
    const { code } = await latestMail(t.app, newEmail);
    expect((await verify({ type: "email_change", email, token: code })).status).toBe(403);
    expect((await verify({ type: "magiclink", email: newEmail, token: code })).status).toBe(403);
    expect((await verify({ type: "email_change", email: newEmail, token: code })).status).toBe(200);
  });

  test("the link redirects to the security page with the new session in the fragment", async () => {
    const { newEmail, session } = await pendingChange();
    const { link } = await latestMail(t.app, newEmail);
    const res = await t.app.request(link!);
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get("location")!);
    expect(`${location.origin}${location.pathname}`).toBe("http://localhost:3000/account/security");
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get("type")).toBe("email_change");
    expect(claimsOf(fragment.get("access_token")!).sub).toBe(session.user.id);
    expect((await userRow(t.database, newEmail))?.id).toBe(session.user.id);
  });

  test("if someone else registers the new address first, confirming fails and nothing moves", async () => {
    const { email, newEmail, session } = await pendingChange();
    const { code } = await latestMail(t.app, newEmail);
    await signUpFresh(t.app, { email: newEmail });
    const res = await verify({ type: "email_change", email: newEmail, token: code });
    expect(res.status).toBe(422);
    expect(res.json.error_code).toBe("email_exists");
    expect(await userRow(t.database, email)).toMatchObject({ id: session.user.id });
  });

  test.each(["new", "current"] as const)("resend with the %s address sends a fresh code; the old one stops working", async (which) => {
    const { email, newEmail } = await pendingChange();
    const old = await latestMail(t.app, newEmail);
    const res = await call(t.app, "POST", "/auth/v1/resend", { body: { type: "email_change", email: which === "new" ? newEmail : email } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({});
    const fresh = await latestMail(t.app, newEmail);
    expect(await mailsTo(newEmail)).toHaveLength(2);
    if (fresh.code !== old.code) expect((await verify({ type: "email_change", email: newEmail, token: old.code })).status).toBe(403);
    expect((await verify({ type: "email_change", email: newEmail, token: fresh.code })).status).toBe(200);
  });

  test("resend for an address with no pending change answers the same and sends nothing", async () => {
    const { email } = await signUpFresh(t.app);
    const res = await call(t.app, "POST", "/auth/v1/resend", { body: { type: "email_change", email } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({});
    expect(await mailsTo(email)).toHaveLength(0);
  });
});

describe("GET /auth/v1/reauthenticate and the nonce of PUT /user", () => {
  async function withNonce() {
    const user = await signUpFresh(t.app);
    const res = await call(t.app, "GET", "/auth/v1/reauthenticate", { token: user.session.access_token });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({});
    const mail = await latestMail(t.app, user.email);
    return { ...user, mail };
  }

  test("e-mails a code (no link) and records when", async () => {
    const { email, mail } = await withNonce();
    expect(mail.kind).toBe("auth.reauthentication");
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.link).toBeUndefined();
    expect((await userRow(t.database, email))!.reauthenticationSentAt).toBeInstanceOf(Date);
  });

  test("the code, sent as nonce, lets the password change, once", async () => {
    const { email, mail, session } = await withNonce();
    const res = await putUser(session.access_token, { password: "changed with nonce", nonce: mail.code });
    expect(res.status).toBe(200);
    expect((await signIn(t.app, email, "changed with nonce")).status).toBe(200);

    const again = await putUser(session.access_token, { password: "changed a second time", nonce: mail.code });
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ code: 400, error_code: "reauthentication_not_valid", msg: "Verification code not found or has expired" });
    expect((await signIn(t.app, email, "changed a second time")).json.error_code).toBe("invalid_credentials");
  });

  test.each([
    ["a wrong nonce", async (_userId: string, code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0")],
    ["an expired nonce", async (userId: string, code: string) => {
      await t.database.db
        .update(authOneTimeTokens)
        .set({ createdAt: new Date(Date.now() - 7_300_000), expiresAt: new Date(Date.now() - 100_000) })
        .where(and(eq(authOneTimeTokens.userId, userId), eq(authOneTimeTokens.tokenType, "reauthentication")));
      return code;
    }],
  ])("%s is refused and the password stays", async (_name, prepare) => {
    const { email, password, mail, session } = await withNonce();
    const nonce = await prepare(session.user.id, mail.code!);
    const res = await putUser(session.access_token, { password: "should not apply", nonce });
    expect(res.status).toBe(400);
    expect(res.json.error_code).toBe("reauthentication_not_valid");
    expect((await signIn(t.app, email, password)).status).toBe(200);
  });

  test("asking again within a minute: 429 over_email_send_rate_limit with Retry-After", async () => {
    const { session } = await withNonce();
    const res = await call(t.app, "GET", "/auth/v1/reauthenticate", { token: session.access_token });
    expect(res.status).toBe(429);
    expect(res.json.error_code).toBe("over_email_send_rate_limit");
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  test("without a token: 401", async () => {
    expect((await call(t.app, "GET", "/auth/v1/reauthenticate")).status).toBe(401);
  });
});
