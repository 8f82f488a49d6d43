/**
 * The one way lists are paged: keyset pagination, newest first, by (created_at, id). A page asks
 * for `limit` (1–100, default 20) rows after an opaque `cursor`; the answer is the one list
 * envelope {data, next_cursor}, next_cursor null on the last page. Unlike OFFSET, a page costs
 * the same at row 100,000 as at row 1, and rows added meanwhile never shift a page.
 *
 * The cursor carries the last row's created_at as PostgreSQL printed it (microseconds: a
 * JavaScript Date keeps only milliseconds, which would skip or repeat rows created in the same
 * millisecond) and its id.
 */
import { z } from "@hono/zod-openapi";
import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { validationFailed } from "./errors.ts";

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;
export const BAD_CURSOR_MESSAGE = "This page link is no longer valid. Please start again from the first page.";

export const pageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "Enter a whole number from 1 to 100." })
    .int("Enter a whole number from 1 to 100.")
    .min(1, "Enter a whole number from 1 to 100.")
    .max(MAX_PAGE_SIZE, "Enter a whole number from 1 to 100.")
    .default(DEFAULT_PAGE_SIZE)
    .openapi({ param: { name: "limit", in: "query" }, example: 20 }),
  cursor: z
    .string()
    .max(200, BAD_CURSOR_MESSAGE)
    .optional()
    .openapi({ param: { name: "cursor", in: "query" }, description: "next_cursor of the previous page" }),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** The list envelope of every list in the data API. */
export function listEnvelope<T extends z.ZodType>(item: T, name: string) {
  return z
    .object({
      data: z.array(item),
      next_cursor: z.string().nullable().openapi({ description: "Pass as `cursor` for the next page; null on the last page" }),
    })
    .openapi(name);
}

export interface Cursor {
  /** created_at as PostgreSQL prints timestamptz, e.g. "2026-11-23 10:41:12.123456+00". */
  at: string;
  id: string;
}

const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?([+-]\d{2}(?::\d{2})?)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function validTimestamp(text: string): boolean {
  const m = TIMESTAMP.exec(text);
  if (!m) return false;
  const [y, mo, d, h, mi, s] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60 && s < 60;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id]), "utf8").toString("base64url");
}

/** The cursor of a request, or a 400 naming `cursor` for anything we did not hand out. */
export function decodeCursor(text: string | undefined): Cursor | undefined {
  if (text === undefined || text === "") return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    value = undefined;
  }
  if (
    !Array.isArray(value) ||
    value.length !== 2 ||
    typeof value[0] !== "string" ||
    typeof value[1] !== "string" ||
    !validTimestamp(value[0]) ||
    !UUID.test(value[1])
  ) {
    throw validationFailed({ cursor: BAD_CURSOR_MESSAGE });
  }
  return { at: value[0], id: value[1] };
}

/** `created_at` as text with microseconds, to select beside a page's rows for its cursor. */
export function cursorAt(createdAt: AnyColumn): SQL<string> {
  return sql<string>`${createdAt}::text`;
}

/** Rows after the cursor in (created_at desc, id desc) order; true without a cursor. */
export function afterCursor(createdAt: AnyColumn, id: AnyColumn, cursor: Cursor | undefined): SQL {
  if (!cursor) return sql`true`;
  return sql`(${createdAt}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
}

/**
 * A page from `limit + 1` rows fetched in order: the extra row only says there is a next page.
 * Each row carries `cursorAt` (cursorAt()) and `id`.
 */
export function pageOf<R extends { id: string; cursorAt: string }, T>(
  rows: R[],
  limit: number,
  toItem: (row: R) => T,
): { data: T[]; next_cursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    data: page.map(toItem),
    next_cursor: rows.length > limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
}
