/**
 * A fresh, migrated and seeded database for one test file: a real PGlite or PostgreSQL, never a
 * mock. Which one depends on TEST_DATABASE_URL (see tests/support/global-db.ts).
 */
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type Database } from "#db/client.ts";
import { withDatabase } from "./pg-url.ts";
import { PGLITE_EXTENSIONS } from "#db/pglite-extensions.ts";

export type TestDatabase = Database & {
  /** PostgreSQL only: the URL of this clone (tests that need their own connections). */
  url?: string;
};

export async function createTestDatabase(): Promise<TestDatabase> {
  const tpl = inject("dbTemplate");
  if (tpl.kind === "pglite") {
    const blob = new Blob([readFileSync(tpl.dumpPath)]);
    const pglite = await PGlite.create({ loadDataDir: blob, extensions: PGLITE_EXTENSIONS });
    return openDatabase({ pglite });
  }
  const name = `hc_t_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: tpl.url });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${tpl.template}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(tpl.url, name);
  const database: TestDatabase = await openDatabase({ url, poolMax: 4 });
  database.url = url;
  const close = database.close.bind(database);
  database.close = async () => {
    await close();
    const dropper = new pg.Client({ connectionString: tpl.url });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`).finally(() => dropper.end());
  };
  return database;
}

/** The kind of database this run uses, for test names. */
export function testDatabaseKind(): "pglite" | "postgres" {
  return inject("dbTemplate").kind;
}
