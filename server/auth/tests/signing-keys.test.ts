/**
 * Asymmetric access tokens (ADR 016), without AUTH_JWT_SECRET: ES256 tokens with a kid, the JWKS
 * that verifies them, and the forgeries an asymmetric key invites (HS256 keyed with the public
 * key, `none`, another key claiming our kid).
 */
import { describe, expect, test } from "vitest";
import { createLocalJWKSet, decodeProtectedHeader, generateKeyPair, jwtVerify, SignJWT, type JWK, type JWTPayload } from "jose";
import { call } from "#tests/support/auth-requests.ts";
import { claimsOf, signUpFresh, useAuthApp } from "./helpers.ts";

const ISSUER = "http://localhost:3000/auth/v1";
const t = useAuthApp({ TRUST_PROXY: "true" });

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const now = () => Math.floor(Date.now() / 1000);
const getUser = (token: string) => call(t.app, "GET", "/auth/v1/user", { token });
const jwks = async () => (await call(t.app, "GET", "/auth/v1/.well-known/jwks.json")).json as { keys: (JWK & { kid: string })[] };

/** A signed-up user, the kid of their token and its claims with fresh times. */
async function victim() {
  const { session } = await signUpFresh(t.app);
  const { iat: _iat, exp: _exp, ...claims } = claimsOf(session.access_token) as unknown as JWTPayload & Record<string, unknown>;
  const { kid } = decodeProtectedHeader(session.access_token);
  return { session, kid: kid!, claims: { ...claims, iat: now(), exp: now() + 600 } as JWTPayload };
}

describe("tokens and the JWKS", () => {
  test("an access token is ES256 with the kid of a key the JWKS publishes, and verifies with it (as auth-js getClaims does)", async () => {
    const { session, kid } = await victim();
    expect(decodeProtectedHeader(session.access_token)).toEqual({ alg: "ES256", kid, typ: "JWT" });
    const set = await jwks();
    expect(set.keys.map((k) => k.kid)).toContain(kid);
    const { payload } = await jwtVerify(session.access_token, createLocalJWKSet(set), { issuer: ISSUER, audience: "authenticated" });
    expect(payload.sub).toBe(session.user.id);
  });

  test("the JWKS has public keys only, marked for verifying, and may be cached for a minute", async () => {
    const res = await call(t.app, "GET", "/auth/v1/.well-known/jwks.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=60");
    for (const key of res.json.keys as JWK[]) {
      expect(key).toEqual({ kty: "EC", crv: "P-256", x: expect.any(String), y: expect.any(String), kid: expect.any(String), alg: "ES256", use: "sig", key_ops: ["verify"] });
    }
  });

  test("other auth answers stay uncacheable", async () => {
    expect((await call(t.app, "GET", "/auth/v1/settings")).headers.get("cache-control")).toBe("no-store");
  });

  test("a second instance on the same database uses the same key (generated once)", async () => {
    const second = t.appWith({});
    const { session, kid } = await victim();
    expect((await call(second, "GET", "/auth/v1/user", { token: session.access_token })).status).toBe(200);
    const { session: theirs } = await signUpFresh(second);
    expect(decodeProtectedHeader(theirs.access_token).kid).toBe(kid);
    expect((await call(second, "GET", "/auth/v1/.well-known/jwks.json")).json).toEqual(await jwks());
  });
});

describe("forgeries are refused (403 bad_jwt on /auth/v1, 401 on /api/v1)", () => {
  const forgeries: [string, (v: Awaited<ReturnType<typeof victim>>) => Promise<string>, string][] = [
    [
      "HS256 keyed with our public key (its JWK text), naming our kid",
      async ({ claims, kid }) => {
        const publicJwk = (await jwks()).keys.find((k) => k.kid === kid)!;
        const secret = new TextEncoder().encode(JSON.stringify(publicJwk));
        return new SignJWT(claims).setProtectedHeader({ alg: "HS256", kid, typ: "JWT" }).sign(secret);
      },
      '"alg" (Algorithm) Header Parameter value not allowed',
    ],
    [
      "HS256 keyed with our public key's x coordinate",
      async ({ claims, kid }) => {
        const publicJwk = (await jwks()).keys.find((k) => k.kid === kid)!;
        return new SignJWT(claims).setProtectedHeader({ alg: "HS256", kid }).sign(Buffer.from(publicJwk.x!, "base64url"));
      },
      "not allowed",
    ],
    ["alg none, naming our kid", ({ claims, kid }) => Promise.resolve(`${b64({ alg: "none", kid, typ: "JWT" })}.${b64(claims)}.`), "not allowed"],
    [
      "alg none, keeping a real signature",
      ({ claims, kid, session }) => Promise.resolve(`${b64({ alg: "none", kid })}.${b64(claims)}.${session.access_token.split(".")[2]}`),
      "not allowed",
    ],
    [
      "an attacker's ES256 key claiming our kid",
      async ({ claims, kid }) => new SignJWT(claims).setProtectedHeader({ alg: "ES256", kid }).sign((await generateKeyPair("ES256")).privateKey),
      "signature verification failed",
    ],
    [
      "an attacker's RS256 key claiming our kid",
      async ({ claims, kid }) => new SignJWT(claims).setProtectedHeader({ alg: "RS256", kid }).sign((await generateKeyPair("RS256")).privateKey),
      "not allowed",
    ],
    [
      "an attacker's key with a kid we never had",
      async ({ claims }) =>
        new SignJWT(claims).setProtectedHeader({ alg: "ES256", kid: "00000000-0000-4000-8000-00000000dead" }).sign((await generateKeyPair("ES256")).privateKey),
      "no applicable key found in the JSON Web Key Set",
    ],
    [
      "our token with its kid removed",
      ({ session }) => {
        const [, payload, signature] = session.access_token.split(".");
        return Promise.resolve(`${b64({ alg: "ES256", typ: "JWT" })}.${payload}.${signature}`);
      },
      'no "kid"',
    ],
    [
      "our token with another user's id",
      async ({ session }) => {
        const { session: other } = await signUpFresh(t.app);
        const [header, payload, signature] = session.access_token.split(".");
        const edited = { ...JSON.parse(Buffer.from(payload!, "base64url").toString()), sub: other.user.id };
        return `${header}.${b64(edited)}.${signature}`;
      },
      "signature verification failed",
    ],
  ];

  test.each(forgeries)("%s", async (_name, forge, why) => {
    const v = await victim();
    const token = await forge(v);
    const res = await getUser(token);
    expect(res.status).toBe(403);
    expect(res.json.error_code).toBe("bad_jwt");
    expect(res.json.msg).toContain(why);
    const api = await call(t.app, "GET", "/api/v1/me", { token });
    expect(api.status).toBe(401);
    expect(api.json).toMatchObject({ code: "unauthorized" });
  });

  test("the genuine token of each forgery's victim is accepted (the forgeries differ in one thing)", async () => {
    const { session } = await victim();
    expect((await getUser(session.access_token)).status).toBe(200);
    expect((await call(t.app, "GET", "/api/v1/me", { token: session.access_token })).status).toBe(200);
  });
});
