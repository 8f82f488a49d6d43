/**
 * Where files live: a small driver interface so the file-system driver (fs-file-store.ts) can be
 * joined by an S3-compatible one without touching the routes (docs/decisions/011-file-store-and-signed-links.md).
 * The drivers import only this module; create-file-store.ts picks one (a driver never imports its factory).
 * Paths are relative, slash-separated keys such as "resources/moving-guide.pdf", the same form
 * resource_documents.storage_path has (db/schema/resources.ts).
 */
import type { Readable } from "node:stream";

export interface StoredFile {
  /** The bytes, streamed; read it once. */
  body: ReadableStream<Uint8Array>;
  /** Size in bytes. */
  size: number;
}

/** Bytes arriving a piece at a time (an upload): never held whole in memory. */
export type ByteSource = Readable | AsyncIterable<Uint8Array>;

export interface FileStore {
  /** Writes the whole object at `path`, replacing any earlier one atomically (a reader sees the old or the new bytes, never a mix). */
  put(path: string, body: Uint8Array): Promise<void>;
  /**
   * Writes the object at `path` from a stream, as atomically as put. When the source fails (an
   * upload cut short or over its limit) the error is rethrown and nothing is left at `path`.
   */
  putStream(path: string, body: ByteSource): Promise<void>;
  /** Removes the object at `path`; no error when there is none. */
  delete(path: string): Promise<void>;
  /** The object at `path`, or null when there is none. */
  get(path: string): Promise<StoredFile | null>;
  exists(path: string): Promise<boolean>;
  /** The objects under `prefix` (whole ones, not what unfinished writes left), with when each was written. */
  list(prefix: string): AsyncIterable<{ path: string; modifiedAt: Date }>;
  /**
   * Removes what writes cut short left behind and began before `before` (the file system's
   * temporary files, S3's unfinished multipart uploads); answers how many. A store that cannot
   * list them answers null (server/storage/orphan-sweeper.ts).
   */
  removeStaleTemporaries(before: Date): Promise<number | null>;
}

/** A key we accept: lower-case letters, digits, `.`, `_`, `-` and `/`, no `..`, not absolute, at most 512 characters. */
export function isStoragePath(path: string): boolean {
  return path.length <= 512 && /^[a-z0-9][a-z0-9/._-]*$/.test(path) && !path.includes("..") && !path.includes("//") && !path.endsWith("/");
}

/** Reads a stored file whole (small files: our generated resources). */
export async function readAll(file: StoredFile): Promise<Buffer> {
  return Buffer.from(await new Response(file.body).arrayBuffer());
}
