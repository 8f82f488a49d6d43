import type { AppDb } from "../../db/client.ts";
import type { Config } from "../env.ts";
import type { Logger } from "../logger.ts";
import { loadAuthKeys, type AuthKeys } from "./secrets.ts";

/** What every auth route needs; built once per app. */
export interface AuthContext {
  db: AppDb;
  config: Config;
  logger: Logger;
  /** `iss` of our tokens: the public address of /auth/v1. */
  issuer: string;
  keys(): Promise<AuthKeys>;
  /** Wakes the outbox worker so an e-mail goes out now rather than at the next poll. */
  kickMail(): void;
}

export function createAuthContext(deps: {
  db: AppDb;
  config: Config;
  logger: Logger;
  kickMail?: () => void;
}): AuthContext {
  let keys: Promise<AuthKeys> | undefined;
  return {
    db: deps.db,
    config: deps.config,
    logger: deps.logger,
    issuer: `${deps.config.publicUrl}/auth/v1`,
    keys() {
      keys ??= loadAuthKeys(deps.db, deps.config.AUTH_JWT_SECRET).catch((err: unknown) => {
        keys = undefined; // let the next request try again (e.g. the database was briefly down)
        throw err;
      });
      return keys;
    },
    kickMail: deps.kickMail ?? (() => {}),
  };
}
