/**
 * Secret material of the auth server: the JWT signing key, an HMAC key for one-time and
 * refresh tokens and the key of signed file links, all derived from one master secret. The master comes from AUTH_JWT_SECRET or,
 * when unset, is generated once and stored in app_secrets so every instance and restart agrees.
 */
import { createHash, createHmac, randomBytes, webcrypto } from "node:crypto";
import { eq } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { appSecrets } from "../../db/schema/index.ts";

export interface AuthKeys {
  /** HS256 key of access tokens. */
  jwtKey: Uint8Array;
  /** The same, imported once for jose: given the raw bytes, it imports them on every sign and verify. */
  jwtCryptoKey: webcrypto.CryptoKey;
  /** Keyed hash for token derivation (refresh-token children, e-mail token hashes). */
  hmac(data: string): string;
  /** HMAC-SHA256 key of signed /files links (server/storage/signed-links.ts), its own derivation. */
  fileLinkKey: Buffer;
}

const MASTER_NAME = "auth.master";

export async function loadAuthKeys(db: AppDb, configured: string | undefined): Promise<AuthKeys> {
  const master = configured ?? (await storedMaster(db));
  // With a configured secret the JWT key is the secret itself, so other services that share
  // AUTH_JWT_SECRET (as with Supabase's JWT secret) can verify our tokens.
  const jwtKey = new TextEncoder().encode(configured ?? derive(master, "jwt"));
  const hmacKey = derive(master, "hmac");
  const jwtCryptoKey = await webcrypto.subtle.importKey("raw", jwtKey, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
  return {
    jwtKey,
    jwtCryptoKey,
    hmac: (data) => createHmac("sha256", hmacKey).update(data).digest("base64url"),
    fileLinkKey: Buffer.from(derive(master, "file-links"), "base64url"),
  };
}

async function storedMaster(db: AppDb): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name: MASTER_NAME, value: randomBytes(48).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, MASTER_NAME));
  return row!.value;
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
