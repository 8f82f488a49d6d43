import { expect, test } from "vitest";
import { sql } from "drizzle-orm";
import { createTestDatabase } from "../../tests/support/test-db.ts";

test("template clone has the outbox table", async () => {
  const d = await createTestDatabase();
  const r = await d.db.execute(sql`select count(*)::int as n from outbox`);
  expect(r.rows[0]).toEqual({ n: 0 });
  await d.close();
});
