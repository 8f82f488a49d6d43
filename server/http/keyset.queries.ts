/**
 * The SQL of keyset paging (keyset.ts): the key a row's cursor carries, the condition "after the
 * cursor", and the orders a list may be sorted by, for every list's queries to use.
 */
import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { validTimestamp, type Cursor, type KeysetOrder, type OrderCursor } from "./keyset.ts";

/** `created_at` as text with microseconds, to select beside a page's rows for its cursor. */
export function cursorAt(createdAt: AnyColumn): SQL<string> {
  return sql<string>`${createdAt}::text`;
}

/** Rows after the cursor in (created_at desc, id desc) order; true without a cursor. */
export function afterCursor(createdAt: AnyColumn, id: AnyColumn, cursor: Cursor | undefined): SQL {
  if (!cursor) return sql`true`;
  return sql`(${createdAt}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
}

/** By a timestamptz column (created_at), with microseconds as cursorAt() selects it. */
export function timeOrder(name: string, key: AnyColumn, id: AnyColumn, descending: boolean): KeysetOrder {
  return { name, key, id, descending, keyText: cursorAt(key), keyValue: (text) => sql`${text}::timestamptz`, validKey: validTimestamp };
}

/** By a text column (a name), in the database's collation, as its index is. */
export function textOrder(name: string, key: AnyColumn, id: AnyColumn, descending: boolean): KeysetOrder {
  return { name, key, id, descending, keyText: sql<string>`${key}`, keyValue: (text) => sql`${text}::text`, validKey: () => true };
}

/** Rows after the cursor in the order; true without a cursor. */
export function afterOrderCursor(order: KeysetOrder, cursor: OrderCursor | undefined): SQL {
  if (!cursor) return sql`true`;
  const after = order.descending ? sql`<` : sql`>`;
  return sql`(${order.key}, ${order.id}) ${after} (${order.keyValue(cursor.key)}, ${cursor.id}::uuid)`;
}

/** ORDER BY of the order: key, then id, in its direction. */
export function orderByOf(order: KeysetOrder): SQL[] {
  return order.descending ? [sql`${order.key} desc`, sql`${order.id} desc`] : [sql`${order.key} asc`, sql`${order.id} asc`];
}

