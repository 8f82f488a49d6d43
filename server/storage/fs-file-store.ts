/**
 * The file-system driver of the file store: each key is a file under `root`. Writes go to a
 * temporary file beside the target and are renamed over it, so concurrent readers (or another
 * instance sharing the directory) never see half a file.
 */
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, opendir, rename, stat, unlink, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { randomBytes } from "node:crypto";
import { isStoragePath, type FileStore } from "./file-store.ts";

export function createFsFileStore(root: string): FileStore {
  const base = resolve(root);

  /** The file of a key; refuses anything that is not a plain key or would leave the root. */
  function fileOf(path: string): string {
    const file = resolve(base, path);
    if (!isStoragePath(path) || !file.startsWith(base + sep)) throw new Error(`Not a storage path: ${JSON.stringify(path.slice(0, 80))}`);
    return file;
  }

  async function statFile(path: string) {
    try {
      const s = await stat(fileOf(path));
      return s.isFile() ? s : null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  /** Writes through a temporary file renamed over the target; a failed write leaves nothing. */
  async function writeAtomically(path: string, write: (tmp: string) => Promise<void>) {
    const file = fileOf(path);
    await mkdir(dirname(file), { recursive: true });
    const tmp = `${file}.${randomBytes(6).toString("hex")}${TMP_SUFFIX}`;
    try {
      await write(tmp);
      await rename(tmp, file);
    } catch (err) {
      await unlink(tmp).catch(() => {});
      throw err;
    }
  }

  return {
    put: (path, body) => writeAtomically(path, (tmp) => writeFile(tmp, body)),
    putStream: (path, body) => writeAtomically(path, (tmp) => pipeline(body instanceof Readable ? body : Readable.from(body), createWriteStream(tmp))),
    async delete(path) {
      try {
        await unlink(fileOf(path));
      } catch (err) {
        if (!isMissing(err)) throw err;
      }
    },
    async get(path) {
      const s = await statFile(path);
      if (!s) return null;
      const stream = createReadStream(fileOf(path));
      return { body: Readable.toWeb(stream) as ReadableStream<Uint8Array>, size: s.size };
    },
    async exists(path) {
      return (await statFile(path)) !== null;
    },
    async *list(prefix) {
      for await (const file of filesUnder(resolve(base, prefix))) {
        if (isTemporary(file)) continue;
        const s = await stat(file).catch(() => null);
        if (s?.isFile()) yield { path: relative(base, file).split(sep).join("/"), modifiedAt: s.mtime };
      }
    },
    async removeStaleTemporaries(before) {
      let removed = 0;
      for await (const file of filesUnder(base)) {
        if (!isTemporary(file)) continue;
        const s = await stat(file).catch(() => null);
        if (!s || s.mtime >= before) continue;
        await unlink(file).catch((err: unknown) => {
          if (!isMissing(err)) throw err;
        });
        removed += 1;
      }
      return removed;
    },
  };
}

/** What writeAtomically names its temporary files: the target, 12 hex digits, ".tmp". */
const TMP_SUFFIX = ".tmp";
const isTemporary = (file: string) => /\.[0-9a-f]{12}\.tmp$/.test(file);

/** Every file under `dir`, depth first; nothing when it does not exist. */
async function* filesUnder(dir: string): AsyncGenerator<string> {
  let entries;
  try {
    entries = await opendir(dir);
  } catch (err) {
    if (isMissing(err)) return;
    throw err;
  }
  for await (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

function isMissing(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}
