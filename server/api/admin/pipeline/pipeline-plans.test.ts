/**
 * The pipeline lists stay fast at volume because each of their queries, exactly as the routes
 * build them, is answered from an index: every sort reads its index in order (no sort of the
 * table, whatever the page), and the search is served by the trigram index on leadSearchText.
 * The planner decides on statistics, so the rows are loaded and ANALYZEd first, at the volume the
 * issue names: at 20,000 rows a sequential scan is still estimated cheaper than the trigram index.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sql, type SQLWrapper } from "drizzle-orm";
import { queryRows } from "#db/client.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db.ts";
import type { PipelineSort } from "#core/admin/pipeline-query.ts";
import type { OrderCursor } from "#server/http/keyset.ts";
import { listLeads } from "./leads.queries.ts";
import { listServiceRequests } from "./service-requests.queries.ts";
import type { PipelineFilter } from "./pipeline.queries.ts";

const ROWS = 100_000;
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  // The trigram indexes are rebuilt after the load, from their own definitions: one bulk build
  // instead of 200,000 GIN insertions makes the set-up several times quicker.
  const trigram = await queryRows<{ indexname: string; indexdef: string }>(
    database.db,
    sql`select indexname, indexdef from pg_indexes where indexname in ('leads_search_trgm_idx', 'service_requests_search_trgm_idx')`,
  );
  expect(trigram).toHaveLength(2);
  for (const index of trigram) await database.db.execute(sql`drop index ${sql.identifier(index.indexname)}`);
  const words = sql`(array['Ames','Ankeny','Des Moines','Cedar Rapids','Davenport','Sioux City','Waterloo','Iowa City'])`;
  await database.db.execute(sql`
    insert into leads (name, email, company, message, status, created_at)
    select 'Lead ' || md5(i::text), 'lead' || i || '@example.com', 'Realty ' || (i % 97),
           'Closing in ' || ${words}[1 + i % 8] || ' on lot ' || i,
           (array['new','contacted','qualified','converted'])[1 + i % 4]::lead_status,
           now() - (i || ' minutes')::interval
    from generate_series(1, ${ROWS}) i`);
  await database.db.execute(sql`
    insert into service_requests (name, email, phone, company, service_type, message, status, created_at)
    select 'Req ' || md5(i::text), 'req' || i || '@example.com', '515-555-0100', 'Realty ' || (i % 97), 'title',
           'Closing in ' || ${words}[1 + i % 8] || ' on lot ' || i,
           (array['new','contacted','qualified','converted'])[1 + i % 4]::service_request_status,
           now() - (i || ' minutes')::interval
    from generate_series(1, ${ROWS}) i`);
  for (const index of trigram) await database.db.execute(sql.raw(index.indexdef));
  await database.db.execute(sql`analyze`);
}, 300_000);

afterAll(async () => {
  await database?.close();
});

interface PlanNode {
  "Node Type": string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

async function planOf(statement: SQLWrapper): Promise<{ nodes: string[]; indexes: string[] }> {
  const rows = await queryRows<{ "QUERY PLAN": unknown }>(database.db, sql`explain (format json) ${statement}`);
  const raw = rows[0]!["QUERY PLAN"];
  const json = (typeof raw === "string" ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  const nodes: string[] = [];
  const indexes: string[] = [];
  const walk = (node: PlanNode) => {
    nodes.push(node["Node Type"]);
    if (node["Index Name"]) indexes.push(node["Index Name"]);
    node.Plans?.forEach(walk);
  };
  walk(json[0]!.Plan);
  return { nodes, indexes };
}

const TABLES = [
  { table: "leads", list: listLeads },
  { table: "service_requests", list: listServiceRequests },
] as const;

/** A cursor from the middle of the table, in the sort's key. */
async function middleCursor(table: string, sort: PipelineSort): Promise<OrderCursor> {
  const key = sort === "newest" || sort === "oldest" ? sql`created_at::text` : sql`name`;
  const [row] = await queryRows<{ key: string; id: string }>(
    database.db,
    sql`select ${key} as key, id from ${sql.identifier(table)} order by ${key}, id offset ${ROWS / 2} limit 1`,
  );
  return { key: row!.key, id: row!.id };
}

const SORT_INDEX: Record<PipelineSort, string> = { newest: "created_at_idx", oldest: "created_at_idx", name: "name_id_idx", name_desc: "name_id_idx" };

describe.each(TABLES)(`$table at ${ROWS.toLocaleString("en-US")} rows`, ({ table, list }) => {
  test.each(["newest", "oldest", "name", "name_desc"] as const)("sort=%s: the first and a deep page read the index in order", async (sort) => {
    for (const cursor of [undefined, await middleCursor(table, sort)]) {
      const plan = await planOf(list(database.db, {}, sort, cursor, 21));
      expect(plan.indexes).toContain(`${table}_${SORT_INDEX[sort]}`);
      expect(plan.nodes).not.toContain("Sort");
      expect(plan.nodes).not.toContain("Seq Scan");
    }
  });

  test.each<[string, PipelineFilter]>([
    ["a word in one row's name", { q: "5d41402abc4b2a76" }],
    ["part of an e-mail address", { q: "lead12345@" }],
  ])("search for %s is served by the trigram index", async (_what, filter) => {
    const plan = await planOf(list(database.db, filter, "newest", undefined, 21));
    expect(plan.indexes).toContain(`${table}_search_trgm_idx`);
    expect(plan.nodes).not.toContain("Seq Scan");
  });

  // With a status as well, reading the status index newest first and filtering is as good a plan
  // as the trigram index, and which one the planner picks depends on ANALYZE's random sample: the
  // promise is only that no plan reads the whole table.
  test("search for a lot number with a status is served by an index", async () => {
    const plan = await planOf(list(database.db, { q: "on lot 1234", status: "qualified" }, "newest", undefined, 21));
    expect(plan.indexes.some((name) => name === `${table}_search_trgm_idx` || name === `${table}_status_created_at_idx`)).toBe(true);
    expect(plan.nodes).not.toContain("Seq Scan");
  });

  test("the search finds what ILIKE would, in any case", async () => {
    const rows = await list(database.db, { q: "LOT 1999" }, "newest", undefined, 100);
    // lot 1999 and lot 19990…19999
    expect(rows).toHaveLength(11);
  });
});
