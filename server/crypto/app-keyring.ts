/**
 * The master keyring a process runs with: DATA_ENCRYPTION_KEY when set (server/env.ts parses it
 * and requires it in production), else the development key generated once into DATA_DIR
 * (dev-key-file.ts). The server (server/main.ts) and the admin commands (server/cli/) both use
 * this, so they read and write documents under the same key.
 */
import type { Config } from "../env.ts";
import { loadOrCreateDevKeyring } from "./dev-key-file.ts";
import type { Keyring } from "./keyring.ts";

/**
 * `say` is told once, when the development key is generated: where it is, never the key. A
 * development key file that others may read is refused (KeyringError key_file_unsafe).
 */
export function keyringFor(config: Config, say: (message: string) => void): Keyring {
  if (config.DATA_ENCRYPTION_KEY) return config.DATA_ENCRYPTION_KEY;
  const dev = loadOrCreateDevKeyring(config.dataDir);
  if (dev.created) {
    say(
      `Generated a development encryption key in ${dev.path} (documents are encrypted with it; ` +
        "set DATA_ENCRYPTION_KEY in production, where it is required).",
    );
  }
  return dev.keyring;
}
