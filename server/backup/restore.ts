/**
 * `npm run restore ARCHIVE`: checks the whole archive first (checksums, schema, database kind) and
 * that the target is empty, and only then writes: the database into an empty PGlite data
 * directory or an empty PostgreSQL database, the documents into the configured store.
 */
import { mkdtemp, readdir, rm, mkdir } from "node:fs/promises";
import { createWriteStream } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { openDatabase } from "#db/client.ts";
import { DOCUMENTS_PREFIX, schemaVerdict, type Manifest } from "#core/backup/manifest.ts";
import { isStoragePath, type FileStore } from "#server/storage/file-store.ts";
import { BackupError } from "./backup-error.ts";
import { userRelations } from "./backup.queries.ts";
import { eachEntry, verifyArchive } from "./archive-reader.ts";
import { loadPglite, restorePostgres } from "./database-dump.ts";
import { migrationJournal } from "#db/migration-state.ts";

export type RestoreTarget = { store: FileStore; storeName: string } & ({ kind: "pglite"; dataDir: string } | { kind: "postgres"; url: string });

export interface RestoreResult {
  manifest: Manifest;
  documents: number;
  /** Manifest-only archives: listed objects the store does not hold. */
  missing: string[];
}

export async function restoreArchive(path: string, target: RestoreTarget): Promise<RestoreResult> {
  const manifest = await verifyArchive(path);
  const verdict = schemaVerdict(manifest.schema, migrationJournal());
  if (!verdict.ok) throw new BackupError(`${verdict.message} Nothing was restored.`);
  if (manifest.database.kind !== target.kind) throw new BackupError(kindMismatch(manifest.database.kind));
  // The manifest's checksums prove the archive is whole, not who made it: a key that could leave the store's folder is refused.
  const unsafe = manifest.entries.find((e) => e.path.startsWith(DOCUMENTS_PREFIX) && !isStoragePath(e.path.slice(DOCUMENTS_PREFIX.length)));
  if (unsafe) throw new BackupError(`${path} cannot be restored: ${unsafe.path} is not a document key this product writes. Nothing was restored.`);
  await assertEmptyTarget(target, manifest);

  let documents = 0;
  await eachEntry(path, async (name, body) => {
    if (name === manifest.database.entry) await restoreDatabase(target, body);
    else if (name.startsWith(DOCUMENTS_PREFIX)) {
      await target.store.putStream(name.slice(DOCUMENTS_PREFIX.length), body);
      documents += 1;
    }
  });
  const missing: string[] = [];
  for (const listed of manifest.documents.listed) if (!(await target.store.exists(listed.path))) missing.push(listed.path);
  return { manifest, documents, missing };
}

function kindMismatch(archived: Manifest["database"]["kind"]): string {
  return archived === "pglite"
    ? "The archive holds an embedded (PGlite) database, but DATABASE_URL is set. Unset DATABASE_URL and point DATA_DIR at an empty folder to restore it. Nothing was restored."
    : "The archive holds a PostgreSQL database, but DATABASE_URL is not set. Set DATABASE_URL to an empty database to restore it. Nothing was restored.";
}

async function assertEmptyTarget(target: RestoreTarget, manifest: Manifest): Promise<void> {
  if (target.kind === "pglite") {
    const present = await readdir(target.dataDir).catch(() => []);
    if (present.length) {
      throw new BackupError(`${target.dataDir} is not empty. Restore into a new, empty data directory (set DATA_DIR to a folder that does not exist yet). Nothing was restored.`);
    }
  } else {
    const database = await openDatabase({ url: target.url, poolMax: 1 });
    try {
      const relations = await userRelations(database.db);
      if (relations.length) {
        throw new BackupError(`The database of DATABASE_URL is not empty (it holds ${relations.join(", ")}…). Restore into a new, empty database (createdb). Nothing was restored.`);
      }
    } finally {
      await database.close();
    }
  }
  if (manifest.documents.mode === "manifest") return; // the objects stay where they are; they are checked afterwards
  for await (const object of target.store.list("")) {
    throw new BackupError(`The document store (${target.storeName}) is not empty: it holds ${object.path}. Restore into an empty store. Nothing was restored.`);
  }
}

async function restoreDatabase(target: RestoreTarget, body: AsyncIterable<Buffer>): Promise<void> {
  if (target.kind === "pglite") {
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk);
    await mkdir(target.dataDir, { recursive: true, mode: 0o700 });
    await loadPglite(new Blob([new Uint8Array(Buffer.concat(chunks))]), target.dataDir);
    // The copy holds the lock file of the process that took it (db/pglite-lock.ts); its pid means nothing here.
    await rm(join(target.dataDir, "heartland.lock"), { force: true });
    return;
  }
  const dir = await mkdtemp(join(tmpdir(), "heartland-restore-"));
  try {
    const file = join(dir, "postgres.dump");
    await pipeline(body, createWriteStream(file, { mode: 0o600 }));
    await restorePostgres(target.url, file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
