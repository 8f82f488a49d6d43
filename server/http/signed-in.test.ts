/** requireUser and requireAdmin: who gets through, with ADMIN_MFA required (default) and optional. */
import { describe, expect, test } from "vitest";
import { Hono } from "hono";
import { eq } from "drizzle-orm";
import pino from "pino";
import { authSessions, authUsers, profiles } from "#db/schema/index.ts";
import { call, signIn } from "#tests/support/auth-requests.ts";
import { signUpFresh, useAuthApp, userWithVerifiedFactor } from "../auth/tests/helpers.ts";
import { loadConfig } from "../env.ts";
import { createServices } from "../services.ts";
import { errorHandler } from "./error-handler.ts";
import { callerOf, requireAdmin, requireUser } from "./signed-in.ts";

const t = useAuthApp({ AUTH_RATE_LIMIT_MULTIPLIER: "10" });

/** A tiny app with one user route and one admin route, on the same database as the auth app. */
function probe(env: Record<string, string> = {}) {
  const logger = pino({ level: "silent" });
  const services = createServices({ db: t.database.db, config: loadConfig({ NODE_ENV: "test", ...env }), logger });
  const app = new Hono();
  app.get("/user", requireUser(services), (c) => c.json({ id: callerOf(c).user.id }));
  app.get("/admin", requireAdmin(services), (c) => c.json({ id: callerOf(c).user.id }));
  app.onError(errorHandler(logger));
  return app;
}

async function promote(id: string) {
  await t.database.db.update(profiles).set({ role: "admin" }).where(eq(profiles.id, id));
}

describe("requireUser / requireAdmin", () => {
  test("a user passes requireUser and is refused by requireAdmin (403 forbidden)", async () => {
    const app = probe();
    const user = await signUpFresh(t.app);
    expect((await call(app, "GET", "/user", { token: user.session.access_token })).json).toEqual({ id: user.session.user.id });
    const res = await call(app, "GET", "/admin", { token: user.session.access_token });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("forbidden");
  });

  test("no token: 401 from both", async () => {
    const app = probe();
    expect((await call(app, "GET", "/user")).status).toBe(401);
    expect((await call(app, "GET", "/admin")).status).toBe(401);
  });

  test("ADMIN_MFA=required: an admin's password-only (aal1) session gets 403 mfa_required; after the code (aal2) it passes", async () => {
    const app = probe();
    const admin = await userWithVerifiedFactor(t.app);
    await promote(admin.session.user.id);
    const passwordOnly = await signIn(t.app, admin.email, admin.password);
    expect(passwordOnly.status).toBe(200);
    const aal1 = await call(app, "GET", "/admin", { token: passwordOnly.json.access_token });
    expect(aal1.status).toBe(403);
    expect(aal1.json).toMatchObject({ code: "mfa_required", message: expect.stringContaining("two-step verification") });
    expect((await call(app, "GET", "/admin", { token: admin.aal2.access_token })).status).toBe(200);
  });

  test("the token's own aal decides: an aal1 token of a session that reached aal2 gets 403 mfa_required, the aal2 token passes", async () => {
    const app = probe();
    const admin = await userWithVerifiedFactor(t.app);
    await promote(admin.session.user.id);
    // Token A was issued at sign-up (aal1); verifying the factor raised the same session to aal2 and issued token B.
    const a = await call(app, "GET", "/admin", { token: admin.session.access_token });
    expect(a.status).toBe(403);
    expect(a.json.code).toBe("mfa_required");
    expect((await call(app, "GET", "/admin", { token: admin.aal2.access_token })).status).toBe(200);
  });

  test("an admin without any factor is refused too (the admin area walks them through enrolling one)", async () => {
    const app = probe();
    const admin = await signUpFresh(t.app);
    await promote(admin.session.user.id);
    expect((await call(app, "GET", "/admin", { token: admin.session.access_token })).json.code).toBe("mfa_required");
  });

  test("a signed-out session, a deleted account and an account without a profile are refused", async () => {
    const app = probe();
    const signedOut = await signUpFresh(t.app);
    await t.database.db.delete(authSessions).where(eq(authSessions.userId, signedOut.session.user.id));
    const gone = await call(app, "GET", "/user", { token: signedOut.session.access_token });
    expect(gone.status).toBe(401);
    expect(gone.json.message).toBe("Your session has ended. Please sign in again.");

    const deleted = await signUpFresh(t.app);
    await t.database.db.update(authUsers).set({ deletedAt: new Date() }).where(eq(authUsers.id, deleted.session.user.id));
    expect((await call(app, "GET", "/user", { token: deleted.session.access_token })).status).toBe(401);

    const noProfile = await signUpFresh(t.app);
    await t.database.db.delete(profiles).where(eq(profiles.id, noProfile.session.user.id));
    const refused = await call(app, "GET", "/user", { token: noProfile.session.access_token });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe("This account has no profile. Please contact us.");
  });

  test("ADMIN_MFA=optional: an admin's aal1 session passes", async () => {
    const app = probe({ ADMIN_MFA: "optional" });
    const admin = await signUpFresh(t.app);
    await promote(admin.session.user.id);
    expect((await call(app, "GET", "/admin", { token: admin.session.access_token })).status).toBe(200);
  });
});
