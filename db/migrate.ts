import { fileURLToPath } from "node:url";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "./client.ts";

// Beside this module: db/migrations, or the copy beside the server bundle (scripts/lib/server-bundle.mjs).
export const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));

/** Arbitrary constant: the advisory lock that serialises migrations across app instances. */
const MIGRATION_LOCK_ID = 727_001;

export class MigrationError extends Error {
  override name = "MigrationError";
}

/**
 * Applies the committed SQL migrations that have not run yet. Safe to call on every start and
 * from several instances at once (PostgreSQL: an advisory lock; PGlite: one process owns it).
 */
export async function runMigrations(database: Database): Promise<void> {
  try {
    if (database.pglite) {
      await migratePglite(drizzlePglite(database.pglite), { migrationsFolder: MIGRATIONS_FOLDER });
      return;
    }
    const client = await database.pool!.connect();
    try {
      await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
      await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
      client.release();
    }
  } catch (err) {
    const cause = err instanceof Error ? (err.cause instanceof Error ? err.cause : err) : undefined;
    throw new MigrationError(
      `Database migration failed: ${cause?.message ?? String(err)}. ` +
        `The database was left at the last migration that succeeded; fix the cause and start again.`,
      { cause: err },
    );
  }
}
