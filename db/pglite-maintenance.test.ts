/** The embedded database gets the statistics and vacuuming that autovacuum gives a server. */
import { afterAll, beforeAll, expect, test } from "vitest";
import { sql } from "drizzle-orm";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "#tests/support/test-db.ts";
import { maintainPglite, startPgliteMaintenance } from "./pglite-maintenance.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

// PostgreSQL has autovacuum and maintainPglite leaves it alone.
test.runIf(testDatabaseKind() === "pglite")("after maintenance the planner knows a table's size and reads a user's newest clients by the index", async () => {
  const db = database.db;
  const user = "11111111-1111-4111-8111-111111111111";
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`insert into clients (user_id, name) select ${user}::uuid, 'Client ' || g from generate_series(1, 3000) g`);
    await tx.execute(sql`insert into clients (user_id, name) select gen_random_uuid(), 'Other ' || g from generate_series(1, 3000) g`);
  });
  const plan = async () => {
    const result = (await db.execute(sql`explain select "clients"."id" from clients where "clients"."user_id" = ${user}::uuid
        order by "clients"."created_at" desc, "clients"."id" desc limit 26`)) as unknown as { rows: { "QUERY PLAN": string }[] };
    return result.rows.map((r) => r["QUERY PLAN"]).join("\n");
  };
  // Before: no statistics, so every row of the user's is fetched and sorted.
  expect(await plan()).toMatch(/Sort/);
  await maintainPglite(database);
  const size = (await db.execute(sql`select reltuples::int as rows from pg_class where relname = 'clients'`)) as unknown as { rows: { rows: number }[] };
  expect(size.rows[0]!.rows).toBe(6000);
  expect(await plan()).toMatch(/Index (Only )?Scan using clients_user_id_created_at_idx/);
  expect(await plan()).not.toMatch(/Sort/);
});

// A restarted server (or one whose data directory was just filled) gets its statistics soon after
// start, not only when the first five-minute interval comes round.
test.runIf(testDatabaseKind() === "pglite")("maintenance runs once shortly after start, before the first interval", async () => {
  const db = database.db;
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`insert into clients (user_id, name) select gen_random_uuid(), 'Later ' || g from generate_series(1, 500) g`);
  });
  const rows = async () =>
    ((await db.execute(sql`select reltuples::int as rows from pg_class where relname = 'clients'`)) as unknown as { rows: { rows: number }[] }).rows[0]!.rows;
  const before = await rows();
  const errors: unknown[] = [];
  const stop = startPgliteMaintenance(database, (err) => errors.push(err), 60 * 60_000, 10);
  try {
    await expect.poll(rows, { timeout: 5_000 }).toBe(before + 500);
  } finally {
    stop();
  }
  expect(errors).toEqual([]);
});
