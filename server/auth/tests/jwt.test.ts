/** Access tokens: only our own, unexpired HS256 tokens for a live session are accepted. */
import { describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { generateKeyPair, jwtVerify, SignJWT, type JWTPayload } from "jose";
import { authSessions, authUsers } from "../../../db/schema/index.ts";
import { call } from "../../../tests/support/auth-requests.ts";
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
    const { payload } = await jwtVerify(session.access_token, key(SECRET), { audience: "authenticated", issuer: ISSUER });
    expect(payload.sub).toBe(session.user.id);
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
    ["without a session_id", (c: JWTPayload) => sign({ ...c, session_id: undefined }), "missing the sub or session_id claim"],
    ["without a subject", (c: JWTPayload) => sign({ ...c, sub: undefined }), "missing the sub or session_id claim"],
    ["issued in the future", (c: JWTPayload) => sign({ ...c, nbf: now() + 3600 }), '"nbf" claim timestamp check failed'],
  ])("%s: 403 bad_jwt", async (_name, forge, why) => {
    const { claims } = await victim();
    const res = await getUser(await forge(claims));
    expect(res.status).toBe(403);
    expect(res.json.error_code).toBe("bad_jwt");
    expect(res.json.msg).toContain(why);
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
});

describe("the generated signing key (no AUTH_JWT_SECRET)", () => {
  test("is kept in the database, so a second instance accepts the first one's tokens", async () => {
    const first = t.appWith({ AUTH_JWT_SECRET: "" });
    const second = t.appWith({ AUTH_JWT_SECRET: "" });
    const { session } = await signUpFresh(first);
    expect((await call(second, "GET", "/auth/v1/user", { token: session.access_token })).status).toBe(200);
    // ...and it is not the configured secret of the other deployment.
    expect((await getUser(session.access_token)).status).toBe(403);
  });
});
