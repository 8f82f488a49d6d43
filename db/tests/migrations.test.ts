/**
 * Migrations from nothing: a brand-new empty database (PGlite in memory, or a freshly created
 * PostgreSQL database on the TEST_DATABASE_URL server) is migrated, checked against the Drizzle
 * schema and core/domain, migrated again (a no-op) and seeded twice.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { is, sql } from "drizzle-orm";
import { getTableConfig, isPgEnum, PgTable, type PgEnum } from "drizzle-orm/pg-core";
import pg from "pg";
import { inject } from "vitest";
import { PG_ENUMS } from "#core/domain/enums.ts";
import { openDatabase, type Database } from "../client.ts";
import { MIGRATIONS_FOLDER, runMigrations } from "../migrate.ts";
import * as schema from "../schema/index.ts";
import { seedReferenceData } from "../seed.ts";
import { withDatabase } from "#tests/support/pg-url.ts";
import { count, query } from "./helpers.ts";

/** Every table of docs/architecture.md, "Data", by its database name. */
const EXPECTED_TABLES = [
  "profiles",
  "leads",
  "service_requests",
  "pipeline_notes",
  "closing_requests",
  "closing_request_documents",
  "closing_file_events",
  "status_link_codes",
  "status_link_sessions",
  "request_digests",
  "closing_messages",
  "closing_message_revisions",
  "closing_message_documents",
  "closing_message_reads",
  "closing_conversations",
  "office_wire_instructions",
  "wire_instruction_views",
  "disbursement_accounts",
  "scheduled_jobs",
  // Retention (issue 33): db/schema/retention.ts.
  "retention_policy",
  "clients",
  "communications",
  "sms_opt_outs",
  "email_templates",
  "transactions",
  "resource_documents",
  "auth_users",
  "auth_sessions",
  "auth_refresh_tokens",
  "auth_mfa_factors",
  "auth_mfa_challenges",
  "auth_mfa_amr_claims",
  "auth_mfa_recovery_codes",
  "auth_one_time_tokens",
  "auth_identities",
  "auth_flow_state",
  "outbox",
  "audit_events",
  "rate_limits",
  "app_secrets",
  "closing_files",
  "closing_parties",
  "closing_milestones",
  "closing_milestone_events",
  "closing_documents",
  "closing_status_links",
  "calendar_feeds",
  "notification_preferences",
  "auth_webauthn_credentials",
  "auth_webauthn_challenges",
].sort();

const schemaValues: unknown[] = Object.values(schema);
const schemaTables = schemaValues.filter((v): v is PgTable => is(v, PgTable));
const schemaEnums = schemaValues.filter((v): v is PgEnum<[string, ...string[]]> => isPgEnum(v));

/** Opens a database that has never seen a migration; `drop` removes it afterwards. */
async function openEmptyDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const tpl = inject("dbTemplate");
  if (tpl.kind === "pglite") {
    const database = await openDatabase({ dataDir: "memory://" });
    return { database, drop: () => database.close() };
  }
  const name = `hc_empty_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: tpl.url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const database = await openDatabase({ url: withDatabase(tpl.url, name), poolMax: 4 });
  return {
    database,
    drop: async () => {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Tables, columns, constraints and indexes of the public schema, as one comparable text. */
async function catalogFingerprint(database: Database): Promise<string> {
  const rows = await query<{ line: string }>(
    database.db,
    sql`select 'column ' || table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable as line
          from information_schema.columns where table_schema = 'public'
        union all
        select 'constraint ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
          from pg_constraint where connamespace = 'public'::regnamespace
        union all
        select 'index ' || indexdef from pg_indexes where schemaname = 'public'
        order by 1`,
  );
  return rows.map((r) => r.line).join("\n");
}

describe("migrations from an empty database", () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await openEmptyDatabase());
  });
  afterAll(async () => {
    await drop?.();
  });

  test("the new database starts with no tables", async () => {
    const rows = await query(database.db, sql`select 1 from information_schema.tables where table_schema = 'public'`);
    expect(rows).toHaveLength(0);
  });

  test("runMigrations applies every committed migration", async () => {
    await runMigrations(database);
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as {
      entries: { tag: string }[];
    };
    const applied = await query<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(applied[0]!.n).toBe(journal.entries.length);
    expect(journal.entries.map((e) => e.tag).slice(0, 2)).toEqual(["0000_outbox", "0001_initial_schema"]);
  });

  test("every expected table exists, and no other", async () => {
    const rows = await query<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    expect(rows.map((r) => r.table_name)).toEqual(EXPECTED_TABLES);
    expect(schemaTables.map((t) => getTableConfig(t).name).sort()).toEqual(EXPECTED_TABLES);
  });

  test("every PostgreSQL enum has exactly the values of core/domain, in order", async () => {
    const rows = await query<{ name: string; values: string[] }>(
      database.db,
      sql`select t.typname as name, array_agg(e.enumlabel::text order by e.enumsortorder) as values
          from pg_type t join pg_enum e on e.enumtypid = t.oid
          where t.typnamespace = 'public'::regnamespace
          group by t.typname order by t.typname`,
    );
    const inDatabase = Object.fromEntries(rows.map((r) => [r.name, r.values]));
    expect(inDatabase).toEqual(Object.fromEntries(Object.entries(PG_ENUMS).map(([k, v]) => [k, [...v]])));
    // The Drizzle enums are the same lists (the outbox declares its own; this catches drift there).
    expect(Object.fromEntries(schemaEnums.map((e) => [e.enumName, [...e.enumValues]]))).toEqual(inDatabase);
  });

  test.each(schemaTables.map((t) => [getTableConfig(t).name, t] as const))(
    "%s has the schema's indexes, checks and foreign keys",
    async (name, table) => {
      const config = getTableConfig(table);
      const indexes = await query<{ indexname: string }>(
        database.db,
        sql`select indexname from pg_indexes where schemaname = 'public' and tablename = ${name}`,
      );
      const constraints = await query<{ conname: string; contype: string }>(
        database.db,
        sql`select conname, contype::text from pg_constraint where conrelid = ${name}::regclass`,
      );
      const indexNames = indexes.map((r) => r.indexname);
      const checkNames = constraints.filter((c) => c.contype === "c").map((c) => c.conname);
      const fkNames = constraints.filter((c) => c.contype === "f").map((c) => c.conname);
      for (const index of config.indexes) expect(indexNames).toContain(index.config.name);
      expect(checkNames.sort()).toEqual(config.checks.map((c) => c.name).sort());
      expect(fkNames.sort()).toEqual(config.foreignKeys.map((fk) => fk.getName()).sort());
    },
  );

  test("e-mail uniqueness is case-insensitive (unique index on lower(email))", async () => {
    const [row] = await query<{ indexdef: string }>(
      database.db,
      sql`select indexdef from pg_indexes where indexname = 'auth_users_email_lower_key'`,
    );
    expect(row!.indexdef).toMatch(/CREATE UNIQUE INDEX .* \(lower\(email\)\)/);
  });

  test("running the migrations again changes nothing", async () => {
    const applied = sql`select count(*)::int as n, max(created_at)::text as last from drizzle.__drizzle_migrations`;
    const before = { catalog: await catalogFingerprint(database), applied: await query(database.db, applied) };
    expect(before.catalog).toContain("index CREATE UNIQUE INDEX auth_users_email_lower_key");
    await runMigrations(database);
    await runMigrations(database);
    expect({ catalog: await catalogFingerprint(database), applied: await query(database.db, applied) }).toEqual(before);
  });

  test("seeding the fresh database twice leaves the same rows", async () => {
    await seedReferenceData(database.db);
    const first = {
      templates: await query(database.db, sql`select * from email_templates order by name`),
      documents: await query(database.db, sql`select * from resource_documents order by slug`),
    };
    expect(first.templates.length).toBeGreaterThanOrEqual(5);
    expect(first.documents).toHaveLength(8);
    await seedReferenceData(database.db);
    expect({
      templates: await query(database.db, sql`select * from email_templates order by name`),
      documents: await query(database.db, sql`select * from resource_documents order by slug`),
    }).toEqual(first);
  });
});

describe.runIf(inject("dbTemplate").kind === "postgres")("migrations on PostgreSQL, several instances", () => {
  test("two instances migrating the same empty database at once both succeed, once", async () => {
    const { database, drop } = await openEmptyDatabase();
    const second = await openDatabase({ url: databaseUrlOf(database), poolMax: 2 });
    try {
      await Promise.all([runMigrations(database), runMigrations(second)]);
      await Promise.all([seedReferenceData(database.db), seedReferenceData(second.db)]);
      const applied = await query<{ n: number; distinct_hashes: number }>(
        database.db,
        sql`select count(*)::int as n, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations`,
      );
      expect(applied[0]!.n).toBe(applied[0]!.distinct_hashes);
      expect(await count(database.db, "resource_documents")).toBe(8);
    } finally {
      await second.close();
      await drop();
    }
  });
});

function databaseUrlOf(database: Database): string {
  const options = (database.pool as unknown as { options: { connectionString: string } }).options;
  return options.connectionString;
}
