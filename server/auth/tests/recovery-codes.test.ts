/**
 * Two-step recovery codes (ADR 035): a set of 10 after the first authenticator, shown once and
 * stored as keyed hashes; each code raises a session to aal2 once, as a verified challenge does;
 * wrong codes count toward the sign-in limits; a new set replaces the old; each use and each set
 * is audited; they go with the last authenticator.
 */
import { describe, expect, test } from "vitest";
import { and, eq } from "drizzle-orm";
import { auditEvents, authMfaRecoveryCodes, authSessions } from "#db/schema/index.ts";
import { call, signIn } from "#tests/support/auth-requests.ts";
import { AUTH_LIMITS } from "../limits.ts";
import { claimsOf, freshIp, fromIp, mfa, signUpFresh, useAuthApp, userWithVerifiedFactor } from "./helpers.ts";

const t = useAuthApp({ TRUST_PROXY: "true" });

const issue = (token: string) => call(t.app, "POST", "/auth/v1/recovery-codes", { token, body: {} });
const status = (token: string) => call(t.app, "GET", "/auth/v1/recovery-codes", { token });
const useCode = (token: string, code: string, ip = freshIp()) =>
  call(t.app, "POST", "/auth/v1/recovery-codes/verify", { token, body: { code }, headers: fromIp(ip) });

/** A user with a verified authenticator, their first set of codes, and a new password-only (aal1) session. */
async function withCodes() {
  const user = await userWithVerifiedFactor(t.app);
  const issued = await issue(user.aal2.access_token);
  expect(issued.status).toBe(200);
  const aal1 = (await signIn(t.app, user.email, user.password)).json as { access_token: string; refresh_token: string };
  return { ...user, codes: issued.json.codes as string[], aal1 };
}

const auditOf = (userId: string, action: string) =>
  t.database.db.select().from(auditEvents).where(and(eq(auditEvents.targetId, userId), eq(auditEvents.action, action)));

describe("issuing codes", () => {
  test("right after the first authenticator: 10 distinct codes, shown once, stored only as hashes, audited", async () => {
    const user = await userWithVerifiedFactor(t.app);
    const res = await issue(user.aal2.access_token);
    expect(res.status).toBe(200);
    const codes = res.json.codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[2-9a-hjkmnp-z]{5}-[2-9a-hjkmnp-z]{5}$/);
    const rows = await t.database.db.select().from(authMfaRecoveryCodes).where(eq(authMfaRecoveryCodes.userId, user.session.user.id));
    expect(rows).toHaveLength(10);
    const stored = JSON.stringify(rows);
    for (const code of codes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace("-", ""));
    }
    expect((await status(user.aal2.access_token)).json).toEqual({ total: 10, remaining: 10, created_at: res.json.created_at });
    const audit = await auditOf(user.session.user.id, "auth.recovery_codes_created");
    expect(audit).toEqual([expect.objectContaining({ actorId: user.session.user.id, targetType: "auth_user", payload: { count: 10 } })]);
  });

  test("without an authenticator there is nothing to recover: 422, and none are made", async () => {
    const user = await signUpFresh(t.app);
    const res = await issue(user.session.access_token);
    expect(res.status).toBe(422);
    expect(res.json.error_code).toBe("mfa_factor_not_found");
    expect((await status(user.session.access_token)).json).toEqual({ total: 0, remaining: 0, created_at: null });
  });

  test("a password-only (aal1) session may not make or replace codes: 403 insufficient_aal", async () => {
    const { aal1, codes, aal2 } = await withCodes();
    const res = await issue(aal1.access_token);
    expect(res.status).toBe(403);
    expect(res.json.error_code).toBe("insufficient_aal");
    // The set is unchanged: a code still works.
    expect((await useCode(aal1.access_token, codes[0]!)).status).toBe(200);
    expect((await status(aal2.access_token)).json).toMatchObject({ total: 10, remaining: 9 });
  });

  test("regenerating (aal2) replaces the set: the old codes stop working at once; audited as regenerated", async () => {
    const { email, password, aal2, codes, session } = await withCodes();
    const again = await issue(aal2.access_token);
    expect(again.status).toBe(200);
    expect(again.json.codes).not.toEqual(expect.arrayContaining([codes[0]]));
    const fresh = (await signIn(t.app, email, password)).json;
    const old = await useCode(fresh.access_token, codes[0]!);
    expect(old.status).toBe(422);
    expect(old.json.error_code).toBe("mfa_verification_failed");
    expect((await useCode(fresh.access_token, again.json.codes[0])).status).toBe(200);
    const audit = await auditOf(session.user.id, "auth.recovery_codes_regenerated");
    expect(audit).toEqual([expect.objectContaining({ payload: { count: 10, replaced_unused: 10 } })]);
  });
});

describe("using a code in place of the authenticator", () => {
  test("raises the password-only session to aal2 with mfa/recovery_code in amr, as a verified challenge does; audited with what is left", async () => {
    const { aal1, codes, session, factorId } = await withCodes();
    // Typed as people do: upper case, a space for the dash.
    const res = await useCode(aal1.access_token, codes[3]!.toUpperCase().replace("-", " "));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ token_type: "bearer", user: { id: session.user.id } });
    const claims = claimsOf(res.json.access_token);
    expect(claims.session_id).toBe(claimsOf(aal1.access_token).session_id);
    expect(claims.aal).toBe("aal2");
    expect(claims.amr.map((a) => a.method).sort()).toEqual(["mfa/recovery_code", "password"]);
    const [row] = await t.database.db.select().from(authSessions).where(eq(authSessions.id, claims.session_id));
    expect(row).toMatchObject({ aal: "aal2", factorId });
    // What aal2 guards now opens: a new set, say.
    expect((await status(res.json.access_token)).json).toMatchObject({ total: 10, remaining: 9 });
    const refreshed = await call(t.app, "POST", "/auth/v1/token?grant_type=refresh_token", { body: { refresh_token: res.json.refresh_token } });
    expect(claimsOf(refreshed.json.access_token).aal).toBe("aal2");
    const audit = await auditOf(session.user.id, "auth.recovery_code_used");
    expect(audit).toEqual([expect.objectContaining({ actorId: session.user.id, payload: { session_id: claims.session_id, remaining: 9 } })]);
  });

  test("each code works once: the same code on another session is refused", async () => {
    const { email, password, aal1, codes } = await withCodes();
    expect((await useCode(aal1.access_token, codes[0]!)).status).toBe(200);
    const other = (await signIn(t.app, email, password)).json;
    const again = await useCode(other.access_token, codes[0]!);
    expect(again.status).toBe(422);
    expect(again.json).toEqual({ code: 422, error_code: "mfa_verification_failed", msg: "Invalid recovery code entered" });
    expect(claimsOf(other.access_token).aal).toBe("aal1");
  });

  test("the same code sent twice at once is accepted only once", async () => {
    const { email, password, codes } = await withCodes();
    const devices = [(await signIn(t.app, email, password)).json, (await signIn(t.app, email, password)).json];
    const results = await Promise.all(devices.map((d) => useCode(d.access_token, codes[1]!)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
  });

  test("another account's code is refused", async () => {
    const mine = await withCodes();
    const theirs = await withCodes();
    const res = await useCode(mine.aal1.access_token, theirs.codes[0]!);
    expect(res.status).toBe(422);
    expect((await status(theirs.aal2.access_token)).json.remaining).toBe(10);
  });

  test.each([
    ["a 6-digit code", "123456"],
    ["a made-up code", "aaaaa-bbbbb"],
  ])("%s: 422 mfa_verification_failed, the session stays aal1", async (_name, code) => {
    const { aal1 } = await withCodes();
    const res = await useCode(aal1.access_token, code);
    expect(res.status).toBe(422);
    expect(res.json.error_code).toBe("mfa_verification_failed");
    const [row] = await t.database.db.select().from(authSessions).where(eq(authSessions.id, claimsOf(aal1.access_token).session_id));
    expect(row!.aal).toBe("aal1");
  });

  test("an empty code is a validation error; without a session, 401", async () => {
    const { aal1 } = await withCodes();
    expect((await useCode(aal1.access_token, " ")).json.error_code).toBe("validation_failed");
    const anon = await call(t.app, "POST", "/auth/v1/recovery-codes/verify", { body: { code: "aaaaa-bbbbb" } });
    expect(anon.status).toBe(401);
  });

  test(`wrong codes count toward the sign-in limits: after ${AUTH_LIMITS.signinFailuresPerEmailIp.max} from one address, even a right code waits (429), and so does the password`, async () => {
    const { email, aal1, codes } = await withCodes();
    const ip = freshIp();
    for (let i = 0; i < AUTH_LIMITS.signinFailuresPerEmailIp.max; i++) {
      expect((await useCode(aal1.access_token, "aaaaa-bbbbb", ip)).status).toBe(422);
    }
    const limited = await useCode(aal1.access_token, codes[0]!, ip);
    expect(limited.status).toBe(429);
    expect(limited.json.error_code).toBe("over_request_rate_limit");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    const byPassword = await call(t.app, "POST", "/auth/v1/token?grant_type=password", { body: { email, password: "wrong" }, headers: fromIp(ip) });
    expect(byPassword.status).toBe(429);
    // From elsewhere, the right code still works, and a right code is not counted.
    expect((await useCode(aal1.access_token, codes[0]!)).status).toBe(200);
  });
});

describe("the codes go with the last authenticator", () => {
  test("removing the only authenticator removes the codes; the sessions a code raised go back to aal1", async () => {
    const { aal1, codes, factorId, session } = await withCodes();
    const raised = (await useCode(aal1.access_token, codes[0]!)).json;
    expect((await mfa.unenroll(t.app, raised.access_token, factorId)).status).toBe(200);
    const rows = await t.database.db.select().from(authMfaRecoveryCodes).where(eq(authMfaRecoveryCodes.userId, session.user.id));
    expect(rows).toEqual([]);
    const [row] = await t.database.db.select().from(authSessions).where(eq(authSessions.id, claimsOf(raised.access_token).session_id));
    expect(row!.aal).toBe("aal1");
    const refreshed = await call(t.app, "POST", "/auth/v1/token?grant_type=refresh_token", { body: { refresh_token: raised.refresh_token } });
    expect(claimsOf(refreshed.json.access_token).amr.map((a) => a.method)).not.toContain("mfa/recovery_code");
    expect((await useCode(refreshed.json.access_token, codes[1]!)).status).toBe(422);
  });
});
