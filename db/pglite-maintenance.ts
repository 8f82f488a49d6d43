/**
 * PostgreSQL's autovacuum keeps a server's planner statistics current and reclaims dead rows;
 * PGlite has no background workers, so without this it does neither, ever. Without statistics the
 * planner guesses every table is tiny: a user's client list at 5,000 rows was read by a bitmap scan
 * and a sort of all of them (~9 ms) instead of the index in order (~0.2 ms), measured by
 * `npm run bench`. The embedded database gets a VACUUM (ANALYZE) a few seconds after start (a data
 * directory restored or filled by an import has none yet) and every few minutes after: on our
 * table sizes it takes milliseconds, and PGlite serialises it with the requests like any statement.
 */
import { sql } from "drizzle-orm";
import type { Database } from "./client.ts";

export const PGLITE_MAINTENANCE_EVERY_MS = 5 * 60_000;
/** After start, once the first requests (often a health check waiting for us) are answered. */
export const PGLITE_MAINTENANCE_FIRST_AFTER_MS = 3_000;

export async function maintainPglite(database: Database): Promise<void> {
  if (database.kind !== "pglite") return;
  await database.db.execute(sql`vacuum (analyze)`);
}

/** Runs maintainPglite now and then; returns the stop function. Errors are reported, never thrown. */
export function startPgliteMaintenance(
  database: Database,
  onError: (err: unknown) => void,
  everyMs = PGLITE_MAINTENANCE_EVERY_MS,
  firstAfterMs = PGLITE_MAINTENANCE_FIRST_AFTER_MS,
): () => void {
  if (database.kind !== "pglite") return () => {};
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    maintainPglite(database)
      .catch(onError)
      .finally(() => (running = false));
  };
  const first = setTimeout(run, firstAfterMs);
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
