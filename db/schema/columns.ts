/**
 * Column and constraint helpers shared by the schema files. Not re-exported from index.ts
 * (it holds no tables).
 */
import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { timestamp, type ExtraConfigColumn } from "drizzle-orm/pg-core";

/** timestamptz NOT NULL DEFAULT now(). */
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** timestamptz NOT NULL DEFAULT now(), refreshed by Drizzle on every ORM update. */
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Nullable timestamptz. */
export const tstz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * CHECK body: the text has a character that is not white space (tabs and newlines count as
 * white space, unlike for trim()). NULL passes, as for every CHECK; add notNull() to forbid it.
 */
export const notBlank = (column: AnyColumn): SQL => sql`${column} ~ '[^[:space:]]'`;

/**
 * CHECK body: a minimal e-mail shape, "something@something" without spaces. The API validates
 * properly; this only keeps blanks and obvious garbage out. NULL passes.
 */
export const emailShape = (column: AnyColumn): SQL => sql`${column} ~ '^[^@[:space:]]+@[^@[:space:]]+$'`;

/** CHECK body: the column is one of the given literal strings. */
export const oneOf = (column: AnyColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", "))})`;

/**
 * Index column in descending order as `ORDER BY col DESC` sorts it (DESC NULLS FIRST).
 * Drizzle's bare `.desc()` emits DESC NULLS LAST, which an `ORDER BY col DESC` cannot use.
 */
export const descending = (column: ExtraConfigColumn) => column.desc().nullsFirst();
