/** GET /api/v1/me (the data API's view of the caller) and the development mailbox. */
import { describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { profiles } from "#db/schema/index.ts";
import { call, uniqueEmail } from "#tests/support/auth-requests.ts";
import { freshIp, fromIp, signUpFresh, useAuthApp } from "./helpers.ts";
import { generateKeyringText } from "#server/crypto/test-keyring.ts";

const t = useAuthApp({ TRUST_PROXY: "true", ADMIN_EMAILS: "me-admin@example.com", AUTH_RATE_LIMIT_MULTIPLIER: "10" });
const me = (token?: string, headers?: Record<string, string>) => call(t.app, "GET", "/api/v1/me", { token, headers });

describe("GET /api/v1/me", () => {
  test("answers the caller's id, e-mail, role, account type, assurance level and whether the address is proven", async () => {
    const { email, session } = await signUpFresh(t.app, { data: { account_type: "lender" } });
    const res = await me(session.access_token);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.json).toEqual({ id: session.user.id, email, role: "user", type: "lender", aal: "aal1", email_confirmed: false, created_at: expect.any(String) });
  });

  test("an address in ADMIN_EMAILS is an admin", async () => {
    const { session } = await signUpFresh(t.app, { email: "me-admin@example.com", data: { account_type: "agent" } });
    expect((await me(session.access_token)).json).toMatchObject({ role: "admin", type: "agent" });
  });

  test("the role comes from profiles only: an admin promoted in the database is an admin at once", async () => {
    const { session } = await signUpFresh(t.app);
    expect((await me(session.access_token)).json.role).toBe("user");
    await t.database.db.update(profiles).set({ role: "admin" }).where(eq(profiles.id, session.user.id));
    expect((await me(session.access_token)).json.role).toBe("admin");
  });

  test("without a token: 401 asking to sign in, in the data API's shape", async () => {
    const res = await me();
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toBe('Bearer realm="api"');
    expect(res.json).toMatchObject({ code: "unauthorized", message: "Please sign in to continue." });
    expect(res.json).not.toHaveProperty("error_code");
  });

  test.each([
    ["a garbage token", async () => "not-a-jwt"],
    ["an alg-none token", async () => {
      const { session } = await signUpFresh(t.app);
      const [, payload] = session.access_token.split(".");
      return `${Buffer.from('{"alg":"none"}').toString("base64url")}.${payload}.`;
    }],
    ["a signed-out session's token", async () => {
      const { session } = await signUpFresh(t.app);
      await call(t.app, "POST", "/auth/v1/logout", { token: session.access_token });
      return session.access_token;
    }],
  ])("with %s: 401, the session has ended", async (_name, makeToken) => {
    const res = await me(await makeToken());
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ code: "unauthorized", message: "Your session has ended. Please sign in again." });
  });

  test("a user without a profile row: 403", async () => {
    const { session } = await signUpFresh(t.app);
    await t.database.db.delete(profiles).where(eq(profiles.id, session.user.id));
    const res = await me(session.access_token);
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("forbidden");
  });
});

describe("GET /api/v1/dev/mailbox", () => {
  test("lists the e-mails to one address, newest first, with their text, HTML and kind", async () => {
    const { email } = await signUpFresh(t.app);
    await call(t.app, "POST", "/auth/v1/recover", { body: { email }, headers: fromIp(freshIp()) });
    await call(t.app, "POST", "/auth/v1/otp", { body: { email }, headers: fromIp(freshIp()) });
    const res = await call(t.app, "GET", `/api/v1/dev/mailbox?to=${encodeURIComponent(email.toUpperCase())}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const messages = res.json.messages as { to: string; kind: string; text: string; html: string; status: string; created_at: string }[];
    expect(messages.map((m) => m.kind)).toEqual(["auth.magiclink", "auth.recovery"]);
    expect(messages.every((m) => m.to === email)).toBe(true);
    expect(messages[0]).toMatchObject({ id: expect.any(String), subject: expect.any(String), status: "pending" });
    expect(messages[0]!.text).toMatch(/code: \d{6}/);
    expect(messages[0]!.html).toContain("<a href=");
    expect(Date.parse(messages[0]!.created_at)).toBeGreaterThanOrEqual(Date.parse(messages[1]!.created_at));
  });

  test("does not show other addresses' e-mails", async () => {
    const { email } = await signUpFresh(t.app);
    await call(t.app, "POST", "/auth/v1/recover", { body: { email }, headers: fromIp(freshIp()) });
    const res = await call(t.app, "GET", `/api/v1/dev/mailbox?to=${encodeURIComponent(uniqueEmail("empty"))}`);
    expect(res.json).toEqual({ messages: [] });
  });

  test.each([
    [
      "an SMTP server and Twilio are configured",
      { SMTP_URL: "smtp://127.0.0.1:2525", SMS_ACCOUNT_SID: `AC${"0".repeat(32)}`, SMS_AUTH_TOKEN: "token", SMS_FROM: "+13195550100" },
    ],
    ["in production", { NODE_ENV: "production", DATA_ENCRYPTION_KEY: generateKeyringText() }],
  ])("is not there when %s", async (_name, env) => {
    const res = await call(t.appWith(env), "GET", "/api/v1/dev/mailbox?to=someone@example.com");
    expect(res.status).toBe(404);
    expect(res.json.code).toBe("not_found");
  });
});
