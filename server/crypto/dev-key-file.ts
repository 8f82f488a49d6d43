/**
 * The development master key: outside production the server may start without DATA_ENCRYPTION_KEY,
 * and then uses a key generated once into the data directory (app-keyring.ts calls this for
 * server/main.ts and the admin commands when DATA_ENCRYPTION_KEY is unset, and says so once). The file holds one line
 * in keyring.ts's form, is created readable by its owner only (0600), and is refused if anyone
 * else may read it, as ssh refuses a private key. Losing the file loses every document encrypted
 * under it; that is acceptable for development data only.
 */
import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { KeyringError } from "./crypto-errors.ts";
import { MASTER_KEY_BYTES, parseKeyring, type Keyring } from "./keyring.ts";

export const DEV_KEY_FILE_NAME = "data-encryption-key";
/** The id the generated key is recorded under; a later rotation adds keys with other ids. */
export const DEV_KEY_ID = "dev1";

export interface DevKeyring {
  keyring: Keyring;
  /** Where the key lives (to say so in the log; never the key itself). */
  path: string;
  /** True when this call generated the key. */
  created: boolean;
}

/** Loads `<dataDir>/data-encryption-key`, generating it first when there is none. */
export function loadOrCreateDevKeyring(dataDir: string): DevKeyring {
  const path = join(dataDir, DEV_KEY_FILE_NAME);
  mkdirSync(dataDir, { recursive: true });
  let created = false;
  try {
    const key = randomBytes(MASTER_KEY_BYTES);
    // "wx": never overwrites; two processes starting together keep whichever key was written first.
    writeFileSync(path, `${DEV_KEY_ID}:${key.toString("base64")}\n`, { flag: "wx", mode: 0o600 });
    key.fill(0);
    // The mode above is narrowed by the umask, never widened; set it exactly all the same.
    chmodSync(path, 0o600);
    created = true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  }
  const mode = statSync(path).mode & 0o777;
  if ((mode & 0o077) !== 0) {
    throw new KeyringError(
      "key_file_unsafe",
      `${path} may be read by other users (mode ${mode.toString(8).padStart(3, "0")}): run chmod 600 on it, or remove it to generate a new key (documents encrypted under it are then lost).`,
    );
  }
  return { keyring: parseKeyring(readFileSync(path, "utf8"), path), path, created };
}
