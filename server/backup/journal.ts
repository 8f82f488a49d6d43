/** This build's migrations, in order, from db/migrations/meta/_journal.json (beside the migrations db/migrate.ts applies). */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { MIGRATIONS_FOLDER } from "#db/migrate.ts";
import type { JournalEntry } from "#core/backup/manifest.ts";

export function migrationJournal(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as { entries: JournalEntry[] };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}
