/**
 * Secret material of the auth server: the access-token keys (./signing-keys.ts), an HMAC key for
 * one-time and refresh tokens and the key of signed file links. The last two are derived from one
 * master secret, which comes from AUTH_JWT_SECRET or, when unset, is generated once and stored in
 * app_secrets so every instance and restart agrees. Access tokens are signed with the keys of
 * AUTH_JWT_KEYS when it is set, else HS256 with AUTH_JWT_SECRET when that is, else by the
 * asymmetric key set stored beside the master (ADR 016).
 */
import { createHash, createHmac, randomBytes } from "node:crypto";
import type { AppDb } from "#db/client.ts";
import { insertSecretIfAbsent, readSecret } from "./app-secrets.queries.ts";
import { CLOCK_LEEWAY_S } from "./jwt.ts";
import { keyRing, verifyWindowS } from "./signing-keys.ts";
import { configuredKeys } from "./signing-keys-configured.ts";
import { sharedSecretKeys, type JwtKeys } from "./signing-keys-jws.ts";
import type { SigningAlgorithm } from "./signing-keys-set.ts";

export interface AuthKeys {
  /** Signs and verifies access tokens (through server/auth/jwt.ts). */
  jwt: JwtKeys;
  /** Keyed hash for token derivation (refresh-token children, e-mail token hashes). */
  hmac(data: string): string;
  /** HMAC-SHA256 key of signed /files links (server/storage/signed-links.ts), its own derivation. */
  fileLinkKey: Buffer;
}

const MASTER_NAME = "auth.master";

export interface SigningSettings {
  /** AUTH_JWT_ALGORITHM: of the key generated first, and of each rotation's. */
  algorithm: SigningAlgorithm;
  /** AUTH_JWT_EXPIRY, seconds. */
  tokenLifetimeS: number;
  /** AUTH_JWT_KEYS: given keys, used instead of AUTH_JWT_SECRET and the stored set for access tokens. */
  configuredKeys?: string;
}

const DEFAULT_SIGNING: SigningSettings = { algorithm: "ES256", tokenLifetimeS: 3_600 };

export async function loadAuthKeys(
  db: AppDb,
  configured: string | undefined,
  signing: SigningSettings = DEFAULT_SIGNING,
): Promise<AuthKeys> {
  const master = configured ?? (await storedMaster(db));
  const hmacKey = derive(master, "hmac");
  // With a configured secret the JWT key is the secret itself, so other services that share
  // AUTH_JWT_SECRET (as with Supabase's JWT secret) can verify our tokens.
  const jwt = signing.configuredKeys
    ? await configuredKeys(signing.configuredKeys)
    : configured
      ? await sharedSecretKeys(new TextEncoder().encode(configured))
      : await keyRing(db, signing.algorithm, verifyWindowS(signing.tokenLifetimeS, CLOCK_LEEWAY_S));
  return {
    jwt,
    hmac: (data) => createHmac("sha256", hmacKey).update(data).digest("base64url"),
    fileLinkKey: Buffer.from(derive(master, "file-links"), "base64url"),
  };
}

async function storedMaster(db: AppDb): Promise<string> {
  await insertSecretIfAbsent(db, MASTER_NAME, randomBytes(48).toString("base64url"));
  return (await readSecret(db, MASTER_NAME))!;
}

function derive(master: string, purpose: string): string {
  return createHmac("sha256", master).update(`heartland-auth:${purpose}`).digest("base64url");
}

export function sha256(data: string): string {
  return createHash("sha256").update(data).digest("hex");
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}
