import type { AppDb } from "#db/client.ts";
import type { Config } from "./env.ts";
import type { Logger } from "./logger.ts";
import { loadAuthKeys, type AuthKeys } from "./auth/secrets.ts";

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
}

export function createServices(deps: {
  db: AppDb;
  config: Config;
  logger: Logger;
  kickOutbox?: () => void;
}): Services {
  let keys: Promise<AuthKeys> | undefined;
  return {
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
