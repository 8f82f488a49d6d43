/** Uploading closing-file documents: who may, which files are taken (by content), the 25 MB limit, what is stored and audited. */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { auditEvents, closingDocuments } from "#db/schema/index.ts";
import { DOCUMENT_LIMITS, DOCUMENT_MESSAGES } from "#core/closing/closing-file-fields.ts";
import { STAFF_ONLY_MESSAGE } from "./party-documents.routes.ts";
import { SAMPLES, admin, form, openFile, person, send, useDocumentsApp } from "#tests/support/kits/documents.ts";
import { decryptBytes } from "#server/crypto/document-stream.ts";
import { dataKeyOf } from "#server/crypto/file-keys.ts";
import { testKeyring } from "#server/crypto/test-keyring.ts";

const t = useDocumentsApp();
const partyPath = (fileId: string) => `/api/v1/closing-files/${fileId}/documents`;
const staffPath = (fileId: string) => `/api/v1/admin/closing-files/${fileId}/documents`;

async function agentsFile() {
  const agent = await person(t.app);
  const fileId = await openFile(t.database, [{ role: "buyers_agent", email: agent.email }]);
  return { agent, fileId };
}

/** What the store holds for the file (DATA_DIR/files/closing/<fileId>), and its document rows. */
async function storedFor(fileId: string) {
  const dir = join(t.dataDir, "files", "closing", fileId);
  const objects = existsSync(dir) ? readdirSync(dir) : [];
  const rows = await t.database.db.select().from(closingDocuments).where(eq(closingDocuments.fileId, fileId));
  return { objects, rows };
}

describe("POST /api/v1/closing-files/{id}/documents (a party)", () => {
  test("stores the upload with its SHA-256, size, detected type and name, and audits it", async () => {
    const { agent, fileId } = await agentsFile();
    const res = await send(t.app, "POST", partyPath(fileId), {
      token: agent.token,
      body: form({ name: "Purchase Agreement.pdf", bytes: SAMPLES.pdf, type: "application/pdf" }, { visibility: "everyone", label: "Signed purchase agreement" }),
    });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: "Purchase Agreement.pdf",
      label: "Signed purchase agreement",
      content_type: "application/pdf",
      size_bytes: SAMPLES.pdf.length,
      sha256: createHash("sha256").update(SAMPLES.pdf).digest("hex"),
      visibility: "everyone",
      uploaded_by: agent.email,
      created_at: expect.any(String),
      disposed_at: null,
    });
    // Sealed at rest (sealed-store.ts): the disk holds the file's encryption of it, never the bytes.
    const stored = readFileSync(join(t.dataDir, "files", "closing", fileId, res.json.id));
    expect(stored.includes(SAMPLES.pdf.subarray(0, 16))).toBe(false);
    expect((await decryptBytes(stored, await dataKeyOf(t.database.db, testKeyring(), fileId))).equals(SAMPLES.pdf)).toBe(true);
    const audit = await t.database.db.select().from(auditEvents).where(and(eq(auditEvents.targetId, res.json.id), eq(auditEvents.action, "closing_document.uploaded")));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: agent.id, targetType: "closing_document", payload: { file_id: fileId, name: "Purchase Agreement.pdf", visibility: "everyone" } });
  });

  test.each([
    ["payoff.pdf", "application/pdf", SAMPLES.pdf],
    ["survey.png", "image/png", SAMPLES.png],
    ["photo.jpg", "image/jpeg", SAMPLES.jpeg],
    ["instructions.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", SAMPLES.docx],
    ["settlement.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", SAMPLES.xlsx],
    // The name does not decide: a PDF called .png is stored as the PDF it is.
    ["misnamed.png", "application/pdf", SAMPLES.pdf],
  ])("%s is accepted as %s", async (name, contentType, bytes) => {
    const { agent, fileId } = await agentsFile();
    const res = await send(t.app, "POST", partyPath(fileId), { token: agent.token, body: form({ name, bytes, type: "application/octet-stream" }) });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ name, content_type: contentType, size_bytes: bytes.length, visibility: "professionals", label: null });
  });

  test.each([
    ["a program named contract.pdf", "contract.pdf", SAMPLES.exe, "application/pdf"],
    ["a plain zip named .docx", "lender-instructions.docx", SAMPLES.zip, "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ["a text file named .pdf", "payoff.pdf", SAMPLES.text, "application/pdf"],
  ])("%s is refused (415 unsupported_file_type) and nothing is stored", async (_what, name, bytes, claimed) => {
    const { agent, fileId } = await agentsFile();
    const res = await send(t.app, "POST", partyPath(fileId), { token: agent.token, body: form({ name, bytes, type: claimed }) });
    expect(res.status).toBe(415);
    expect(res.json).toMatchObject({ code: "unsupported_file_type", message: DOCUMENT_MESSAGES.wrongType });
    expect(await storedFor(fileId)).toEqual({ objects: [], rows: [] });
  });

  test("25 MB and one byte: 413 file_too_large, no object and no row", async () => {
    const { agent, fileId } = await agentsFile();
    const bytes = Buffer.alloc(DOCUMENT_LIMITS.maxBytes + 1, 0x20);
    SAMPLES.pdf.copy(bytes);
    const res = await send(t.app, "POST", partyPath(fileId), { token: agent.token, body: form({ name: "huge.pdf", bytes }) });
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({ code: "file_too_large", message: DOCUMENT_MESSAGES.tooLarge });
    expect(await storedFor(fileId)).toEqual({ objects: [], rows: [] });
  });

  test("exactly 25 MB is accepted", async () => {
    const { agent, fileId } = await agentsFile();
    const bytes = Buffer.alloc(DOCUMENT_LIMITS.maxBytes, 0x20);
    SAMPLES.pdf.copy(bytes);
    const res = await send(t.app, "POST", partyPath(fileId), { token: agent.token, body: form({ name: "big.pdf", bytes }) });
    expect(res.status).toBe(201);
    expect(res.json.size_bytes).toBe(DOCUMENT_LIMITS.maxBytes);
    expect(res.json.sha256).toBe(createHash("sha256").update(bytes).digest("hex"));
  });

  test.each([
    ["staff only", { visibility: "staff" }, { visibility: STAFF_ONLY_MESSAGE }],
    ["an unknown visibility", { visibility: "public" }, { visibility: expect.any(String) }],
    ["a long label", { label: "x".repeat(121) }, { label: DOCUMENT_MESSAGES.labelTooLong }],
    // Longer than the multipart parser keeps of a field (4 KB): not cut to its first 4 KB, which
    // here would trim to a short label and be stored as if that were what was sent.
    ["a label past 4 KB that starts short", { label: `Deed ${" ".repeat(5000)}draft` }, { label: DOCUMENT_MESSAGES.labelTooLong }],
  ])("%s: 400 naming the field, nothing stored", async (_what, fields, expected) => {
    const { agent, fileId } = await agentsFile();
    const res = await send(t.app, "POST", partyPath(fileId), { token: agent.token, body: form({ name: "a.pdf", bytes: SAMPLES.pdf }, fields) });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: "validation_failed", fields: expected });
    expect(await storedFor(fileId)).toEqual({ objects: [], rows: [] });
  });

  test("no file part: 400 asking for a file; an empty file too", async () => {
    const { agent, fileId } = await agentsFile();
    const none = await send(t.app, "POST", partyPath(fileId), { token: agent.token, body: form(null, { visibility: "everyone" }) });
    expect(none.status).toBe(400);
    expect(none.json.fields).toEqual({ file: DOCUMENT_MESSAGES.missingFile });
    const empty = await send(t.app, "POST", partyPath(fileId), { token: agent.token, body: form({ name: "a.pdf", bytes: new Uint8Array() }) });
    expect(empty.status).toBe(400);
    expect(empty.json.fields).toEqual({ file: DOCUMENT_MESSAGES.missingFile });
  });

  test("a JSON body: 415; a broken multipart body: 400", async () => {
    const { agent, fileId } = await agentsFile();
    expect((await send(t.app, "POST", partyPath(fileId), { token: agent.token, body: { file: "x" } })).status).toBe(415);
    const broken = await t.app.request(partyPath(fileId), {
      method: "POST",
      headers: { authorization: `Bearer ${agent.token}`, "content-type": "multipart/form-data; boundary=zzz" },
      body: "--zzz\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.pdf\"\r\n\r\n%PDF-1.4 but the body ends here",
    });
    expect(broken.status).toBe(400);
    expect(await storedFor(fileId)).toEqual({ objects: [], rows: [] });
  });

  test("who may upload: a party (agent or lender) yes; another agent, a lender not on the file, an administrator 404; no token 401", async () => {
    const { agent, fileId } = await agentsFile();
    const lenderOnFile = await person(t.app, "lender");
    const other = await person(t.app);
    const lender = await person(t.app, "lender");
    const boss = await admin(t);
    // A lender on another file is still no party of this one.
    await openFile(t.database, [{ role: "lender", email: lender.email }]);
    const withLender = await openFile(t.database, [{ role: "lender", email: lenderOnFile.email }]);
    const up = (token: string | undefined, id = fileId) => send(t.app, "POST", partyPath(id), { token, body: form({ name: "a.pdf", bytes: SAMPLES.pdf }) });
    expect((await up(agent.token)).status).toBe(201);
    expect((await up(lenderOnFile.token, withLender)).status).toBe(201);
    for (const caller of [other, lender, boss]) {
      const res = await up(caller.token);
      expect(res.status).toBe(404);
      expect(res.json.code).toBe("not_found");
    }
    expect((await up(undefined)).status).toBe(401);
    expect((await up(agent.token, "not-a-file-id")).status).toBe(404);
    expect((await storedFor(fileId)).rows).toHaveLength(1);
  });
});

describe("POST /api/v1/admin/closing-files/{id}/documents (staff)", () => {
  test("an administrator uploads with any visibility; others get 403, no token 401", async () => {
    const { agent, fileId } = await agentsFile();
    const boss = await admin(t);
    const res = await send(t.app, "POST", staffPath(fileId), { token: boss.token, body: form({ name: "title-opinion.pdf", bytes: SAMPLES.pdf }, { visibility: "staff" }) });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ visibility: "staff", uploaded_by: boss.email });
    expect((await send(t.app, "POST", staffPath(fileId), { token: agent.token, body: form({ name: "a.pdf", bytes: SAMPLES.pdf }) })).status).toBe(403);
    expect((await send(t.app, "POST", staffPath(fileId), { body: form({ name: "a.pdf", bytes: SAMPLES.pdf }) })).status).toBe(401);
    expect((await send(t.app, "POST", staffPath("00000000-0000-4000-8000-000000000000"), { token: boss.token, body: form({ name: "a.pdf", bytes: SAMPLES.pdf }) })).status).toBe(404);
  });
});
