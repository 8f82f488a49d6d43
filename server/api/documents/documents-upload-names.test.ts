/**
 * Non-ASCII file names through the real upload route: the name a browser sends (UTF-8 bytes in
 * filename="…", as FormData encodes it) or an RFC 5987 filename*=UTF-8''… is stored as written,
 * listed as written, and downloaded with an ASCII fallback and the exact name.
 */
import { describe, expect, test } from "vitest";
import { SAMPLES, admin, form, openFile, send, useDocumentsApp } from "#tests/support/kits/documents.ts";

const t = useDocumentsApp();
const staffPath = (fileId: string) => `/api/v1/admin/closing-files/${fileId}/documents`;

/** A multipart body written by hand, with the file part's Content-Disposition exactly as given. */
function rawForm(disposition: string, bytes: Buffer): { body: Buffer; type: string } {
  const boundary = "----names-test-boundary";
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\nContent-Type: application/pdf\r\n\r\n`, "utf8"),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

async function uploadRaw(token: string, fileId: string, disposition: string) {
  const { body, type } = rawForm(disposition, SAMPLES.pdf);
  const res = await t.app.request(staffPath(fileId), { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": type }, body: new Uint8Array(body) });
  return { status: res.status, json: (await res.json()) as { id: string; name: string } };
}

async function downloadDisposition(token: string, fileId: string, docId: string): Promise<string | null> {
  const link = await send(t.app, "POST", `${staffPath(fileId)}/${docId}/link`, { token });
  expect(link.status).toBe(200);
  const res = await t.app.request(link.json.url as string);
  expect(res.status).toBe(200);
  await res.arrayBuffer();
  return res.headers.get("content-disposition");
}

describe.each([
  ["Résumé.pdf", 'filename="R_sum_.pdf"', "filename*=UTF-8''R%C3%A9sum%C3%A9.pdf"],
  ["売買契約書.pdf", 'filename="_____.pdf"', "filename*=UTF-8''%E5%A3%B2%E8%B2%B7%E5%A5%91%E7%B4%84%E6%9B%B8.pdf"],
])("%s", (name, asciiFallback, exact) => {
  test("sent as a browser sends it (UTF-8 in filename=): stored, listed and downloaded under its own name", async () => {
    const boss = await admin(t);
    const fileId = await openFile(t.database);
    const res = await send(t.app, "POST", staffPath(fileId), { token: boss.token, body: form({ name, bytes: SAMPLES.pdf }) });
    expect(res.status).toBe(201);
    expect(res.json.name).toBe(name);
    const list = await send(t.app, "GET", staffPath(fileId), { token: boss.token });
    expect(list.json.data.map((d: { name: string }) => d.name)).toEqual([name]);
    const disposition = await downloadDisposition(boss.token, fileId, res.json.id as string);
    expect(disposition).toContain(asciiFallback);
    expect(disposition).toContain(exact);
  });

  test("sent as RFC 5987 filename*=UTF-8''…, with an ASCII filename= beside it: the exact name wins", async () => {
    const boss = await admin(t);
    const fileId = await openFile(t.database);
    const res = await uploadRaw(boss.token, fileId, `name="file"; filename="fallback.pdf"; ${exact}`);
    expect(res.status).toBe(201);
    expect(res.json.name).toBe(name);
  });
});

test("a name in decomposed form (as macOS writes é: e + U+0301) is stored composed, so it lists and sorts as typed", async () => {
  const boss = await admin(t);
  const fileId = await openFile(t.database);
  const res = await send(t.app, "POST", staffPath(fileId), { token: boss.token, body: form({ name: "Re\u0301sume\u0301.pdf", bytes: SAMPLES.pdf }) });
  expect(res.status).toBe(201);
  expect(res.json.name).toBe("Résumé.pdf");
});
