import type { AppDb } from "#db/client.ts";
import type { Config } from "./env.ts";
import type { Logger } from "./logger.ts";
import { loadAuthKeys, type AuthKeys } from "./auth/secrets.ts";
import type { Keyring } from "./crypto/keyring.ts";
import { testKeyring } from "./crypto/test-keyring.ts";

/** The services every route and worker shares (database, configuration, logger, signing keys, the outbox wake-up); built once per app. */
export interface Services {
  db: AppDb;
  config: Config;
  logger: Logger;
  /** `iss` of our tokens: the public address of /auth/v1. */
  issuer: string;
  keys(): Promise<AuthKeys>;
  /** Wakes the outbox worker so a message goes out now rather than at the next poll. */
  kickOutbox(): void;
  /**
   * The master keyring that wraps each closing file's data key (server/crypto/file-keys.ts):
   * DATA_ENCRYPTION_KEY, or the development key server/main.ts loads. Reading it throws when
   * neither was given outside tests, so a document is never sealed under a throwaway key.
   */
  readonly keyring: Keyring;
}

export function createServices(deps: {
  db: AppDb;
  config: Config;
  logger: Logger;
  kickOutbox?: () => void;
  /** Defaults to DATA_ENCRYPTION_KEY, and under NODE_ENV=test to the process's generated test keyring. */
  keyring?: Keyring;
}): Services {
  let keys: Promise<AuthKeys> | undefined;
  const keyring = deps.keyring ?? deps.config.DATA_ENCRYPTION_KEY ?? (deps.config.NODE_ENV === "test" ? testKeyring() : undefined);
  return {
    get keyring(): Keyring {
      if (!keyring) throw new Error("No encryption keyring: set DATA_ENCRYPTION_KEY, or pass the development keyring (server/main.ts) to createServices.");
      return keyring;
    },
    db: deps.db,
    config: deps.config,
    logger: deps.logger,
    issuer: `${deps.config.publicUrl}/auth/v1`,
    keys() {
      keys ??= loadAuthKeys(deps.db, deps.config.AUTH_JWT_SECRET, {
        algorithm: deps.config.AUTH_JWT_ALGORITHM,
        tokenLifetimeS: deps.config.AUTH_JWT_EXPIRY,
        configuredKeys: deps.config.AUTH_JWT_KEYS,
      }).catch((err: unknown) => {
        keys = undefined; // let the next request try again (e.g. the database was briefly down)
        throw err;
      });
      return keys;
    },
    kickOutbox: deps.kickOutbox ?? (() => {}),
  };
}
