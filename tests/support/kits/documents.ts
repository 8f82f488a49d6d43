/**
 * Set-up shared by the document API tests: the real app on a test database with its file store
 * in a temporary DATA_DIR, closing files and parties inserted directly (so these tests do not
 * depend on the staff API), an administrator, status links, and tiny but real files of each kind.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { strToU8, zipSync } from "fflate";
import type { Hono } from "hono";
import { afterAll } from "vitest";
import { closingFiles, closingParties, closingStatusLinks, profiles } from "#db/schema/index.ts";
import type { TestDatabase } from "../test-db.ts";
import { tokenHash } from "#server/closing/link-tokens.ts";
import { call } from "../auth-requests.ts";
import { proveEmailOver } from "../prove-email.ts";
import { signUpFresh, useAuthApp, type AuthTestContext } from "#server/auth/tests/helpers.ts";

export function useDocumentsApp(env: Record<string, string> = {}): AuthTestContext & { dataDir: string } {
  const dataDir = mkdtempSync(join(tmpdir(), "hc-docs-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const t = useAuthApp({ DATA_DIR: dataDir, ADMIN_MFA: "optional", TRUST_PROXY: "true", AUTH_RATE_LIMIT_MULTIPLIER: "20", ...env });
  return Object.assign(t, { dataDir });
}

export interface Person {
  email: string;
  token: string;
  id: string;
}

/** A signed-up agent or lender who has proven their address (a file opens only to a proven one), as in the portal. */
export async function person(app: Hono, accountType: "agent" | "lender" = "agent"): Promise<Person> {
  const u = await signUpFresh(app, { data: { account_type: accountType } });
  await proveEmailOver((method, path, opts) => call(app, method, path, opts), u.email, u.session.access_token);
  return { email: u.email, token: u.session.access_token, id: u.session.user.id };
}

export async function admin(t: AuthTestContext): Promise<Person> {
  const p = await person(t.app);
  await t.database.db.update(profiles).set({ role: "admin" }).where(eq(profiles.id, p.id));
  return p;
}

let fileCount = 0;
/** A closing file with these people (by e-mail) as parties; its id. */
export async function openFile(database: TestDatabase, parties: { role: string; email: string | null }[] = [], completedAt: Date | null = null): Promise<string> {
  fileCount += 1;
  const [file] = await database.db
    .insert(closingFiles)
    .values({
      fileNumber: `HC-2026-${String(process.pid % 1000).padStart(3, "0")}${String(fileCount).padStart(4, "0")}-${randomBytes(3).toString("hex")}`,
      propertyAddress: "412 Elm St, Cedar Falls, IA 50613",
      county: "Black Hawk",
      kind: "purchase",
      completedAt,
    })
    .returning({ id: closingFiles.id });
  if (parties.length) {
    await database.db.insert(closingParties).values(parties.map((p) => ({ fileId: file!.id, role: p.role, name: "Party Person", email: p.email?.toLowerCase() ?? null })));
  }
  return file!.id;
}

/** A live status link of the file: the token a buyer's link carries, and the row's id. */
export async function statusLink(database: TestDatabase, fileId: string): Promise<{ token: string; linkId: string }> {
  const token = randomBytes(32).toString("base64url");
  const [row] = await database.db.insert(closingStatusLinks).values({ fileId, tokenHash: tokenHash(token) }).returning({ id: closingStatusLinks.id });
  return { token, linkId: row!.id };
}

/** Tiny real files of each accepted kind, and impostors. */
export const SAMPLES = {
  pdf: Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n", "latin1"),
  png: Buffer.from(
    "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000200d1e2b2a30000000049454e44ae426082",
    "hex",
  ),
  jpeg: Buffer.concat([Buffer.from("ffd8ffe000104a46494600010100000100010000", "hex"), Buffer.alloc(64, 0x20), Buffer.from("ffd9", "hex")]),
  docx: office("application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml", "word/document.xml"),
  xlsx: office("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml", "xl/workbook.xml"),
  /** A Windows program: "MZ", the DOS stub's pointer to a PE header, and the header. */
  exe: (() => {
    const b = Buffer.alloc(512);
    b.write("MZ", 0, "latin1");
    b.writeUInt32LE(128, 0x3c);
    b.write("PE\0\0", 128, "latin1");
    return b;
  })(),
  zip: Buffer.from(zipSync({ "notes.txt": strToU8("just a zip") })),
  text: Buffer.from("Payoff: $123,456.78\n"),
};

function office(mainType: string, part: string): Buffer {
  const types =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    `<Override PartName="/${part}" ContentType="${mainType}"/></Types>`;
  return Buffer.from(zipSync({ "[Content_Types].xml": strToU8(types), [part]: strToU8("<root/>") }));
}

/** A multipart body as a browser's FormData sends it: the fields first, then the file. */
export function form(file: { name: string; bytes: Uint8Array; type?: string } | null, fields: Record<string, string> = {}): FormData {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  if (file) body.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/octet-stream" }), file.name);
  return body;
}

export async function send(app: Hono, method: string, path: string, opts: { token?: string; body?: FormData | unknown } = {}) {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(opts.body);
  }
  const res = await app.request(path, { method, headers, body });
  const bytes = Buffer.from(await res.arrayBuffer());
  let json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  try {
    json = bytes.length ? JSON.parse(bytes.toString()) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, json, bytes, text: bytes.toString() };
}
