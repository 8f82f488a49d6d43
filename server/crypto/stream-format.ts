/**
 * The layout of an encrypted document (docs/decisions/040-envelope-encryption.md, "Format"): the
 * STREAM construction with AES-256-GCM, as Tink's streaming AEAD lays it out.
 *
 *     header (32 bytes)                      then segments, each: ciphertext | 16-byte GCM tag
 *       0   4  magic "HCED"                    segment i (from 0) seals plaintext bytes
 *       4   1  version = 1                     [i·S, (i+1)·S); every segment but the last holds
 *       5   1  log2 of the segment size S      exactly S bytes, the last 1..S (0 only when the
 *       6   3  reserved, zero                  whole document is empty)
 *       9  16  salt (random)
 *      25   7  nonce prefix (random)
 *
 * Each segment is sealed under a key derived for this document alone, HKDF-SHA256(data key, salt,
 * info = "hced1" | header), with nonce = prefix (7) | i as uint32 big-endian (4) | 1 if last else
 * 0 (1), and the whole header as associated data. So a segment moved elsewhere fails (its index is
 * in the nonce), dropping the tail fails (the new final segment was not sealed as last), adding
 * one fails (the old last was), and changing any header byte fails every segment.
 */
import { createCipheriv, createDecipheriv, createSecretKey, hkdfSync, randomBytes, type KeyObject } from "node:crypto";
import { DecryptionError } from "./crypto-errors.ts";

export const HEADER_BYTES = 32;
export const TAG_BYTES = 16;
const MAGIC = Buffer.from("HCED", "ascii");
const VERSION = 1;
const SALT_OFFSET = 9;
const SALT_BYTES = 16;
const PREFIX_OFFSET = 25;
const PREFIX_BYTES = 7;
/** 64 KiB: GCM's per-segment cost is negligible at this size, and a reader holds one segment. */
export const DEFAULT_SEGMENT_LOG2 = 16;
/** 64 bytes (tests) to 4 MiB: the most a reader buffers is bounded whatever a header says. */
export const MIN_SEGMENT_LOG2 = 6;
export const MAX_SEGMENT_LOG2 = 22;
const MAX_SEGMENTS = 2 ** 32;

export interface StreamHeader {
  bytes: Uint8Array;
  segmentSize: number;
  /** The per-document key derived from the data key and this header. */
  key: KeyObject;
  prefix: Uint8Array;
}

function derive(dataKey: KeyObject, header: Uint8Array): StreamHeader {
  const salt = header.subarray(SALT_OFFSET, SALT_OFFSET + SALT_BYTES);
  const info = Buffer.concat([Buffer.from("hced1", "ascii"), header]);
  const key = createSecretKey(Buffer.from(hkdfSync("sha256", dataKey, salt, info, 32)));
  return { bytes: header, segmentSize: 2 ** header[5]!, key, prefix: header.subarray(PREFIX_OFFSET, PREFIX_OFFSET + PREFIX_BYTES) };
}

export function newHeader(dataKey: KeyObject, segmentLog2: number): StreamHeader {
  if (!Number.isInteger(segmentLog2) || segmentLog2 < MIN_SEGMENT_LOG2 || segmentLog2 > MAX_SEGMENT_LOG2) {
    throw new RangeError(`segmentLog2 must be an integer from ${MIN_SEGMENT_LOG2} to ${MAX_SEGMENT_LOG2}.`);
  }
  const header = Buffer.alloc(HEADER_BYTES);
  MAGIC.copy(header, 0);
  header[4] = VERSION;
  header[5] = segmentLog2;
  randomBytes(SALT_BYTES + PREFIX_BYTES).copy(header, SALT_OFFSET);
  return derive(dataKey, header);
}

/** Reads a header; throws header_malformed or version_unsupported. Its authenticity is checked by the first segment. */
export function readHeader(dataKey: KeyObject, header: Uint8Array): StreamHeader {
  if (header.length !== HEADER_BYTES || !MAGIC.equals(header.subarray(0, 4))) {
    throw new DecryptionError("header_malformed", "Not an encrypted document (its header does not start with this format's mark).");
  }
  if (header[4] !== VERSION) throw new DecryptionError("version_unsupported", `Encrypted document format version ${header[4]} is not supported (this server reads ${VERSION}).`);
  const log2 = header[5]!;
  if (log2 < MIN_SEGMENT_LOG2 || log2 > MAX_SEGMENT_LOG2 || header[6] !== 0 || header[7] !== 0 || header[8] !== 0) {
    throw new DecryptionError("header_malformed", "The encrypted document's header is malformed.");
  }
  return derive(dataKey, Buffer.from(header));
}

function nonce(header: StreamHeader, index: number, last: boolean): Buffer {
  if (index >= MAX_SEGMENTS) throw new RangeError("A document may have at most 2^32 segments.");
  const n = Buffer.alloc(12);
  n.set(header.prefix, 0);
  n.writeUInt32BE(index, PREFIX_BYTES);
  n[11] = last ? 1 : 0;
  return n;
}

/** Segment `index`'s ciphertext and tag. */
export function sealSegment(header: StreamHeader, plaintext: Uint8Array, index: number, last: boolean): Buffer {
  const cipher = createCipheriv("aes-256-gcm", header.key, nonce(header, index, last));
  cipher.setAAD(header.bytes);
  return Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
}

/** Segment `index`'s plaintext, or null when it fails authentication (nothing of it is returned then). */
export function openSegment(header: StreamHeader, sealed: Uint8Array, index: number, last: boolean): Buffer | null {
  if (sealed.length < TAG_BYTES) return null;
  const decipher = createDecipheriv("aes-256-gcm", header.key, nonce(header, index, last));
  decipher.setAAD(header.bytes);
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  const plain = decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES));
  try {
    decipher.final();
    return plain;
  } catch {
    plain.fill(0);
    return null;
  }
}

/** The stored size of a document of `plainSize` bytes. */
export function ciphertextSize(plainSize: number, segmentLog2 = DEFAULT_SEGMENT_LOG2): number {
  if (!Number.isSafeInteger(plainSize) || plainSize < 0) throw new RangeError("plainSize must be a whole number of bytes.");
  const segments = Math.max(1, Math.ceil(plainSize / 2 ** segmentLog2));
  return HEADER_BYTES + plainSize + segments * TAG_BYTES;
}

/** The plaintext size of a stored document of `cipherSize` bytes; RangeError for a size this format never has. */
export function plaintextSize(cipherSize: number, segmentLog2 = DEFAULT_SEGMENT_LOG2): number {
  const size = 2 ** segmentLog2;
  const body = cipherSize - HEADER_BYTES;
  if (!Number.isSafeInteger(cipherSize) || body < TAG_BYTES) throw new RangeError(`${cipherSize} bytes is not the size of an encrypted document.`);
  const segments = Math.ceil(body / (size + TAG_BYTES));
  const lastPlain = body - (segments - 1) * (size + TAG_BYTES) - TAG_BYTES;
  if (lastPlain < (segments === 1 ? 0 : 1)) throw new RangeError(`${cipherSize} bytes is not the size of an encrypted document.`);
  return body - segments * TAG_BYTES;
}
