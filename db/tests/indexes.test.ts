/**
 * The spec's list queries, as the API pages them, are answered from an
 * index in the order asked for, without sorting the table, once the tables hold realistic
 * volumes. The planner decides on statistics, so the data is loaded and ANALYZEd first.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sql, type SQL } from "drizzle-orm";
import { createTestDatabase } from "#tests/support/test-db.ts";
import type { Database } from "../client.ts";
import { query } from "./helpers.ts";

const USERS = 2_000;
const ROWS = 10_000;

let database: Database;
const f = { userId: "", typicalUserId: "", clientId: "", refreshHash: "", email: "", cursorAt: "", cursorId: "" };

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  const many = async (statement: SQL) => db.execute(statement);
  await many(sql`
    insert into auth_users (email, created_at)
    select 'user' || i || '@example.com', now() - (i || ' minutes')::interval from generate_series(1, ${USERS}) i`);
  await many(sql`
    insert into profiles (id, email, role, type, created_at)
    select id, email, case when random() < 0.01 then 'admin'::user_role else 'user'::user_role end,
           (array['agent', 'lender', null])[1 + floor(random() * 3)::int]::account_type, created_at
    from auth_users`);
  await many(sql`
    insert into leads (name, email, status, created_at)
    select 'Lead ' || i, 'lead' || i || '@example.com',
           (array['new','contacted','qualified','converted'])[1 + i % 4]::lead_status,
           now() - (i || ' minutes')::interval
    from generate_series(1, ${ROWS}) i`);
  await many(sql`
    insert into service_requests (name, email, phone, service_type, status, created_at)
    select 'Req ' || i, 'req' || i || '@example.com', '515-555-0100',
           (array['title','tc','digital-cash','loan','1031','ron'])[1 + i % 6],
           (array['new','contacted','qualified','converted'])[1 + i % 4]::service_request_status,
           now() - (i || ' minutes')::interval
    from generate_series(1, ${ROWS}) i`);
  // Users own a handful of clients and transactions each.
  await many(sql`
    insert into clients (user_id, name, created_at)
    select u.id, 'Client ' || g, now() - (g || ' hours')::interval
    from (select id from auth_users) u, generate_series(1, ${ROWS / USERS}) g`);
  await many(sql`
    insert into communications (client_id, user_id, type, content, created_at)
    select c.id, c.user_id, 'sms', 'Message', c.created_at + (g || ' minutes')::interval
    from clients c, generate_series(1, 2) g`);
  await many(sql`
    insert into transactions (user_id, status, created_at)
    select u.id, 'closed', now() - (g || ' days')::interval
    from (select id from auth_users) u, generate_series(1, ${ROWS / USERS}) g`);
  // One busy agent with thousands of clients, one long client history and many transactions:
  // the case where reading in index order instead of sorting matters.
  const [busy] = await query<{ id: string; email: string }>(
    db,
    sql`select id, email from auth_users order by email limit 1`,
  );
  f.userId = busy!.id;
  const [typical] = await query<{ id: string }>(db, sql`select id from auth_users order by email desc limit 1`);
  f.typicalUserId = typical!.id;
  f.email = busy!.email.toUpperCase();
  await many(sql`
    insert into clients (user_id, name, created_at)
    select ${f.userId}, 'Busy client ' || g, now() - (g || ' minutes')::interval from generate_series(1, ${ROWS / 4}) g`);
  const [client] = await query<{ id: string }>(
    db,
    sql`select id from clients where user_id = ${f.userId} order by created_at desc limit 1`,
  );
  f.clientId = client!.id;
  await many(sql`
    insert into communications (client_id, user_id, type, content, created_at)
    select ${f.clientId}, ${f.userId}, 'sms', 'Message ' || g, now() - (g || ' minutes')::interval
    from generate_series(1, ${ROWS / 4}) g`);
  await many(sql`
    insert into transactions (user_id, status, created_at)
    select ${f.userId}, 'closed', now() - (g || ' hours')::interval from generate_series(1, ${ROWS / 4}) g`);
  await many(sql`
    insert into auth_sessions (user_id) select id from auth_users`);
  await many(sql`
    insert into auth_refresh_tokens (token_hash, session_id, user_id)
    select md5(s.id::text || g), s.id, s.user_id from auth_sessions s, generate_series(1, 3) g`);
  await many(sql`analyze`);

  const [token] = await query<{ token_hash: string }>(db, sql`select token_hash from auth_refresh_tokens limit 1`);
  f.refreshHash = token!.token_hash;
  const [cursor] = await query<{ created_at: string; id: string }>(
    db,
    sql`select created_at::text, id from leads order by created_at desc, id desc offset 50 limit 1`,
  );
  f.cursorAt = cursor!.created_at;
  f.cursorId = cursor!.id;
}, 120_000);

afterAll(async () => {
  await database?.close();
});

interface PlanNode {
  "Node Type": string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

/** Node types and index names of the plan of a statement. */
async function planOf(statement: SQL): Promise<{ nodes: string[]; indexes: string[] }> {
  const rows = await query<{ "QUERY PLAN": unknown }>(database.db, sql`explain (format json) ${statement}`);
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

type Case = [what: string, index: string, statement: () => SQL];

const ordered: Case[] = [
  [
    "admin: leads, newest first (page 1)",
    "leads_created_at_idx",
    () => sql`select * from leads order by created_at desc, id desc limit 50`,
  ],
  [
    "admin: leads, next page by keyset",
    "leads_created_at_idx",
    () =>
      sql`select * from leads where (created_at, id) < (${f.cursorAt}::timestamptz, ${f.cursorId}::uuid)
          order by created_at desc, id desc limit 50`,
  ],
  [
    "admin: leads of one status, newest first",
    "leads_status_created_at_idx",
    () => sql`select * from leads where status = 'qualified' order by created_at desc limit 50`,
  ],
  [
    "admin: service requests, newest first",
    "service_requests_created_at_idx",
    () => sql`select * from service_requests order by created_at desc, id desc limit 50`,
  ],
  [
    "admin: users by role desc, then newest",
    "profiles_role_created_at_idx",
    () => sql`select * from profiles order by role desc, created_at desc, id desc limit 50`,
  ],
  [
    "clients: a user's clients, newest first",
    "clients_user_id_created_at_idx",
    () => sql`select * from clients where user_id = ${f.userId} order by created_at desc, id desc limit 50`,
  ],
  [
    "clients: a client's history, newest first",
    "communications_client_id_created_at_idx",
    () => sql`select * from communications where client_id = ${f.clientId} order by created_at desc limit 50`,
  ],
  [
    "dashboard: a user's transactions, newest first",
    "transactions_user_id_created_at_idx",
    () => sql`select * from transactions where user_id = ${f.userId} order by created_at desc limit 50`,
  ],
];

const lookups: Case[] = [
  [
    "dashboard / admin: a user's transaction count",
    "transactions_user_id_created_at_idx",
    // A typical user: for the busy one (a fifth of all rows) a sequential scan can rightly win,
    // and ANALYZE's random sample made the planner's choice flip between runs.
    () => sql`select count(*) from transactions where user_id = ${f.typicalUserId}`,
  ],
  [
    "dashboard: this month's transactions",
    "transactions_user_id_created_at_idx",
    () =>
      sql`select count(*) from transactions where user_id = ${f.userId} and created_at >= date_trunc('month', now())`,
  ],
  [
    "admin: the first N transactions of a user (count lowering)",
    "transactions_user_id_created_at_idx",
    () => sql`select id from transactions where user_id = ${f.userId} order by created_at desc limit 3`,
  ],
  [
    "auth: user by e-mail, any case",
    "auth_users_email_lower_key",
    () => sql`select * from auth_users where lower(email) = lower(${f.email})`,
  ],
  [
    "auth: refresh token by hash",
    "auth_refresh_tokens_token_hash_key",
    () => sql`select * from auth_refresh_tokens where token_hash = ${f.refreshHash}`,
  ],
  [
    "auth: a user's sessions (logout scope=global)",
    "auth_sessions_user_id_idx",
    () => sql`select id from auth_sessions where user_id = ${f.userId}`,
  ],
  [
    "auth: a session's tokens (revoke on reuse)",
    "auth_refresh_tokens_session_id_idx",
    () =>
      sql`select id from auth_refresh_tokens where session_id = (select id from auth_sessions where user_id = ${f.userId} limit 1) and not revoked`,
  ],
  ["profiles: own role by id", "profiles_pkey", () => sql`select role from profiles where id = ${f.userId}`],
];

describe(`with ${USERS} users and ${ROWS} leads, requests, clients and transactions`, () => {
  test.each(ordered)("%s: read in index order (%s), no sort", async (_what, index, statement) => {
    const plan = await planOf(statement());
    expect(plan.indexes).toContain(index);
    expect(plan.nodes).not.toContain("Sort");
    expect(plan.nodes).not.toContain("Seq Scan");
  });

  test.each(lookups)("%s: uses %s", async (_what, index, statement) => {
    const plan = await planOf(statement());
    expect(plan.indexes).toContain(index);
    expect(plan.nodes).not.toContain("Seq Scan");
  });
});
