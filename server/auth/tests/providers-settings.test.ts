/** GET /settings and /health, and the external-provider endpoints that answer GoTrue's "not enabled" errors. */
import { describe, expect, test } from "vitest";
import { authIdentities } from "#db/schema/index.ts";
import { createTestDatabase } from "#tests/support/test-db.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import { DATABASE_UNAVAILABLE } from "#server/http/database-outage.ts";
import { call } from "#tests/support/auth-requests.ts";
import { signUpFresh, useAuthApp } from "./helpers.ts";

const t = useAuthApp({ TRUST_PROXY: "true" });

describe("GET /auth/v1/settings", () => {
  test("e-mail and phone are the providers; sign-up is open and auto-confirmed by default", async () => {
    const res = await call(t.app, "GET", "/auth/v1/settings");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.json).toMatchObject({
      disable_signup: false,
      mailer_autoconfirm: true,
      phone_autoconfirm: true,
      sms_provider: "twilio",
      saml_enabled: false,
    });
    const enabled = Object.entries(res.json.external as Record<string, boolean>).filter(([, on]) => on).map(([name]) => name);
    expect(enabled.sort()).toEqual(["email", "phone"]);
    expect(res.json.external).toMatchObject({ google: false, github: false, phone: true, anonymous_users: false });
  });

  test("follows the switches: sign-ups off, anonymous sign-ins on, phone off", async () => {
    const app = t.appWith({ AUTH_DISABLE_SIGNUP: "true", AUTH_ANONYMOUS_USERS: "true", AUTH_PHONE_ENABLED: "false" });
    const res = await call(app, "GET", "/auth/v1/settings");
    expect(res.json).toMatchObject({ disable_signup: true, external: { anonymous_users: true, phone: false, email: true } });
  });
});

describe("GET /auth/v1/health", () => {
  test("answers GoTrue's health object", async () => {
    const res = await call(t.app, "GET", "/auth/v1/health");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ name: "GoTrue", version: expect.any(String), description: expect.any(String) });
  });

  test("with the database down: 503 database_unavailable in GoTrue's error shape, with Retry-After", async () => {
    const database = await createTestDatabase();
    const app = createTestApp(database);
    await database.close();
    const res = await call(app, "GET", "/auth/v1/health");
    expect(res.status).toBe(503);
    expect(res.json).toEqual({ code: 503, error_code: "database_unavailable", msg: DATABASE_UNAVAILABLE.message });
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("external sign-in is not enabled", () => {
  test.each([
    ["GET", "/auth/v1/authorize?provider=google", 400, "provider_disabled", "Unsupported provider: provider google is not enabled"],
    ["GET", "/auth/v1/authorize", 400, "provider_disabled", "Unsupported provider: missing provider"],
    ["GET", "/auth/v1/callback?code=abc&state=xyz", 400, "provider_disabled", "External sign-in is not enabled on this server"],
    ["POST", "/auth/v1/sso", 400, "saml_provider_disabled", "SAML 2.0 is disabled"],
  ])("%s %s: %i %s", async (method, path, status, errorCode, msg) => {
    const res = await call(t.app, method, path, method === "POST" ? { body: { domain: "example.com" } } : {});
    expect(res.status).toBe(status);
    expect(res.json).toEqual({ code: status, error_code: errorCode, msg });
  });

  test("POST /token?grant_type=id_token: provider_disabled", async () => {
    const res = await call(t.app, "POST", "/auth/v1/token?grant_type=id_token", { body: { provider: "apple", id_token: "x" } });
    expect(res.json).toMatchObject({ code: 400, error_code: "provider_disabled" });
  });
});

describe("identity linking", () => {
  test("GET /user/identities/authorize: 404 manual_linking_disabled when signed in, 401 otherwise", async () => {
    const { session } = await signUpFresh(t.app);
    const res = await call(t.app, "GET", "/auth/v1/user/identities/authorize?provider=google", { token: session.access_token });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ code: 404, error_code: "manual_linking_disabled", msg: "Manual linking is disabled" });
    expect((await call(t.app, "GET", "/auth/v1/user/identities/authorize?provider=google")).status).toBe(401);
  });

  // GoTrue checks that manual linking is on before it looks at the identity at all.
  test.each([
    ["the only identity", async (token: string) => (await call(t.app, "GET", "/auth/v1/user", { token })).json.identities[0].identity_id],
    ["one of two identities", async (token: string, userId: string) => {
      const [extra] = await t.database.db
        .insert(authIdentities)
        .values({ userId, provider: "github", providerId: `gh-${userId}`, identityData: {} })
        .returning();
      return extra!.id;
    }],
    ["another user's identity", async () => {
      const other = await signUpFresh(t.app);
      return (await call(t.app, "GET", "/auth/v1/user", { token: other.session.access_token })).json.identities[0].identity_id;
    }],
    ["an unknown id", async () => "00000000-0000-4000-8000-000000000000"],
    ["a malformed id", async () => "not-a-uuid"],
  ])("DELETE of %s: 404 manual_linking_disabled, and nothing goes", async (_name, identityId) => {
    const { session } = await signUpFresh(t.app);
    const id = await identityId(session.access_token, session.user.id);
    const before = await t.database.db.select().from(authIdentities);
    const res = await call(t.app, "DELETE", `/auth/v1/user/identities/${id}`, { token: session.access_token });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ code: 404, error_code: "manual_linking_disabled", msg: "Manual linking is disabled" });
    expect(await t.database.db.select().from(authIdentities)).toHaveLength(before.length);
  });

  test("DELETE without a token: 401", async () => {
    expect((await call(t.app, "DELETE", "/auth/v1/user/identities/00000000-0000-4000-8000-000000000000")).status).toBe(401);
  });
});

describe("paths and methods that do not exist", () => {
  test.each([
    ["GET", "/auth/v1/signup"],
    ["DELETE", "/auth/v1/user"],
    ["PUT", "/auth/v1/settings"],
    ["GET", "/auth/v1/nothing-here"],
  ])("%s %s: 404 in GoTrue's shape", async (method, path) => {
    const res = await call(t.app, method, path);
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ code: 404, error_code: "not_found" });
  });
});
