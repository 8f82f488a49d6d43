/**
 * Access tokens with AUTH_JWT_SECRET (HS256, as Supabase's JWT secret): only our own, unexpired
 * tokens for a live session are accepted. Asymmetric keys, the default: signing-keys*.test.ts.
 */
import { describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { generateKeyPair, jwtVerify, SignJWT, type JWTPayload } from "jose";
import { authSessions, authUsers } from "#db/schema/index.ts";
import { call } from "#tests/support/auth-requests.ts";
import { claimsOf, signUpFresh, useAuthApp } from "./helpers.ts";

const SECRET = "test-secret-for-the-jwt-suite-0123456789abcdef";
const ISSUER = "http://localhost:3000/auth/v1";
const t = useAuthApp({ TRUST_PROXY: "true", AUTH_JWT_SECRET: SECRET });

const key = (secret: string) => new TextEncoder().encode(secret);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** A token over `payload`, signed as asked; by default exactly as the server signs. */
async function sign(payload: JWTPayload, opts: { secret?: string; alg?: string } = {}) {
  return new SignJWT(payload).setProtectedHeader({ alg: opts.alg ?? "HS256", typ: "JWT" }).sign(key(opts.secret ?? SECRET));
}

const now = () => Math.floor(Date.now() / 1000);

/** A signed-up user and the claims the server put in their token. */
async function victim() {
  const { session } = await signUpFresh(t.app);
  const { iat: _iat, exp: _exp, ...claims } = claimsOf(session.access_token) as unknown as JWTPayload & Record<string, unknown>;
  return { session, claims: { ...claims, iat: now(), exp: now() + 600 } as JWTPayload };
}

const getUser = (token: string) => call(t.app, "GET", "/auth/v1/user", { token });

describe("tokens the server accepts", () => {
  test("a token built with the right key and claims is accepted (the forgeries below differ in one thing)", async () => {
    const { session, claims } = await victim();
    const res = await getUser(await sign(claims));
    expect(res.status).toBe(200);
    expect(res.json.id).toBe(session.user.id);
  });

  test("the scheme name is case-insensitive", async () => {
    const { session } = await victim();
    const res = await call(t.app, "GET", "/auth/v1/user", { headers: { authorization: `bearer ${session.access_token}` } });
    expect(res.status).toBe(200);
  });

  test("the configured AUTH_JWT_SECRET is the signing key itself (other services can verify our tokens)", async () => {
    const { session } = await victim();
    const { payload, protectedHeader } = await jwtVerify(session.access_token, key(SECRET), { audience: "authenticated", issuer: ISSUER });
    expect(payload.sub).toBe(session.user.id);
    expect(protectedHeader).toEqual({ alg: "HS256", typ: "JWT" });
  });

  test("the JWKS is empty: a shared secret is never published", async () => {
    const res = await call(t.app, "GET", "/auth/v1/.well-known/jwks.json");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ keys: [] });
  });
});

describe("tokens the server refuses", () => {
  test.each([
    ["expired", (c: JWTPayload) => sign({ ...c, iat: now() - 3700, exp: now() - 100 }), "token is expired"],
    ["signed with another key", (c: JWTPayload) => sign(c, { secret: "an-attacker-chosen-secret-of-enough-length" }), "signature verification failed"],
    ["signed with HS512 and the right key", (c: JWTPayload) => sign(c, { alg: "HS512" }), '"alg" (Algorithm) Header Parameter value not allowed'],
    ["for another audience", (c: JWTPayload) => sign({ ...c, aud: "service_role" }), 'unexpected "aud" claim value'],
    ["from another issuer", (c: JWTPayload) => sign({ ...c, iss: "https://evil.example/auth/v1" }), 'unexpected "iss" claim value'],
    ["without an issuer", (c: JWTPayload) => sign({ ...c, iss: undefined }), '"iss" claim'],
    ["without a session_id", (c: JWTPayload) => sign({ ...c, session_id: undefined }), 'missing required "session_id" claim'],
    ["without a subject", (c: JWTPayload) => sign({ ...c, sub: undefined }), 'missing required "sub" claim'],
    ["not valid before a time to come", (c: JWTPayload) => sign({ ...c, nbf: now() + 3600 }), '"nbf" claim timestamp check failed'],
    ["without an expiry", (c: JWTPayload) => sign({ ...c, exp: undefined }), 'missing required "exp" claim'],
    ["without an issue time", (c: JWTPayload) => sign({ ...c, iat: undefined }), 'missing required "iat" claim'],
    ["issued in the future", (c: JWTPayload) => sign({ ...c, iat: now() + 600, exp: now() + 4200 }), '"iat" claim timestamp check failed (it should be in the past)'],
    ["issued longer ago than a token lives, with a far expiry", (c: JWTPayload) => sign({ ...c, iat: now() - 7200, exp: now() + 7200 }), "token is expired"],
    ["without an audience", (c: JWTPayload) => sign({ ...c, aud: undefined }), 'missing required "aud" claim'],
    ["with an expiry that is a string", (c: JWTPayload) => sign({ ...c, exp: String(now() + 600) as unknown as number }), '"exp" claim must be a number'],
    ["with a session_id that is not a UUID", (c: JWTPayload) => sign({ ...c, session_id: "not-a-uuid" }), "the session_id claim is malformed"],
    ["with a subject that is not a UUID", (c: JWTPayload) => sign({ ...c, sub: "1 or 1=1" }), "the sub claim is malformed"],
    ["with an unknown assurance level", (c: JWTPayload) => sign({ ...c, aal: "aal3" }), "the aal claim is malformed"],
    ["with amr that is not a list", (c: JWTPayload) => sign({ ...c, amr: "password" }), "the amr claim is malformed"],
  ])("%s: 403 bad_jwt", async (_name, forge, why) => {
    const { claims } = await victim();
    const res = await getUser(await forge(claims));
    expect(res.status).toBe(403);
    expect(res.json.error_code).toBe("bad_jwt");
    expect(res.json.msg).toContain(why);
  });

  test("a token issued a few seconds ahead of our clock (another instance's) is accepted", async () => {
    const { claims } = await victim();
    const res = await getUser(await sign({ ...claims, iat: now() + 5 }));
    expect(res.status).toBe(200);
  });

  test('alg "none" without a signature is refused', async () => {
    const { claims } = await victim();
    const res = await getUser(`${b64({ alg: "none", typ: "JWT" })}.${b64(claims)}.`);
    expect(res.status).toBe(403);
    expect(res.json.error_code).toBe("bad_jwt");
  });

  test('alg "none" keeping a real signature is refused', async () => {
    const { session, claims } = await victim();
    const signature = session.access_token.split(".")[2];
    const res = await getUser(`${b64({ alg: "none", typ: "JWT" })}.${b64(claims)}.${signature}`);
    expect(res.status).toBe(403);
    expect(res.json.error_code).toBe("bad_jwt");
  });

  test("an RS256 token from a key the attacker made is refused", async () => {
    const { claims } = await victim();
    const { privateKey } = await generateKeyPair("RS256");
    const token = await new SignJWT(claims).setProtectedHeader({ alg: "RS256" }).sign(privateKey);
    const res = await getUser(token);
    expect(res.status).toBe(403);
    expect(res.json.error_code).toBe("bad_jwt");
  });

  test("a real token whose payload was edited (another user's id) is refused", async () => {
    const { session } = await victim();
    const { session: other } = await signUpFresh(t.app);
    const [header, payload, signature] = session.access_token.split(".");
    const edited = { ...JSON.parse(Buffer.from(payload!, "base64url").toString()), sub: other.user.id };
    const res = await getUser(`${header}.${b64(edited)}.${signature}`);
    expect(res.status).toBe(403);
    expect(res.json.error_code).toBe("bad_jwt");
  });

  test.each(["garbage", "a.b.c", "eyJhbGciOiJIUzI1NiJ9..", "x".repeat(5000)])("a malformed token %# is refused", async (token) => {
    const res = await getUser(token);
    expect(res.status).toBe(403);
    expect(res.json.error_code).toBe("bad_jwt");
  });

  test("a validly signed token naming a session that does not exist is refused", async () => {
    const { claims } = await victim();
    const res = await getUser(await sign({ ...claims, session_id: "00000000-0000-4000-8000-000000000000" }));
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ code: 403, error_code: "session_not_found", msg: "Session from session_id claim in JWT does not exist" });
  });

  test("a validly signed token pairing one user's session with another user is refused", async () => {
    const { claims } = await victim();
    const { session: other } = await signUpFresh(t.app);
    const res = await getUser(await sign({ ...claims, sub: other.user.id }));
    expect(res.status).toBe(403);
    expect(res.json.error_code).toBe("session_not_found");
  });

  test("the token of a deleted user is refused", async () => {
    const { session } = await victim();
    await t.database.db.update(authUsers).set({ deletedAt: new Date() }).where(eq(authUsers.id, session.user.id));
    const res = await getUser(session.access_token);
    expect(res.status).toBe(403);
    expect(res.json.error_code).toBe("user_not_found");
  });

  test("an unexpired token stops working the moment its session is past not_after", async () => {
    const { session } = await victim();
    await t.database.db
      .update(authSessions)
      .set({ notAfter: new Date(Date.now() - 1000) })
      .where(eq(authSessions.id, claimsOf(session.access_token).session_id));
    expect((await getUser(session.access_token)).json.error_code).toBe("session_not_found");
  });

  test.each([
    ["no Authorization header", {}],
    ["another scheme", { authorization: "Basic dXNlcjpwYXNz" }],
    ["an empty bearer", { authorization: "Bearer " }],
    ["two tokens", { authorization: "Bearer a b" }],
  ])("%s: 401 no_authorization", async (_name, headers) => {
    const res = await call(t.app, "GET", "/auth/v1/user", { headers });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ code: 401, error_code: "no_authorization", msg: "This endpoint requires a valid Bearer token" });
  });

  test.each([
    ["GET", "/auth/v1/user", undefined],
    ["PUT", "/auth/v1/user", { data: { x: 1 } }],
    ["POST", "/auth/v1/logout", undefined],
    ["GET", "/auth/v1/reauthenticate", undefined],
    ["POST", "/auth/v1/factors", { factor_type: "totp" }],
    ["POST", "/auth/v1/factors/00000000-0000-4000-8000-000000000000/challenge", {}],
    ["DELETE", "/auth/v1/factors/00000000-0000-4000-8000-000000000000", undefined],
    ["GET", "/auth/v1/user/identities/authorize?provider=google", undefined],
  ])("%s %s refuses an alg-none token", async (method, path, body) => {
    const { claims } = await victim();
    const res = await call(t.app, method, path, { token: `${b64({ alg: "none" })}.${b64(claims)}.`, body });
    expect(res.status).toBe(403);
    expect(res.json.error_code).toBe("bad_jwt");
  });

  // Each of these was a 500: the claim went into a query on a uuid column.
  test.each([
    ["GET", "/auth/v1/user", undefined],
    ["PUT", "/auth/v1/user", { data: { x: 1 } }],
    ["POST", "/auth/v1/logout", undefined],
    ["POST", "/auth/v1/logout?scope=others", undefined],
    ["GET", "/auth/v1/reauthenticate", undefined],
    ["POST", "/auth/v1/factors", { factor_type: "totp" }],
    ["POST", "/auth/v1/factors/00000000-0000-4000-8000-000000000000/challenge", {}],
    ["POST", "/auth/v1/factors/00000000-0000-4000-8000-000000000000/verify", { challenge_id: "00000000-0000-4000-8000-000000000000", code: "123456" }],
    ["DELETE", "/auth/v1/factors/00000000-0000-4000-8000-000000000000", undefined],
    ["GET", "/auth/v1/user/identities/authorize?provider=google", undefined],
    ["DELETE", "/auth/v1/user/identities/00000000-0000-4000-8000-000000000000", undefined],
  ])("%s %s: a validly signed token whose session_id is no UUID is 403 bad_jwt", async (method, path, body) => {
    const { claims } = await victim();
    const res = await call(t.app, method, path, { token: await sign({ ...claims, session_id: "session-1" }), body });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ code: 403, error_code: "bad_jwt", msg: expect.stringContaining("session_id claim is malformed") });
  });

  test.each([
    ["a session_id that is no UUID", { session_id: "session-1" }],
    ["no expiry", { exp: undefined }],
    ["an issue time in the future", { iat: now() + 600, exp: now() + 4200 }],
  ])("GET /api/v1/me with a validly signed token with %s: 401 in the data API's shape", async (_name, change) => {
    const { claims } = await victim();
    const res = await call(t.app, "GET", "/api/v1/me", { token: await sign({ ...claims, ...change }) });
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ code: "unauthorized", message: "Your session has ended. Please sign in again." });
    expect(res.headers.get("www-authenticate")).toBe('Bearer realm="api"');
  });
});

describe("without AUTH_JWT_SECRET (the generated key set, signing-keys*.test.ts)", () => {
  test("a second instance accepts the first one's tokens, and they do not verify with another deployment's secret", async () => {
    const first = t.appWith({ AUTH_JWT_SECRET: "" });
    const second = t.appWith({ AUTH_JWT_SECRET: "" });
    const { session } = await signUpFresh(first);
    expect((await call(second, "GET", "/auth/v1/user", { token: session.access_token })).status).toBe(200);
    // ...and HS256 with a secret does not take an ES256 token.
    expect((await getUser(session.access_token)).json.msg).toContain('"alg" (Algorithm) Header Parameter value not allowed');
  });
});
