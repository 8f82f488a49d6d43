import pino from "pino";
import { createApp } from "#server/app.ts";
import { loadConfig, type Config } from "#server/env.ts";
import type { Database } from "#db/client.ts";
import type { Keyring } from "#server/crypto/keyring.ts";
import { testKeyring } from "#server/crypto/test-keyring.ts";
import type { WebBuild } from "#server/static/web-build.ts";
import type { LiveHub } from "#server/live/live-hub.ts";

export const silentLogger = pino({ level: "silent" });

/**
 * The real application around a test database, for app.request() tests. Documents are sealed
 * under the process's generated test keyring unless the test passes its own (or DATA_ENCRYPTION_KEY).
 */
export function createTestApp(database: Database, opts: { env?: Record<string, string>; web?: WebBuild; live?: LiveHub; keyring?: Keyring } = {}) {
  const config: Config = loadConfig({ NODE_ENV: "test", ...opts.env });
  const keyring = opts.keyring ?? config.DATA_ENCRYPTION_KEY ?? testKeyring();
  return createApp({ config, database, logger: silentLogger, web: opts.web, live: opts.live, keyring });
}
