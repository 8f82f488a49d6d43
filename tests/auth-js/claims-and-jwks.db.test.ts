/**
 * Compatibility: @supabase/auth-js's getClaims() verifies our ES256 access tokens itself, with the
 * keys of /auth/v1/.well-known/jwks.json (ADR 016); a key rotation (`npm run admin -- signing-keys
 * rotate`) is honoured by two servers on one database without breaking signed-in clients; with
 * AUTH_JWT_SECRET the tokens are HS256 with that secret and nothing is published.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { AuthClient } from "@supabase/auth-js";
import { decodeProtectedHeader, generateKeyPair, jwtVerify, SignJWT, type JWK, type JWTPayload } from "jose";
import { createTestDatabase, type TestDatabase } from "../support/test-db.ts";
import { startServer, type RunningServer } from "../support/running-server.ts";
import { loadConfig } from "#server/env.ts";
import { signingKeysCommand } from "#server/cli/signing-keys-command.ts";
import { freshEmail } from "./client.ts";

const SECRET = "a-shared-secret-other-services-also-hold-0123456789";
let database: TestDatabase;
let a: RunningServer;
let b: RunningServer;
let hs: RunningServer;
beforeAll(async () => {
  database = await createTestDatabase();
  a = await startServer(database);
  // A second instance behind the same public address (so the same issuer), on the same database.
  b = await startServer(database, { PUBLIC_URL: a.url });
  hs = await startServer(database, { AUTH_JWT_SECRET: SECRET });
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close(), hs?.close()]);
  await database?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The official client with an in-memory store, recording the paths it requests. */
function client(baseUrl: string) {
  const store = new Map<string, string>();
  const paths: string[] = [];
  const auth = new AuthClient({
    url: `${baseUrl}/auth/v1`,
    storageKey: `claims-${baseUrl}`,
    autoRefreshToken: false,
    persistSession: true,
    detectSessionInUrl: false,
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v), removeItem: (k) => void store.delete(k) },
    fetch: (input, init) => {
      paths.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
      return fetch(input, init);
    },
  });
  return { auth, paths };
}

async function signedIn(baseUrl: string) {
  const c = client(baseUrl);
  const email = freshEmail("claims");
  const { data, error } = await c.auth.signUp({ email, password: "Spirit Lake 2025", options: { data: { account_type: "agent" } } });
  expect(error).toBeNull();
  return { ...c, token: data.session!.access_token, userId: data.user!.id };
}

const kidOf = (token: string) => decodeProtectedHeader(token).kid;
const apiMe = async (baseUrl: string, token: string) => (await fetch(`${baseUrl}/api/v1/me`, { headers: { authorization: `Bearer ${token}` } })).status;
const jwks = async (baseUrl: string) => (await (await fetch(`${baseUrl}/auth/v1/.well-known/jwks.json`)).json()) as { keys: (JWK & { kid: string })[] };
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as JWTPayload;

describe("getClaims()", () => {
  test("verifies the ES256 token with the JWKS, without asking the server for the user", async () => {
    const { auth, paths, userId, token } = await signedIn(a.url);
    paths.length = 0;
    const { data, error } = await auth.getClaims();
    expect(error).toBeNull();
    expect(data?.header).toMatchObject({ alg: "ES256", kid: kidOf(token), typ: "JWT" });
    expect(data?.claims).toMatchObject({ sub: userId, role: "authenticated", aud: "authenticated", aal: "aal1", iss: `${a.url}/auth/v1` });
    expect(paths).toEqual(["/auth/v1/.well-known/jwks.json"]);
  });

  test("refuses, on its own, a token signed by another key under our kid", async () => {
    const { auth, token } = await signedIn(a.url);
    const forged = await new SignJWT(claimsOf(token)).setProtectedHeader({ alg: "ES256", kid: kidOf(token) }).sign((await generateKeyPair("ES256")).privateKey);
    const { data, error } = await auth.getClaims(forged);
    expect(data).toBeNull();
    expect(error?.message).toBe("Invalid JWT signature");
  });
});

describe("two servers on one database, and a rotation", () => {
  test("agree on the keys: each accepts the other's tokens", async () => {
    expect(await jwks(b.url)).toEqual(await jwks(a.url));
    const { token } = await signedIn(a.url);
    const { auth } = client(b.url);
    expect((await auth.getUser(token)).error).toBeNull();
    expect(await apiMe(b.url, token)).toBe(200);
  });

  test("after signing-keys rotate, old tokens keep working on both, new ones carry the new kid and are honoured by the other server", async () => {
    const { auth, token: old } = await signedIn(a.url);
    const rotated = await signingKeysCommand(database.db, loadConfig({ NODE_ENV: "test" }), ["rotate"]);
    expect(rotated.exitCode, rotated.output).toBe(0);
    const newKid = /New current key (\S+)/.exec(rotated.output)![1];

    // The servers read the keys again within a minute.
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
    vi.setSystemTime(Date.now() + 61_000);
    let fresh = "";
    await vi.waitFor(
      async () => {
        const { data, error } = await auth.refreshSession();
        expect(error).toBeNull();
        fresh = data.session!.access_token;
        expect(kidOf(fresh)).toBe(newKid);
      },
      { timeout: 10_000, interval: 100 },
    );
    const onB = client(b.url).auth;
    expect((await onB.getUser(fresh)).error).toBeNull();
    expect(await apiMe(b.url, fresh)).toBe(200);
    const { data, error } = await onB.getClaims(fresh);
    expect(error).toBeNull();
    expect(data?.header.kid).toBe(newKid);

    for (const server of [a, b]) {
      expect((await client(server.url).auth.getUser(old)).error).toBeNull();
      expect(await apiMe(server.url, old)).toBe(200);
      expect((await jwks(server.url)).keys.map((k) => k.kid)).toEqual(expect.arrayContaining([kidOf(old), newKid]));
    }
    expect((await auth.getClaims(old)).error).toBeNull();
  });

  test("a token whose kid we never had is refused: 403 bad_jwt from /auth/v1, 401 from /api/v1", async () => {
    const { token } = await signedIn(a.url);
    const forged = await new SignJWT(claimsOf(token))
      .setProtectedHeader({ alg: "ES256", kid: "7e0a2d6c-0000-4000-8000-000000000000" })
      .sign((await generateKeyPair("ES256")).privateKey);
    const { error } = await client(a.url).auth.getUser(forged);
    expect(error).toMatchObject({ status: 403, code: "bad_jwt" });
    expect(await apiMe(a.url, forged)).toBe(401);
  });

  test.each([
    ["HS256 keyed with our public key", async (token: string) => {
      const publicJwk = (await jwks(a.url)).keys.find((k) => k.kid === kidOf(token))!;
      return new SignJWT(claimsOf(token)).setProtectedHeader({ alg: "HS256", kid: publicJwk.kid }).sign(new TextEncoder().encode(JSON.stringify(publicJwk)));
    }],
    ["alg none", (token: string) => Promise.resolve(`${b64({ alg: "none", kid: kidOf(token) })}.${token.split(".")[1]}.`)],
  ])("%s is refused", async (_name, forge) => {
    const { token } = await signedIn(a.url);
    const forged = await forge(token);
    expect((await client(a.url).auth.getUser(forged)).error).toMatchObject({ status: 403, code: "bad_jwt" });
    expect(await apiMe(a.url, forged)).toBe(401);
  });
});

describe("with AUTH_JWT_SECRET", () => {
  test("tokens are HS256 with the secret (any holder of it verifies them), the JWKS is empty, getClaims() asks the server", async () => {
    const { auth, paths, token, userId } = await signedIn(hs.url);
    const { payload, protectedHeader } = await jwtVerify(token, new TextEncoder().encode(SECRET), { issuer: `${hs.url}/auth/v1`, audience: "authenticated" });
    expect(protectedHeader).toEqual({ alg: "HS256", typ: "JWT" });
    expect(payload.sub).toBe(userId);
    expect(await jwks(hs.url)).toEqual({ keys: [] });
    paths.length = 0;
    const { data, error } = await auth.getClaims();
    expect(error).toBeNull();
    expect(data?.claims.sub).toBe(userId);
    expect(paths).toEqual(["/auth/v1/user"]);
  });

  test("an ES256 token of the stored keys is refused there (only HS256 is accepted)", async () => {
    const { token } = await signedIn(a.url);
    const { error } = await client(hs.url).auth.getUser(token);
    expect(error).toMatchObject({ status: 403, code: "bad_jwt" });
  });
});
