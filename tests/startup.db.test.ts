/**
 * The real start command, as an operator runs it: configuration errors, first start, restart,
 * graceful stop, and a migration that cannot apply.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
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
    // Without DATA_ENCRYPTION_KEY outside production: a development key, generated once, said where (never what).
    const keyFile = join(dataDir, "data-encryption-key");
    const devKey = readFileSync(keyFile, "utf8");
    expect(first.out.match(/Generated a development encryption key in (\S+) /)?.[1]).toBe(keyFile);
    expect(first.out.split("Generated a development encryption key")).toHaveLength(2);
    expect(first.out).not.toContain(devKey.trim().split(":")[1]!);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);

    const t0 = Date.now();
    let readyAfter = 0;
    const second = await start(env, async (_url, stop) => {
      readyAfter = Date.now() - t0;
      stop();
    });
    expect(second.code).toBe(0);
    expect(second.out).not.toContain("First start");
    expect(second.out).not.toContain("development encryption key");
    expect(readFileSync(keyFile, "utf8")).toBe(devKey);
    expect(readyAfter).toBeLessThan(10_000);
  }, 60_000);

  test("production without DATA_ENCRYPTION_KEY refuses to start, touching nothing; a bad key is named, never echoed", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "hc-start-"));
    dirs.push(dataDir);
    const missing = await start({ NODE_ENV: "production", PORT: "4378", DATA_DIR: dataDir });
    expect(missing.code).toBe(78);
    expect(missing.out).toMatch(/Invalid configuration:\n {2}DATA_ENCRYPTION_KEY: is required in production/);
    expect(missing.out).not.toContain("running at");
    expect(existsSync(join(dataDir, "pglite"))).toBe(false);
    expect(existsSync(join(dataDir, "data-encryption-key"))).toBe(false);

    const short = "k1:c2hvcnQta2V5LW9mLXNpeHRlZW4h";
    const bad = await start({ NODE_ENV: "production", PORT: "4378", DATA_DIR: dataDir, DATA_ENCRYPTION_KEY: short });
    expect(bad.code).toBe(78);
    expect(bad.out).toMatch(/DATA_ENCRYPTION_KEY: entry 1 \(id "k1"\): the key must be 32 bytes/);
    expect(bad.out).not.toContain("c2hvcnQta2V5LW9mLXNpeHRlZW4h");
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
