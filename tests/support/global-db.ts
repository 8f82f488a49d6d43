/**
 * Vitest global setup: builds one migrated template database per run, which each test file then
 * clones (PGlite: a data-directory dump; PostgreSQL: CREATE DATABASE ... TEMPLATE). A fresh
 * PGlite takes seconds to initialise, a clone a fraction of that.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import pg from "pg";
import { openDatabase } from "#db/client.ts";
import { runMigrations } from "#db/migrate.ts";
import { seedReferenceData } from "#db/seed.ts";
import { withDatabase } from "./pg-url.ts";

declare module "vitest" {
  export interface ProvidedContext {
    dbTemplate: { kind: "pglite"; dumpPath: string } | { kind: "postgres"; url: string; template: string };
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `hc_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const database = await openDatabase({ url: withDatabase(url, template), poolMax: 2 });
    await runMigrations(database);
    await seedReferenceData(database.db);
    await database.close();
    project.provide("dbTemplate", { kind: "postgres", url, template });
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(join(tmpdir(), "hc-db-"));
  const database = await openDatabase({ dataDir: "memory://" });
  await runMigrations(database);
  await seedReferenceData(database.db);
  const dump = await database.pglite!.dumpDataDir("none");
  const dumpPath = join(dir, "template.tar");
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide("dbTemplate", { kind: "pglite", dumpPath });
  return () => rmSync(dir, { recursive: true, force: true });
}
