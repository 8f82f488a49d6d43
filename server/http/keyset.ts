/**
 * The one way lists are paged: keyset pagination, newest first, by (created_at, id). A page asks
 * for `limit` (1–100, default 20) rows after an opaque `cursor`; the answer is the one list
 * envelope {data, next_cursor} (core/api/page.ts), next_cursor null on the last page. Unlike OFFSET, a page costs
 * the same at row 100,000 as at row 1, and rows added meanwhile never shift a page.
 *
 * The cursor carries the last row's created_at as PostgreSQL printed it (microseconds: a
 * JavaScript Date keeps only milliseconds, which would skip or repeat rows created in the same
 * millisecond) and its id. The SQL of paging (the cursor's key, "after the cursor", the orders)
 * is in keyset.queries.ts.
 */
import { z } from "@hono/zod-openapi";
import type { AnyColumn, SQL } from "drizzle-orm";
import { decimalWholeNumber } from "./decimal.ts";
import { validationFailed } from "./errors.ts";
import { isUuid } from "#core/validation/uuid.ts";

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;
export const BAD_CURSOR_MESSAGE = "This page link is no longer valid. Please start again from the first page.";

const PAGE_SIZE_MESSAGE = "Enter a whole number from 1 to 100.";
/** A query value in decimal digits becomes its number; anything else stays as it is, for z.number() to refuse. */
const decimalDigits = (value: unknown) => (typeof value === "string" ? (decimalWholeNumber(value) ?? value) : value);

export const pageQuerySchema = z.object({
  limit: z
    .preprocess(decimalDigits, z.number({ error: PAGE_SIZE_MESSAGE }).int(PAGE_SIZE_MESSAGE).min(1, PAGE_SIZE_MESSAGE).max(MAX_PAGE_SIZE, PAGE_SIZE_MESSAGE))
    .default(DEFAULT_PAGE_SIZE)
    .openapi({ param: { name: "limit", in: "query" }, example: 20 }),
  cursor: z
    .string()
    .max(200, BAD_CURSOR_MESSAGE)
    .optional()
    .openapi({ param: { name: "cursor", in: "query" }, description: "next_cursor of the previous page" }),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export interface Cursor {
  /** created_at as PostgreSQL prints timestamptz, e.g. "2026-11-23 10:41:12.123456+00". */
  at: string;
  id: string;
}

const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?([+-]\d{2}(?::\d{2})?)$/;

/** Whether text is a timestamptz as PostgreSQL prints it (what a cursor carries). */
export function validTimestamp(text: string): boolean {
  const m = TIMESTAMP.exec(text);
  if (!m) return false;
  const [y, mo, d, h, mi, s] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60 && s < 60;
}

/** What a cursor's text decodes to (base64url JSON), or undefined when it is not that. */
function cursorValue(text: string): unknown {
  try {
    return JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id]), "utf8").toString("base64url");
}

/** The cursor of a request, or a 400 naming `cursor` for anything we did not hand out. */
export function decodeCursor(text: string | undefined): Cursor | undefined {
  if (text === undefined || text === "") return undefined;
  const value = cursorValue(text);
  if (
    !Array.isArray(value) ||
    value.length !== 2 ||
    typeof value[0] !== "string" ||
    typeof value[1] !== "string" ||
    !validTimestamp(value[0]) ||
    !isUuid(value[1])
  ) {
    throw validationFailed({ cursor: BAD_CURSOR_MESSAGE });
  }
  return { at: value[0], id: value[1] };
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

// --- Other orders -------------------------------------------------------------------------------
// A list that the caller may sort (oldest first, by name...) pages by keyset too: rows ordered by
// (key, id), both ascending or both descending, with an index on (key, id) in that order or its
// reverse. Its cursor names the order it came from, so a cursor of one order is refused by
// another instead of giving a page from the wrong place.

/** A keyset order: by `key`, then `id` to break ties, ascending or descending. */
export interface KeysetOrder {
  /** Written into each cursor, so a cursor of one order is refused by another. */
  name: string;
  key: AnyColumn;
  id: AnyColumn;
  descending: boolean;
  /** The key as the cursor carries it (text that casts back to the same value exactly). */
  keyText: SQL<string>;
  /** The cursor's key as an SQL value comparable with `key`. */
  keyValue(text: string): SQL;
  /** Whether text read from a cursor is a key this order could have written. */
  validKey(text: string): boolean;
}

/**
 * pageQuerySchema with room for a text key in the cursor: a name of a few hundred characters
 * takes more than the 200 a timestamp cursor needs.
 */
export const orderedPageQuerySchema = pageQuerySchema.extend({
  cursor: z
    .string()
    .max(4000, BAD_CURSOR_MESSAGE)
    .optional()
    .openapi({ param: { name: "cursor", in: "query" }, description: "next_cursor of the previous page (of the same sort)" }),
});

export interface OrderCursor {
  key: string;
  id: string;
}

export function encodeOrderCursor(order: KeysetOrder, cursor: OrderCursor): string {
  return Buffer.from(JSON.stringify([order.name, cursor.key, cursor.id]), "utf8").toString("base64url");
}

/** The cursor of a request in this order, or a 400 naming `cursor` for anything else. */
export function decodeOrderCursor(order: KeysetOrder, text: string | undefined): OrderCursor | undefined {
  if (text === undefined || text === "") return undefined;
  const value = cursorValue(text);
  if (
    !Array.isArray(value) ||
    value.length !== 3 ||
    value[0] !== order.name ||
    typeof value[1] !== "string" ||
    typeof value[2] !== "string" ||
    // PostgreSQL text cannot hold NUL; such a key is not one we wrote.
    value[1].includes("\u0000") ||
    !order.validKey(value[1]) ||
    !isUuid(value[2])
  ) {
    throw validationFailed({ cursor: BAD_CURSOR_MESSAGE });
  }
  return { key: value[1], id: value[2] };
}

/**
 * A page from `limit + 1` rows fetched in the order; each row carries `cursorKey` (the order's
 * keyText) and `id`.
 */
export function pageInOrder<R extends { id: string; cursorKey: string }, T>(
  order: KeysetOrder,
  rows: R[],
  limit: number,
  toItem: (row: R) => T,
): { data: T[]; next_cursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    data: page.map(toItem),
    next_cursor: rows.length > limit && last ? encodeOrderCursor(order, { key: last.cursorKey, id: last.id }) : null,
  };
}

/**
 * Every row of an ordered query, read in batches: `batchAfter(last, size)` answers up to `size`
 * rows after `last` (from the start when undefined) in the query's order, typically with
 * afterOrderCursor/afterCursor on the last row's key. For exports (server/http/csv-stream.ts):
 * each batch is an index range, and only one batch is held at a time.
 */
export async function* keysetRows<R>(batchAfter: (last: R | undefined, size: number) => Promise<R[]>, size = 500): AsyncGenerator<R> {
  let last: R | undefined;
  for (;;) {
    const batch = await batchAfter(last, size);
    yield* batch;
    if (batch.length < size) return;
    last = batch[batch.length - 1];
  }
}
