/**
 * `npx tsx bench/inbox.ts`: staff's inbox (GET /api/v1/admin/messages/inbox, issue 31) over
 * 100,000 closing files, each with a conversation and two parties, one in ten waiting for staff
 * (10,000 waiting), on PGlite and then on a fresh PostgreSQL database (BENCH_DATABASE_URL's
 * server, default postgres://postgres@127.0.0.1:5432/test; skipped with a message when
 * unreachable). It times what the route asks of the database, one request at a time
 * (server/closing/messages/inbox.ts: the page's statement and the newest party message of its
 * files): the first page, a page deep in the list (by its cursor), a search by party name and the
 * navigation's count, and prints the plan of the first page's statement. Targets: the first page
 * and the count ≤ 30 ms; a search ≤ 150 ms (a substring of a name has no index to walk in order).
 * BENCH_SKIP=pglite,postgres leaves a database out; BENCH_ROUNDS (40) sets the timed rounds.
 */
import { sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { runMigrations } from "#db/migrate.ts";
import { inboxCount, inboxPage, INBOX_ORDER } from "#server/closing/messages/inbox.ts";
import { inboxRows } from "#server/closing/messages/inbox.queries.ts";
import { decodeOrderCursor, type OrderCursor } from "#server/http/keyset.ts";
import { onEachDatabase, printFigures, time } from "./query-timing.ts";

const FILES = 100_000;
/** One file in this many has a conversation waiting for staff. */
const WAITING_EVERY = 10;
const PAGE = 25;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const TARGETS = { page: 30, count: 30, search: 150 } as const;

type Db = Database["db"];

/** Rows made in the database from generate_series (the same rows every run), in chunks so PGlite's memory stays flat. */
async function fill(db: Db) {
  const CHUNK = 20_000;
  for (let from = 1; from <= FILES; from += CHUNK) {
    const to = Math.min(FILES, from + CHUNK - 1);
    await db.execute(sql`
      insert into closing_files (id, file_number, property_address, county, kind, created_at)
      select md5('file' || i)::uuid, 'HC-BENCH-' || lpad(i::text, 6, '0'), i || ' Bench St, Des Moines, IA 50309',
             (array['Polk','Black Hawk','Linn','Story','Marion'])[1 + i % 5], 'purchase', now() - (i || ' minutes')::interval
      from generate_series(${from}::int, ${to}::int) i`);
    await db.execute(sql`
      insert into closing_parties (file_id, role, name)
      select md5('file' || i)::uuid, r.role, r.role || ' ' || i || ' ' || (array['Okafor','Nguyen','Schmidt','Larsen','Hughes'])[1 + i % 5]
      from generate_series(${from}::int, ${to}::int) i, (values ('buyer'), ('listing_agent')) r(role)`);
    // Every file has talked; one in WAITING_EVERY waits, since a time spread over the last month.
    await db.execute(sql`
      insert into closing_conversations (file_id, awaiting_since, last_message_at, last_staff_reply_at)
      select md5('file' || i)::uuid,
             case when i % ${WAITING_EVERY} = 0 then now() - ((i * 7919) % 43200 || ' minutes')::interval end,
             now() - ((i * 7919) % 43200 || ' minutes')::interval,
             case when i % ${WAITING_EVERY} = 0 then null else now() - ((i * 7919) % 43200 || ' minutes')::interval end
      from generate_series(${from}::int, ${to}::int) i`);
    // Three messages on each file: staff's answer and two from the buyer (on waiting files, after the answer).
    await db.execute(sql`
      insert into closing_messages (file_id, author_kind, author_label, author_role, body, visibility, created_at)
      select md5('file' || i)::uuid, m.kind, m.label, m.role, m.body || ' ' || repeat('Bench text. ', 30), 'everyone',
             now() - ((i * 7919) % 43200 || ' minutes')::interval + (m.n || ' seconds')::interval
      from generate_series(${from}::int, ${to}::int) i,
           (values (0, 'staff', 'Heartland Closing', null, 'We have your file.'),
                   (1, 'consumer', 'Bench Buyer', 'buyer', 'Is the abstract back yet?'),
                   (2, 'consumer', 'Bench Buyer', 'buyer', 'Following up.')) m(n, kind, label, role, body)`);
  }
  await db.execute(sql`analyze`);
}

async function planOf(db: Db, q: string | undefined): Promise<string> {
  const rows = (await db.execute(sql`explain analyze ${inboxRows(db, q, undefined, PAGE + 1)}`)) as unknown as { rows?: Record<string, string>[] } | Record<string, string>[];
  const list = Array.isArray(rows) ? rows : (rows.rows ?? []);
  return list.map((r) => Object.values(r)[0]).join("\n      ");
}

async function measure(label: string, database: Database) {
  const db = database.db;
  await runMigrations(database);
  const started = performance.now();
  await fill(db);
  const waiting = await inboxCount(db);
  console.log(`\n${label}: ${FILES.toLocaleString("en-US")} files, ${waiting.toLocaleString("en-US")} waiting for staff (filled in ${Math.round(performance.now() - started)} ms)`);

  const first = await inboxPage(db, undefined, undefined, PAGE);
  console.log(`  first page: ${first.data.length} rows, oldest waiting ${first.data[0]?.awaiting_since}, next page: ${first.next_cursor ? "yes" : "no"}`);
  // A page deep in the list: after the 40th page's last row.
  let cursor: OrderCursor | undefined;
  for (let i = 0; i < 40; i++) cursor = decodeOrderCursor(INBOX_ORDER, (await inboxPage(db, undefined, cursor, PAGE)).next_cursor ?? undefined);
  const figures = {
    "first page": { ...(await time(ROUNDS, () => inboxPage(db, undefined, undefined, PAGE))), target: TARGETS.page },
    "41st page (by its cursor)": { ...(await time(ROUNDS, () => inboxPage(db, undefined, cursor, PAGE))), target: TARGETS.page },
    "count (the navigation's badge)": { ...(await time(ROUNDS, () => inboxCount(db))), target: TARGETS.count },
    "search: a file number": { ...(await time(ROUNDS, () => inboxPage(db, "HC-BENCH-0420", undefined, PAGE))), target: TARGETS.search },
    "search: a party's name": { ...(await time(ROUNDS, () => inboxPage(db, "buyer 4242", undefined, PAGE))), target: TARGETS.search },
  };
  printFigures(figures, 34);
  console.log(`  plan, first page:\n      ${await planOf(db, undefined)}`);
  console.log(`  plan, search by name:\n      ${await planOf(db, "buyer 4242")}`);
}

await onEachDatabase(measure);
