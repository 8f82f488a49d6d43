/**
 * Documents encrypted as a stream (document-stream.ts, stream-format.ts): issue 32 asks that "a
 * tampered ciphertext or a wrong key is refused with an error ... never served" and that
 * "downloads stay streamed". So every size round-trips whatever the chunking, and any change to the
 * stored bytes (a flipped bit, segments swapped, cut off or added) throws before a byte of the
 * changed segment is yielded.
 */
import { randomBytes } from "node:crypto";
import { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { describe, expect, test } from "vitest";
import { DecryptionError } from "./crypto-errors.ts";
import { generateDataKey, type DataKey } from "./data-keys.ts";
import { createDecryptStream, createEncryptStream, decryptBytes, decryptStream, encryptBytes, encryptStream } from "./document-stream.ts";
import { HEADER_BYTES, TAG_BYTES, ciphertextSize, plaintextSize } from "./stream-format.ts";

const LOG2 = 6;
const S = 2 ** LOG2; // 64-byte segments keep every-bit tests small
const key = generateDataKey();

/** Deterministic chunk sizes (1 to max bytes), so a failure can be replayed. */
function* chunked(bytes: Uint8Array, seed: number, max: number): Generator<Uint8Array> {
  let x = seed;
  for (let at = 0; at < bytes.length; ) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    const n = 1 + (x % max);
    yield bytes.subarray(at, at + n);
    at += n;
  }
}

/** What a reader got before the stream ended, and how it ended. */
async function drain(source: AsyncIterable<Uint8Array>): Promise<{ out: Buffer; error?: unknown }> {
  const parts: Uint8Array[] = [];
  try {
    for await (const chunk of source) parts.push(Buffer.from(chunk));
    return { out: Buffer.concat(parts) };
  } catch (error) {
    return { out: Buffer.concat(parts), error };
  }
}

const seal = (plain: Uint8Array, k: DataKey = key) => encryptBytes(plain, k, { segmentLog2: LOG2 });
const segmentOffset = (i: number) => HEADER_BYTES + i * (S + TAG_BYTES);

describe("round trips", () => {
  test.each([0, 1, S - 1, S, S + 1, 2 * S, 5 * S + 7])("%i bytes in 64-byte segments, chunked every which way", async (size) => {
    const plain = randomBytes(size);
    for (const [seed, max] of [[1, 1], [2, 7], [3, S + 3], [4, 5 * S]] as const) {
      const sealed = (await drain(encryptStream(chunked(plain, seed, max), key, { segmentLog2: LOG2 }))).out;
      expect(sealed.length).toBe(ciphertextSize(size, LOG2));
      expect(plaintextSize(sealed.length, LOG2)).toBe(size);
      const opened = await drain(decryptStream(chunked(sealed, seed + 10, max), key));
      expect(opened.error).toBeUndefined();
      expect(opened.out.equals(plain)).toBe(true);
    }
  });

  test.each([0, 1, 65535, 65536, 65537, 3 * 65536 + 100])("%i bytes in the default 64 KiB segments, through Node streams", async (size) => {
    const plain = randomBytes(size);
    const parts: Buffer[] = [];
    await pipeline(
      Readable.from(chunked(plain, size, 10_000)),
      createEncryptStream(key),
      createDecryptStream(key),
      new Writable({ write: (c: Buffer, _e, done) => (parts.push(c), done()) }),
    );
    expect(Buffer.concat(parts).equals(plain)).toBe(true);
    const sealed = await encryptBytes(plain, key);
    expect(sealed.length).toBe(ciphertextSize(size));
    expect(plaintextSize(sealed.length)).toBe(size);
  });

  test("the ciphertext does not contain the plaintext, and the same plaintext encrypts differently each time", async () => {
    const plain = Buffer.from("ACCOUNT 000123456789 ".repeat(20));
    const a = await seal(plain);
    expect(a.includes(Buffer.from("000123456789"))).toBe(false);
    expect(a.equals(await seal(plain))).toBe(false);
  });

  test.each([
    [0, 48],
    [1, 49],
    [65536, 32 + 65536 + 16],
    [65537, 32 + 65537 + 32],
    [25 * 1024 * 1024, 32 + 25 * 1024 * 1024 + 400 * 16],
  ])("ciphertextSize(%i) is %i", (plain, cipher) => {
    expect(ciphertextSize(plain)).toBe(cipher);
    expect(plaintextSize(cipher)).toBe(plain);
  });

  test.each([0, 47, 32 + 65552 + 1, 32 + 65552 + 16])("plaintextSize(%i) is refused: no document has that size", (size) => {
    expect(() => plaintextSize(size)).toThrow(RangeError);
  });
});

describe("tampering", () => {
  const plain = randomBytes(2 * S + 22); // segments of 64, 64 and 22 bytes
  const sealedP = seal(plain);

  test("every single-bit flip anywhere is refused, and nothing of the flipped segment is yielded", async () => {
    const sealed = await sealedP;
    for (let bit = 0; bit < sealed.length * 8; bit++) {
      const flipped = Buffer.from(sealed);
      flipped[bit >> 3]! ^= 1 << (bit & 7);
      const { out, error } = await drain(decryptStream(chunked(flipped, bit, 50), key));
      const segment = bit >> 3 < HEADER_BYTES ? 0 : Math.floor(((bit >> 3) - HEADER_BYTES) / (S + TAG_BYTES));
      expect(error, `bit ${bit}`).toBeInstanceOf(DecryptionError);
      // Only whole segments before the changed one, exactly as written.
      expect(out.length, `bit ${bit}`).toBe(segment * S);
      expect(out.equals(plain.subarray(0, out.length))).toBe(true);
    }
  });

  test("cutting the document at any segment boundary is refused as truncated", async () => {
    const sealed = await sealedP;
    for (const segments of [1, 2]) {
      const { out, error } = await drain(decryptStream([sealed.subarray(0, segmentOffset(segments))], key));
      expect((error as DecryptionError).code).toBe("truncated");
      expect(out.length).toBe((segments - 1) * S);
    }
    for (const length of [0, 10, HEADER_BYTES, HEADER_BYTES + 15]) {
      const { out, error } = await drain(decryptStream([sealed.subarray(0, length)], key));
      expect((error as DecryptionError).code).toBe("truncated");
      expect(out.length).toBe(0);
    }
  });

  test("cutting inside a segment, or dropping a byte, is refused", async () => {
    const sealed = await sealedP;
    for (const length of [segmentOffset(1) + 5, sealed.length - 1]) {
      const { error } = await drain(decryptStream([sealed.subarray(0, length)], key));
      expect(error).toBeInstanceOf(DecryptionError);
    }
  });

  test("swapping two segments is refused before either is yielded", async () => {
    const sealed = await sealedP;
    const s0 = sealed.subarray(segmentOffset(0), segmentOffset(1));
    const s1 = sealed.subarray(segmentOffset(1), segmentOffset(2));
    const swapped = Buffer.concat([sealed.subarray(0, HEADER_BYTES), s1, s0, sealed.subarray(segmentOffset(2))]);
    const { out, error } = await drain(decryptStream([swapped], key));
    expect((error as DecryptionError).code).toBe("segment_rejected");
    expect(out.length).toBe(0);
  });

  test("adding a segment after the last, or another document's header, is refused", async () => {
    const sealed = await sealedP;
    const other = await seal(plain);
    const extended = Buffer.concat([sealed, sealed.subarray(segmentOffset(1), segmentOffset(2))]);
    expect(((await drain(decryptStream([extended], key))).error as DecryptionError).code).toBe("segment_rejected");
    const spliced = Buffer.concat([other.subarray(0, HEADER_BYTES), sealed.subarray(HEADER_BYTES)]);
    const result = await drain(decryptStream([spliced], key));
    expect((result.error as DecryptionError).code).toBe("segment_rejected");
    expect(result.out.length).toBe(0);
  });

  test("a wrong data key is refused and yields nothing", async () => {
    const { out, error } = await drain(decryptStream([await sealedP], generateDataKey()));
    expect((error as DecryptionError).code).toBe("segment_rejected");
    expect(out.length).toBe(0);
    await expect(decryptBytes(await seal(Buffer.alloc(0)), generateDataKey())).rejects.toMatchObject({ code: "segment_rejected" });
  });

  test("bytes that are not this format, or a later version, are named as such", async () => {
    const sealed = Buffer.from(await sealedP);
    await expect(decryptBytes(Buffer.alloc(100, 0x25), key)).rejects.toMatchObject({ code: "header_malformed" });
    sealed[4] = 2;
    await expect(decryptBytes(sealed, key)).rejects.toMatchObject({ code: "version_unsupported" });
  });

  test("a Node stream pipeline fails with the DecryptionError, so a response can be aborted", async () => {
    const sealed = Buffer.from(await sealedP);
    sealed[sealed.length - 1]! ^= 1;
    const parts: Buffer[] = [];
    await expect(
      pipeline(Readable.from([sealed]), createDecryptStream(key), new Writable({ write: (c: Buffer, _e, done) => (parts.push(c), done()) })),
    ).rejects.toBeInstanceOf(DecryptionError);
    expect(Buffer.concat(parts).length).toBe(2 * S);
  });
});
