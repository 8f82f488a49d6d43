/** What a backup and a restore ask the database: whether a target is empty. (The last applied migration: db/migration-state.ts.) */
import { sql } from "drizzle-orm";
import { queryRows, type AppDb } from "#db/client.ts";

/** The tables, views and sequences a database holds outside PostgreSQL's own schemas (a restore target must have none). */
export async function userRelations(db: AppDb): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select n.nspname || '.' || c.relname as name
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where c.relkind in ('r', 'v', 'm', 'S', 'p')
           and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
           and n.nspname not like 'pg_temp%' and n.nspname not like 'pg_toast_temp%'
         order by 1 limit 5`,
  );
  return rows.map((r) => r.name);
}
