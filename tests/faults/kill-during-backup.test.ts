/**
 * kill -9 in the middle of a backup leaves the previous archive intact and nothing half-written
 * named as complete (server/backup/archive-writer.ts). PGlite: the running server writes the
 * archive `npm run backup` asked it for over DATA_DIR/backup.sock, and the server is killed;
 * afterwards `npm run backup` with no server running opens the database itself and clears the
 * half-written file. PostgreSQL: `npm run backup` itself (pg_dump and the archive) is killed.
 * The documents (48 MiB) make the archive long enough to be caught half-written.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, test } from "vitest";
import { ARCHIVE_NAME } from "#core/backup/manifest.ts";
import { verifyArchive } from "#server/backup/archive-reader.ts";
import { missingRequirement } from "../support/missing-requirement.ts";
import { startServerProcess } from "../support/server-process.ts";
import { createScratchDatabase, sharedPostgresReachable, SHARED_POSTGRES_URL } from "../support/shared-postgres.ts";

const CLI = fileURLToPath(new URL("../../server/backup/backup-cli.ts", import.meta.url));
const MiB = 1024 * 1024;

/** `npm run backup`/`npm run restore` as an operator runs them (tsx on the CLI's source). */
function runCli(args: string[], env: Record<string, string>): { child: ChildProcess; done: Promise<{ code: number | null; signal: NodeJS.Signals | null; out: string }> } {
  const child = spawn(process.execPath, ["--import", "tsx", CLI, ...args], { env: { PATH: process.env.PATH, NODE_ENV: "development", ...env } });
  let out = "";
  child.stdout!.on("data", (c: Buffer) => (out += c.toString()));
  child.stderr!.on("data", (c: Buffer) => (out += c.toString()));
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null; out: string }>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal, out })));
  return { child, done };
}

function putDocuments(dataDir: string): void {
  const dir = join(dataDir, "files", "closing", "fault-test");
  mkdirSync(dir, { recursive: true });
  for (let i = 0; i < 48; i++) writeFileSync(join(dir, `doc-${i}.bin`), randomBytes(MiB));
}

const sha256 = (path: string) => createHash("sha256").update(readFileSync(path)).digest("hex");
const complete = (dir: string) => readdirSync(dir).filter((n) => ARCHIVE_NAME.test(n));

/** Waits until a ".partial" archive in `dir` has passed `bytes`; then calls `kill`. */
async function killWhenHalfWritten(dir: string, bytes: number, kill: () => void): Promise<number> {
  const end = Date.now() + 60_000;
  while (Date.now() < end) {
    const partial = readdirSync(dir).find((n) => n.endsWith(".tar.partial"));
    const size = partial ? statSync(join(dir, partial), { throwIfNoEntry: false })?.size ?? 0 : 0;
    if (size > bytes) {
      kill();
      return size;
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error("the backup never got half-way");
}

/** The previous archive is byte for byte what it was and still restores; no second archive is named as complete. */
async function expectPreviousIntact(dir: string, previous: string, previousSha: string): Promise<void> {
  expect(complete(dir)).toEqual([previous]);
  expect(sha256(join(dir, previous))).toBe(previousSha);
  await expect(verifyArchive(join(dir, previous))).resolves.toMatchObject({ documents: { count: 48 } });
}

describe("kill -9 during a backup (PGlite, taken by the running server)", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "hc-fault-backup-"));
  const backups = join(dataDir, "..", `${dataDir.split("/").pop()}-archives`);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  afterAll(() => rmSync(backups, { recursive: true, force: true }));

  test("the previous archive stays intact, the half archive is never named complete, and the next backup works without the server", async () => {
    putDocuments(dataDir);
    const env = { DATA_DIR: dataDir, BACKUP_DIR: backups };
    const server = await startServerProcess({ ...env, LOG_LEVEL: "warn" });
    const first = await runCli(["backup"], env).done;
    expect(first.code, first.out).toBe(0);
    expect(first.out).toMatch(/^Backup written by the running server: .*heartland-backup-.*\.tar \(\d+\.\d MiB\)\.\n$/);
    const [previous] = complete(backups);
    const previousSha = sha256(join(backups, previous!));
    // The development master key the server generated is in DATA_DIR; it must not be in an archive.
    const key = readFileSync(join(dataDir, "data-encryption-key"), "utf8").trim();
    expect(readFileSync(join(backups, previous!)).includes(Buffer.from(key))).toBe(false);
    expect(readFileSync(join(backups, previous!)).includes(Buffer.from(key.split(":")[1]!, "base64"))).toBe(false);

    const second = runCli(["backup"], env);
    await killWhenHalfWritten(backups, 8 * MiB, () => void server.kill("SIGKILL"));
    expect((await server.exited).signal).toBe("SIGKILL");
    const asked = await second.done;
    expect(asked.code).toBe(1);
    expect(asked.out).toMatch(/^Backup failed: /);
    expect(asked.out).not.toMatch(/\n\s+at /); // a message, not a stack trace
    await expectPreviousIntact(backups, previous!, previousSha);
    expect(readdirSync(backups).filter((n) => n.endsWith(".partial"))).toHaveLength(1);

    // No server now: the CLI takes over the dead server's lock, opens the database and clears the half archive.
    const third = await runCli(["backup"], env).done;
    expect(third.code, third.out).toBe(0);
    expect(third.out).toMatch(/^Backup written: /);
    expect(complete(backups)).toHaveLength(2);
    expect(readdirSync(backups).filter((n) => n.endsWith(".partial"))).toEqual([]);

    // npm run restore into this (non-empty) data directory is refused with a message and exit code 1, no stack trace.
    const refused = await runCli(["restore", join(backups, previous!)], env).done;
    expect(refused.code).toBe(1);
    expect(refused.out).toBe(`Restore failed: ${join(dataDir, "pglite")} is not empty. Restore into a new, empty data directory (set DATA_DIR to a folder that does not exist yet). Nothing was restored.\n`);
  });
});

const postgresReachable = await sharedPostgresReachable();
if (!postgresReachable) {
  missingRequirement(`a PostgreSQL server at ${SHARED_POSTGRES_URL}`, "Start one (e.g. pg_ctlcluster 15 main start) or set TEST_DATABASE_URL.");
}

describe.runIf(postgresReachable)("kill -9 during a backup (PostgreSQL, npm run backup killed)", () => {
  test("the previous archive stays intact and the half archive is never named complete", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "hc-fault-backup-pg-"));
    const scratch = await createScratchDatabase("hc_fault_backup");
    try {
      putDocuments(dataDir);
      const backups = join(dataDir, "archives");
      const env = { DATA_DIR: dataDir, BACKUP_DIR: backups, DATABASE_URL: scratch.url };
      // The server migrates the database (and generates the development key); then it is stopped.
      const server = await startServerProcess({ ...env, LOG_LEVEL: "warn" });
      expect((await server.kill("SIGTERM")).code).toBe(0);
      const first = await runCli(["backup"], env).done;
      expect(first.code, first.out).toBe(0);
      const [previous] = complete(backups);
      const previousSha = sha256(join(backups, previous!));

      const second = runCli(["backup"], env);
      await killWhenHalfWritten(backups, 8 * MiB, () => second.child.kill("SIGKILL"));
      expect((await second.done).signal).toBe("SIGKILL");
      await expectPreviousIntact(backups, previous!, previousSha);
    } finally {
      await scratch.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
