/**
 * Issue 32: "Downloads stay streamed: memory does not grow with the document's size", tested as
 * it asks: a 25 MB document encrypted and decrypted as one stream with memory growth under 16 MiB.
 * Memory is sampled as live bytes (a full collection first), as
 * server/api/documents/documents-streaming.test.ts does.
 */
import { createHash } from "node:crypto";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { expect, test } from "vitest";
import { generateDataKey } from "./data-keys.ts";
import { decryptStream, encryptStream } from "./document-stream.ts";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;
const used = () => {
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

const TOTAL = 25 * 1024 * 1024;
const CHUNK = 100_000; // not a multiple of the segment size, as a socket's reads are not

/** 25 MB generated a chunk at a time (never held whole), hashed as it goes. */
async function* source(hash: ReturnType<typeof createHash>): AsyncGenerator<Uint8Array> {
  for (let sent = 0, n = 0; sent < TOTAL; n++) {
    const chunk = Buffer.alloc(Math.min(CHUNK, TOTAL - sent), `chunk ${n} `);
    hash.update(chunk);
    sent += chunk.length;
    yield chunk;
  }
}

test("a 25 MB document round-trips as a stream while memory grows by less than 16 MiB", async () => {
  const key = generateDataKey();
  const written = createHash("sha256");
  const read = createHash("sha256");
  const baseline = used();
  let peak = baseline;
  let bytes = 0;
  let chunks = 0;
  for await (const chunk of decryptStream(encryptStream(source(written), key), key)) {
    read.update(chunk);
    bytes += chunk.length;
    // Every 16 segments (1 MiB): holding the document would show within one sample.
    if (++chunks % 16 === 0) peak = Math.max(peak, used());
  }
  expect(bytes).toBe(TOTAL);
  expect(read.digest("hex")).toBe(written.digest("hex"));
  expect(chunks).toBeGreaterThan(300);
  expect(peak - baseline).toBeLessThan(16 * 1024 * 1024);
}, 120_000);
