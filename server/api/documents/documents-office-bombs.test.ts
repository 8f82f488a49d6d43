/**
 * A Word file that expands to gigabytes when opened is refused at upload, through the real route,
 * and nothing of it is kept; real Word and Excel files still go in.
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { closingDocuments } from "#db/schema/index.ts";
import { OFFICE_ARCHIVE_MESSAGES } from "#core/closing/office-archive.ts";
import { docx } from "#tests/support/office-zip.ts";
import { SAMPLES, admin, form, openFile, send, useDocumentsApp, type Person } from "#tests/support/kits/documents.ts";

const t = useDocumentsApp();
const staffPath = (fileId: string) => `/api/v1/admin/closing-files/${fileId}/documents`;
let boss: Person;
beforeAll(async () => {
  boss = await admin(t);
});

async function storedFor(fileId: string) {
  const dir = join(t.dataDir, "files", "closing", fileId);
  const objects = existsSync(dir) ? readdirSync(dir) : [];
  const rows = await t.database.db.select().from(closingDocuments).where(eq(closingDocuments.fileId, fileId));
  return { objects, rows };
}

const upload = async (name: string, bytes: Uint8Array) => {
  const fileId = await openFile(t.database);
  const res = await send(t.app, "POST", staffPath(fileId), { token: boss.token, body: form({ name, bytes }, { visibility: "everyone" }) });
  return { fileId, res };
};

test.each([
  ["the 2 MB DOCX that inflates to 2 GiB", () => docx([{ name: "word/media/zeros.bin", mebibytes: 2048 }])],
  ["the same, its directory declaring the part 1 KB", () => docx([{ name: "word/media/zeros.bin", mebibytes: 2048, declaredSize: 1024 }])],
])("%s: 413 with a message saying what to do, nothing stored", async (_what, make) => {
  const bomb = make();
  const started = performance.now();
  const { fileId, res } = await upload("wire-instructions.docx", bomb);
  console.log(`[office-bomb] ${(bomb.length / 1024 / 1024).toFixed(1)} MB DOCX that inflates to 2 GiB: ${res.status} ${res.json?.code} after ${Math.round(performance.now() - started)} ms`);
  expect(res.status).toBe(413);
  expect(res.json).toMatchObject({ code: "document_expands_too_much", message: OFFICE_ARCHIVE_MESSAGES.expandsTooMuch });
  expect(res.json.message).toContain("please save it again or send it as a PDF");
  expect(await storedFor(fileId)).toEqual({ objects: [], rows: [] });
});

test("a damaged DOCX (cut short after its first part): 415, nothing stored", async () => {
  const whole = docx([], 200 * 1024);
  const { fileId, res } = await upload("cut.docx", whole.subarray(0, 120 * 1024));
  expect(res.status).toBe(415);
  expect(res.json).toMatchObject({ code: "unreadable_document", message: OFFICE_ARCHIVE_MESSAGES.unreadable });
  expect(await storedFor(fileId)).toEqual({ objects: [], rows: [] });
});

test.each([
  ["a real DOCX with 2 MB of pictures", "closing-letter.docx", () => docx([], 2 * 1024 * 1024)],
  ["the sample DOCX", "instructions.docx", () => SAMPLES.docx],
  ["the sample XLSX", "settlement.xlsx", () => SAMPLES.xlsx],
])("%s is accepted and listed", async (_what, name, make) => {
  const bytes = make();
  const { fileId, res } = await upload(name, bytes);
  expect(res.status).toBe(201);
  expect(res.json).toMatchObject({ name, size_bytes: bytes.length });
  const stored = await storedFor(fileId);
  expect([stored.objects.length, stored.rows.length]).toEqual([1, 1]);
});
