import pino from "pino";
import { createApp } from "#server/app.ts";
import { loadConfig, type Config } from "#server/env.ts";
import type { Database } from "#db/client.ts";
import type { WebBuild } from "#server/static/web-build.ts";
import type { LiveHub } from "#server/live/live-hub.ts";

export const silentLogger = pino({ level: "silent" });

/** The real application around a test database, for app.request() tests. */
export function createTestApp(database: Database, opts: { env?: Record<string, string>; web?: WebBuild; live?: LiveHub } = {}) {
  const config: Config = loadConfig({ NODE_ENV: "test", ...opts.env });
  return createApp({ config, database, logger: silentLogger, web: opts.web, live: opts.live });
}
