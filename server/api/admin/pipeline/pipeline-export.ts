/** The rows of a pipeline export: the whole view, read in keyset batches in the view's order. */
import type { CsvRow } from "#server/http/csv-stream.ts";
import { keysetRows, type OrderCursor } from "#server/http/keyset.ts";

/** Rows per database read: big enough to make 100,000 rows a hundred reads, small enough to hold. */
export const EXPORT_BATCH = 1000;

export async function* exportRows<R extends { id: string; cursorKey: string }>(
  batchAfter: (cursor: OrderCursor | undefined, size: number) => Promise<R[]>,
  toRow: (row: R) => CsvRow,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<CsvRow> {
  const rows = keysetRows<R>((last, size) => batchAfter(last && { key: last.cursorKey, id: last.id }, size), batchSize);
  for await (const row of rows) yield toRow(row);
}
