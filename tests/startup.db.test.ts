/**
 * The real start command, as an operator runs it: configuration errors, first start, restart,
 * graceful stop, and a migration that cannot apply.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase } from "#db/client.ts";
import { MigrationError, runMigrations } from "#db/migrate.ts";
import { serverArgs } from "./support/server-command.ts";
import { testDatabaseKind } from "./support/test-db.ts";

// These start the embedded database themselves; the PostgreSQL run has nothing to add.
const embeddedRun = testDatabaseKind() === "pglite";

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

interface Run {
  code: number | null;
  out: string;
}

/** Starts the server as `npm start` does; resolves when it exits (after `onReady` if it printed its URL). */
async function start(env: Record<string, string>, onReady?: (url: string, stop: () => void) => Promise<void>): Promise<Run> {
  const args = await serverArgs();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { PATH: process.env.PATH, HOST: "127.0.0.1", LOG_LEVEL: "warn", WEB_BUILD_DIR: "/nonexistent", ...env },
    });
    let out = "";
    let readyCalled = false;
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /running at (http:\/\/\S+)/.exec(out);
      if (m && onReady && !readyCalled) {
        readyCalled = true;
        onReady(m[1]!, () => child.kill("SIGTERM")).catch((err) => {
          child.kill("SIGKILL");
          reject(err);
        });
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => resolve({ code, out }));
  });
}

describe.runIf(embeddedRun)("npm start", () => {
  test("a bad setting stops start-up naming the variable", async () => {
    const run = await start({ PORT: "not-a-port", DATA_DIR: "/tmp/unused" });
    expect(run.code).not.toBe(0);
    expect(run.out).toMatch(/Invalid configuration:\n\s+PORT:/);
  });

  test("first start says what it is doing, serves health, stops gracefully; restart is quick", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "hc-start-"));
    dirs.push(dataDir);
    const env = { PORT: "4377", DATA_DIR: dataDir };

    const first = await start(env, async (url, stop) => {
      const res = await fetch(`${url.replace("localhost", "127.0.0.1")}/api/v1/health`);
      expect(res.status).toBe(200);
      stop();
    });
    expect(first.out).toContain("First start: creating the embedded database");
    expect(first.out).toContain("running at http://127.0.0.1:4377");
    expect(first.code).toBe(0);

    const t0 = Date.now();
    let readyAfter = 0;
    const second = await start(env, async (_url, stop) => {
      readyAfter = Date.now() - t0;
      stop();
    });
    expect(second.code).toBe(0);
    expect(second.out).not.toContain("First start");
    expect(readyAfter).toBeLessThan(10_000);
  }, 60_000);
});

describe.runIf(embeddedRun)("migrations", () => {
  test("a migration that cannot apply fails with a clear message", async () => {
    const database = await openDatabase({ dataDir: "memory://" });
    try {
      // An object in the way of the first migration, as a hand-made table would be.
      await database.db.execute(sql`create type outbox_status as enum ('x')`);
      const failure = runMigrations(database);
      await expect(failure).rejects.toBeInstanceOf(MigrationError);
      await expect(failure).rejects.toThrow(/^Database migration failed: .*outbox_status.*already exists/);
    } finally {
      await database.close();
    }
  });
});
