/** POST /auth/v1/factors/{id}/verify: aal2 and amr, single-use challenges and codes, and what aal2 guards. */
import { describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { authMfaChallenges, authMfaFactors, authSessions } from "#db/schema/index.ts";
import { call, signIn } from "#tests/support/auth-requests.ts";
import { claimsOf, mfa, signUpFresh, totpCode, useAuthApp, userWithVerifiedFactor } from "./helpers.ts";

const t = useAuthApp({ TRUST_PROXY: "true", AUTH_RATE_LIMIT_MULTIPLIER: "20" });

/** A signed-in user with an enrolled (unverified) factor and an open challenge. */
async function challenged() {
  const user = await signUpFresh(t.app);
  const token = user.session.access_token;
  const factor = await mfa.enroll(t.app, token);
  const challenge = await mfa.challenge(t.app, token, factor.json.id);
  return { ...user, token, factorId: factor.json.id as string, secret: factor.json.totp.secret as string, challengeId: challenge.json.id as string };
}

const sessionOf = async (accessToken: string) =>
  (await t.database.db.select().from(authSessions).where(eq(authSessions.id, claimsOf(accessToken).session_id)))[0];

describe("verifying a factor", () => {
  test("the right code raises the session to aal2, records totp in amr and verifies the factor", async () => {
    const { token, factorId, secret, challengeId, session } = await challenged();
    const res = await mfa.verify(t.app, token, factorId, challengeId, await totpCode(secret));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ token_type: "bearer", user: { id: session.user.id } });
    expect(res.json.user.factors).toEqual([expect.objectContaining({ id: factorId, status: "verified" })]);
    const claims = claimsOf(res.json.access_token);
    expect(claims.session_id).toBe(claimsOf(token).session_id);
    expect(claims.aal).toBe("aal2");
    expect(claims.amr.map((a) => a.method).sort()).toEqual(["password", "totp"]);
    expect(await sessionOf(token)).toMatchObject({ aal: "aal2", factorId });
    const me = await call(t.app, "GET", "/api/v1/me", { token: res.json.access_token });
    expect(me.json.aal).toBe("aal2");
  });

  test("the session's refresh token is replaced; refreshing keeps aal2", async () => {
    const { token, factorId, secret, challengeId, session } = await challenged();
    const res = await mfa.verify(t.app, token, factorId, challengeId, await totpCode(secret));
    expect(res.json.refresh_token).not.toBe(session.refresh_token);
    const refreshed = await call(t.app, "POST", "/auth/v1/token?grant_type=refresh_token", { body: { refresh_token: res.json.refresh_token } });
    expect(refreshed.status).toBe(200);
    expect(claimsOf(refreshed.json.access_token).aal).toBe("aal2");
    // The pre-verification (aal1) refresh token is spent; reusing it within the grace window is refused without ending the session.
    const old = await call(t.app, "POST", "/auth/v1/token?grant_type=refresh_token", { body: { refresh_token: session.refresh_token } });
    expect(old.json.error_code).toBe("refresh_token_already_used");
    expect(await sessionOf(token)).toBeDefined();
  });

  test.each([
    ["a wrong code", async (secret: string) => String((Number(await totpCode(secret)) + 1) % 1_000_000).padStart(6, "0")],
    ["a code from ten minutes ago", async (secret: string) => totpCode(secret, -20)],
    ["letters", async () => "abcdef"],
    ["five digits", async (secret: string) => (await totpCode(secret)).slice(0, 5)],
    ["an empty code", async () => ""],
  ])("%s: 422 mfa_verification_failed, and the session stays aal1", async (_name, makeCode) => {
    const { token, factorId, secret, challengeId } = await challenged();
    const res = await mfa.verify(t.app, token, factorId, challengeId, await makeCode(secret));
    expect(res.status).toBe(422);
    expect(res.json).toEqual({ code: 422, error_code: "mfa_verification_failed", msg: "Invalid TOTP code entered" });
    expect(await sessionOf(token)).toMatchObject({ aal: "aal1" });
    const [factor] = await t.database.db.select().from(authMfaFactors).where(eq(authMfaFactors.id, factorId));
    expect(factor!.status).toBe("unverified");
  });

  test("a code, once accepted, is not accepted again (replay), even on a new challenge", async () => {
    // The very code the enrolment accepted (a code made now could be the next step's, a new code).
    const { email, password, factorId, code: used } = await userWithVerifiedFactor(t.app);
    const other = (await signIn(t.app, email, password)).json;
    const challenge = await mfa.challenge(t.app, other.access_token, factorId);
    const replay = await mfa.verify(t.app, other.access_token, factorId, challenge.json.id, used);
    expect(replay.status).toBe(422);
    expect(replay.json.error_code).toBe("mfa_verification_failed");
  });

  test("the same code sent twice at once, on two sessions' challenges, is accepted only once", async () => {
    const { email, password, factorId, secret } = await userWithVerifiedFactor(t.app);
    const devices = [(await signIn(t.app, email, password)).json, (await signIn(t.app, email, password)).json];
    const challenges = await Promise.all(devices.map((d) => mfa.challenge(t.app, d.access_token, factorId)));
    const code = await totpCode(secret, 1);
    const results = await Promise.all(devices.map((d, i) => mfa.verify(t.app, d.access_token, factorId, challenges[i]!.json.id, code)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    const aals = await Promise.all(devices.map(async (d) => (await sessionOf(d.access_token))!.aal));
    expect(aals.sort()).toEqual(["aal1", "aal2"]);
  });

  test("one challenge verified twice at once (with two valid codes) raises only one request", async () => {
    const { token, factorId, secret, challengeId } = await challenged();
    const codes = [await totpCode(secret), await totpCode(secret, 1)];
    const results = await Promise.all(codes.map((code) => mfa.verify(t.app, token, factorId, challengeId, code)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect([404, 422]).toContain(statuses[1]);
  });

  test("a challenge works once", async () => {
    const { token, factorId, secret, challengeId } = await challenged();
    expect((await mfa.verify(t.app, token, factorId, challengeId, await totpCode(secret))).status).toBe(200);
    const again = await mfa.verify(t.app, token, factorId, challengeId, await totpCode(secret, 1));
    expect(again.status).toBe(404);
    expect(again.json.error_code).toBe("mfa_challenge_not_found");
  });

  test("a challenge older than five minutes has expired, and is gone", async () => {
    const { token, factorId, secret, challengeId } = await challenged();
    await t.database.db.update(authMfaChallenges).set({ createdAt: new Date(Date.now() - 5 * 60_000 - 5000) }).where(eq(authMfaChallenges.id, challengeId));
    const res = await mfa.verify(t.app, token, factorId, challengeId, await totpCode(secret));
    expect(res.status).toBe(400);
    expect(res.json.error_code).toBe("mfa_challenge_expired");
    expect((await mfa.verify(t.app, token, factorId, challengeId, await totpCode(secret))).json.error_code).toBe("mfa_challenge_not_found");
  });

  test("a challenge of another factor does not verify this one", async () => {
    const { token, factorId, secret } = await challenged();
    const second = await mfa.enroll(t.app, token);
    const foreign = await mfa.challenge(t.app, token, second.json.id);
    const res = await mfa.verify(t.app, token, factorId, foreign.json.id, await totpCode(secret));
    expect(res.status).toBe(404);
    expect(res.json.error_code).toBe("mfa_challenge_not_found");
  });

  test("another user's factor cannot be verified", async () => {
    const { factorId, secret, challengeId } = await challenged();
    const { session } = await signUpFresh(t.app);
    const res = await mfa.verify(t.app, session.access_token, factorId, challengeId, await totpCode(secret));
    expect(res.status).toBe(404);
    expect(res.json.error_code).toBe("mfa_factor_not_found");
    expect(await sessionOf(session.access_token)).toMatchObject({ aal: "aal1" });
  });

  test.each([
    ["a challenge_id that is not a UUID", { challenge_id: "abc", code: "123456" }],
    ["no challenge_id", { code: "123456" }],
    ["no code", { challenge_id: "00000000-0000-4000-8000-000000000000" }],
    ["a numeric code", { challenge_id: "00000000-0000-4000-8000-000000000000", code: 123456 }],
  ])("%s: 400 validation_failed", async (_name, body) => {
    const { token, factorId } = await challenged();
    const res = await call(t.app, "POST", `/auth/v1/factors/${factorId}/verify`, { token, body });
    expect(res.status).toBe(400);
    expect(res.json.error_code).toBe("validation_failed");
  });
});

describe("signing in with a verified factor", () => {
  test("the password gives aal1; challenge and code raise it to aal2 (amr password + totp)", async () => {
    const { email, password, factorId, secret } = await userWithVerifiedFactor(t.app);
    const first = (await signIn(t.app, email, password)).json;
    expect(claimsOf(first.access_token).aal).toBe("aal1");
    const challenge = await mfa.challenge(t.app, first.access_token, factorId);
    const res = await mfa.verify(t.app, first.access_token, factorId, challenge.json.id, await totpCode(secret, 1));
    expect(res.status).toBe(200);
    const claims = claimsOf(res.json.access_token);
    expect(claims.aal).toBe("aal2");
    expect(claims.amr.map((a) => a.method).sort()).toEqual(["password", "totp"]);
  });

  test("changing the password or the address at aal1 is refused; at aal2 it works", async () => {
    const { email, password, aal2 } = await userWithVerifiedFactor(t.app);
    const aal1 = (await signIn(t.app, email, password)).json;
    for (const body of [{ password: "new secret at aal1" }, { email: "moved-at-aal1@example.com" }]) {
      const res = await call(t.app, "PUT", "/auth/v1/user", { token: aal1.access_token, body });
      expect(res.status).toBe(403);
      expect(res.json).toEqual({
        code: 403,
        error_code: "insufficient_aal",
        msg: "AAL2 session is required to update email or password when MFA is enabled.",
      });
    }
    expect((await signIn(t.app, email, password)).status).toBe(200);
    // Metadata is not guarded.
    expect((await call(t.app, "PUT", "/auth/v1/user", { token: aal1.access_token, body: { data: { n: 1 } } })).status).toBe(200);
    expect((await call(t.app, "PUT", "/auth/v1/user", { token: aal2.access_token, body: { password: "new secret at aal2" } })).status).toBe(200);
    expect((await signIn(t.app, email, "new secret at aal2")).status).toBe(200);
  });
  test("the token's own aal decides: the aal1 token of a session that reached aal2 cannot unenrol or change the password", async () => {
    const { session, factorId, aal2 } = await userWithVerifiedFactor(t.app);
    const stale = session.access_token; // issued at sign-up, before the factor was verified on this session
    const password = await call(t.app, "PUT", "/auth/v1/user", { token: stale, body: { password: "new secret from a stale token" } });
    expect(password.status).toBe(403);
    expect(password.json.error_code).toBe("insufficient_aal");
    const unenrol = await mfa.unenroll(t.app, stale, factorId);
    expect(unenrol.status).toBe(403);
    expect(unenrol.json.error_code).toBe("insufficient_aal");
    expect((await mfa.unenroll(t.app, aal2.access_token, factorId)).status).toBe(200);
  });
});
