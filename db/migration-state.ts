/**
 * Which migrations this build ships and which one a database last applied: what a backup records
 * and a restore checks (server/backup/), and what readiness compares (server/metrics/readiness.ts).
 * Beside db/migrate.ts, whose migrators record each migration in drizzle.__drizzle_migrations with
 * the journal's `when` as its created_at.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { JournalEntry } from "#core/backup/manifest.ts";
import { queryRows, type AppDb } from "./client.ts";
import { MIGRATIONS_FOLDER } from "./migrate.ts";

let journal: JournalEntry[] | undefined;

/** This build's migrations, in order (db/migrations/meta/_journal.json); read once, as it is part of the build. */
export function migrationJournal(): readonly JournalEntry[] {
  journal ??= (JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as { entries: JournalEntry[] }).entries.map(
    ({ tag, when }) => ({ tag, when }),
  );
  return journal;
}

/** The last migration this build ships. */
export function lastShippedMigration(): JournalEntry {
  const last = migrationJournal().at(-1);
  if (!last) throw new Error("db/migrations/meta/_journal.json lists no migration");
  return last;
}

/**
 * The newest migration the database recorded (its journal `when`) and how many have run; `when`
 * is null when the database was never migrated (no migrations table at all).
 */
export async function lastAppliedMigration(db: AppDb): Promise<{ when: number | null; applied: number }> {
  const [table] = await queryRows<{ present: boolean }>(db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!table?.present) return { when: null, applied: 0 };
  const [row] = await queryRows<{ when: string | null; applied: number }>(
    db,
    sql`select max(created_at)::text as "when", count(*)::int as applied from drizzle.__drizzle_migrations`,
  );
  return { when: row?.when == null ? null : Number(row.when), applied: row?.applied ?? 0 };
}
