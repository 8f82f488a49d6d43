/**
 * The backup round trip (issue 33), on PGlite locally and on PostgreSQL in CI: a database with a
 * row in every table and documents in the store is backed up, restored into a fresh target, and
 * every row of every table and every document compares equal byte for byte; a customer signs in
 * with their password on the restored database and a buyer's status link opens there. Then what
 * restore refuses: a non-empty target, a damaged archive, a newer schema.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, createReadStream, createWriteStream } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { pipeline } from "node:stream/promises";
import { sql } from "drizzle-orm";
import { extract as tarExtract, pack as tarPack } from "tar-stream";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase, queryRows, type AppDb, type Database } from "#db/client.ts";
import { MANIFEST_ENTRY, type Manifest } from "#core/backup/manifest.ts";
import { createFsFileStore } from "#server/storage/fs-file-store.ts";
import { readAll, type FileStore } from "#server/storage/file-store.ts";
import { testKeyring } from "#server/crypto/test-keyring.ts";
import { formatKeyring } from "#server/crypto/keyring.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import { testDatabaseKind } from "#tests/support/test-db.ts";
import { call } from "#tests/support/auth-requests.ts";
import { createScratchDatabase, type ScratchDatabase } from "#tests/support/shared-postgres.ts";
import { SAMPLES, send, useDocumentsApp } from "#tests/support/kits/documents.ts";
import { fillEveryTable, rowCounts, schemaTableNames, type FilledData } from "#tests/support/kits/every-table.ts";
import { BackupError } from "./backup-error.ts";
import { takeBackup, type BackupResult } from "./take-backup.ts";
import { restoreArchive, type RestoreTarget } from "./restore.ts";

const t = useDocumentsApp();
const scratch = mkdtempSync(join(tmpdir(), "hc-backup-"));
let filled: FilledData;
let backup: BackupResult;
let sourceStore: FileStore;
let restored: Database;
let restoredDir: string;
let restoredPostgres: ScratchDatabase | undefined;
let target: RestoreTarget;

/** Every row of `table` as PostgreSQL renders it, in a stable order. */
async function rowsOf(db: AppDb, table: string): Promise<string[]> {
  const rows = await queryRows<{ r: string }>(db, sql`select row_to_json(x)::text as r from ${sql.identifier(table)} x order by 1`);
  return rows.map((row) => row.r);
}

async function storeContents(store: FileStore): Promise<Map<string, Buffer>> {
  const contents = new Map<string, Buffer>();
  for await (const { path } of store.list("")) contents.set(path, await readAll((await store.get(path))!));
  return contents;
}

beforeAll(async () => {
  filled = await fillEveryTable(t);
  sourceStore = createFsFileStore(join(t.dataDir, "files"));
  backup = await takeBackup(
    { database: t.database, postgresUrl: t.database.url, store: sourceStore, storeKind: "fs", s3Objects: "include" },
    join(scratch, "archives"),
  );
  restoredDir = join(scratch, "restored");
  const store = createFsFileStore(join(restoredDir, "files"));
  if (t.database.kind === "postgres") {
    restoredPostgres = await createScratchDatabase("hc_restore");
    target = { kind: "postgres", url: restoredPostgres.url, store, storeName: "files" };
  } else {
    target = { kind: "pglite", dataDir: join(restoredDir, "pglite"), store, storeName: "files" };
  }
  await restoreArchive(backup.path, target);
  restored = target.kind === "postgres" ? await openDatabase({ url: target.url, poolMax: 2 }) : await openDatabase({ dataDir: target.dataDir });
}, 120_000);

afterAll(async () => {
  await restored?.close();
  await restoredPostgres?.drop();
  rmSync(scratch, { recursive: true, force: true });
});

describe(`backup and restore (${testDatabaseKind()})`, () => {
  test("the source had a row in every table and documents in the store", async () => {
    const empty = Object.entries(await rowCounts(t.database.db)).filter(([, n]) => n === 0);
    expect(empty).toEqual([]);
    expect((await storeContents(sourceStore)).size).toBeGreaterThan(0);
  });

  test("every row of every table is restored as it was", async () => {
    for (const table of schemaTableNames()) {
      expect(await rowsOf(restored.db, table), table).toEqual(await rowsOf(t.database.db, table));
    }
  });

  test("every document is restored byte for byte", async () => {
    const before = await storeContents(sourceStore);
    const after = await storeContents(target.store);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [path, bytes] of before) expect(after.get(path)?.equals(bytes), path).toBe(true);
  });

  test("the manifest names the schema, the database and every entry with its checksum", () => {
    const m: Manifest = backup.manifest;
    expect(m.database.kind).toBe(t.database.kind);
    expect(m.schema.migration).toMatch(/^\d{4}_/);
    expect(m.documents).toMatchObject({ store: "fs", mode: "include", count: expect.any(Number) });
    expect(m.entries.map((e) => e.path)).toContain(m.database.entry);
    expect(m.entries.every((e) => /^[0-9a-f]{64}$/.test(e.sha256))).toBe(true);
  });

  test("a customer signs in with their password on the restored database, and the buyer's status link opens", async () => {
    const app = createTestApp(restored, { env: { DATA_DIR: restoredDir, TRUST_PROXY: "true", ADMIN_MFA: "optional" } });
    const signIn = await call(app, "POST", "/auth/v1/token?grant_type=password", { body: { email: filled.account.email, password: filled.account.password } });
    expect(signIn.status).toBe(200);
    expect(signIn.json).toMatchObject({ user: { id: filled.account.id, email: filled.account.email } });
    const status = await call(app, "GET", `/api/v1/status/${filled.statusToken}`);
    expect(status.status).toBe(200);
    expect(status.text).toContain(filled.propertyAddress.split(",")[0]);
    // The document was sealed under the master key; the restored app opens it with the same key (kept apart from the archive).
    const link = await send(app, "POST", `/api/v1/admin/closing-files/${filled.fileId}/documents/${filled.documentId}/link`, { token: filled.staff.token });
    expect(link.status).toBe(200);
    const download = await app.request(link.json.url as string);
    expect(Buffer.from(await download.arrayBuffer()).equals(SAMPLES.pdf)).toBe(true);
  });

  test("the master encryption key is nowhere in the archive", () => {
    const key = testKeyring().keys[0]!.key.export();
    const texts = [key, Buffer.from(formatKeyring(testKeyring())), Buffer.from(key.toString("base64"))];
    const archive = readFileSync(backup.path);
    const pieces = [archive];
    if (t.database.kind === "pglite") pieces.push(gunzipSync(archive.subarray(archive.indexOf(Buffer.from([0x1f, 0x8b, 0x08])))));
    for (const piece of pieces) for (const text of texts) expect(piece.includes(text)).toBe(false);
  });
});

describe("restore refuses", () => {
  test("a target that is not empty", async () => {
    await expect(restoreArchive(backup.path, target)).rejects.toThrow(/is not empty.*Nothing was restored/);
  });

  test("an archive with a changed byte, naming the entry", async () => {
    const damaged = join(scratch, "damaged.tar");
    const bytes = readFileSync(backup.path);
    const at = bytes.indexOf(Buffer.from("%PDF")) >= 0 ? bytes.indexOf(Buffer.from("%PDF")) : 2048;
    bytes[at + 10] = bytes[at + 10]! ^ 0xff;
    writeFileSync(damaged, bytes);
    const error = await restoreArchive(damaged, freshTarget("damaged")).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(BackupError);
    expect((error as Error).message).toMatch(/is damaged; nothing was restored\. .* does not match its checksum/);
  });

  test("an archive cut short", async () => {
    const cut = join(scratch, "cut.tar");
    writeFileSync(cut, readFileSync(backup.path).subarray(0, 4096));
    await expect(restoreArchive(cut, freshTarget("cut"))).rejects.toThrow(BackupError);
  });

  test("an archive whose document keys would leave the store's folder", async () => {
    const escaping = join(scratch, "escaping.tar");
    await rewriteManifest(backup.path, escaping, (m) => m, { from: /^documents\//, to: "documents/../../" });
    await expect(restoreArchive(escaping, freshTarget("escaping"))).rejects.toThrow(/documents\/\.\.\/\.\.\/.* is not a document key this product writes\. Nothing was restored\./);
  });

  test("an archive whose schema is newer than this build", async () => {
    const newer = join(scratch, "newer.tar");
    await rewriteManifest(backup.path, newer, (m) => ({ ...m, schema: { migration: "9999_from_the_future", when: m.schema.when + 1, applied: m.schema.applied + 1 } }));
    await expect(restoreArchive(newer, freshTarget("newer"))).rejects.toThrow(
      /The archive's database schema \(9999_from_the_future\) is newer than this build's \(\d{4}_\w+\)\. Restore it with the version of the product that made it, or a later one\. Nothing was restored\./,
    );
  });
});

/** A target no restore has touched (the refusals stop before writing, so it is never used). */
function freshTarget(name: string): RestoreTarget {
  const store = createFsFileStore(join(scratch, name, "files"));
  return target.kind === "postgres" ? { ...target, store } : { kind: "pglite", dataDir: join(scratch, name, "pglite"), store, storeName: name };
}

/**
 * Copies the archive with its manifest changed (the manifest is not covered by its own checksums),
 * and optionally its entries renamed (in the manifest too), as someone crafting an archive could.
 */
async function rewriteManifest(from: string, to: string, change: (m: Manifest) => Manifest, rename?: { from: RegExp; to: string }): Promise<void> {
  const renamed = (name: string) => (rename ? name.replace(rename.from, rename.to) : name);
  const extract = tarExtract();
  const pack = tarPack();
  const written = pipeline(pack, createWriteStream(to));
  createReadStream(from).pipe(extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    let body = Buffer.concat(chunks);
    if (entry.header.name === MANIFEST_ENTRY) {
      const manifest = change(JSON.parse(body.toString()) as Manifest);
      body = Buffer.from(JSON.stringify({ ...manifest, entries: manifest.entries.map((e) => ({ ...e, path: renamed(e.path) })) }));
    }
    pack.entry({ name: renamed(entry.header.name), size: body.length }, body);
  }
  pack.finalize();
  await written;
}
