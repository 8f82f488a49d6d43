/**
 * Scheduled backups (BACKUP_SCHEDULE) and what the admin overview shows of them: a schedule writes
 * archives and keeps the newest BACKUP_KEEP; two instances' schedules firing together write one
 * archive per tick; a failure is logged at error level and shown on the overview with its reason.
 * The schedules here fire every second (croner's six-field form) so the file costs seconds.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { ARCHIVE_NAME } from "#core/backup/manifest.ts";
import { createLogger } from "#server/logger.ts";
import { jobState } from "#server/jobs/job-lease.ts";
import { createFsFileStore } from "#server/storage/fs-file-store.ts";
import { memoryLog } from "#tests/support/memory-log.ts";
import { administrator, apiCall, usePeopleApp } from "#tests/support/kits/people.ts";
import { BACKUP_JOB } from "./backup-job.ts";
import { startBackupSchedule } from "./backup-schedule.ts";
import type { BackupSource } from "./take-backup.ts";

const t = usePeopleApp();
const scratch = mkdtempSync(join(tmpdir(), "hc-backup-schedule-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const EVERY_SECOND = "* * * * * *";
const source = (): BackupSource => ({ database: t.database, postgresUrl: t.database.url, store: createFsFileStore(join(scratch, "files")), storeKind: "fs", s3Objects: "include" });
const archivesIn = (dir: string) => readdirSync(dir).filter((n) => ARCHIVE_NAME.test(n));

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function overviewBackup(env: Record<string, string> = {}) {
  const admin = await administrator(t);
  const res = await apiCall({ ...t, app: Object.keys(env).length ? t.appWith(env) : t.app }, "GET", "/api/v1/admin/overview", admin.token);
  expect(res.status).toBe(200);
  return res.json.backup;
}

describe("the admin overview's backup card", () => {
  test("before any backup: none has run, and the schedule is off unless BACKUP_DIR and BACKUP_SCHEDULE are set", async () => {
    expect(await overviewBackup()).toEqual({ scheduled: false, last_run: null, last_success: null });
    expect(await overviewBackup({ BACKUP_DIR: scratch, BACKUP_SCHEDULE: "0 2 * * *" })).toMatchObject({ scheduled: true });
  });
});

describe("scheduled backups", () => {
  test("two instances' schedules write one archive at a time, keep the newest BACKUP_KEEP, and the overview shows the last one's time and size", async () => {
    const dir = join(scratch, "archives");
    const log = memoryLog();
    const logger = createLogger({ LOG_LEVEL: "info" }, log.stream);
    // Two instances: each with its own lease holder, as two processes have (server/jobs/job-lease.ts).
    const first = startBackupSchedule({ source: source(), dir, schedule: EVERY_SECOND, keep: 2, logger, holder: "instance-a" });
    const second = startBackupSchedule({ source: source(), dir, schedule: EVERY_SECOND, keep: 2, logger, holder: "instance-b" });
    const written = () => log.entries().filter((e) => e.msg === "backup written");
    try {
      await until("three backups", () => written().length >= 3);
    } finally {
      await first.stop();
      await second.stop();
    }
    const skipped = log.entries().filter((e) => e.msg === "scheduled backup skipped: another instance is taking one");
    expect(skipped.length).toBeGreaterThan(0);
    expect(archivesIn(dir)).toHaveLength(2);
    expect(readdirSync(dir).filter((n) => !ARCHIVE_NAME.test(n))).toEqual([]); // no partial file left behind
    const last = written().at(-1)!;
    const job = await jobState(t.database.db, BACKUP_JOB);
    expect(job?.lastOutputBytes).toBe(last.bytes);
    const card = await overviewBackup();
    expect(card).toEqual({
      scheduled: false,
      last_run: { finished_at: job!.lastFinishedAt!.toISOString(), result: "succeeded", error: null },
      last_success: { at: job!.lastSucceededAt!.toISOString(), size_bytes: last.bytes },
    });
  });

  test("a failed backup is logged at error level and shown with its reason, beside the last good one", async () => {
    const notAFolder = join(scratch, "not-a-folder");
    writeFileSync(notAFolder, "a file where the backup folder should be");
    const before = await jobState(t.database.db, BACKUP_JOB);
    const log = memoryLog();
    const schedule = startBackupSchedule({ source: source(), dir: notAFolder, schedule: EVERY_SECOND, keep: 2, logger: createLogger({ LOG_LEVEL: "info" }, log.stream) });
    try {
      await until("a failure", () => log.entries().some((e) => e.msg === "scheduled backup failed"));
    } finally {
      await schedule.stop();
    }
    expect(log.entries().find((e) => e.msg === "scheduled backup failed")).toMatchObject({ level: 50, job: "backup" });
    const card = await overviewBackup();
    expect(card.last_run).toMatchObject({ result: "failed", error: expect.stringContaining("not-a-folder") });
    expect(card.last_success).toEqual({ at: before!.lastSucceededAt!.toISOString(), size_bytes: before!.lastOutputBytes });
  });
});
