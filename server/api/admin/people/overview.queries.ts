/** The admin overview's four stat cards, counted by the database in one statement. */
import { sql } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { queryRows } from "#db/client.ts";
import { profiles, transactions } from "#db/schema/index.ts";

export interface Overview {
  totalUsers: number;
  agents: number;
  lenders: number;
  totalTransactions: number;
}

export async function overviewCounts(db: AppDb): Promise<Overview> {
  const [row] = await queryRows<Overview>(
    db,
    sql`select
      (select count(*) from ${profiles})::int as "totalUsers",
      (select count(*) from ${profiles} where ${profiles.type} = 'agent')::int as "agents",
      (select count(*) from ${profiles} where ${profiles.type} = 'lender')::int as "lenders",
      (select count(*) from ${transactions})::int as "totalTransactions"`,
  );
  return row!;
}
