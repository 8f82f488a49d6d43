/**
 * Writes one backup archive (a tar file, through tar-stream) so that nothing half-written is ever
 * named as complete: the bytes go to a hidden ".partial" file in the same folder, which is
 * fsynced, renamed to its final name and the folder fsynced. A process killed mid-way leaves only
 * the ".partial" file (removed by the next backup, server/backup/take-backup.ts) and every earlier
 * archive as it was. Each entry's size and SHA-256 are taken while it streams through.
 */
import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { open, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { pack as tarPack, type Pack } from "tar-stream";
import { MANIFEST_ENTRY, type ManifestEntry } from "#core/backup/manifest.ts";

/** The hidden name an archive has while it is written. */
export const partialName = (name: string) => `.${name}.partial`;
export const PARTIAL_NAME = /^\.heartland-backup-.*\.partial$/;

export interface ArchiveWriter {
  /** Adds an entry of `size` bytes from `source`; resolves with its size and checksum once written. */
  add(path: string, size: number, source: Readable | AsyncIterable<Uint8Array>): Promise<ManifestEntry>;
}

/**
 * Builds the archive `dir/name` with `fill`, then appends manifest.json (made by `manifestOf` from
 * the entries written) and publishes the file. On any failure the partial file is removed and the
 * error rethrown; no file named `name` appears.
 */
export async function writeArchive(
  dir: string,
  name: string,
  fill: (writer: ArchiveWriter) => Promise<void>,
  manifestOf: (entries: ManifestEntry[]) => unknown,
): Promise<{ path: string; bytes: number }> {
  const partial = join(dir, partialName(name));
  const final = join(dir, name);
  if (await stat(final).catch(() => null)) throw new Error(`${final} already exists`);
  const pack = tarPack();
  // "wx": a partial file of a run still going is never overwritten; 0600: the archive holds customer data.
  const written = pipeline(pack, createWriteStream(partial, { flags: "wx", mode: 0o600 }));
  written.catch(() => {}); // observed below; a failure while filling shows up at the failing add
  const entries: ManifestEntry[] = [];
  const mtime = new Date();
  try {
    await fill({
      async add(path, size, source) {
        const entry = await addEntry(pack, path, size, source, mtime);
        entries.push(entry);
        return entry;
      },
    });
    const manifest = Buffer.from(`${JSON.stringify(manifestOf(entries), null, 2)}\n`);
    await addEntry(pack, MANIFEST_ENTRY, manifest.length, Readable.from([manifest]), mtime);
    pack.finalize();
    await written;
    const handle = await open(partial, "r+");
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(partial, final);
    await syncFolder(dir);
    return { path: final, bytes: (await stat(final)).size };
  } catch (err) {
    pack.destroy();
    await written.catch(() => {});
    await rm(partial, { force: true });
    throw err;
  }
}

async function addEntry(pack: Pack, path: string, size: number, source: Readable | AsyncIterable<Uint8Array>, mtime: Date): Promise<ManifestEntry> {
  const hash = createHash("sha256");
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      seen += chunk.length;
      done(null, chunk);
    },
  });
  // tar-stream reports an entry whose bytes differ from its declared size (a file changed while read).
  const finished = new Promise<void>((resolve, reject) => {
    const entry = pack.entry({ name: path, size, mode: 0o600, mtime }, (err) => (err ? reject(err) : resolve()));
    pipeline(source instanceof Readable ? source : Readable.from(source), counter, entry).catch(reject);
  });
  await finished;
  if (seen !== size) throw new Error(`${path} changed while it was backed up (${seen} bytes read, ${size} expected)`);
  return { path, size, sha256: hash.digest("hex") };
}

/** Makes a rename in `dir` durable (POSIX: the directory entry is data of the folder). */
async function syncFolder(dir: string): Promise<void> {
  const handle = await open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
