/**
 * CSV downloads, streamed: `csvResponse(c, filename, header, rows)` answers 200 text/csv with the
 * header row and then each row of an async iterable as the client reads them, so an export of
 * any size holds one batch in memory, never the whole file, and has no row cap.
 *
 * - Quoting is RFC 4180 (csv-stringify): a cell with a comma, a double quote, a CR or an LF is
 *   quoted, quotes doubled; lines end in CRLF.
 * - Every text cell is neutralised against formula injection (core/admin/csv-cell.ts); numbers
 *   and booleans are written as they are, null and undefined as an empty cell, Dates as ISO.
 * - Rows come from the database in keyset batches (`keysetRows` in server/http/keyset.ts), so
 *   each batch is an index range read, not one giant query.
 *
 * If the source fails at once, the error goes to the error handler like any other (the first
 * row is read before answering); if it fails later, the stream is aborted (the download fails
 * visibly) rather than ending early, which would look like a complete, shorter file.
 *
 * Usage (in a route handler):
 *   return csvResponse(c, exportFilename("leads"), ["id", "name"], rowsOf(keysetRows(batchAfter)), { onError });
 */
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import type { Context } from "hono";
import { stringify } from "csv-stringify/sync";
import { neutraliseCell } from "#core/admin/csv-cell.ts";
import { COMPANY_TIME_ZONE } from "#core/domain/company-calendar.ts";

export type CsvValue = string | number | boolean | Date | null | undefined;
export type CsvRow = readonly CsvValue[];

/** About this many bytes are written to the response at a time. */
const CHUNK_BYTES = 64 * 1024;

function cell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string") return neutraliseCell(value);
  return String(value);
}

/** Rows as RFC 4180 text: every cell neutralised, quoted where needed, CRLF after each row. */
export function csvText(rows: readonly CsvRow[]): string {
  return stringify(
    rows.map((row) => row.map(cell)),
    { record_delimiter: "\r\n", quoted_match: /[\r\n]/ },
  );
}

/** "<prefix>-YYYY-MM-DD.csv", dated in Iowa (America/Chicago), e.g. leads-2026-11-23.csv. */
export function exportFilename(prefix: string, at: Date = new Date()): string {
  return `${prefix}-${format(new TZDate(at.getTime(), COMPANY_TIME_ZONE), "yyyy-MM-dd")}.csv`;
}

export interface CsvResponseOptions {
  /** Told when the source fails after the download began (to log it: the client sees only a broken download). */
  onError?: (err: unknown) => void;
}

/**
 * A streamed CSV download: the header row, then `rows` as the client reads them. The first row
 * is read before answering, so a source that fails at once (the database is down) gives the
 * usual error answer instead of a 200 that breaks off.
 */
export async function csvResponse(
  c: Context,
  filename: string,
  header: readonly string[],
  rows: AsyncIterable<CsvRow>,
  options: CsvResponseOptions = {},
): Promise<Response> {
  const encoder = new TextEncoder();
  const iterator = rows[Symbol.asyncIterator]();
  let pending: IteratorResult<CsvRow> | undefined = await iterator.next();
  let headerSent = false;
  const body = new ReadableStream<Uint8Array>(
    {
      // Called only when the client has room for more (the stream keeps one chunk queued), so a
      // slow download holds back the database reads instead of piling rows up in memory.
      async pull(controller) {
        let text = headerSent ? "" : csvText([header]);
        headerSent = true;
        const batch: CsvRow[] = [];
        let size = text.length;
        try {
          while (size < CHUNK_BYTES) {
            const next = pending ?? (await iterator.next());
            pending = undefined;
            if (next.done) {
              if (batch.length) text += csvText(batch);
              if (text) controller.enqueue(encoder.encode(text));
              controller.close();
              return;
            }
            batch.push(next.value);
            // A rough size is enough to bound a chunk.
            size += next.value.reduce<number>((sum, v) => sum + (typeof v === "string" ? v.length + 3 : 24), 2);
          }
        } catch (err) {
          options.onError?.(err);
          controller.error(err);
          return;
        }
        controller.enqueue(encoder.encode(text + csvText(batch)));
      },
      async cancel() {
        // The client went away: stop reading the source (a generator's finally blocks run).
        await iterator.return?.();
      },
    },
    { highWaterMark: 1 },
  );
  return c.body(body, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${filename}"`,
    "Cache-Control": "no-store",
  });
}
