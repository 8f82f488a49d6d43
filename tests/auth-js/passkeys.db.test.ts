/**
 * Passkeys and security-key factors, driven by the official client (auth-js `passkey.*` and
 * `mfa.*`) against our running server, with a software authenticator (real P-256 keys and
 * signatures) in place of the browser's. The relying party is the one the auth-js suite uses.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { AuthClient } from "@supabase/auth-js";
import { decodeJwt } from "jose";
import { Hono } from "hono";
import { createTestDatabase, type TestDatabase } from "../support/test-db.ts";
import { startServer, type RunningServer } from "../support/running-server.ts";
import { SoftAuthenticator } from "../support/soft-authenticator.ts";
import { freshEmail } from "./client.ts";

const RP_ID = "localhost";
const ORIGIN = "http://localhost:5173";
const PASSWORD = "Le Mars closing";
const ADMIN_EMAIL = freshEmail("security-key-admin");

let database: TestDatabase;
let server: RunningServer;
beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServer(database, {
    AUTH_WEBAUTHN_RP_ID: RP_ID,
    AUTH_WEBAUTHN_RP_NAME: "Heartland tests",
    AUTH_WEBAUTHN_ORIGINS: ORIGIN,
    ADMIN_EMAILS: ADMIN_EMAIL,
  });
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

function newClient() {
  const store = new Map<string, string>();
  return new AuthClient({
    url: `${server.url}/auth/v1`,
    storageKey: "passkey-test",
    autoRefreshToken: false,
    persistSession: true,
    detectSessionInUrl: false,
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v), removeItem: (k) => void store.delete(k) },
    experimental: { passkey: true },
  });
}

async function signedUp(email = freshEmail("passkey")) {
  const client = newClient();
  const { data, error } = await client.signUp({ email, password: PASSWORD, options: { data: { account_type: "agent" } } });
  expect(error).toBeNull();
  return { client, email, userId: data.user!.id };
}

async function withPasskey() {
  const user = await signedUp();
  const authenticator = new SoftAuthenticator(ORIGIN);
  const start = await user.client.passkey.startRegistration();
  expect(start.error).toBeNull();
  const { data, error } = await user.client.passkey.verifyRegistration({
    challengeId: start.data!.challenge_id,
    credential: authenticator.create(start.data!.options),
  });
  expect(error).toBeNull();
  return { ...user, authenticator, passkeyId: data!.id };
}

async function signInWith(authenticator: SoftAuthenticator, tweaks: Parameters<SoftAuthenticator["get"]>[1] = {}) {
  const client = newClient();
  const start = await client.passkey.startAuthentication();
  expect(start.error).toBeNull();
  const credential = authenticator.get(start.data!.options, tweaks);
  const result = await client.passkey.verifyAuthentication({ challengeId: start.data!.challenge_id, credential });
  return { client, ...result, challengeId: start.data!.challenge_id, credential };
}

describe("passkey registration", () => {
  test("options name our relying party, require a discoverable credential and exclude the passkeys already registered", async () => {
    const { client, passkeyId, authenticator } = await withPasskey();
    const { data, error } = await client.passkey.startRegistration();
    expect(error).toBeNull();
    expect(data!.challenge_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(data!.expires_at).toBeGreaterThan(Date.now() / 1000);
    const options = data!.options;
    expect(options.rp).toEqual({ id: RP_ID, name: "Heartland tests" });
    expect(options.pubKeyCredParams).toContainEqual({ alg: -7, type: "public-key" });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "preferred" });
    expect(options.excludeCredentials?.map((c) => c.id)).toEqual([authenticator.credentials[0]!.id.toString("base64url")]);
    expect(passkeyId).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("the new passkey is described as auth-js's PasskeyMetadata; the same authenticator credential cannot be registered twice", async () => {
    const { client } = await signedUp();
    const authenticator = new SoftAuthenticator(ORIGIN);
    const start = await client.passkey.startRegistration();
    const credential = authenticator.create(start.data!.options);
    const { data, error } = await client.passkey.verifyRegistration({ challengeId: start.data!.challenge_id, credential });
    expect(error).toBeNull();
    expect(Object.keys(data!).sort()).toEqual(["created_at", "friendly_name", "id"]);
    expect(data!.friendly_name).toBe("Passkey");
    const again = await client.passkey.startRegistration();
    // The first credential's attestation, answering the new challenge (toJSON() dropped: it gives the old JSON).
    const { toJSON: _old, ...first } = credential;
    const clientDataJSON = authenticator.create(again.data!.options).response.clientDataJSON;
    const dup = await client.passkey.verifyRegistration({ challengeId: again.data!.challenge_id, credential: { ...first, response: { ...first.response, clientDataJSON } } });
    expect(dup.error).toMatchObject({ status: 422, code: "webauthn_credential_exists" });
  });

  test("an unknown, used or foreign challenge is refused with webauthn_challenge_not_found", async () => {
    const { client } = await signedUp();
    const unknown = await client.passkey.verifyRegistration({ challengeId: "00000000-0000-0000-0000-000000000000", credential: {} as never });
    expect(unknown.error?.code).toBe("webauthn_challenge_not_found");
    expect(unknown.error?.message).toBe("Challenge not found or already used");
    // A sign-in challenge is not a registration challenge.
    const signIn = await newClient().passkey.startAuthentication();
    const authenticator = new SoftAuthenticator(ORIGIN);
    const start = await client.passkey.startRegistration();
    const credential = authenticator.create(start.data!.options);
    const wrongKind = await client.passkey.verifyRegistration({ challengeId: signIn.data!.challenge_id, credential });
    expect(wrongKind.error?.code).toBe("webauthn_challenge_not_found");
  });

  test("a ceremony from another origin is refused, and burns its challenge", async () => {
    const { client } = await signedUp();
    const authenticator = new SoftAuthenticator(ORIGIN);
    const start = await client.passkey.startRegistration();
    const credential = authenticator.create(start.data!.options, { origin: "https://evil.example" });
    const refused = await client.passkey.verifyRegistration({ challengeId: start.data!.challenge_id, credential });
    expect(refused.error?.code).toBe("webauthn_verification_failed");
    expect(refused.error).toMatchObject({ status: 400 });
    const retried = await client.passkey.verifyRegistration({ challengeId: start.data!.challenge_id, credential: authenticator.create(start.data!.options) });
    expect(retried.error?.code).toBe("webauthn_challenge_not_found");
  });

  test("a malformed credential is refused as invalid, and missing fields with GoTrue's messages", async () => {
    const { client } = await signedUp();
    const start = await client.passkey.startRegistration();
    const bad = await client.passkey.verifyRegistration({ challengeId: start.data!.challenge_id, credential: { id: "x" } as never });
    expect(bad.error).toMatchObject({ code: "webauthn_verification_failed", message: "Invalid credential response", status: 400 });
    const token = (await client.getSession()).data.session!.access_token;
    const post = (body: unknown) =>
      fetch(`${server.url}/auth/v1/passkeys/registration/verify`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
    expect(await (await post({ credential: {} })).json()).toMatchObject({ code: 400, error_code: "validation_failed", msg: "challenge_id is required" });
    expect(await (await post({ challenge_id: "x" })).json()).toMatchObject({ msg: "credential is required" });
    expect(await (await post({ challenge_id: "x", credential: {} })).json()).toMatchObject({ msg: "challenge_id must be a valid UUID" });
  });
});

describe("passkey sign-in", () => {
  test("signs the owner in (aal1, amr passkey); the session works; the passkey's last use is recorded", async () => {
    const { authenticator, userId, client: owner } = await withPasskey();
    const start = await newClient().passkey.startAuthentication();
    expect(start.data!.options.rpId).toBe(RP_ID);
    expect(start.data!.options.allowCredentials ?? []).toEqual([]);
    const { client, data, error } = await signInWith(authenticator);
    expect(error).toBeNull();
    expect(data!.user!.id).toBe(userId);
    const claims = decodeJwt(data!.session!.access_token);
    expect(claims.aal).toBe("aal1");
    expect(claims.amr).toEqual([expect.objectContaining({ method: "passkey" })]);
    expect((await client.getUser()).data.user?.id).toBe(userId);
    const list = await owner.passkey.list();
    expect(list.data![0]!.last_used_at).toEqual(expect.any(String));
  });

  test("a challenge is single-use: the same assertion again is refused", async () => {
    const { authenticator } = await withPasskey();
    const first = await signInWith(authenticator);
    expect(first.error).toBeNull();
    const replay = await newClient().passkey.verifyAuthentication({ challengeId: first.challengeId, credential: first.credential });
    expect(replay.error?.code).toBe("webauthn_challenge_not_found");
  });

  test("an assertion from another origin, with an old counter, or from an unregistered authenticator is refused", async () => {
    const { authenticator, userId } = await withPasskey();
    expect((await signInWith(authenticator, { origin: "http://localhost:6666" })).error?.code).toBe("webauthn_verification_failed");
    expect((await signInWith(authenticator, { counter: 5 })).error).toBeNull();
    // A cloned authenticator would sign with a counter the server has already seen.
    expect((await signInWith(authenticator, { counter: 5 })).error?.code).toBe("webauthn_verification_failed");
    expect((await signInWith(authenticator, { counter: 3 })).error?.code).toBe("webauthn_verification_failed");
    expect((await signInWith(authenticator, { counter: 6 })).error).toBeNull();
    const stranger = new SoftAuthenticator(ORIGIN);
    stranger.create({ challenge: "AAAA", rp: { id: RP_ID }, user: { id: Buffer.from(userId).toString("base64url") } });
    expect((await signInWith(stranger)).error?.code).toBe("webauthn_verification_failed");
  });

  test("a user handle that names someone else is refused", async () => {
    const { authenticator } = await withPasskey();
    const other = await signedUp();
    const { error } = await signInWith(authenticator, { userHandle: Buffer.from(other.userId) });
    expect(error?.code).toBe("webauthn_verification_failed");
  });
});

describe("passkey management", () => {
  test("list, rename and delete; a deleted passkey no longer signs in", async () => {
    const { client, passkeyId, authenticator } = await withPasskey();
    const list = await client.passkey.list();
    expect(list.data).toEqual([{ id: passkeyId, friendly_name: "Passkey", created_at: expect.any(String) }]);
    const renamed = await client.passkey.update({ passkeyId, friendlyName: "Work laptop" });
    expect(renamed.error).toBeNull();
    expect(renamed.data).toMatchObject({ id: passkeyId, friendly_name: "Work laptop" });
    expect((await client.passkey.list()).data![0]!.friendly_name).toBe("Work laptop");
    expect((await client.passkey.update({ passkeyId, friendlyName: "" })).error).toMatchObject({ status: 400, message: "friendly_name is required" });
    expect((await client.passkey.update({ passkeyId, friendlyName: "x".repeat(121) })).error).toMatchObject({
      status: 400,
      message: "friendly_name must be 120 characters or less",
    });
    expect((await client.passkey.delete({ passkeyId })).error).toBeNull();
    expect((await client.passkey.list()).data).toEqual([]);
    expect((await signInWith(authenticator)).error?.code).toBe("webauthn_verification_failed");
  });

  test("another user's passkey is not found (404), and stays", async () => {
    const owner = await withPasskey();
    const other = await signedUp();
    expect((await other.client.passkey.update({ passkeyId: owner.passkeyId, friendlyName: "Mine now" })).error).toMatchObject({
      status: 404,
      code: "passkey_not_found",
    });
    expect((await other.client.passkey.delete({ passkeyId: owner.passkeyId })).error?.status).toBe(404);
    expect((await other.client.passkey.update({ passkeyId: "not-a-uuid", friendlyName: "x" })).error?.status).toBe(404);
    expect((await other.client.passkey.list()).data).toEqual([]);
    expect((await owner.client.passkey.list()).data?.map((p) => p.id)).toEqual([owner.passkeyId]);
  });

  test("without a session: 401 from the server", async () => {
    const res = await fetch(`${server.url}/auth/v1/passkeys`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error_code: "no_authorization" });
  });

  test("administrators list and delete a user's passkeys (admin-passkeys.routes.ts, mounted here without the service-role guard)", async () => {
    const { adminPasskeyRoutes } = await import("#server/auth/routes/admin/admin-passkeys.routes.ts");
    const { createServices } = await import("#server/services.ts");
    const { loadConfig } = await import("#server/env.ts");
    const { silentLogger } = await import("../support/test-app.ts");
    const { AuthError } = await import("#server/auth/auth-error.ts");
    const ctx = createServices({ db: database.db, config: loadConfig({ NODE_ENV: "test" }), logger: silentLogger });
    const app = new Hono().route("/admin/users/:id/passkeys", adminPasskeyRoutes(ctx));
    app.onError((err, c) => (err instanceof AuthError ? c.json(err.body(), err.status) : c.json({ msg: String(err) }, 500)));
    const { userId, passkeyId } = await withPasskey();
    const listed = await app.request(`/admin/users/${userId}/passkeys`);
    expect(await listed.json()).toEqual([{ id: passkeyId, friendly_name: "Passkey", created_at: expect.any(String) }]);
    expect((await app.request(`/admin/users/${userId}/passkeys/00000000-0000-4000-8000-000000000000`, { method: "DELETE" })).status).toBe(404);
    expect((await app.request(`/admin/users/not-a-user/passkeys`)).status).toBe(404);
    expect((await app.request(`/admin/users/${userId}/passkeys/${passkeyId}`, { method: "DELETE" })).status).toBe(204);
    expect(await (await app.request(`/admin/users/${userId}/passkeys`)).json()).toEqual([]);
  });
});

describe("security keys as a second factor (mfa.webauthn)", () => {
  const rp = { rpId: RP_ID, rpOrigins: [ORIGIN] };

  /** Enrols and verifies a security key through auth-js's mfa API; the key and the factor. */
  async function withSecurityKey(client: ReturnType<typeof newClient>, friendlyName = "") {
    const enrolled = await client.mfa.enroll({ factorType: "webauthn", friendlyName });
    expect(enrolled.error).toBeNull();
    expect(enrolled.data).toMatchObject({ type: "webauthn", friendly_name: friendlyName });
    const factorId = enrolled.data!.id;
    const challenge = await client.mfa.challenge({ factorId, webauthn: rp });
    expect(challenge.error).toBeNull();
    const webauthn = challenge.data!.webauthn!;
    expect(webauthn.type).toBe("create");
    const key = new SoftAuthenticator(ORIGIN);
    const publicKey = webauthn.credential_options.publicKey as PublicKeyCredentialCreationOptions;
    expect(publicKey.rp.id).toBe(RP_ID);
    const credential = key.create(publicKey);
    const verified = await client.mfa.verify({ factorId, challengeId: challenge.data!.id, webauthn: { type: "create", ...rp, credential_response: credential as never } });
    expect(verified.error).toBeNull();
    return { key, factorId, session: verified.data! };
  }

  test("enrol (an empty friendly name is accepted), challenge and verify: the session is aal2 with amr mfa/webauthn", async () => {
    const { client } = await signedUp();
    const { session, factorId } = await withSecurityKey(client);
    const claims = decodeJwt(session.access_token);
    expect(claims.aal).toBe("aal2");
    expect((claims.amr as { method: string }[]).map((a) => a.method)).toContain("mfa/webauthn");
    const factors = await client.mfa.listFactors();
    expect(factors.data!.webauthn.map((f) => f.id)).toEqual([factorId]);
    expect((await client.passkey.list()).data).toEqual([]);
  });

  test("after a password sign-in, the key raises the session to aal2; its challenge is single-use", async () => {
    const { client, email } = await signedUp();
    const { key, factorId } = await withSecurityKey(client, "YubiKey");
    const fresh = newClient();
    expect((await fresh.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    expect((await fresh.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal2" });
    const challenge = await fresh.mfa.challenge({ factorId, webauthn: rp });
    const webauthn = challenge.data!.webauthn!;
    expect(webauthn.type).toBe("request");
    const publicKey = webauthn.credential_options.publicKey as PublicKeyCredentialRequestOptions;
    expect(publicKey.allowCredentials).toHaveLength(1);
    const assertion = key.get(publicKey);
    const params = { factorId, challengeId: challenge.data!.id, webauthn: { type: "request" as const, ...rp, credential_response: assertion as never } };
    expect((await fresh.mfa.verify(params)).error).toBeNull();
    expect((await fresh.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe("aal2");
    expect((await fresh.mfa.verify(params)).error).toMatchObject({ status: 404, code: "mfa_challenge_not_found" });
  });

  test("an assertion from another origin or with a counter already seen does not raise the session", async () => {
    const { client, email } = await signedUp();
    const { key, factorId } = await withSecurityKey(client);
    const attempt = async (tweaks: Parameters<SoftAuthenticator["get"]>[1]) => {
      const fresh = newClient();
      await fresh.signInWithPassword({ email, password: PASSWORD });
      const challenge = await fresh.mfa.challenge({ factorId, webauthn: rp });
      const credential_response = key.get(challenge.data!.webauthn!.credential_options.publicKey as PublicKeyCredentialRequestOptions, tweaks) as never;
      const { error } = await fresh.mfa.verify({ factorId, challengeId: challenge.data!.id, webauthn: { type: "request", ...rp, credential_response } });
      return { error, level: (await fresh.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel };
    };
    expect(await attempt({ origin: "https://evil.example" })).toMatchObject({ error: { code: "webauthn_verification_failed" }, level: "aal1" });
    expect(await attempt({ counter: 7 })).toMatchObject({ error: null, level: "aal2" });
    expect(await attempt({ counter: 7 })).toMatchObject({ error: { code: "webauthn_verification_failed" }, level: "aal1" });
  });

  test("an administrator may use a security key as the second factor the admin area requires", async () => {
    const { client, email } = await signedUp(ADMIN_EMAIL);
    const { key, factorId } = await withSecurityKey(client);
    const fresh = newClient();
    await fresh.signInWithPassword({ email, password: PASSWORD });
    const overview = async () => {
      const token = (await fresh.getSession()).data.session!.access_token;
      return (await fetch(`${server.url}/api/v1/admin/overview`, { headers: { authorization: `Bearer ${token}` } })).status;
    };
    expect(await overview()).toBe(403);
    const challenge = await fresh.mfa.challenge({ factorId, webauthn: rp });
    const credential_response = key.get(challenge.data!.webauthn!.credential_options.publicKey as PublicKeyCredentialRequestOptions) as never;
    expect((await fresh.mfa.verify({ factorId, challengeId: challenge.data!.id, webauthn: { type: "request", ...rp, credential_response } })).error).toBeNull();
    expect(await overview()).toBe(200);
  });

  test("a TOTP factor with an empty friendly name is accepted too", async () => {
    const { client } = await signedUp();
    const { data, error } = await client.mfa.enroll({ factorType: "totp", friendlyName: "" });
    expect(error).toBeNull();
    expect(data).toMatchObject({ type: "totp" });
  });
});
