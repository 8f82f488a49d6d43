/**
 * Backups of an S3-compatible document store (STORAGE_URL), against a real local S3 server:
 * BACKUP_S3_OBJECTS=include copies every object into the archive and restore puts them into an
 * empty bucket byte for byte; =manifest lists them with their checksums only, and restore says
 * which listed objects the store no longer holds. (The database side is the round trip's,
 * backup-restore.test.ts; here the test database just rides along.)
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createFileStore } from "#server/storage/create-file-store.ts";
import { readAll, type FileStore } from "#server/storage/file-store.ts";
import { startLocalS3, type LocalS3 } from "#server/storage/local-s3-server.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db.ts";
import { createScratchDatabase, type ScratchDatabase } from "#tests/support/shared-postgres.ts";
import { takeBackup } from "./take-backup.ts";
import { restoreArchive, type RestoreTarget } from "./restore.ts";

let database: TestDatabase;
let source: LocalS3;
let restoredS3: LocalS3;
let sourceStore: FileStore;
let restoredStore: FileStore;
const scratch = mkdtempSync(join(tmpdir(), "hc-backup-s3-"));
const scratchDatabases: ScratchDatabase[] = [];
const objects = new Map([
  ["closing/file-1/deed.pdf", randomBytes(300_000)],
  ["closing/file-1/payoff.pdf", randomBytes(1_234)],
  ["resources/moving-guide.pdf", randomBytes(70_000)],
]);

beforeAll(async () => {
  database = await createTestDatabase();
  source = await startLocalS3("closing-documents");
  restoredS3 = await startLocalS3("restored-documents");
  sourceStore = createFileStore({ dataDir: scratch, STORAGE_URL: source.storageUrl });
  restoredStore = createFileStore({ dataDir: scratch, STORAGE_URL: restoredS3.storageUrl });
  for (const [path, bytes] of objects) await sourceStore.put(path, bytes);
});

afterAll(async () => {
  await database.close();
  await source.close();
  await restoredS3.close();
  for (const db of scratchDatabases) await db.drop();
  rmSync(scratch, { recursive: true, force: true });
});

/** An empty database target of the test's kind, with `store` for the documents. */
async function emptyTarget(name: string, store: FileStore): Promise<RestoreTarget> {
  if (database.kind === "postgres") {
    const db = await createScratchDatabase("hc_restore_s3");
    scratchDatabases.push(db);
    return { kind: "postgres", url: db.url, store, storeName: name };
  }
  return { kind: "pglite", dataDir: join(scratch, name, "pglite"), store, storeName: name };
}

const backupOf = (mode: "include" | "manifest") =>
  takeBackup({ database, postgresUrl: database.url, store: sourceStore, storeKind: "s3", s3Objects: mode }, join(scratch, `archives-${mode}`));

describe("S3 document store", () => {
  test("include: the objects are in the archive and restored into an empty bucket byte for byte", async () => {
    const backup = await backupOf("include");
    expect(backup.manifest.documents).toMatchObject({ store: "s3", mode: "include", count: 3, listed: [] });
    const result = await restoreArchive(backup.path, await emptyTarget("include", restoredStore));
    expect(result.documents).toBe(3);
    for (const [path, bytes] of objects) expect((await readAll((await restoredStore.get(path))!)).equals(bytes), path).toBe(true);
  });

  test("include: a bucket that is not empty is refused", async () => {
    const backup = await backupOf("include");
    await expect(restoreArchive(backup.path, await emptyTarget("refused", restoredStore))).rejects.toThrow(
      /The document store \(refused\) is not empty: it holds .*\. Restore into an empty store\. Nothing was restored\./,
    );
  });

  test("manifest: the objects are listed with their checksums, not copied; restore names the ones the store lost", async () => {
    const backup = await backupOf("manifest");
    expect(backup.manifest.entries.filter((e) => e.path.startsWith("documents/"))).toEqual([]);
    expect(backup.manifest.documents.listed.map((l) => [l.path, l.size])).toEqual([...objects].map(([path, bytes]) => [path, bytes.length]).sort());
    await sourceStore.delete("closing/file-1/payoff.pdf");
    const result = await restoreArchive(backup.path, await emptyTarget("manifest", sourceStore));
    expect(result.documents).toBe(0);
    expect(result.missing).toEqual(["closing/file-1/payoff.pdf"]);
  });
});
