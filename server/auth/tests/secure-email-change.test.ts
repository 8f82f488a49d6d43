/**
 * GoTrue's secure e-mail change (AUTH_MAILER_SECURE_EMAIL_CHANGE_ENABLED, on by default): a change
 * of address e-mails a link and code to the current address and to the new one; the first one
 * followed answers GoTrue's "Confirmation link accepted…" and changes nothing yet; the second
 * moves the account and signs in. Resend sends both again.
 */
import { describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { outbox } from "#db/schema/index.ts";
import { call, latestMail, signIn, uniqueEmail } from "#tests/support/auth-requests.ts";
import { loadConfig } from "#server/env.ts";
import { serviceKeyCommand } from "#server/cli/service-key-command.ts";
import { claimsOf, signUpFresh, useAuthApp, userRow } from "./helpers.ts";

const t = useAuthApp({ TRUST_PROXY: "true", AUTH_RATE_LIMIT_MULTIPLIER: "20" });
const putUser = (token: string, body: unknown) => call(t.app, "PUT", "/auth/v1/user", { token, body });
const verify = (body: unknown) => call(t.app, "POST", "/auth/v1/verify", { body });
const mailsTo = async (address: string) => t.database.db.select().from(outbox).where(eq(outbox.toAddress, address));
const ACCEPTED = "Confirmation link accepted. Please proceed to confirm link sent to the other email";

async function pendingChange() {
  const user = await signUpFresh(t.app);
  const newEmail = uniqueEmail("moved");
  const res = await putUser(user.session.access_token, { email: newEmail });
  expect(res.status).toBe(200);
  return { ...user, newEmail, res };
}

describe("secure e-mail change (on by default)", () => {
  test("PUT /user e-mails the current address and the new one, each its own code and link", async () => {
    const { email, newEmail, res } = await pendingChange();
    expect(res.json).toMatchObject({ email, new_email: newEmail, email_change_sent_at: expect.any(String) });
    const current = await latestMail(t.app, email);
    const fresh = await latestMail(t.app, newEmail);
    expect(current).toMatchObject({ kind: "auth.email_change_current", subject: expect.stringMatching(/Confirm the change of your e-mail address/) });
    expect(current.text).toContain(newEmail);
    expect(fresh).toMatchObject({ kind: "auth.email_change", subject: expect.stringMatching(/Confirm your new e-mail address/) });
    expect(fresh.text).toMatch(/current address too/);
    for (const m of [current, fresh]) {
      expect(m.code).toMatch(/^\d{6}$/);
      expect(m.link).toContain("type=email_change");
    }
    expect(current.link).not.toBe(fresh.link);
  });

  test.each(["new", "current"] as const)("the %s address first: GoTrue's message and nothing moves; then the other: moved and signed in", async (first) => {
    const { email, password, newEmail, session } = await pendingChange();
    const codes = { current: (await latestMail(t.app, email)).code, new: (await latestMail(t.app, newEmail)).code };
    const addresses = { current: email, new: newEmail };
    const second = first === "new" ? "current" : "new";

    const one = await verify({ type: "email_change", email: addresses[first], token: codes[first] });
    expect(one.status).toBe(200);
    expect(one.json).toEqual({ msg: ACCEPTED, code: "200" });
    expect(await userRow(t.database, email)).toMatchObject({ id: session.user.id, emailChange: newEmail, emailChangeConfirmStatus: 1 });
    expect((await signIn(t.app, email, password)).status).toBe(200);
    const user = await call(t.app, "GET", "/auth/v1/user", { token: session.access_token });
    expect(user.json).toMatchObject({ email, new_email: newEmail });

    const two = await verify({ type: "email_change", email: addresses[second], token: codes[second] });
    expect(two.status).toBe(200);
    expect(two.json.user).toMatchObject({ id: session.user.id, email: newEmail });
    expect(two.json.user).not.toHaveProperty("new_email");
    expect(claimsOf(two.json.access_token).amr.map((a) => a.method)).toEqual(["email_change"]);
    expect(await userRow(t.database, newEmail)).toMatchObject({ id: session.user.id, provenEmail: newEmail, emailChangeConfirmStatus: 0 });
    expect((await signIn(t.app, newEmail, password)).status).toBe(200);
  });

  test("the same code twice does not count as both", async () => {
    const { email, newEmail } = await pendingChange();
    const { code } = await latestMail(t.app, newEmail);
    expect((await verify({ type: "email_change", email: newEmail, token: code })).json.msg).toBe(ACCEPTED);
    const again = await verify({ type: "email_change", email: newEmail, token: code });
    expect(again.status).toBe(403);
    expect(again.json.error_code).toBe("otp_expired");
    expect((await userRow(t.database, email))?.emailChange).toBe(newEmail);
  });

  test("the links: the first redirects with GoTrue's message in the fragment, the second with the session", async () => {
    const { email, newEmail, session } = await pendingChange();
    const first = await t.app.request((await latestMail(t.app, email)).link!);
    expect(first.status).toBe(303);
    const firstAt = new URL(first.headers.get("location")!);
    expect(`${firstAt.origin}${firstAt.pathname}`).toBe("http://localhost:3000/account/security");
    expect(new URLSearchParams(firstAt.hash.slice(1)).get("message")).toBe(ACCEPTED);
    expect(firstAt.hash).not.toContain("access_token");

    const second = await t.app.request((await latestMail(t.app, newEmail)).link!);
    const secondAt = new URL(second.headers.get("location")!);
    const fragment = new URLSearchParams(secondAt.hash.slice(1));
    expect(fragment.get("type")).toBe("email_change");
    expect(claimsOf(fragment.get("access_token")!).sub).toBe(session.user.id);
    expect((await userRow(t.database, newEmail))?.id).toBe(session.user.id);
  });

  test("resend (type email_change) sends both again and starts the count over", async () => {
    const { email, newEmail } = await pendingChange();
    const { code } = await latestMail(t.app, newEmail);
    expect((await verify({ type: "email_change", email: newEmail, token: code })).json.msg).toBe(ACCEPTED);
    expect((await call(t.app, "POST", "/auth/v1/resend", { body: { type: "email_change", email } })).status).toBe(200);
    expect(await mailsTo(email)).toHaveLength(2);
    expect(await mailsTo(newEmail)).toHaveLength(2);
    expect((await userRow(t.database, email))?.emailChangeConfirmStatus).toBe(0);
    const fresh = await latestMail(t.app, newEmail);
    expect((await verify({ type: "email_change", email: newEmail, token: fresh.code })).json.msg).toBe(ACCEPTED);
    const current = await latestMail(t.app, email);
    expect((await verify({ type: "email_change", email, token: current.code })).json.user.email).toBe(newEmail);
  });

  test("AUTH_MAILER_SECURE_EMAIL_CHANGE_ENABLED=false: only the new address is e-mailed, and its code alone moves the account", async () => {
    const app = t.appWith({ AUTH_MAILER_SECURE_EMAIL_CHANGE_ENABLED: "false" });
    const user = await signUpFresh(app);
    const newEmail = uniqueEmail("moved-plain");
    expect((await call(app, "PUT", "/auth/v1/user", { token: user.session.access_token, body: { email: newEmail } })).status).toBe(200);
    expect(await mailsTo(user.email)).toHaveLength(0);
    const { code } = await latestMail(app, newEmail);
    const res = await call(app, "POST", "/auth/v1/verify", { body: { type: "email_change", email: newEmail, token: code } });
    expect(res.json.user.email).toBe(newEmail);
  });

  test("admin generate_link: email_change_current is the current address's link; with the secure change off it is refused as GoTrue refuses it", async () => {
    const serviceKey = (await serviceKeyCommand(t.database.db, loadConfig({ NODE_ENV: "test" }), [])).output;
    const { email } = await signUpFresh(t.app);
    const newEmail = uniqueEmail("moved-by-admin");
    const generate = (app: typeof t.app, type: string) =>
      call(app, "POST", "/auth/v1/admin/generate_link", { token: serviceKey, body: { type, email, new_email: newEmail } });
    const current = await generate(t.app, "email_change_current");
    expect(current.status).toBe(200);
    expect((await verify({ type: "email_change", email, token: current.json.email_otp })).json.msg).toBe(ACCEPTED);

    const off = await generate(t.appWith({ AUTH_MAILER_SECURE_EMAIL_CHANGE_ENABLED: "false" }), "email_change_current");
    expect(off.status).toBe(400);
    expect(off.json).toEqual({ code: 400, error_code: "validation_failed", msg: "Enable secure email change to generate link for current email" });
  });
});
