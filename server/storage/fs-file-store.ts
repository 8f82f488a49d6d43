/**
 * The file-system driver of the file store: each key is a file under `root`. Writes go to a
 * temporary file beside the target and are renamed over it, so concurrent readers (or another
 * instance sharing the directory) never see half a file.
 */
import { createReadStream } from "node:fs";
import { mkdir, rename, stat, unlink, writeFile } from "node:fs/promises";
import { dirname, resolve, sep } from "node:path";
import { Readable } from "node:stream";
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

  return {
    async put(path, body) {
      const file = fileOf(path);
      await mkdir(dirname(file), { recursive: true });
      const tmp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        await writeFile(tmp, body);
        await rename(tmp, file);
      } catch (err) {
        await unlink(tmp).catch(() => {});
        throw err;
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
  };
}

function isMissing(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}
