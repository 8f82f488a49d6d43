/**
 * Rows that a statement returns as JSON (`row_to_json`, `json_agg`), turned back into what a
 * Drizzle select of the same table gives: property names instead of column names, and each
 * value through its column's own mapping (timestamps become Dates, and so on). It lets one
 * statement return several tables' rows without a query each.
 */
import { getTableColumns, type Table } from "drizzle-orm";

export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): T["$inferSelect"] {
  const row: Record<string, unknown> = {};
  for (const [property, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[property] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T["$inferSelect"];
}

export function rowsFromJson<T extends Table>(table: T, json: unknown): T["$inferSelect"][] {
  return Array.isArray(json) ? json.map((r) => rowFromJson(table, r as Record<string, unknown>)) : [];
}
