/**
 * Closing documents encrypted at rest (docs/decisions/040-envelope-encryption.md): a view of the
 * file store that seals what is written with server/crypto's document stream under one closing
 * file's data key, and opens what is read, so neither the file system nor the S3 bucket ever holds
 * a document's plaintext. Streamed both ways: one 64 KiB segment at a time, never the document.
 *
 * closing_documents.encryption says how a document's object is stored: NULL for one stored before
 * this (plaintext, until encrypt-existing-documents.ts has sealed it), DOCUMENT_ENCRYPTION for one
 * sealed here. The stored sha256 and size_bytes stay the plaintext's.
 */
import { Readable } from "node:stream";
import { DecryptionError } from "#server/crypto/crypto-errors.ts";
import type { DataKey } from "#server/crypto/data-keys.ts";
import { decryptStream, encryptStream } from "#server/crypto/document-stream.ts";
import { plaintextSize } from "#server/crypto/stream-format.ts";
import type { ByteSource, FileStore, StoredFile } from "#server/storage/file-store.ts";

/** closing_documents.encryption of a document sealed by this module (the format's name, stream-format.ts). */
export const DOCUMENT_ENCRYPTION = "hced1";
export type DocumentEncryption = typeof DOCUMENT_ENCRYPTION;

/** The store as seen through one closing file's data key: put seals, get opens (and sizes are the plaintext's). */
export function sealedStore(store: FileStore, dataKey: DataKey): FileStore {
  return {
    ...store,
    put: (path, body) => store.putStream(path, sealing([body], dataKey)),
    putStream: (path, body) => store.putStream(path, sealing(chunksOf(body), dataKey)),
    async get(path) {
      const stored = await store.get(path);
      return stored && (await openSealed(stored, dataKey));
    },
  };
}

/** One sealed segment buffered ahead of the store's writes, not a stream's default sixteen. */
function sealing(chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>, dataKey: DataKey): Readable {
  return Readable.from(encryptStream(chunks, dataKey), { objectMode: true, highWaterMark: 1 });
}

function chunksOf(body: ByteSource): AsyncIterable<Uint8Array> {
  return body as AsyncIterable<Uint8Array>;
}

/**
 * A stored sealed object as its plaintext: the size from the stored size (no byte read), the body
 * decrypted as it is read. A body that fails authentication errors (DecryptionError) before
 * yielding anything of the bad segment; a stored size this format never has fails at once.
 */
export async function openSealed(stored: StoredFile, dataKey: DataKey): Promise<StoredFile> {
  let size: number;
  try {
    size = plaintextSize(stored.size);
  } catch {
    await stored.body.cancel().catch(() => {});
    throw new DecryptionError("truncated", `The stored document's size (${stored.size} bytes) is not the size of an encrypted document.`);
  }
  const source = Readable.fromWeb(stored.body as import("node:stream/web").ReadableStream<Uint8Array>);
  return { size, body: webStream(decryptStream(source, dataKey)) };
}

function webStream(chunks: AsyncIterable<Uint8Array>): ReadableStream<Uint8Array> {
  return Readable.toWeb(Readable.from(chunks, { objectMode: true, highWaterMark: 1 })) as ReadableStream<Uint8Array>;
}

/**
 * A document's body for a response, with its first segment already opened: a wrong key, a forged
 * header or a changed first segment throws DecryptionError here, before any header is sent (the
 * route answers 409). A later bad segment calls `onLateFailure` and errors the stream, which makes
 * the HTTP server abort the response: the client sees a failed download, never a short or changed file.
 */
export async function primedBody(body: ReadableStream<Uint8Array>, onLateFailure: (err: DecryptionError) => Promise<void>): Promise<ReadableStream<Uint8Array>> {
  const reader = body.getReader();
  let first: ReadableStreamReadResult<Uint8Array>;
  try {
    first = await reader.read();
  } catch (err) {
    await reader.cancel().catch(() => {});
    throw err;
  }
  async function* rest(): AsyncGenerator<Uint8Array> {
    try {
      if (first.done) return;
      yield first.value;
      for (;;) {
        const next = await reader.read();
        if (next.done) return;
        yield next.value;
      }
    } catch (err) {
      if (err instanceof DecryptionError) await onLateFailure(err).catch(() => {});
      throw err;
    } finally {
      await reader.cancel().catch(() => {});
    }
  }
  return webStream(rest());
}
