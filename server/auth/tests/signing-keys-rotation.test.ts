/**
 * Rotating the signing keys (`npm run admin -- signing-keys rotate`, ADR 016): running instances
 * honour a rotation made elsewhere, tokens of the previous key keep working until they could have
 * expired, then that key is retired. Each test builds its own instances (t.appWith), since the
 * ones that travel in time keep their reload clocks there.
 */
import { afterEach, describe, expect, test, vi } from "vitest";
import { eq } from "drizzle-orm";
import { decodeProtectedHeader, SignJWT, importJWK, type JWK, type JWTPayload } from "jose";
import type { Hono } from "hono";
import { appSecrets } from "#db/schema/index.ts";
import { call } from "#tests/support/auth-requests.ts";
import { loadConfig } from "#server/env.ts";
import { signingKeysCommand } from "#server/cli/signing-keys-command.ts";
import { keySetSchema } from "../signing-keys-set.ts";
import { KEY_SET_NAME } from "../signing-keys-store.ts";
import { claimsOf, signUpFresh, useAuthApp } from "./helpers.ts";

const t = useAuthApp({ TRUST_PROXY: "true" });
const config = (env: Record<string, string> = {}) => loadConfig({ NODE_ENV: "test", ...env });
const rotate = async (env: Record<string, string> = {}) => {
  const result = await signingKeysCommand(t.database.db, config(env), ["rotate"]);
  expect(result.exitCode, result.output).toBe(0);
  return /New current key (\S+)/.exec(result.output)![1]!;
};
const kidOf = (token: string) => decodeProtectedHeader(token).kid;
const newToken = async (app: Hono) => (await signUpFresh(app)).session.access_token;
const works = async (app: Hono, token: string) => [
  (await call(app, "GET", "/auth/v1/user", { token })).status,
  (await call(app, "GET", "/api/v1/me", { token })).status,
];
const publishedKids = async (app: Hono) =>
  ((await call(app, "GET", "/auth/v1/.well-known/jwks.json")).json as { keys: { kid: string }[] }).keys.map((k) => k.kid);
const storedSet = async () => {
  const [row] = await t.database.db.select().from(appSecrets).where(eq(appSecrets.name, KEY_SET_NAME));
  return keySetSchema.parse(JSON.parse(row!.value));
};
/** Jumps the clock (of this process: the app's and jose's) forward. */
const travel = (seconds: number) => {
  vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
  vi.setSystemTime(Date.now() + seconds * 1000);
};
afterEach(() => {
  vi.useRealTimers();
});

describe("a rotation made elsewhere (the CLI, another instance)", () => {
  test("is honoured at once for a token with the new kid, after which the instance signs with the new key too; old tokens keep working", async () => {
    const a = t.appWith({});
    const old = await newToken(a);
    const newKid = await rotate();
    expect(newKid).not.toBe(kidOf(old));

    const b = t.appWith({}); // started after the rotation
    const fresh = await newToken(b);
    expect(kidOf(fresh)).toBe(newKid);
    expect(await works(a, fresh)).toEqual([200, 200]); // a did not know the kid: it reloads
    expect(kidOf(await newToken(a))).toBe(newKid);
    expect(await works(a, old)).toEqual([200, 200]);
    expect(await works(b, old)).toEqual([200, 200]);
    expect(await publishedKids(b)).toEqual(expect.arrayContaining([newKid, kidOf(old)]));
  });

  test("an instance that sees no new kid starts signing with the new key within a minute", async () => {
    const c = t.appWith({});
    const before = await newToken(c);
    const newKid = await rotate();
    expect(kidOf(await newToken(c))).toBe(kidOf(before)); // not reloaded yet
    travel(61);
    await vi.waitFor(async () => expect(kidOf(await newToken(c))).toBe(newKid), { timeout: 10_000, interval: 200 });
    expect(await publishedKids(c)).toContain(newKid);
  });

  test("two rotations at once both take effect: one current key, the other previous", async () => {
    const kids = await Promise.all([rotate(), rotate()]);
    const set = await storedSet();
    const current = set.keys.filter((k) => k.state === "current").map((k) => k.kid);
    expect(current).toHaveLength(1);
    expect(kids).toContain(current[0]);
    expect(set.keys.find((k) => k.kid !== current[0] && kids.includes(k.kid))?.state).toBe("previous");
  });
});

describe("signing-keys command", () => {
  test("list prints kid, algorithm, state and creation of each key, newest first", async () => {
    const kid = await rotate();
    const { exitCode, output } = await signingKeysCommand(t.database.db, config(), ["list"]);
    expect(exitCode).toBe(0);
    const lines = output.split("\n");
    expect(lines[0]).toMatch(/^kid\s+algorithm\s+state\s+created$/);
    expect(lines[1]).toMatch(new RegExp(`^${kid}\\s+ES256\\s+current\\s+\\d{4}-\\d\\d-\\d\\dT`));
    expect(lines.slice(2).some((l) => /\sprevious\s/.test(l))).toBe(true);
  });

  test("rotate with AUTH_JWT_ALGORITHM=RS256 switches new tokens to RS256", async () => {
    const kid = await rotate({ AUTH_JWT_ALGORITHM: "RS256" });
    const e = t.appWith({ AUTH_JWT_ALGORITHM: "RS256" });
    const token = await newToken(e);
    expect(decodeProtectedHeader(token)).toEqual({ alg: "RS256", kid, typ: "JWT" });
    expect(await works(e, token)).toEqual([200, 200]);
    const { keys } = (await call(e, "GET", "/auth/v1/.well-known/jwks.json")).json as { keys: JWK[] };
    expect(keys.find((k) => k.kid === kid)).toMatchObject({ kty: "RSA", alg: "RS256", use: "sig", key_ops: ["verify"] });
    expect(keys.find((k) => k.kid === kid)).not.toHaveProperty("d");
  });

  test.each([
    [["shuffle"], 64, /Usage/],
    [["list", "extra"], 64, /Usage/],
  ])("%j: exit %i", async (args, code, output) => {
    const result = await signingKeysCommand(t.database.db, config(), args);
    expect(result.exitCode).toBe(code);
    expect(result.output).toMatch(output);
  });

  test("rotate refuses with AUTH_JWT_SECRET set (the stored keys are not used then) and changes nothing", async () => {
    const before = await storedSet();
    const result = await signingKeysCommand(t.database.db, config({ AUTH_JWT_SECRET: "s".repeat(40) }), ["rotate"]);
    expect(result).toEqual({ exitCode: 1, output: expect.stringContaining("AUTH_JWT_SECRET is set") });
    expect(await storedSet()).toEqual(before);
  });
});

// Last: it stores keys created an hour ahead, which would come first in the list above.
describe("the previous key after its tokens could have expired (AUTH_JWT_EXPIRY, leeway, reloads)", () => {
  test("is retired: dropped from the JWKS, refused (even in a freshly signed token), listed as retired, its private half forgotten", async () => {
    const d = t.appWith({});
    const oldKid = kidOf(await newToken(d))!;
    const stored = (await storedSet()).keys.find((k) => k.kid === oldKid)!;
    const oldKey = await importJWK(stored.private_jwk as JWK, stored.alg);
    const { iat: _i, exp: _e, ...claims } = claimsOf(await newToken(d)) as unknown as JWTPayload;
    await rotate();

    travel(3_600 + 10 + 120 + 5);
    const now = Math.floor(Date.now() / 1000);
    const forged = await new SignJWT({ ...claims, iat: now, exp: now + 600 }).setProtectedHeader({ alg: stored.alg, kid: oldKid }).sign(oldKey);
    const res = await call(d, "GET", "/auth/v1/user", { token: forged });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ error_code: "bad_jwt", msg: expect.stringContaining("no applicable key") });
    expect(await publishedKids(d)).not.toContain(oldKid);
    const list = await signingKeysCommand(t.database.db, config(), ["list"]);
    expect(list.output).toMatch(new RegExp(`${oldKid}\\s+${stored.alg}\\s+retired`));

    await rotate(); // writes the retirement down
    const after = (await storedSet()).keys.find((k) => k.kid === oldKid)!;
    expect(after.state).toBe("retired");
    expect(after.private_jwk).toBeUndefined();
  });
});
