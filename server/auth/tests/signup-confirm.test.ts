/** AUTH_CONFIRM_EMAIL=true: sign-up returns the user only and e-mails a confirmation; verify; resend. */
import { createHash, randomBytes } from "node:crypto";
import { describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { outbox } from "#db/schema/index.ts";
import { call, latestMail, signIn, uniqueEmail } from "#tests/support/auth-requests.ts";
import { claimsOf, freshIp, fromIp, profileRow, useAuthApp, userRow } from "./helpers.ts";

const t = useAuthApp({ AUTH_CONFIRM_EMAIL: "true", TRUST_PROXY: "true", AUTH_RATE_LIMIT_MULTIPLIER: "10" });
const signup = (body: unknown) => call(t.app, "POST", "/auth/v1/signup", { body, headers: fromIp(freshIp()) });
const verify = (body: unknown) => call(t.app, "POST", "/auth/v1/verify", { body });
const resend = (body: unknown) => call(t.app, "POST", "/auth/v1/resend", { body });
const mailsTo = async (address: string) => t.database.db.select().from(outbox).where(eq(outbox.toAddress, address));

async function unconfirmed(data: Record<string, unknown> = { account_type: "lender" }) {
  const email = uniqueEmail("confirm");
  const res = await signup({ email, password: "correct horse", data });
  return { email, password: "correct horse", res };
}

describe("sign-up with e-mail confirmation", () => {
  test("answers the user without a session, creates the profile, and e-mails a link and code", async () => {
    const { email, res } = await unconfirmed();
    expect(res.status).toBe(200);
    expect(res.json).not.toHaveProperty("access_token");
    expect(res.json).toMatchObject({ email, confirmation_sent_at: expect.any(String), user_metadata: { account_type: "lender" } });
    expect(res.json.email_confirmed_at).toBeUndefined();
    expect(res.json.identities).toHaveLength(1);
    expect(await profileRow(t.database, res.json.id)).toMatchObject({ role: "user", type: "lender" });
    const mail = await latestMail(t.app, email);
    expect(mail).toMatchObject({ kind: "auth.signup", subject: expect.stringMatching(/^Confirm your .* account$/) });
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(new URL(mail.link!).searchParams.get("type")).toBe("signup");
    expect(new URL(mail.link!).searchParams.get("redirect_to")).toBe("http://localhost:3000/dashboard");
  });

  test("signing in before confirming: 400 email_not_confirmed", async () => {
    const { email, password } = await unconfirmed();
    const res = await signIn(t.app, email, password);
    expect(res.status).toBe(400);
    expect(res.json.error_code).toBe("email_not_confirmed");
  });

  test("the code confirms the address and signs in (amr email/signup); then the password works", async () => {
    const { email, password, res: created } = await unconfirmed();
    const { code } = await latestMail(t.app, email);
    const res = await verify({ type: "signup", email, token: code });
    expect(res.status).toBe(200);
    expect(res.json.user).toMatchObject({ id: created.json.id, email_confirmed_at: expect.any(String) });
    expect(claimsOf(res.json.access_token).amr.map((a) => a.method)).toEqual(["email/signup"]);
    expect(res.json.user.identities[0].identity_data.email_verified).toBe(true);
    expect((await signIn(t.app, email, password)).status).toBe(200);
  });

  test("type email also accepts a sign-up code (auth-js verifyOtp type 'email')", async () => {
    const { email } = await unconfirmed();
    const { code } = await latestMail(t.app, email);
    expect((await verify({ type: "email", email, token: code })).status).toBe(200);
  });

  test("the code works once", async () => {
    const { email } = await unconfirmed();
    const { code } = await latestMail(t.app, email);
    expect((await verify({ type: "signup", email, token: code })).status).toBe(200);
    expect((await verify({ type: "signup", email, token: code })).json.error_code).toBe("otp_expired");
  });

  test("the link confirms, redirecting to the dashboard with the session; a second click gets the error fragment", async () => {
    const { email, password } = await unconfirmed();
    const { link } = await latestMail(t.app, email);
    const first = await t.app.request(link!);
    expect(first.status).toBe(303);
    const location = new URL(first.headers.get("location")!);
    expect(location.pathname).toBe("/dashboard");
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get("type")).toBe("signup");
    expect(claimsOf(fragment.get("access_token")!).email).toBe(email);
    expect((await signIn(t.app, email, password)).status).toBe(200);

    const second = new URL((await t.app.request(link!)).headers.get("location")!);
    expect(new URLSearchParams(second.hash.slice(1)).get("error_code")).toBe("otp_expired");
  });

  test("an address already registered gets a look-alike answer, no e-mail, and the account is untouched", async () => {
    const { email, res: first } = await unconfirmed();
    const before = await userRow(t.database, email);
    const again = await signup({ email, password: "a different password", data: { account_type: "agent" } });
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ email, identities: [] });
    expect(again.json.id).not.toBe(first.json.id);
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await userRow(t.database, email)).toEqual(before);
  });

  test("a PKCE sign-up: the link hands back ?code=, exchanged with the verifier for the session", async () => {
    const email = uniqueEmail("confirm-pkce");
    const verifier = randomBytes(32).toString("base64url");
    const challenge = createHash("sha256").update(verifier).digest("base64url");
    await signup({ email, password: "correct horse", code_challenge: challenge, code_challenge_method: "s256" });
    const { link } = await latestMail(t.app, email);
    const location = new URL((await t.app.request(link!)).headers.get("location")!);
    expect(location.hash).toBe("");
    const res = await call(t.app, "POST", "/auth/v1/token?grant_type=pkce", {
      body: { auth_code: location.searchParams.get("code"), code_verifier: verifier },
    });
    expect(res.status).toBe(200);
    expect(res.json.user).toMatchObject({ email, email_confirmed_at: expect.any(String) });
    expect(claimsOf(res.json.access_token).amr.map((a) => a.method)).toEqual(["email/signup"]);
  });
});

describe("POST /auth/v1/resend type=signup", () => {
  test("sends a fresh confirmation; the old code stops working, the new one confirms", async () => {
    const { email } = await unconfirmed();
    const old = await latestMail(t.app, email);
    const res = await resend({ type: "signup", email: email.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({});
    expect(await mailsTo(email)).toHaveLength(2);
    const fresh = await latestMail(t.app, email);
    expect(fresh.kind).toBe("auth.signup");
    if (fresh.code !== old.code) expect((await verify({ type: "signup", email, token: old.code })).status).toBe(403);
    expect((await verify({ type: "signup", email, token: fresh.code })).status).toBe(200);
  });

  test.each([
    ["an unknown address", async () => uniqueEmail("resend-nobody")],
    ["an already confirmed address", async () => {
      const { email } = await unconfirmed();
      await verify({ type: "signup", email, token: (await latestMail(t.app, email)).code });
      return email;
    }],
  ])("for %s answers the same and sends nothing", async (_name, prepare) => {
    const email = await prepare();
    const before = (await mailsTo(email)).length;
    const res = await resend({ type: "signup", email });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({});
    expect(await mailsTo(email)).toHaveLength(before);
  });

  test.each([
    ["no type", { email: "r@example.com" }, "validation_failed"],
    ["an unknown type", { type: "recovery", email: "r@example.com" }, "validation_failed"],
    ["no address", { type: "signup" }, "validation_failed"],
    ["an address that is not one", { type: "signup", email: "r@" }, "validation_failed"],
    ["an address we would not deliver to", { type: "signup", email: "r@localhost" }, "email_address_invalid"],
    ["type sms without a number", { type: "sms" }, "validation_failed"],
    ["type sms with a malformed number", { type: "sms", phone: "+1515-invalid" }, "validation_failed"],
    ["an address and a number", { type: "sms", phone: "+15155550100", email: "r@example.com" }, "validation_failed"],
  ])("%s: 400 %s", async (_name, body, errorCode) => {
    const res = await resend(body);
    expect(res.status).toBe(400);
    expect(res.json.error_code).toBe(errorCode);
  });
});

describe("GET /auth/v1/settings with confirmation on", () => {
  test("says e-mail is not auto-confirmed", async () => {
    const res = await call(t.app, "GET", "/auth/v1/settings");
    expect(res.json.mailer_autoconfirm).toBe(false);
  });
});
