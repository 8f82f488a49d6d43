/**
 * `npm run bench:document-encryption` (`npx tsx bench/document-encryption.ts`): what encrypting
 * closing documents at rest costs (issue 32, ADR 040), as a ratio to the same without it, in one
 * run. Uploads have no unsealed path any more (every upload is sealed), so both sides are measured
 * on the functions the routes use, on the same store: an upload is the store's putStream fed the
 * document in 64 KiB pieces (as receive-upload.ts feeds it from the socket), through
 * sealedStore(store, dataKey) or straight; a download is the store's get read to the end, through
 * openSealed + primedBody (open-document.ts's path: decrypted as read, first segment checked before
 * answering) or straight (a document stored before encryption is served so). For the file system
 * store (a temporary directory) and the S3 driver against a local S3-compatible server (s3rver,
 * as the tests use), 1 MB and 25 MB documents. Figures are MB/s medians of BENCH_ROUNDS rounds
 * (sealed and plain alternate, after a warm-up); target: sealed ≥ 0.8 × plain.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { generateDataKey } from "#server/crypto/data-keys.ts";
import { decryptStream, encryptStream } from "#server/crypto/document-stream.ts";
import { openSealed, primedBody, sealedStore } from "#server/api/documents/sealed-store.ts";
import { createFsFileStore } from "#server/storage/fs-file-store.ts";
import { createS3FileStore, parseStorageUrl } from "#server/storage/s3-file-store.ts";
import { startLocalS3 } from "#server/storage/local-s3-server.ts";
import type { FileStore } from "#server/storage/file-store.ts";

const MB = 1024 * 1024;
const SIZES = [1 * MB, 25 * MB];
const PIECE = 64 * 1024;
const TARGET = 0.8;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);

/** A document's bytes (a PDF header, then varied text: not all one byte). */
function documentOf(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  bytes.write("%PDF-1.7\n");
  for (let at = 9; at < size; at += 64) bytes.write(`line ${at} of a purchase agreement, Cedar Falls IA\n`.padEnd(64, " "), at, "latin1");
  return bytes;
}

async function* pieces(bytes: Buffer): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += PIECE) yield bytes.subarray(at, at + PIECE);
}

async function drain(body: ReadableStream<Uint8Array>): Promise<number> {
  let n = 0;
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) n += chunk.length;
  return n;
}

type Side = "sealed" | "plain";
const dataKey = generateDataKey();

async function upload(store: FileStore, side: Side, path: string, bytes: Buffer): Promise<void> {
  const target = side === "sealed" ? sealedStore(store, dataKey) : store;
  await target.putStream(path, Readable.from(pieces(bytes)));
}

async function download(store: FileStore, side: Side, path: string): Promise<number> {
  const stored = (await store.get(path))!;
  if (side === "plain") return drain(stored.body);
  const plain = await openSealed(stored, dataKey);
  return drain(await primedBody(plain.body, async () => {}));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

interface Row {
  what: string;
  sealed: number;
  plain: number;
}

async function measureStore(name: string, store: FileStore): Promise<Row[]> {
  const rows: Row[] = [];
  for (const size of SIZES) {
    const bytes = documentOf(size);
    const ms: Record<`${"up" | "down"}-${Side}`, number[]> = { "up-sealed": [], "up-plain": [], "down-sealed": [], "down-plain": [] };
    for (let round = -1; round < ROUNDS; round++) {
      // Alternating which goes first, so neither side always meets a warmer cache.
      const order: Side[] = round % 2 === 0 ? ["sealed", "plain"] : ["plain", "sealed"];
      for (const side of order) {
        const path = `bench/${side}-${size}-${round + 1}.pdf`;
        const up = await timed(() => upload(store, side, path, bytes));
        let got = 0;
        const down = await timed(async () => (got = await download(store, side, path)));
        if (got !== size) throw new Error(`${name} ${side}: read ${got} bytes of ${size}`);
        await store.delete(path);
        if (round < 0) continue; // the warm-up
        ms[`up-${side}`].push(up);
        ms[`down-${side}`].push(down);
      }
    }
    const rate = (xs: number[]) => size / MB / (median(xs) / 1000);
    rows.push({ what: `${name}, upload ${size / MB} MB`, sealed: rate(ms["up-sealed"]), plain: rate(ms["up-plain"]) });
    rows.push({ what: `${name}, download ${size / MB} MB`, sealed: rate(ms["down-sealed"]), plain: rate(ms["down-plain"]) });
  }
  return rows;
}

function print(rows: Row[]): boolean {
  const width = Math.max(...rows.map((r) => r.what.length));
  let met = true;
  for (const r of rows) {
    const ratio = r.sealed / r.plain;
    met &&= ratio >= TARGET;
    console.log(
      `  ${r.what.padEnd(width)}  encrypted ${r.sealed.toFixed(0).padStart(5)} MB/s, plain ${r.plain.toFixed(0).padStart(5)} MB/s, ratio ${ratio.toFixed(2)} × (target ≥ ${TARGET} ×: ${ratio >= TARGET ? "met" : "MISSED"})`,
    );
  }
  return met;
}

/** The cipher alone (document-stream.ts, in memory, no store): what the store's plumbing adds to it shows beside. */
async function cipherAlone(): Promise<void> {
  const bytes = documentOf(25 * MB);
  const enc: number[] = [];
  const dec: number[] = [];
  for (let round = -1; round < ROUNDS; round++) {
    const sealed: Uint8Array[] = [];
    const e = await timed(async () => {
      for await (const chunk of encryptStream(pieces(bytes), dataKey)) sealed.push(chunk);
    });
    async function* again() {
      yield* sealed;
    }
    let n = 0;
    const d = await timed(async () => {
      for await (const chunk of decryptStream(again(), dataKey)) n += chunk.length;
    });
    if (n !== bytes.length) throw new Error("the cipher lost bytes");
    if (round < 0) continue;
    enc.push(e);
    dec.push(d);
  }
  const rate = (xs: number[]) => (25 / (median(xs) / 1000)).toFixed(0);
  console.log(`  the cipher alone (25 MB in memory): encrypt ${rate(enc)} MB/s, decrypt ${rate(dec)} MB/s`);
}

async function main(): Promise<void> {
  console.log(`Document encryption at rest: encrypted vs plain, median of ${ROUNDS} rounds each (Node ${process.version}).`);
  const dir = mkdtempSync(join(tmpdir(), "hc-bench-docs-"));
  const s3 = await startLocalS3();
  try {
    const rows = [
      ...(await measureStore("file system", createFsFileStore(dir))),
      ...(await measureStore("S3 (local s3rver)", createS3FileStore(parseStorageUrl(s3.storageUrl)))),
    ];
    const met = print(rows);
    await cipherAlone();
    console.log(met ? "Every ratio meets the target." : "A ratio misses the target (a missed target never fails the run).");
  } finally {
    await s3.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
