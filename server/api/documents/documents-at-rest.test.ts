/**
 * Closing documents encrypted at rest (sealed-store.ts): what the file system and the S3 bucket
 * hold never contains a document's plaintext; downloads give back the exact bytes; a stored object
 * changed by one byte, or read with another keyring, is refused with 409 document_unreadable (or
 * an aborted response past the first segment) and an audit row; documents stored before are
 * sealed by the existing-documents pass, once, even with two passes at once.
 */
import { readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { keyringOf } from "#server/crypto/keyring.ts";
import { generateMasterKey } from "#server/crypto/test-keyring.ts";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auditEvents, closingDocuments } from "#db/schema/index.ts";
import { decryptBytes } from "#server/crypto/document-stream.ts";
import { dataKeyOf } from "#server/crypto/file-keys.ts";
import { generateKeyring, testKeyring } from "#server/crypto/test-keyring.ts";
import { listBucket } from "./at-rest-scan.ts";
import { startLocalS3, type LocalS3 } from "#server/storage/local-s3-server.ts";
import { createS3FileStore, parseStorageUrl } from "#server/storage/s3-file-store.ts";
import { createFsFileStore } from "#server/storage/fs-file-store.ts";
import { readAll, type FileStore } from "#server/storage/file-store.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import { SAMPLES, form, openFile, person, send, useDocumentsApp, type Person } from "#tests/support/kits/documents.ts";
import { encryptExistingDocuments } from "./encrypt-existing-documents.ts";
import { encryptionKeysCommand } from "#server/cli/encryption-keys-command.ts";

const t = useDocumentsApp();
const MARKER = Buffer.from("PLAINTEXT-MARKER-4111-1111-1111-1111");
let s3: LocalS3;
let s3App: Hono;
let bucket: FileStore;
let disk: FileStore;
beforeAll(async () => {
  s3 = await startLocalS3();
  s3App = t.appWith({ STORAGE_URL: s3.storageUrl });
  bucket = createS3FileStore(parseStorageUrl(s3.storageUrl));
  disk = createFsFileStore(join(t.dataDir, "files"));
});
afterAll(() => s3?.close());

/** A PDF of `size` bytes with the marker every 100 KB (so in every segment). */
function markedPdf(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  SAMPLES.pdf.copy(bytes);
  for (let at = 4096; at + MARKER.length < size; at += 100 * 1024) MARKER.copy(bytes, at);
  return bytes;
}

async function upload(app: Hono, who: Person, fileId: string, bytes: Buffer) {
  const res = await send(app, "POST", `/api/v1/closing-files/${fileId}/documents`, { token: who.token, body: form({ name: "Payoff.pdf", bytes }) });
  expect(res.status).toBe(201);
  const link = await send(app, "POST", `/api/v1/closing-files/${fileId}/documents/${res.json.id}/link`, { token: who.token });
  return { id: res.json.id as string, url: link.json.url as string };
}

async function storageKeyOf(id: string) {
  const [row] = await t.database.db.select().from(closingDocuments).where(eq(closingDocuments.id, id));
  return row!;
}

const unreadableRows = (fileId: string) =>
  t.database.db.select().from(auditEvents).where(and(eq(auditEvents.targetId, fileId), eq(auditEvents.action, "closing_file.document_unreadable")));

describe("documents at rest", () => {
  test("on disk: the stored bytes never hold the plaintext, and the link downloads the exact bytes with the plaintext's length", async () => {
    const agent = await person(t.app);
    const fileId = await openFile(t.database, [{ role: "lender", email: agent.email }]);
    const bytes = markedPdf(300 * 1024);
    const doc = await upload(t.app, agent, fileId, bytes);
    const row = await storageKeyOf(doc.id);
    expect(row.encryption).toBe("hced1");
    const stored = readFileSync(join(t.dataDir, "files", row.storageKey));
    expect(stored.includes(MARKER)).toBe(false);
    expect(stored.includes(SAMPLES.pdf.subarray(0, 8))).toBe(false);

    const head = await t.app.request(doc.url, { method: "HEAD" });
    expect(head.headers.get("content-length")).toBe(String(bytes.length));
    const res = await t.app.request(doc.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-length")).toBe(String(bytes.length));
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
  });

  test("in the S3 bucket: the object never holds the plaintext, and downloads give the exact bytes", async () => {
    const agent = await person(s3App);
    const fileId = await openFile(t.database, [{ role: "lender", email: agent.email }]);
    // Over one 5 MB part, so the multipart path is taken too.
    const bytes = markedPdf(6 * 1024 * 1024);
    const doc = await upload(s3App, agent, fileId, bytes);
    const stored = await readAll((await bucket.get((await storageKeyOf(doc.id)).storageKey))!);
    expect(stored.includes(MARKER)).toBe(false);
    expect(stored.length).toBeGreaterThan(bytes.length);
    const res = await s3App.request(doc.url);
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
  });

  test("a byte changed in the first segment: 409 document_unreadable and an audit row, nothing served", async () => {
    const agent = await person(t.app);
    const fileId = await openFile(t.database, [{ role: "lender", email: agent.email }]);
    const doc = await upload(t.app, agent, fileId, markedPdf(20 * 1024));
    const path = join(t.dataDir, "files", (await storageKeyOf(doc.id)).storageKey);
    const stored = readFileSync(path);
    stored[100] = stored[100]! ^ 0x01;
    writeFileSync(path, stored);
    const res = await t.app.request(doc.url);
    expect(res.status).toBe(409);
    expect((await res.json()).code).toBe("document_unreadable");
    const audit = await unreadableRows(fileId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: agent.id, targetType: "closing_file", payload: { document_id: doc.id, code: "segment_rejected", partly_sent: false } });
    expect(JSON.stringify(audit[0]!.payload)).not.toContain(MARKER.toString());
  });

  test("a byte changed in a later segment: the response is aborted, never completed, and audited", async () => {
    const agent = await person(t.app);
    const fileId = await openFile(t.database, [{ role: "lender", email: agent.email }]);
    const doc = await upload(t.app, agent, fileId, markedPdf(400 * 1024));
    const path = join(t.dataDir, "files", (await storageKeyOf(doc.id)).storageKey);
    const stored = readFileSync(path);
    stored[300 * 1024] = stored[300 * 1024]! ^ 0x80;
    writeFileSync(path, stored);
    const res = await t.app.request(doc.url);
    expect(res.status).toBe(200);
    await expect(res.arrayBuffer()).rejects.toThrow();
    await expect.poll(async () => (await unreadableRows(fileId)).length).toBe(1);
    expect((await unreadableRows(fileId))[0]!.payload).toMatchObject({ code: "segment_rejected", partly_sent: true });
  });

  test("read with another key under the same id (the wrong master key): refused, not served", async () => {
    const agent = await person(t.app);
    const fileId = await openFile(t.database, [{ role: "lender", email: agent.email }]);
    const doc = await upload(t.app, agent, fileId, markedPdf(10 * 1024));
    const other = createTestApp(t.database, { env: { DATA_DIR: t.dataDir, ADMIN_MFA: "optional", TRUST_PROXY: "true" }, keyring: generateKeyring("test1") });
    const res = await other.request(doc.url);
    expect(res.status).toBe(409);
    expect((await unreadableRows(fileId))[0]!.payload).toMatchObject({ code: "wrapped_key_rejected" });
  });
});

describe("the existing-documents pass", () => {
  /** A document as stored before this step: its plaintext at its key, encryption NULL. */
  async function asBefore(id: string, fileId: string, bytes: Buffer) {
    const row = await storageKeyOf(id);
    const plainKey = `closing/${fileId}/${id}`;
    await disk.delete(row.storageKey);
    await disk.put(plainKey, bytes);
    await t.database.db.update(closingDocuments).set({ encryption: null, storageKey: plainKey }).where(eq(closingDocuments.id, id));
  }

  test("seals old plaintext documents (downloads unchanged before and after), once: a second pass and two at once do nothing more", async () => {
    const agent = await person(t.app);
    const fileId = await openFile(t.database, [{ role: "lender", email: agent.email }]);
    const docs = [];
    for (const size of [5 * 1024, 200 * 1024, 70 * 1024]) {
      const bytes = markedPdf(size);
      const doc = await upload(t.app, agent, fileId, bytes);
      await asBefore(doc.id, fileId, bytes);
      docs.push({ ...doc, bytes });
    }
    // A plaintext document still downloads as it is.
    expect(Buffer.from(await (await t.app.request(docs[0]!.url)).arrayBuffer()).equals(docs[0]!.bytes)).toBe(true);

    const [a, b] = await Promise.all([
      encryptExistingDocuments(t.database.db, testKeyring(), disk),
      encryptExistingDocuments(t.database.db, testKeyring(), disk),
    ]);
    expect(a.encrypted + b.encrypted).toBeGreaterThanOrEqual(3);
    expect(a.failed + b.failed).toBe(0);
    const key = await dataKeyOf(t.database.db, testKeyring(), fileId);
    for (const doc of docs) {
      const row = await storageKeyOf(doc.id);
      expect(row.encryption).toBe("hced1");
      const stored = readFileSync(join(t.dataDir, "files", row.storageKey));
      expect(stored.includes(MARKER)).toBe(false);
      expect((await decryptBytes(stored, key)).equals(doc.bytes)).toBe(true);
      expect(Buffer.from(await (await t.app.request(doc.url)).arrayBuffer()).equals(doc.bytes)).toBe(true);
    }
    // One object per document: the plaintext ones and a losing pass's copies are gone.
    expect(readdirSync(join(t.dataDir, "files", "closing", fileId)).sort()).toEqual((await Promise.all(docs.map(async (d) => (await storageKeyOf(d.id)).storageKey.split("/")[2]!))).sort());
    expect(await encryptExistingDocuments(t.database.db, testKeyring(), disk)).toEqual({ encrypted: 0, skipped: 0, failed: 0 });
  });

  test("npm run admin -- encryption-keys encrypt-documents seals what is left and says so", async () => {
    const agent = await person(t.app);
    const fileId = await openFile(t.database, [{ role: "lender", email: agent.email }]);
    const bytes = markedPdf(90 * 1024);
    const doc = await upload(t.app, agent, fileId, bytes);
    await asBefore(doc.id, fileId, bytes);
    const first = await encryptionKeysCommand(t.database.db, testKeyring(), ["encrypt-documents"], () => disk);
    expect(first).toEqual({ exitCode: 0, output: expect.stringMatching(/^Encrypted 1 document; 0 skipped .* 0 failed\. Every document is encrypted at rest\.$/) });
    expect((await storageKeyOf(doc.id)).encryption).toBe("hced1");
    expect((await encryptionKeysCommand(t.database.db, testKeyring(), ["encrypt-documents"], () => disk)).output).toMatch(/^Encrypted 0 documents;/);
    expect(Buffer.from(await (await t.app.request(doc.url)).arrayBuffer()).equals(bytes)).toBe(true);
  });
});

describe("everything stored, scanned whole", () => {
  // After every upload above (and the pass that replaced the plaintext copies it was given): not
  // just each document's own object but every file under DATA_DIR and every object in the bucket,
  // so a temporary copy, a leftover or a multipart part holding plaintext would be found.
  test("no file under DATA_DIR and no object or unfinished upload in the S3 server holds the marker", async () => {
    // One more of each here, so the scan has something to read when this test runs alone.
    const agent = await person(t.app);
    const fileId = await openFile(t.database, [{ role: "lender", email: agent.email }]);
    await upload(t.app, agent, fileId, markedPdf(120 * 1024));
    await upload(s3App, agent, fileId, markedPdf(5 * 1024 * 1024 + 1));
    const files = () => readdirSync(t.dataDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
    const holding = () => files().filter((path) => readFileSync(path).includes(MARKER));
    expect(files().length).toBeGreaterThanOrEqual(2);
    expect(holding()).toEqual([]);
    // The scan can find what it looks for: a plaintext file left in the data directory is found.
    const control = join(t.dataDir, "files", "control.pdf");
    writeFileSync(control, markedPdf(8 * 1024));
    expect(holding()).toEqual([control]);
    rmSync(control);

    const { keys, unfinished } = await listBucket(s3.storageUrl);
    expect(keys.length).toBeGreaterThanOrEqual(1);
    expect(unfinished).toEqual([]);
    for (const key of keys) expect((await readAll((await bucket.get(key))!)).includes(MARKER), key).toBe(false);
    // The scan can find what it looks for: a plaintext object put straight into the bucket is found.
    await bucket.put("control/plain.pdf", markedPdf(8 * 1024));
    expect((await readAll((await bucket.get("control/plain.pdf"))!)).includes(MARKER)).toBe(true);
    await bucket.delete("control/plain.pdf");
  });
});

// Last in this file: it moves every file's data key to a master key the other tests' app lacks.
describe("rotation, end to end", () => {
  test("encryption-keys rotate leaves the stored objects byte for byte; with the old master key gone the documents download unchanged; the old key alone opens nothing", async () => {
    const agent = await person(t.app);
    const fileId = await openFile(t.database, [{ role: "lender", email: agent.email }]);
    const bytes = markedPdf(150 * 1024);
    const doc = await upload(t.app, agent, fileId, bytes);
    const path = join(t.dataDir, "files", (await storageKeyOf(doc.id)).storageKey);
    const before = readFileSync(path);

    const next = generateMasterKey("rest-k2");
    const result = await encryptionKeysCommand(t.database.db, keyringOf([next, ...testKeyring().keys]), ["rotate"]);
    expect(result.exitCode).toBe(0);
    expect(result.output).toMatch(/Rewrapped [1-9]\d* data keys? \(from "test1"\)/);
    // The documents were not touched: the rotation rewraps keys only.
    expect(readFileSync(path).equals(before)).toBe(true);

    const rotated = createTestApp(t.database, { env: { DATA_DIR: t.dataDir, ADMIN_MFA: "optional", TRUST_PROXY: "true" }, keyring: keyringOf([next]) });
    const res = await rotated.request(doc.url);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);

    // A new instance with only the old master key (the running one keeps the keys it has opened).
    const old = createTestApp(t.database, { env: { DATA_DIR: t.dataDir, ADMIN_MFA: "optional", TRUST_PROXY: "true" }, keyring: keyringOf(testKeyring().keys) });
    const stale = await old.request(doc.url);
    expect(stale.status).toBe(409);
    expect((await stale.json()).code).toBe("document_unreadable");
    expect((await unreadableRows(fileId)).map((r) => r.payload)).toEqual([expect.objectContaining({ document_id: doc.id })]);
  });
});
