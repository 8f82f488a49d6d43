/**
 * Documents kept in an S3-compatible store (STORAGE_URL), end to end through the API against a
 * real S3 server started here (s3rver; server/storage/local-s3-server.ts): upload, download,
 * refusals leave no object, deletion removes it.
 */
import { createHash } from "node:crypto";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { DOCUMENT_LIMITS } from "#core/closing/closing-file-fields.ts";
import { startLocalS3, type LocalS3 } from "#server/storage/local-s3-server.ts";
import { createS3FileStore, parseStorageUrl } from "#server/storage/s3-file-store.ts";
import type { FileStore } from "#server/storage/file-store.ts";
import { SAMPLES, admin, form, openFile, person, send, useDocumentsApp } from "#tests/support/kits/documents.ts";

const t = useDocumentsApp();
let s3: LocalS3;
let app: Hono;
let bucket: FileStore;
beforeAll(async () => {
  s3 = await startLocalS3();
  app = t.appWith({ STORAGE_URL: s3.storageUrl });
  bucket = createS3FileStore(parseStorageUrl(s3.storageUrl));
});
afterAll(() => s3?.close());

describe("documents in an S3-compatible store", () => {
  test("an upload lands in the bucket (not under DATA_DIR) and downloads back byte for byte; deleting removes the object", async () => {
    const agent = await person(app);
    const boss = await admin(t);
    const fileId = await openFile(t.database, [{ role: "lender", email: agent.email }]);
    // Over one 5 MB part, so the multipart path is taken too.
    const bytes = Buffer.alloc(7 * 1024 * 1024, 0x41);
    SAMPLES.pdf.copy(bytes);
    const res = await send(app, "POST", `/api/v1/closing-files/${fileId}/documents`, { token: agent.token, body: form({ name: "Lender instructions.pdf", bytes }) });
    expect(res.status).toBe(201);
    expect(res.json.sha256).toBe(createHash("sha256").update(bytes).digest("hex"));
    const key = `closing/${fileId}/${res.json.id}`;
    expect(await bucket.exists(key)).toBe(true);

    const link = await send(app, "POST", `/api/v1/closing-files/${fileId}/documents/${res.json.id}/link`, { token: agent.token });
    const file = await app.request(link.json.url);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
    // An instance on the file system (no STORAGE_URL) has no such bytes: they live in the bucket only.
    expect((await t.app.request(link.json.url)).status).toBe(404);

    expect((await send(app, "DELETE", `/api/v1/admin/closing-files/${fileId}/documents/${res.json.id}`, { token: boss.token })).status).toBe(204);
    expect(await bucket.exists(key)).toBe(false);
  });

  test("a spoofed file and an oversize one leave no object in the bucket", async () => {
    const agent = await person(app);
    const fileId = await openFile(t.database, [{ role: "buyers_agent", email: agent.email }]);
    const spoofed = await send(app, "POST", `/api/v1/closing-files/${fileId}/documents`, { token: agent.token, body: form({ name: "contract.pdf", bytes: SAMPLES.exe, type: "application/pdf" }) });
    expect(spoofed.status).toBe(415);
    const huge = Buffer.alloc(DOCUMENT_LIMITS.maxBytes + 1, 0x20);
    SAMPLES.pdf.copy(huge);
    const big = await send(app, "POST", `/api/v1/closing-files/${fileId}/documents`, { token: agent.token, body: form({ name: "huge.pdf", bytes: huge }) });
    expect(big.status).toBe(413);
    const listed = await send(app, "GET", `/api/v1/closing-files/${fileId}/documents`, { token: agent.token });
    expect(listed.json.data).toEqual([]);
    expect(await s3ObjectsUnder(`closing/${fileId}/`)).toEqual([]);
  });
});

/** The keys in the bucket under a prefix, listed by the S3 API itself. */
async function s3ObjectsUnder(prefix: string): Promise<string[]> {
  const { S3Client, ListObjectsV2Command } = await import("@aws-sdk/client-s3");
  const settings = parseStorageUrl(s3.storageUrl);
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  const res = await client.send(new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: prefix }));
  return (res.Contents ?? []).map((o) => o.Key ?? "");
}
