/** POST /auth/v1/factors (TOTP enrolment), the challenge, and DELETE /factors/{id}. */
import { describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { authMfaFactors } from "#db/schema/index.ts";
import { call, signIn } from "#tests/support/auth-requests.ts";
import { claimsOf, mfa, signUpFresh, useAuthApp, userWithVerifiedFactor } from "./helpers.ts";

// Many MFA calls from one address in this file; the per-IP limits have their own tests.
const t = useAuthApp({ TRUST_PROXY: "true", AUTH_RATE_LIMIT_MULTIPLIER: "20" });
const factorsOf = (userId: string) => t.database.db.select().from(authMfaFactors).where(eq(authMfaFactors.userId, userId));

describe("POST /auth/v1/factors", () => {
  test("enrols an unverified TOTP factor with secret, otpauth URI and an SVG QR code", async () => {
    const { email, session } = await signUpFresh(t.app);
    const res = await mfa.enroll(t.app, session.access_token, { factor_type: "totp", friendly_name: "Work phone" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: expect.any(String), type: "totp", friendly_name: "Work phone" });
    const { qr_code, secret, uri } = res.json.totp;
    expect(qr_code).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const parsed = new URL(uri);
    expect(parsed.protocol).toBe("otpauth:");
    expect(parsed.searchParams.get("secret")).toBe(secret);
    expect(decodeURIComponent(parsed.pathname)).toContain(email);

    const [row] = await factorsOf(session.user.id);
    expect(row).toMatchObject({ id: res.json.id, status: "unverified", factorType: "totp", friendlyName: "Work phone", secret });
    const user = await call(t.app, "GET", "/auth/v1/user", { token: session.access_token });
    expect(user.json.factors).toEqual([expect.objectContaining({ id: res.json.id, status: "unverified", factor_type: "totp" })]);
  });

  test("the issuer may be chosen and appears in the URI", async () => {
    const { session } = await signUpFresh(t.app);
    const res = await mfa.enroll(t.app, session.access_token, { factor_type: "totp", issuer: "Heartland Test" });
    expect(new URL(res.json.totp.uri).searchParams.get("issuer")).toBe("Heartland Test");
  });

  test("two factors with the same friendly name: 422 mfa_factor_name_conflict", async () => {
    const { session } = await signUpFresh(t.app);
    expect((await mfa.enroll(t.app, session.access_token, { factor_type: "totp", friendly_name: "Phone" })).status).toBe(200);
    const res = await mfa.enroll(t.app, session.access_token, { factor_type: "totp", friendly_name: "Phone" });
    expect(res.status).toBe(422);
    expect(res.json.error_code).toBe("mfa_factor_name_conflict");
    expect(await factorsOf(session.user.id)).toHaveLength(1);
  });

  test("at most 10 factors: the 11th is refused", async () => {
    const { session } = await signUpFresh(t.app);
    for (let i = 0; i < 10; i++) expect((await mfa.enroll(t.app, session.access_token)).status).toBe(200);
    const res = await mfa.enroll(t.app, session.access_token);
    expect(res.status).toBe(422);
    expect(res.json.error_code).toBe("too_many_enrolled_mfa_factors");
    expect(await factorsOf(session.user.id)).toHaveLength(10);
  });

  test("with a verified factor, enrolling another needs aal2", async () => {
    const { email, password, aal2, session } = await userWithVerifiedFactor(t.app);
    const aal1 = (await signIn(t.app, email, password)).json;
    const refused = await mfa.enroll(t.app, aal1.access_token);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ error_code: "insufficient_aal", msg: "AAL2 required to enroll a new factor" });
    expect(await factorsOf(session.user.id)).toHaveLength(1);
    expect((await mfa.enroll(t.app, aal2.access_token)).status).toBe(200);
  });

  test.each([
    ["phone", { factor_type: "phone", phone: "+15155550100" }, 400, "sms_send_failed"],
    ["an unknown type", { factor_type: "sms" }, 400, "validation_failed"],
    ["no type", {}, 400, "validation_failed"],
    ["a friendly name of 121 characters", { factor_type: "totp", friendly_name: "n".repeat(121) }, 400, "validation_failed"],
    ["a numeric issuer", { factor_type: "totp", issuer: 7 }, 400, "validation_failed"],
  ])("%s: %i %s, nothing enrolled", async (_name, body, status, errorCode) => {
    const { session } = await signUpFresh(t.app);
    const res = await mfa.enroll(t.app, session.access_token, body);
    expect(res.status).toBe(status);
    expect(res.json.error_code).toBe(errorCode);
    expect(await factorsOf(session.user.id)).toHaveLength(0);
  });

  test.each(["totp", "webauthn"])("%s: an empty or blank friendly name is no name, as GoTrue accepts it (auth-js sends \"\")", async (type) => {
    const { session } = await signUpFresh(t.app);
    for (const friendly_name of ["", "   "]) {
      const res = await mfa.enroll(t.app, session.access_token, { factor_type: type, friendly_name });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ type, friendly_name: "" });
    }
    expect((await factorsOf(session.user.id)).map((f) => f.friendlyName)).toEqual([null, null]);
  });

  test("without a token: 401", async () => {
    expect((await call(t.app, "POST", "/auth/v1/factors", { body: { factor_type: "totp" } })).status).toBe(401);
  });
});

describe("POST /auth/v1/factors/{id}/challenge", () => {
  test("answers a challenge id that expires in five minutes", async () => {
    const { session } = await signUpFresh(t.app);
    const factor = await mfa.enroll(t.app, session.access_token);
    const res = await mfa.challenge(t.app, session.access_token, factor.json.id);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), type: "totp" });
    expect(Math.abs(res.json.expires_at - (Date.now() / 1000 + 300))).toBeLessThan(30);
    const [row] = await factorsOf(session.user.id);
    expect(row!.lastChallengedAt).toBeInstanceOf(Date);
  });

  test.each([
    ["another user's factor", async () => (await mfa.enroll(t.app, (await signUpFresh(t.app)).session.access_token)).json.id],
    ["an unknown id", async () => "00000000-0000-4000-8000-000000000000"],
    ["a malformed id", async () => "not-a-uuid"],
  ])("for %s: 404 mfa_factor_not_found", async (_name, factorId) => {
    const { session } = await signUpFresh(t.app);
    const res = await mfa.challenge(t.app, session.access_token, await factorId());
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ code: 404, error_code: "mfa_factor_not_found", msg: "Factor not found" });
  });

  test("by SMS: 400 sms_send_failed", async () => {
    const { session } = await signUpFresh(t.app);
    const factor = await mfa.enroll(t.app, session.access_token);
    expect((await mfa.challenge(t.app, session.access_token, factor.json.id, { channel: "sms" })).json.error_code).toBe("sms_send_failed");
  });
});

describe("DELETE /auth/v1/factors/{id}", () => {
  test("an unverified factor can be removed at aal1", async () => {
    const { session } = await signUpFresh(t.app);
    const factor = await mfa.enroll(t.app, session.access_token);
    const res = await mfa.unenroll(t.app, session.access_token, factor.json.id);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id: factor.json.id });
    expect(await factorsOf(session.user.id)).toHaveLength(0);
  });

  test("a verified factor needs aal2 to be removed", async () => {
    const { email, password, factorId, aal2, session } = await userWithVerifiedFactor(t.app);
    const aal1 = (await signIn(t.app, email, password)).json;
    const refused = await mfa.unenroll(t.app, aal1.access_token, factorId);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ error_code: "insufficient_aal", msg: "AAL2 required to unenroll verified factor" });
    expect(await factorsOf(session.user.id)).toHaveLength(1);
    expect((await mfa.unenroll(t.app, aal2.access_token, factorId)).status).toBe(200);
    expect(await factorsOf(session.user.id)).toHaveLength(0);
  });

  test("removing the factor that raised a session lowers it to aal1: the next refresh says so (as GoTrue does)", async () => {
    const { factorId, aal2 } = await userWithVerifiedFactor(t.app);
    expect((await mfa.unenroll(t.app, aal2.access_token, factorId)).status).toBe(200);
    const refreshed = await call(t.app, "POST", "/auth/v1/token?grant_type=refresh_token", { body: { refresh_token: aal2.refresh_token } });
    expect(refreshed.status).toBe(200);
    const claims = claimsOf(refreshed.json.access_token);
    expect(claims.aal).toBe("aal1");
    expect(claims.amr.map((a) => a.method)).toEqual(["password"]);
    expect((await call(t.app, "GET", "/api/v1/me", { token: refreshed.json.access_token })).json.aal).toBe("aal1");
  });

  test("another user's factor: 404, and it stays", async () => {
    const owner = await signUpFresh(t.app);
    const factor = await mfa.enroll(t.app, owner.session.access_token);
    const { session } = await signUpFresh(t.app);
    expect((await mfa.unenroll(t.app, session.access_token, factor.json.id)).status).toBe(404);
    expect(await factorsOf(owner.session.user.id)).toHaveLength(1);
  });
});
