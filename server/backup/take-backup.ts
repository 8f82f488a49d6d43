/**
 * One backup: the database dump, the document store's objects and manifest.json, in one archive
 * written by archive-writer.ts. The master encryption key is never read here: documents and
 * sealed columns go into the archive as the ciphertext they are at rest
 * (docs/decisions/040-envelope-encryption.md), so a stolen archive without the key is sealed.
 */
import { createHash } from "node:crypto";
import { mkdir, readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import type { Database } from "#db/client.ts";
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, DOCUMENTS_PREFIX, archiveName, schemaOf, type Manifest, type ManifestEntry } from "#core/backup/manifest.ts";
import type { FileStore } from "#server/storage/file-store.ts";
import { BackupError } from "./backup-error.ts";
import { dumpPglite, dumpPostgres, PGLITE_ENTRY, POSTGRES_ENTRY, type DumpStream } from "./database-dump.ts";
import { PARTIAL_NAME, writeArchive } from "./archive-writer.ts";
import { lastAppliedMigration, migrationJournal } from "#db/migration-state.ts";

export interface BackupSource {
  database: Database;
  /** PostgreSQL's URL, for pg_dump (absent on PGlite). */
  postgresUrl?: string;
  store: FileStore;
  storeKind: "fs" | "s3";
  /** S3 only: copy the objects into the archive (include) or only list them with their checksums (manifest). */
  s3Objects: "include" | "manifest";
}

export interface BackupResult {
  path: string;
  bytes: number;
  manifest: Manifest;
}

/**
 * Writes one archive into `dir`. Call it under the `backup` lease (server/jobs/job-lease.ts):
 * then no other backup runs, and ".partial" files left in `dir` by a killed run are removed.
 */
export async function takeBackup(source: BackupSource, dir: string, now = new Date(), signal?: AbortSignal): Promise<BackupResult> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  for (const name of await readdir(dir)) if (PARTIAL_NAME.test(name)) await rm(join(dir, name), { force: true });
  const { database, store } = source;
  const migration = await lastAppliedMigration(database.db);
  const schema = schemaOf(migration.when, migration.applied, migrationJournal());
  const name = archiveName(now);
  const mode = source.storeKind === "s3" ? source.s3Objects : "include";
  const listed: ManifestEntry[] = [];
  let count = 0;
  let bytes = 0;
  let manifest: Manifest | undefined;
  const entry = database.kind === "pglite" ? PGLITE_ENTRY : POSTGRES_ENTRY;
  const written = await writeArchive(
    dir,
    name,
    async (archive) => {
      // The database first: a document it refers to was stored before its row (server/api/documents/),
      // so every document of the dump is among the objects listed after it.
      const dump = await dumpDatabase(source, join(dir, `.${name}.pgdump.partial`));
      try {
        await archive.add(entry, dump.size, dump.body);
      } finally {
        await dump.cleanup();
      }
      for await (const { path } of store.list("")) {
        signal?.throwIfAborted(); // the lease was taken over after a stall: the other instance writes the backup
        const file = await store.get(path);
        if (!file) continue; // deleted since it was listed
        const body = Readable.fromWeb(file.body as import("node:stream/web").ReadableStream<Uint8Array>);
        if (mode === "include") await archive.add(`${DOCUMENTS_PREFIX}${path}`, file.size, body);
        else listed.push(await checksum(path, file.size, body));
        count += 1;
        bytes += file.size;
      }
    },
    (entries) => {
      manifest = {
        format: BACKUP_FORMAT,
        formatVersion: BACKUP_FORMAT_VERSION,
        createdAt: now.toISOString(),
        database: { kind: database.kind, entry },
        schema,
        documents: { store: source.storeKind, mode, count, bytes, listed },
        entries,
      };
      return manifest;
    },
  );
  return { ...written, manifest: manifest! };
}

function dumpDatabase(source: BackupSource, tempFile: string): Promise<DumpStream> {
  if (source.database.pglite) return dumpPglite(source.database.pglite);
  if (!source.postgresUrl) throw new BackupError("PostgreSQL's URL is needed for pg_dump");
  return dumpPostgres(source.postgresUrl, tempFile);
}

async function checksum(path: string, size: number, body: Readable): Promise<ManifestEntry> {
  const hash = createHash("sha256");
  for await (const chunk of body) hash.update(chunk as Buffer);
  return { path, size, sha256: hash.digest("hex") };
}
