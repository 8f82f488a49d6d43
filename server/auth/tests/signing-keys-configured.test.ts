/**
 * Keys given in AUTH_JWT_KEYS (GoTrue's GOTRUE_JWT_KEYS format, as the official auth-js suite
 * passes them): the first key with key_ops "sign" signs, every key verifies with its own
 * algorithm only, the public halves are published, and the stored keys are left alone.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { decodeProtectedHeader, exportJWK, generateKeyPair, importJWK, SignJWT, type CryptoKey, type JWK } from "jose";
import { call } from "#tests/support/auth-requests.ts";
import { silentLogger } from "#tests/support/test-app.ts";
import { loadConfig } from "#server/env.ts";
import { createServices } from "#server/services.ts";
import { signingKeysCommand } from "#server/cli/signing-keys-command.ts";
import { verifyJwt } from "../jwt.ts";
import { parseConfiguredKeys } from "../signing-keys-configured.ts";
import { claimsOf, signUpFresh, useAuthApp } from "./helpers.ts";

const SIGNER = "11111111-1111-4111-8111-111111111111";
const VERIFIER = "22222222-2222-4222-8222-222222222222";
let signerJwk: JWK;
let verifierKey: CryptoKey;
const env: Record<string, string> = { TRUST_PROXY: "true" };

beforeAll(async () => {
  const rsa = await generateKeyPair("RS256", { extractable: true });
  const ec = await generateKeyPair("ES256", { extractable: true });
  verifierKey = ec.privateKey;
  signerJwk = { ...(await exportJWK(rsa.privateKey)), kid: SIGNER, alg: "RS256", key_ops: ["sign", "verify"] };
  const verifierJwk = { ...(await exportJWK(ec.privateKey)), kid: VERIFIER, key_ops: ["verify"] };
  env.AUTH_JWT_KEYS = JSON.stringify([verifierJwk, signerJwk]);
});
const t = useAuthApp(env);

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("with AUTH_JWT_KEYS", () => {
  test("tokens are signed by the key with key_ops sign, with its kid", async () => {
    const { session } = await signUpFresh(t.app);
    expect(decodeProtectedHeader(session.access_token)).toEqual({ alg: "RS256", kid: SIGNER, typ: "JWT" });
    expect((await call(t.app, "GET", "/api/v1/me", { token: session.access_token })).status).toBe(200);
  });

  test("the JWKS publishes the public half of every key, nothing private", async () => {
    const res = await call(t.app, "GET", "/auth/v1/.well-known/jwks.json");
    const keys = res.json.keys as JWK[];
    expect(keys.map((k) => [k.kid, k.alg, k.kty])).toEqual([
      [VERIFIER, "ES256", "EC"],
      [SIGNER, "RS256", "RSA"],
    ]);
    for (const key of keys) {
      expect(key).toMatchObject({ use: "sig", key_ops: ["verify"] });
      expect(Object.keys(key)).not.toEqual(expect.arrayContaining(["d"]));
    }
  });

  test("a token of the verify-only key is accepted; HS256 keyed with the signer's public key and an unknown kid are not", async () => {
    const { session } = await signUpFresh(t.app);
    const { iat: _i, exp: _e, ...claims } = claimsOf(session.access_token);
    const now = Math.floor(Date.now() / 1000);
    const body = { ...claims, iat: now, exp: now + 600 };
    const byVerifier = await new SignJWT(body).setProtectedHeader({ alg: "ES256", kid: VERIFIER }).sign(verifierKey);
    expect((await call(t.app, "GET", "/auth/v1/user", { token: byVerifier })).status).toBe(200);

    const publicText = new TextEncoder().encode(JSON.stringify({ kty: "RSA", n: signerJwk.n, e: signerJwk.e }));
    const confused = await new SignJWT(body).setProtectedHeader({ alg: "HS256", kid: SIGNER }).sign(publicText);
    const unknown = await new SignJWT(body).setProtectedHeader({ alg: "ES256", kid: "unknown" }).sign(verifierKey);
    for (const token of [confused, unknown, `${b64({ alg: "none", kid: SIGNER })}.${b64(body)}.`]) {
      const res = await call(t.app, "GET", "/auth/v1/user", { token });
      expect(res.status).toBe(403);
      expect(res.json.error_code).toBe("bad_jwt");
    }
  });

  test("verifyJwt checks our issuer unless told to accept any (the suite's service key says supabase-demo)", async () => {
    const ctx = createServices({ db: t.database.db, config: loadConfig({ NODE_ENV: "test", ...env }), logger: silentLogger });
    const serviceKey = await new SignJWT({ role: "service_role", iss: "supabase-demo", iat: 1768925145, exp: 1983812996 })
      .setProtectedHeader({ alg: "RS256", kid: SIGNER, typ: "JWT" })
      .sign(await importJWK({ ...signerJwk, key_ops: ["sign"] }, "RS256"));
    const { jwt } = await ctx.keys();
    await expect(verifyJwt(jwt, serviceKey, { issuer: ctx.issuer })).rejects.toThrow('unexpected "iss" claim value');
    expect(await verifyJwt(jwt, serviceKey, { anyIssuer: true })).toMatchObject({ role: "service_role" });
  });

  test("signing-keys list shows the given keys; rotate refuses (rotation is editing the setting)", async () => {
    const config = loadConfig({ NODE_ENV: "test", ...env });
    const list = await signingKeysCommand(t.database.db, config, ["list"]);
    expect(list.exitCode).toBe(0);
    expect(list.output).toMatch(new RegExp(`${VERIFIER}\\s+ES256\\s+verifies`));
    expect(list.output).toMatch(new RegExp(`${SIGNER}\\s+RS256\\s+current`));
    expect(await signingKeysCommand(t.database.db, config, ["rotate"])).toEqual({ exitCode: 1, output: expect.stringContaining("AUTH_JWT_KEYS is set") });
  });
});

describe("AUTH_JWT_KEYS that cannot work are refused with the reason", () => {
  const ec = { kty: "EC", crv: "P-256", x: "x", y: "y", d: "d" };
  test.each([
    ["no key signs", [{ ...ec, key_ops: ["verify"] }], 'no key has key_ops including "sign"'],
    ["a signing key without its private half", [{ kty: "EC", crv: "P-256", x: "x", y: "y", key_ops: ["sign"] }], "has no private part"],
    ["an unsupported curve", [{ ...ec, crv: "P-384", key_ops: ["sign"] }], "only ES256 (EC P-256), RS256 (RSA) and HS256 (oct)"],
    ["an alg that does not fit the key", [{ ...ec, alg: "RS256", key_ops: ["sign"] }], "only ES256"],
    ["a kid twice", [{ ...ec, kid: "a", key_ops: ["sign"] }, { ...ec, kid: "a" }], "kid a appears twice"],
  ])("%s", async (_name, keys, why) => {
    await expect(parseConfiguredKeys(JSON.stringify(keys))).rejects.toThrow(why);
  });
});
