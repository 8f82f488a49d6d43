/** writeAudit: the row it writes, and its stamp (the clock at the statement, not the transaction's start). */
import { afterAll, beforeAll, expect, test } from "vitest";
import { asc, sql } from "drizzle-orm";
import { createTestDatabase } from "#tests/support/test-db.ts";
import { queryRows, type AppDb, type Database } from "#db/client.ts";
import { auditEvents } from "#db/schema/index.ts";
import { writeAudit } from "./write-audit.queries.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

test("writes the event's columns, leaving out what it does not name", async () => {
  await database.db.delete(auditEvents);
  await writeAudit(database.db, { actorId: null, action: "test.full", targetType: "profile", targetId: "p1", ip: "203.0.113.9", payload: { from: 1, to: 2 } });
  await writeAudit(database.db, { actorId: null, action: "test.bare" });
  const rows = await database.db.select().from(auditEvents).orderBy(asc(auditEvents.createdAt));
  expect(rows.map(({ id: _id, createdAt: _at, ...row }) => row)).toEqual([
    { actorId: null, action: "test.full", targetType: "profile", targetId: "p1", ip: "203.0.113.9", payload: { from: 1, to: 2 } },
    { actorId: null, action: "test.bare", targetType: null, targetId: null, ip: null, payload: {} },
  ]);
});

test("stamps each row with the clock at its statement, after the transaction began", async () => {
  await database.db.delete(auditEvents);
  const began = await database.db.transaction(async (txn) => {
    const tx = txn as unknown as AppDb;
    const [{ ms }] = (await queryRows<{ ms: number }>(tx, sql`select extract(epoch from now()) * 1000 as ms`)) as [{ ms: number }];
    await tx.execute(sql`select pg_sleep(0.01)`);
    await writeAudit(tx, { actorId: null, action: "test.first" });
    await tx.execute(sql`select pg_sleep(0.01)`);
    await writeAudit(tx, { actorId: null, action: "test.second" });
    return Number(ms);
  });
  const [first, second] = await database.db.select().from(auditEvents).orderBy(asc(auditEvents.createdAt));
  expect(first!.action).toBe("test.first");
  expect(first!.createdAt.getTime()).toBeGreaterThan(began);
  expect(second!.createdAt.getTime()).toBeGreaterThan(first!.createdAt.getTime());
});
