/**
 * Statements whose text never changes (the batch statements of the busy endpoints take their
 * whole input as one JSON parameter), run straight on the driver rather than through Drizzle's
 * SQL builder: on PostgreSQL as a named prepared statement, parsed and planned once per
 * connection instead of on every call; on PGlite without Drizzle's per-query type parsers, which
 * PGlite merges into its whole parser table on every query. Inside a transaction (no driver
 * client at hand) they go through Drizzle as usual.
 */
import { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import pg from "pg";
import { queryRows, type AppDb } from "./client.ts";

export interface FixedStatement {
  /** Unique per text: PostgreSQL keeps the prepared statement under this name on each connection. */
  name: string;
  /** SQL with $1, $2… placeholders. */
  text: string;
}

export async function runFixed<T>(db: AppDb, statement: FixedStatement, values: unknown[]): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    return (await client.query({ name: statement.name, text: statement.text, values })).rows as T[];
  }
  if (client instanceof PGlite) return (await client.query<T>(statement.text, values)).rows;
  return queryRows<T>(db, withParams(statement.text, values));
}

/**
 * How many batch statements (db/coalesce.ts) to keep out at once on this database: two on
 * PostgreSQL, whose pool runs them side by side, so the next batch is already at the server when
 * one commits; one on PGlite, which runs one statement at a time in this thread anyway.
 */
export function batchesInFlight(db: AppDb): number {
  return (db as { $client?: unknown }).$client instanceof pg.Pool ? 2 : 1;
}

function withParams(text: string, values: unknown[]): SQL {
  // "a $1 b $2" splits into ["a ", "1", " b ", "2", ""]: text at even indexes, parameter numbers at odd ones.
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`)),
    sql``,
  );
}
