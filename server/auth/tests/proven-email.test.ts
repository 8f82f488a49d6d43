/**
 * Which flows prove an account's address (server/auth/proven-email.ts), asked for and typed into
 * the portal (server/auth/address-check.ts, /api/v1/me/email-confirmation), and what the first
 * proof by a sign-in link does to an account someone else may have made (account-handover.ts).
 */
import { beforeAll, describe, expect, test } from "vitest";
import { and, eq } from "drizzle-orm";
import { auditEvents, authUsers, calendarFeeds, outbox } from "#db/schema/index.ts";
import { call, latestMail, signIn, uniqueEmail } from "#tests/support/auth-requests.ts";
import { silentLogger } from "#tests/support/test-app.ts";
import { loadConfig } from "#server/env.ts";
import { createServices } from "#server/services.ts";
import { mintServiceRoleKey } from "../service-role.ts";
import { freshIp, fromIp, mfa, signUpFresh, useAuthApp } from "./helpers.ts";

const t = useAuthApp({ TRUST_PROXY: "true", AUTH_RATE_LIMIT_MULTIPLIER: "20", AUTH_ANONYMOUS_USERS: "true" });
let serviceKey: string;
beforeAll(async () => {
  serviceKey = await mintServiceRoleKey(createServices({ db: t.database.db, config: loadConfig({ NODE_ENV: "test" }), logger: silentLogger }));
});

const me = async (token: string) => (await call(t.app, "GET", "/api/v1/me", { token })).json as { email_confirmed: boolean } | undefined;
const askForCode = (token: string) => call(t.app, "POST", "/api/v1/me/email-confirmation", { token });
const typeCode = (token: string, code: unknown) => call(t.app, "POST", "/api/v1/me/email-confirmation/verify", { token, body: { code } });
const mailsTo = (to: string) => t.database.db.select().from(outbox).where(eq(outbox.toAddress, to.toLowerCase()));
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("the code asked for in the portal", () => {
  test("sign-up without AUTH_CONFIRM_EMAIL proves nothing and sends nothing; the code asked for proves the address and the session carries on", async () => {
    const { email, session } = await signUpFresh(t.app);
    expect(await me(session.access_token)).toMatchObject({ email_confirmed: false });
    expect(await mailsTo(email)).toEqual([]);

    const sent = await askForCode(session.access_token);
    expect(sent.status).toBe(202);
    expect(sent.json).toEqual({ sent_to: email });
    const mail = await latestMail(t.app, email);
    expect(mail).toMatchObject({ kind: "auth.address_check", subject: expect.stringContaining("Your code to confirm your e-mail address") });
    // A code and no link: a link would prove the address for whoever clicks it.
    expect(mail.link).toBeUndefined();
    expect(mail.text).toContain("do not give the code to anyone");

    expect((await typeCode(session.access_token, ` ${mail.code} `)).json).toEqual({ email_confirmed: true });
    expect(await me(session.access_token)).toMatchObject({ email_confirmed: true });
    expect((await askForCode(session.access_token)).json.code).toBe("already_confirmed");
    expect((await signIn(t.app, email, "correct horse")).status).toBe(200);
  });

  test("a wrong code: 400 on the field; a malformed one: 400 saying what a code is; five wrong tries, then 429 even for the right one", async () => {
    const { email, session } = await signUpFresh(t.app);
    await askForCode(session.access_token);
    const { code } = await latestMail(t.app, email);
    expect((await typeCode(session.access_token, "12ab56")).json.fields).toEqual({ code: "Enter the 6-digit code from the e-mail" });
    expect((await typeCode(session.access_token, undefined)).status).toBe(400);
    for (let i = 0; i < 5; i++) {
      const res = await typeCode(session.access_token, wrongCode(code!));
      expect(res.status).toBe(400);
      expect(res.json.fields.code).toBe("That code is wrong or has expired. Use the newest e-mail from us, or send a new code.");
    }
    const locked = await typeCode(session.access_token, code);
    expect(locked.status).toBe(429);
    expect(locked.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await me(session.access_token)).toMatchObject({ email_confirmed: false });
  });

  test("one e-mail a minute per account, whatever the address", async () => {
    const { session } = await signUpFresh(t.app);
    expect((await askForCode(session.access_token)).status).toBe(202);
    const again = await askForCode(session.access_token);
    expect(again.status).toBe(429);
    expect(again.json.message).toContain("We have just sent you a code");
  });

  test("an account's code does not prove another account's address", async () => {
    const a = await signUpFresh(t.app);
    const b = await signUpFresh(t.app);
    await askForCode(a.session.access_token);
    const { code } = await latestMail(t.app, a.email);
    expect((await typeCode(b.session.access_token, code)).status).toBe(400);
    expect((await typeCode(a.session.access_token, code)).status).toBe(200);
  });

  test("an anonymous account has no address to confirm: 409 no_email", async () => {
    const anon = await call(t.app, "POST", "/auth/v1/signup", { body: {}, headers: fromIp(freshIp()) });
    expect((await askForCode(anon.json.access_token)).json.code).toBe("no_email");
    expect((await typeCode(anon.json.access_token, "123456")).json.code).toBe("no_email");
  });

  test("without a token: 401", async () => {
    expect((await call(t.app, "POST", "/api/v1/me/email-confirmation")).status).toBe(401);
  });
});

describe("other proofs", () => {
  test("the service role's confirmed address is proven; an address it sets without confirming is not, nor is the old proof carried to it", async () => {
    const email = uniqueEmail("admin-made");
    const made = await call(t.app, "POST", "/auth/v1/admin/users", { token: serviceKey, body: { email, password: "correct horse", email_confirm: true } });
    expect(made.status).toBe(200);
    const signedIn = await signIn(t.app, email, "correct horse");
    expect(await me(signedIn.json.access_token)).toMatchObject({ email_confirmed: true });

    const moved = uniqueEmail("admin-moved");
    expect((await call(t.app, "PUT", `/auth/v1/admin/users/${made.json.id}`, { token: serviceKey, body: { email: moved } })).status).toBe(200);
    expect(await me(signedIn.json.access_token)).toMatchObject({ email_confirmed: false });
  });

  test("an e-mail change confirmed by its links proves the new address", async () => {
    const { email, session } = await signUpFresh(t.app);
    await markProven(session.access_token);
    const to = uniqueEmail("changed");
    expect((await call(t.app, "PUT", "/auth/v1/user", { token: session.access_token, body: { email: to } })).status).toBe(200);
    // Every confirmation link of the change, to either address (one or both, as the settings say).
    const links = [...(await mailsTo(to)), ...(await mailsTo(email))]
      .filter((m) => m.kind.startsWith("auth.email_change"))
      .map((m) => /(https?:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(m.textBody)![1]!);
    for (const link of links) await t.app.request(link.replace(/^https?:\/\/[^/]+/, ""));
    const [row] = await t.database.db.select().from(authUsers).where(eq(authUsers.id, session.user.id));
    expect(row!.email).toBe(to);
    expect(row!.provenEmail).toBe(to);
  });
});

/** Proves the account's current address through the portal code (helper for set-ups). */
async function markProven(token: string) {
  const res = await askForCode(token);
  const email = res.json.sent_to as string;
  const { code } = await latestMail(t.app, email);
  expect((await typeCode(token, code)).status).toBe(200);
}

describe("the first proof by a sign-in link or code hands the account to the address's owner", () => {
  test("a sign-in code to an account that never proved its address: the maker's password, sessions, factor and calendar address are gone", async () => {
    const maker = await signUpFresh(t.app);
    await mfa.enroll(t.app, maker.session.access_token);
    await call(t.app, "POST", "/api/v1/me/calendar", { token: maker.session.access_token });
    expect(await t.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, maker.session.user.id))).toHaveLength(1);

    await call(t.app, "POST", "/auth/v1/otp", { body: { email: maker.email, create_user: false }, headers: fromIp(freshIp()) });
    const { code } = await latestMail(t.app, maker.email);
    const owner = await call(t.app, "POST", "/auth/v1/verify", { body: { type: "email", email: maker.email, token: code } });
    expect(owner.status).toBe(200);
    expect(owner.json.user.id).toBe(maker.session.user.id);
    expect(await me(owner.json.access_token)).toMatchObject({ email_confirmed: true });

    expect((await call(t.app, "GET", "/api/v1/me", { token: maker.session.access_token })).status).toBe(401);
    expect((await signIn(t.app, maker.email, maker.password)).json.error_code).toBe("invalid_credentials");
    expect(owner.json.user.factors ?? []).toEqual([]);
    expect(await t.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, maker.session.user.id))).toEqual([]);
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "auth.account_handed_over"), eq(auditEvents.targetId, maker.session.user.id)));
    expect(audit!.payload).toMatchObject({ via: "magiclink", had_password: true, sessions_ended: 1, factors_removed: 1, passkeys_removed: 0 });

    // The owner chooses a password from the fresh session, and it is the only one that works.
    expect((await call(t.app, "PUT", "/auth/v1/user", { token: owner.json.access_token, body: { password: "owner's own" } })).status).toBe(200);
    expect((await signIn(t.app, maker.email, "owner's own")).status).toBe(200);
  });

  test("a password reset of an account that never proved its address hands it over too", async () => {
    const maker = await signUpFresh(t.app);
    await call(t.app, "POST", "/auth/v1/recover", { body: { email: maker.email }, headers: fromIp(freshIp()) });
    const { code } = await latestMail(t.app, maker.email);
    const owner = await call(t.app, "POST", "/auth/v1/verify", { body: { type: "recovery", email: maker.email, token: code } });
    expect(owner.status).toBe(200);
    expect((await call(t.app, "GET", "/api/v1/me", { token: maker.session.access_token })).status).toBe(401);
    expect(await me(owner.json.access_token)).toMatchObject({ email_confirmed: true });
  });

  test("an account that has proven its address keeps everything when it signs in by code", async () => {
    const owner = await signUpFresh(t.app);
    await markProven(owner.session.access_token);
    await call(t.app, "POST", "/auth/v1/otp", { body: { email: owner.email, create_user: false }, headers: fromIp(freshIp()) });
    const codes = (await mailsTo(owner.email)).filter((m) => m.kind === "auth.magiclink");
    const code = /code: (\d{6})/.exec(codes.at(-1)!.textBody)![1];
    expect((await call(t.app, "POST", "/auth/v1/verify", { body: { type: "email", email: owner.email, token: code } })).status).toBe(200);
    expect((await call(t.app, "GET", "/api/v1/me", { token: owner.session.access_token })).status).toBe(200);
    expect((await signIn(t.app, owner.email, owner.password)).status).toBe(200);
  });
});

describe("AUTH_CONFIRM_EMAIL=true", () => {
  test("the sign-up confirmation proves the address and keeps the password chosen at sign-up (the account could not sign in before)", async () => {
    const app = t.appWith({ AUTH_CONFIRM_EMAIL: "true" });
    const email = uniqueEmail("confirming");
    await call(app, "POST", "/auth/v1/signup", { body: { email, password: "correct horse" }, headers: fromIp(freshIp()) });
    const { code } = await latestMail(app, email);
    const confirmed = await call(app, "POST", "/auth/v1/verify", { body: { type: "signup", email, token: code } });
    expect(confirmed.status).toBe(200);
    expect(await me(confirmed.json.access_token)).toMatchObject({ email_confirmed: true });
    expect((await signIn(app, email, "correct horse")).status).toBe(200);
  });
});
