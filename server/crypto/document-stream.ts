/**
 * Encrypting and decrypting a document as a stream with its data key (data-keys.ts), in the
 * segmented format of stream-format.ts. Both hold at most one segment (64 KiB by default) plus the
 * chunk being read, so memory does not grow with the document.
 *
 * Decryption yields a segment's plaintext only after its tag has been checked; on the first bad
 * segment it throws DecryptionError and yields nothing more. Segments before it have been yielded
 * by then (that is what streaming is), so a consumer must treat the error as "this download
 * failed": an HTTP response is aborted, not ended, which the later wiring does through
 * stream.pipeline.
 */
import { Duplex } from "node:stream";
import { ByteQueue } from "./byte-queue.ts";
import { DecryptionError } from "./crypto-errors.ts";
import type { DataKey } from "./data-keys.ts";
import { DEFAULT_SEGMENT_LOG2, HEADER_BYTES, TAG_BYTES, newHeader, openSegment, readHeader, sealSegment } from "./stream-format.ts";

export type ByteChunks = AsyncIterable<Uint8Array> | Iterable<Uint8Array>;

export interface EncryptOptions {
  /** log2 of the plaintext segment size; 16 (64 KiB) unless a test wants small segments. */
  segmentLog2?: number;
}

function bytes(chunk: unknown): Uint8Array {
  if (chunk instanceof Uint8Array) return chunk;
  throw new TypeError("Encrypted streams carry bytes: a chunk was not a Uint8Array (a stream with an encoding set?).");
}

export async function* encryptStream(source: ByteChunks, dataKey: DataKey, options: EncryptOptions = {}): AsyncGenerator<Uint8Array> {
  const header = newHeader(dataKey, options.segmentLog2 ?? DEFAULT_SEGMENT_LOG2);
  yield header.bytes;
  const queue = new ByteQueue();
  let index = 0;
  for await (const chunk of source) {
    queue.push(bytes(chunk));
    // More than a segment queued: this one is not the last, which only the end can tell.
    while (queue.length > header.segmentSize) yield sealSegment(header, queue.take(header.segmentSize), index++, false);
  }
  yield sealSegment(header, queue.take(queue.length), index, true);
}

export async function* decryptStream(source: ByteChunks, dataKey: DataKey): AsyncGenerator<Uint8Array> {
  const queue = new ByteQueue();
  let header: ReturnType<typeof readHeader> | undefined;
  let index = 0;
  for await (const chunk of source) {
    queue.push(bytes(chunk));
    if (!header) {
      if (queue.length < HEADER_BYTES) continue;
      header = readHeader(dataKey, queue.take(HEADER_BYTES));
    }
    const sealedSize = header.segmentSize + TAG_BYTES;
    // A whole segment with more behind it is not the last.
    while (queue.length > sealedSize) {
      const plain = openSegment(header, queue.take(sealedSize), index, false);
      if (!plain) throw rejected(index);
      yield plain;
      index++;
    }
  }
  if (!header || queue.length < TAG_BYTES) throw new DecryptionError("truncated", "The encrypted document ends before its last segment.");
  const sealed = queue.take(queue.length);
  const plain = openSegment(header, sealed, index, true);
  if (plain) {
    if (plain.length > 0 || index === 0) yield plain;
    return;
  }
  // Only to name the error: a whole segment sealed as not last means the rest was cut off.
  const inner = sealed.length === header.segmentSize + TAG_BYTES ? openSegment(header, sealed, index, false) : null;
  if (inner) {
    inner.fill(0);
    throw new DecryptionError("truncated", `The encrypted document ends after segment ${index}, which is not its last.`);
  }
  throw rejected(index);
}

function rejected(index: number): DecryptionError {
  return new DecryptionError("segment_rejected", `Segment ${index} of the encrypted document failed authentication: wrong key, or the stored bytes were changed.`);
}

/** encryptStream as a Node stream, for stream.pipeline (an upload into the file store). */
export function createEncryptStream(dataKey: DataKey, options: EncryptOptions = {}): Duplex {
  return Duplex.from((source: AsyncIterable<Uint8Array>) => encryptStream(source, dataKey, options));
}

/** decryptStream as a Node stream, for stream.pipeline (a download to the response). */
export function createDecryptStream(dataKey: DataKey): Duplex {
  return Duplex.from((source: AsyncIterable<Uint8Array>) => decryptStream(source, dataKey));
}

async function collect(chunks: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}

/** A small value whole (a bank account number), in the same format. */
export function encryptBytes(plaintext: Uint8Array, dataKey: DataKey, options: EncryptOptions = {}): Promise<Buffer> {
  return collect(encryptStream([plaintext], dataKey, options));
}

export function decryptBytes(ciphertext: Uint8Array, dataKey: DataKey): Promise<Buffer> {
  return collect(decryptStream([ciphertext], dataKey));
}
