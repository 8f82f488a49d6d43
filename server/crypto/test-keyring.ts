/**
 * A master keyring generated in memory: one per process for NODE_ENV=test (server/services.ts,
 * tests/support/test-app.ts), so every Services a test builds reads what another sealed; and fresh
 * ones for tests and load runs that need a key of their own (generateKeyring, formatKeyring).
 * Nothing here is ever written to disk.
 */
import { createSecretKey, randomBytes } from "node:crypto";
import { formatKeyring, keyringOf, MASTER_KEY_BYTES, type Keyring, type MasterKey } from "./keyring.ts";

/** A new random master key under `id`. */
export function generateMasterKey(id: string): MasterKey {
  const bytes = randomBytes(MASTER_KEY_BYTES);
  const key = createSecretKey(bytes);
  bytes.fill(0);
  return { id, key };
}

/** A keyring of one new random key. */
export function generateKeyring(id = "k1"): Keyring {
  return keyringOf([generateMasterKey(id)]);
}

let shared: Keyring | undefined;

/** The process's test keyring, generated on first use. */
export function testKeyring(): Keyring {
  shared ??= generateKeyring("test1");
  return shared;
}

/** A new keyring in DATA_ENCRYPTION_KEY's form, for a server process a test or benchmark run starts (one per run). */
export function generateKeyringText(id = "run1"): string {
  return formatKeyring(generateKeyring(id));
}
