import { createServer, type Server, type Socket, connect } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase } from "../../../db/client.ts";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "../../../tests/support/test-db.ts";
import { createTestApp } from "../../../tests/support/test-app.ts";

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
    expect(await down.json()).toMatchObject({ status: "unavailable", checks: { database: { status: "down" } } });
  });
});

/**
 * A TCP relay in front of PostgreSQL that can be cut and restored, standing in for a database
 * restart or a network partition.
 */
class Relay {
  private server: Server | undefined;
  private sockets = new Set<Socket>();
  constructor(private readonly target: { host: string; port: number }) {}

  async up(port = 0): Promise<number> {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on("close", () => this.sockets.delete(s));
        s.on("error", () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(port, "127.0.0.1", resolve));
    return (this.server.address() as { port: number }).port;
  }

  async down(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

describe.runIf(testDatabaseKind() === "postgres")("health recovers without a restart (PostgreSQL)", () => {
  test("200 → 503 while the database is cut off → 200 again", async () => {
    const clone = await createTestDatabase();
    const real = new URL(clone.url!);
    const relay = new Relay({ host: real.hostname, port: Number(real.port || 5432) });
    const port = await relay.up();
    const viaRelay = new URL(clone.url!);
    viaRelay.port = String(port);
    const database = await openDatabase({ url: viaRelay.toString(), poolMax: 2 });
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
