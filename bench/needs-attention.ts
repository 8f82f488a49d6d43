/**
 * `npx tsx bench/needs-attention.ts`: staff's needs-attention list (GET /api/v1/admin/requests,
 * issue 30) over 10,000 unsettled requests on 2,000 files, on PGlite and then on a fresh
 * PostgreSQL database (BENCH_DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432/test;
 * skipped with a message when unreachable). It times what the route asks of the database, one
 * request at a time: the page's statements (server/api/admin/closing/attention.queries.ts) and its
 * documents, for the first page, a page deep in the list (by its cursor) and a filtered page, and
 * prints the plan of each first statement. Targets (issue 30): a page ≤ 30 ms, filtered ≤ 50 ms.
 * BENCH_SKIP=pglite,postgres leaves a database out; BENCH_ROUNDS (60) sets the timed rounds.
 */
import { randomUUID } from "node:crypto";
import { addDays, format, parseISO } from "date-fns";
import { sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { runMigrations } from "#db/migrate.ts";
import { closingFiles, closingRequests } from "#db/schema/index.ts";
import { attentionFilterSchema, DUE_SOON_DAYS, type AttentionFilter } from "#core/closing/attention-filters.ts";
import { REQUEST_OWNER_VALUES } from "#core/closing/request-types.ts";
import { OFFICE_CITIES } from "#core/site/settings.ts";
import { attentionPage, datedQuery } from "#server/api/admin/closing/attention.queries.ts";
import { iowaToday } from "#server/closing/milestone-move.ts";
import { documentsOfRequests } from "#server/closing/requests/requests.queries.ts";
import { onEachDatabase, printFigures, time } from "./query-timing.ts";

const FILES = 2_000;
const REQUESTS_PER_FILE = 5;
const PAGE = 20;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);
const TARGETS = { page: 30, filtered: 50 } as const;
/** Most files are in a few counties, as the offices' are. */
const COUNTIES = ["Polk", "Black Hawk", "Linn", "Story", "Marion", "Plymouth", "Dallas", "Johnson", "Scott", "Grundy"];

const today = iowaToday();
const day = (n: number) => format(addDays(parseISO(today), n), "yyyy-MM-dd");
const dueSoonBy = day(DUE_SOON_DAYS);

/** A deterministic spread: the same rows every run. */
let seed = 42;
const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;

async function fill(db: Database["db"]) {
  seed = 42;
  const files = Array.from({ length: FILES }, (_, i) => ({
    id: randomUUID(),
    fileNumber: `HC-BENCH-${String(i).padStart(5, "0")}`,
    propertyAddress: `${i + 1} Bench St, Des Moines, IA 50309`,
    county: pick(COUNTIES),
    office: pick(OFFICE_CITIES),
    kind: "purchase",
  }));
  for (let i = 0; i < files.length; i += 500) await db.insert(closingFiles).values(files.slice(i, i + 500));
  const requests = files.flatMap((f) =>
    Array.from({ length: REQUESTS_PER_FILE }, (_, n) => ({
      fileId: f.id,
      kind: "other",
      title: `Request ${n + 1} of ${f.fileNumber}`,
      instructions: "Bench",
      owner: pick(REQUEST_OWNER_VALUES),
      // From a month overdue to two months ahead; one in ten undated.
      dueOn: next() < 0.1 ? null : day(Math.floor(next() * 90) - 30),
      status: next() < 0.2 ? "submitted" : "open",
    })),
  );
  for (let i = 0; i < requests.length; i += 1_000) await db.insert(closingRequests).values(requests.slice(i, i + 1_000));
  await db.execute(sql`analyze`);
}

/** One page as the route reads it: its rows, then their documents. */
async function page(db: Database["db"], filter: AttentionFilter, cursor?: { key: string; id: string }) {
  const rows = await attentionPage(db, filter, cursor, PAGE + 1, today, dueSoonBy);
  await documentsOfRequests(
    db,
    rows.slice(0, PAGE).map((r) => r.id),
  );
  return rows;
}

async function planOf(db: Database["db"], filter: AttentionFilter): Promise<string> {
  const rows = (await db.execute(sql`explain ${datedQuery(db, filter, undefined, PAGE + 1, today, dueSoonBy)}`)) as unknown as { rows?: Record<string, string>[] } | Record<string, string>[];
  const list = Array.isArray(rows) ? rows : (rows.rows ?? []);
  return list.map((r) => Object.values(r)[0]).join("\n      ");
}

async function measure(label: string, database: Database) {
  const db = database.db;
  await runMigrations(database);
  const started = performance.now();
  await fill(db);
  const [counted] = (await db.execute(sql`select count(*)::int as count from closing_requests where status in ('open', 'submitted')`).then((r) =>
    Array.isArray(r) ? r : (r as unknown as { rows: { count: number }[] }).rows,
  )) as { count: number }[];
  console.log(`\n${label}: ${counted?.count} unsettled requests on ${FILES} files (filled in ${Math.round(performance.now() - started)} ms)`);

  const first = attentionFilterSchema.parse({});
  const filtered = attentionFilterSchema.parse({ view: "attention", owner: "seller", county: "Story" });
  const firstPage = await page(db, first);
  // A page deep in the list: after the 10th page's last row.
  let cursor: { key: string; id: string } | undefined;
  for (let i = 0; i < 10; i++) {
    const rows = await page(db, first, cursor);
    const last = rows[PAGE - 1]!;
    cursor = { key: last.cursorKey, id: last.id };
  }
  const figures = {
    "first page (needs attention)": { ...(await time(ROUNDS, () => page(db, first))), target: TARGETS.page },
    "11th page (by its cursor)": { ...(await time(ROUNDS, () => page(db, first, cursor))), target: TARGETS.page },
    "filtered page (seller, Story County)": { ...(await time(ROUNDS, () => page(db, filtered))), target: TARGETS.filtered },
    "filtered page (overdue, Pella office)": { ...(await time(ROUNDS, () => page(db, attentionFilterSchema.parse({ view: "overdue", office: "Pella" })))), target: TARGETS.filtered },
  };
  console.log(`  first page: ${firstPage.length - 1} rows + 1 to know there is a next page`);
  printFigures(figures, 40);
  console.log(`  plan, first page:\n      ${await planOf(db, first)}`);
  console.log(`  plan, filtered page:\n      ${await planOf(db, filtered)}`);
}

await onEachDatabase(measure);
