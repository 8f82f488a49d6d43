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
 * as the tests use), 1 MB and 25 MB documents; then downloads through the real HTTP route (below,
 * measureRoute), where a document stored before encryption is still served plain, so both sides
 * exist. Figures are MB/s medians of BENCH_ROUNDS rounds
 * (sealed and plain alternate, after a warm-up); target: sealed ≥ 0.8 × plain.
 */
import { createCipheriv, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { serve } from "@hono/node-server";
import pino from "pino";
import { openDatabase } from "#db/client.ts";
import { runMigrations } from "#db/migrate.ts";
import { closingDocuments } from "#db/schema/index.ts";
import { createApp } from "#server/app.ts";
import { loadConfig } from "#server/env.ts";
import { createServices } from "#server/services.ts";
import { signDocumentLink } from "#server/api/documents/document-links.ts";
import { dataKeyOf } from "#server/crypto/file-keys.ts";
import { generateKeyring } from "#server/crypto/test-keyring.ts";
import { insertFile, insertStatusLink } from "#tests/support/kits/closing-party.ts";
import { generateDataKey } from "#server/crypto/data-keys.ts";
import { decryptStream, encryptStream } from "#server/crypto/document-stream.ts";
import { DEFAULT_SEGMENT_LOG2 } from "#server/crypto/stream-format.ts";
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

/** The cipher alone (document-stream.ts, in memory, no store): what the store's plumbing adds to it shows beside; at two segment sizes. */
async function cipherAlone(segmentLog2: number): Promise<void> {
  const bytes = documentOf(25 * MB);
  const enc: number[] = [];
  const dec: number[] = [];
  for (let round = -1; round < ROUNDS; round++) {
    const sealed: Uint8Array[] = [];
    const e = await timed(async () => {
      for await (const chunk of encryptStream(pieces(bytes), dataKey, { segmentLog2 })) sealed.push(chunk);
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
  console.log(`  the cipher alone (25 MB in memory, ${2 ** segmentLog2 / 1024} KiB segments): encrypt ${rate(enc)} MB/s, decrypt ${rate(dec)} MB/s`);
}

/**
 * Downloads through the real route over a socket (GET /files/closing-documents/{id}, a status
 * link's signed link; the link checked, the row read, the download audited, the body streamed):
 * the same bytes stored sealed (closing_documents.encryption "hced1") and as a document stored
 * before encryption is (NULL), side by side in one server on PGlite.
 */
async function measureRoute(dir: string): Promise<Row[]> {
  const database = await openDatabase({ dataDir: "memory://" });
  await runMigrations(database);
  const config = loadConfig({ NODE_ENV: "development", DATA_DIR: dir, LOG_LEVEL: "silent" });
  const keyring = generateKeyring("bench1");
  const logger = pino({ level: "silent" });
  const store = createFsFileStore(join(dir, "route-files"));
  const app = createApp({ config, database, logger, keyring, store });
  const services = createServices({ db: database.db, config, logger, keyring });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }) as Server;
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const file = await insertFile(database.db);
    const { linkId } = await insertStatusLink(database.db, file.id);
    const key = await dataKeyOf(database.db, keyring, file.id);
    const rows: Row[] = [];
    for (const size of SIZES) {
      const bytes = documentOf(size);
      const ids: Record<Side, string> = { sealed: "", plain: "" };
      for (const side of ["sealed", "plain"] as const) {
        const storageKey = `closing/${file.id}/${side}-${size}`;
        if (side === "sealed") await sealedStore(store, key).putStream(storageKey, Readable.from(pieces(bytes)));
        else await store.putStream(storageKey, Readable.from(pieces(bytes)));
        const [doc] = await database.db
          .insert(closingDocuments)
          .values({ fileId: file.id, name: "Purchase agreement.pdf", contentType: "application/pdf", sizeBytes: size, sha256: "0".repeat(64), storageKey, visibility: "everyone", encryption: side === "sealed" ? "hced1" : null })
          .returning({ id: closingDocuments.id });
        ids[side] = doc!.id;
      }
      const ms: Record<Side, number[]> = { sealed: [], plain: [] };
      for (let round = -1; round < ROUNDS; round++) {
        const order: Side[] = round % 2 === 0 ? ["sealed", "plain"] : ["plain", "sealed"];
        for (const side of order) {
          const { url } = await signDocumentLink(services, ids[side], { statusLinkId: linkId });
          let got = 0;
          const took = await timed(async () => {
            const res = await fetch(`${base}${url}`);
            if (res.status !== 200) throw new Error(`${side} download: ${res.status}`);
            got = await drain(res.body!);
          });
          if (got !== size) throw new Error(`route ${side}: read ${got} bytes of ${size}`);
          if (round >= 0) ms[side].push(took);
        }
      }
      const rate = (xs: number[]) => size / MB / (median(xs) / 1000);
      rows.push({ what: `HTTP route, download ${size / MB} MB`, sealed: rate(ms.sealed), plain: rate(ms.plain) });
    }
    return rows;
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await database.close();
  }
}

/** node:crypto's AES-256-GCM over the same 25 MB, a 64 KiB update at a time, output dropped: the floor any sealing pays. */
function rawGcm(): void {
  const bytes = documentOf(25 * MB);
  const ms: number[] = [];
  for (let round = -1; round < ROUNDS; round++) {
    const start = performance.now();
    const cipher = createCipheriv("aes-256-gcm", randomBytes(32), randomBytes(12));
    for (let at = 0; at < bytes.length; at += PIECE) cipher.update(bytes.subarray(at, at + PIECE));
    cipher.final();
    if (round >= 0) ms.push(performance.now() - start);
  }
  console.log(`  node:crypto AES-256-GCM alone (25 MB, no segmenting): ${(25 / (median(ms) / 1000)).toFixed(0)} MB/s`);
}

async function main(): Promise<void> {
  console.log(`Document encryption at rest: encrypted vs plain, median of ${ROUNDS} rounds each (Node ${process.version}).`);
  const dir = mkdtempSync(join(tmpdir(), "hc-bench-docs-"));
  const s3 = await startLocalS3();
  try {
    const rows = [
      ...(await measureStore("file system", createFsFileStore(dir))),
      ...(await measureStore("S3 (local s3rver)", createS3FileStore(parseStorageUrl(s3.storageUrl)))),
      ...(await measureRoute(dir)),
    ];
    const met = print(rows);
    // The format's segment (64 KiB) beside a larger one the header allows: how much is per-segment cost.
    await cipherAlone(DEFAULT_SEGMENT_LOG2);
    await cipherAlone(20);
    rawGcm();
    console.log(met ? "Every ratio meets the target." : "A ratio misses the target (a missed target never fails the run).");
  } finally {
    await s3.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
