/**
 * Where bank numbers must never be (issue 32: "a test scans every outbox row, the log and every
 * PDF the product makes for the account number"), gathered as haystacks a test searches for its
 * needles: every outbox row whole, the server's log lines, every PDF the product makes (its text
 * as drawn, and its raw bytes), every row of every table, and the API answers a test kept.
 *
 * A needle of 12 digits or more is also looked for among the digits alone (so "4815 0162-3429"
 * is found as 481501623429); shorter ones, such as a 9-digit routing number, only as typed, since
 * among all the digits of a log a 9-digit run turns up by chance.
 */
import { sql } from "drizzle-orm";
import type { Hono } from "hono";
import type { AppDb } from "#db/client.ts";
import { outbox } from "#db/schema/index.ts";
import { GUIDES } from "#core/content/guides/index.ts";
import { GENERATED_RESOURCES } from "#core/content/resources/index.ts";
import { renderGuidePdf } from "#server/pdf/guide-pdf.ts";
import { pdfText } from "#server/pdf/pdf-text.ts";
import { renderResource } from "#server/resources/render-resource.ts";

export interface Haystack {
  where: string;
  text: string;
}

export interface Found {
  where: string;
  needle: string;
}

const DIGITS_ONLY_FROM = 12;

/** Every place a needle occurs (empty: none anywhere). */
export function occurrences(haystacks: readonly Haystack[], needles: readonly string[]): Found[] {
  const found: Found[] = [];
  for (const h of haystacks) {
    const digits = h.text.replace(/\D+/g, "");
    for (const needle of needles) {
      if (h.text.includes(needle) || (needle.length >= DIGITS_ONLY_FROM && digits.includes(needle))) found.push({ where: h.where, needle });
    }
  }
  return found;
}

/** Every outbox row, all of its columns (addresses, subject, text, HTML, metadata, errors). */
export async function outboxHaystacks(db: AppDb): Promise<Haystack[]> {
  const rows = await db.select().from(outbox);
  return rows.map((r) => ({ where: `outbox ${r.channel} ${r.kind} ${r.id}`, text: JSON.stringify(r) }));
}

/**
 * Every row of every table of the database, as PostgreSQL prints it; bytea values and long base64
 * runs are also read as text, so a number stored in the clear in a binary column, or merely
 * base64-encoded in a text one, is found too (a sealed one is not).
 */
export async function databaseHaystacks(db: AppDb): Promise<Haystack[]> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`),
  );
  const out: Haystack[] = [];
  for (const { name } of tables) {
    const rows = rowsOf<{ row: string }>(await db.execute(sql`select t::text as row from ${sql.identifier(name)} t`));
    for (const [i, { row }] of rows.entries()) out.push({ where: `table ${name} row ${i + 1}`, text: tableRowText(row) });
  }
  return out;
}

/** A raw statement's rows, whichever driver answered (PGlite or node-postgres). */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** A row as PostgreSQL prints it, followed by its hex (bytea) and base64 runs decoded. */
export function tableRowText(row: string): string {
  let text = row;
  for (const m of row.matchAll(/\\\\?x((?:[0-9a-f]{2})+)/g)) text += "\n" + Buffer.from(m[1]!, "hex").toString("latin1");
  for (const m of row.matchAll(/[A-Za-z0-9+/_-]{24,}={0,2}/g)) text += "\n" + Buffer.from(m[0], "base64").toString("latin1");
  return text;
}

/** The log as lines, one haystack each (a found needle names its line's message). */
export function logHaystacks(lines: readonly string[]): Haystack[] {
  return lines.map((line, i) => {
    let msg = "";
    try {
      msg = String((JSON.parse(line) as { msg?: unknown }).msg ?? "");
    } catch {
      // not JSON: the line itself is the place
    }
    return { where: `log line ${i + 1} (${msg || line.slice(0, 60)})`, text: line };
  });
}

/** A PDF as haystacks: the text it draws (runs joined, and once more without spaces) and its raw bytes. */
export function pdfHaystacks(where: string, pdf: Buffer): Haystack[] {
  const text = pdfText(pdf);
  return [
    { where: `${where} (text)`, text: `${text}\n${text.replace(/\s+/g, "")}` },
    { where: `${where} (bytes)`, text: pdf.toString("latin1") },
  ];
}

/** What a calculator sheet is asked with: the worked examples of their tests, and the address the visitor types. */
const CALCULATOR_QUERIES = {
  "/api/v1/calculators/seller-net.pdf":
    "price=250000&commission=6&taxes=5290&closing=2025-11-15&prorate=2025-07-01&abstracting=1000&deed=100&service=0&mortgage1=150000&mortgage2=0&sept=2645&march=2645",
  "/api/v1/calculators/cash-only.pdf": "price=300000",
} as const;

/**
 * Every PDF the product makes, each as its text: the two calculator sheets (through their routes,
 * with `address` where the visitor's own words are printed), the guides the build renders
 * (scripts/build-guides.ts) and the generated resources (server/resources/render-resource.ts).
 * Answers each PDF's text too, so a test can check the extraction reads it.
 */
export async function productPdfs(app: Hono, address: string): Promise<{ where: string; pdf: Buffer }[]> {
  const pdfs: { where: string; pdf: Buffer }[] = [];
  for (const [path, query] of Object.entries(CALCULATOR_QUERIES)) {
    const res = await app.request(`${path}?${query}&address=${encodeURIComponent(address)}`, { headers: { "x-forwarded-for": "10.203.0.9" } });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    pdfs.push({ where: path, pdf: Buffer.from(await res.arrayBuffer()) });
  }
  for (const guide of GUIDES) pdfs.push({ where: `guide ${guide.slug}`, pdf: await renderGuidePdf(guide) });
  for (const resource of GENERATED_RESOURCES) {
    if (resource.kind === "pdf") pdfs.push({ where: resource.storagePath, pdf: Buffer.from(await renderResource(resource)) });
  }
  return pdfs;
}
