/**
 * The hub of an instance for its database: PostgreSQL's dedicated listening client (the URL the
 * pool was opened with) or PGlite's in-process listen.
 */
import type { Database } from "#db/client.ts";
import type { Logger } from "#server/logger.ts";
import { createLiveHub, type LiveHub } from "./live-hub.ts";
import type { LiveListener } from "./live-listener.ts";
import { pgListener } from "./pg-listener.ts";
import { pgliteListener } from "./pglite-listener.ts";

export function liveListenerFor(database: Database, url?: string): LiveListener {
  if (database.pglite) return pgliteListener(database.pglite);
  const connectionString = url ?? (database.pool as unknown as { options?: { connectionString?: string } } | undefined)?.options?.connectionString;
  if (!connectionString) throw new Error("live updates need the PostgreSQL URL the database was opened with");
  return pgListener(connectionString);
}

export function liveHubFor(database: Database, logger: Logger, url?: string): LiveHub {
  return createLiveHub({
    db: database.db,
    listener: liveListenerFor(database, url),
    onError: (err, what) => logger.warn({ err }, `live updates: ${what}`),
  });
}
