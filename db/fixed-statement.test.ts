import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db.ts";
import { runFixed } from "./fixed-statement.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const ADD = { name: "test_fixed_add_v1", text: "select $1::int + $2::int as n, $3::text as t, $1::int * 2 as twice" };

describe("fixed statements", () => {
  test("on the driver, again and again (a named statement on PostgreSQL), and inside a transaction through Drizzle: the same rows", async () => {
    for (let i = 0; i < 3; i++) {
      expect(await runFixed(database.db, ADD, [i, 40, "it's $2"])).toEqual([{ n: i + 40, t: "it's $2", twice: i * 2 }]);
    }
    const inTx = await database.db.transaction((tx) => runFixed(tx, ADD, [2, 40, "it's $2"]));
    expect(inTx).toEqual([{ n: 42, t: "it's $2", twice: 4 }]);
  });
});
