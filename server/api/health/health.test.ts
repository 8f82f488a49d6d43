import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase } from "#db/client.ts";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "#tests/support/test-db.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import { TcpRelay, viaPort } from "#tests/support/tcp-relay.ts";

describe("health when the database is unreachable", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  test("a closed database answers 503 with the database down", async () => {
    const app = createTestApp(database);
    expect((await app.request("/api/v1/health")).status).toBe(200);
    await database.close();
    const down = await app.request("/api/v1/health");
    expect(down.status).toBe(503);
    expect(down.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await down.json()).toMatchObject({
      code: "database_unavailable",
      status: "unavailable",
      checks: { database: { status: "down" } },
    });
  });
});

describe.runIf(testDatabaseKind() === "postgres")("health recovers without a restart (PostgreSQL)", () => {
  test("200 → 503 while the database is cut off → 200 again", async () => {
    const clone = await createTestDatabase();
    const real = new URL(clone.url!);
    const relay = new TcpRelay({ host: real.hostname, port: Number(real.port || 5432) });
    const port = await relay.up();
    const database = await openDatabase({ url: viaPort(clone.url!, port), poolMax: 2 });
    const app = createTestApp(database);
    try {
      expect((await app.request("/api/v1/health")).status).toBe(200);
      await relay.down();
      expect((await app.request("/api/v1/health")).status).toBe(503);
      await relay.up(port);
      let status = 0;
      for (let i = 0; i < 20 && status !== 200; i++) {
        status = (await app.request("/api/v1/health")).status;
        if (status !== 200) await new Promise((r) => setTimeout(r, 250));
      }
      expect(status).toBe(200);
    } finally {
      await relay.down();
      await database.close();
      await clone.close();
    }
  });
});
