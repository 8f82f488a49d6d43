/**
 * Staff's needs-attention list (GET /api/v1/admin/requests): unsettled requests across all files
 * by due date (undated last), then id, paged by keyset. Every statement names status in ('open',
 * 'submitted') as written in the partial index closing_requests_attention_idx (due_on, id), so the
 * planner walks that index in order and stops at the page's end. Undated rows come after every
 * dated one; they are read by a second statement when the dated ones run out, so neither needs an
 * OR across the two (which no index could serve in order).
 */
import { and, asc, eq, gt, isNotNull, isNull, lt, sql, type SQL } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { closingFiles, closingRequests } from "#db/schema/index.ts";
import type { AttentionFilter } from "#core/closing/attention-filters.ts";
import type { OrderCursor } from "#server/http/keyset.ts";

const UNSETTLED = sql`${closingRequests.status} in ('open', 'submitted')`;

/** The view's condition on dated rows, and whether undated rows belong to it (only its submitted answers do). */
function viewOf(view: AttentionFilter["view"], today: string, dueSoonBy: string): { dated: SQL | undefined; undated: boolean } {
  switch (view) {
    case "attention":
      return { dated: sql`(${closingRequests.status} = 'submitted' or ${closingRequests.dueOn} <= ${dueSoonBy}::date)`, undated: true };
    case "overdue":
      return { dated: and(eq(closingRequests.status, "open"), lt(closingRequests.dueOn, today)), undated: false };
    case "due_soon":
      return { dated: and(eq(closingRequests.status, "open"), sql`${closingRequests.dueOn} between ${today}::date and ${dueSoonBy}::date`), undated: false };
    case "submitted":
      return { dated: eq(closingRequests.status, "submitted"), undated: true };
  }
}

function filtersOf(filter: AttentionFilter): (SQL | undefined)[] {
  return [
    filter.owner ? eq(closingRequests.owner, filter.owner) : undefined,
    filter.county ? eq(closingFiles.county, filter.county) : undefined,
    filter.office ? eq(closingFiles.office, filter.office) : undefined,
  ];
}

function select(db: AppDb) {
  return db
    .select({
      request: closingRequests,
      id: closingRequests.id,
      fileNumber: closingFiles.fileNumber,
      propertyAddress: closingFiles.propertyAddress,
      county: closingFiles.county,
      office: closingFiles.office,
    })
    .from(closingRequests)
    .innerJoin(closingFiles, eq(closingFiles.id, closingRequests.fileId));
}

export type AttentionRow = Awaited<ReturnType<ReturnType<typeof select>["execute"]>>[number] & { cursorKey: string };

/** The dated part of a page, as one statement (also what the tests EXPLAIN). */
export function datedQuery(db: AppDb, filter: AttentionFilter, cursor: OrderCursor | undefined, limit: number, today: string, dueSoonBy: string) {
  const after = cursor ? sql`(${closingRequests.dueOn}, ${closingRequests.id}) > (${cursor.key}::date, ${cursor.id}::uuid)` : undefined;
  return select(db)
    .where(and(UNSETTLED, isNotNull(closingRequests.dueOn), viewOf(filter.view, today, dueSoonBy).dated, ...filtersOf(filter), after))
    .orderBy(asc(closingRequests.dueOn), asc(closingRequests.id))
    .limit(limit);
}

/** The undated part: only submitted answers, by id. */
function undatedQuery(db: AppDb, filter: AttentionFilter, cursor: OrderCursor | undefined, limit: number) {
  const after = cursor?.key === "" ? gt(closingRequests.id, cursor.id) : undefined;
  return select(db)
    .where(and(UNSETTLED, isNull(closingRequests.dueOn), eq(closingRequests.status, "submitted"), ...filtersOf(filter), after))
    .orderBy(asc(closingRequests.dueOn), asc(closingRequests.id))
    .limit(limit);
}

/**
 * Up to `limit` rows after the cursor (its key: the due date, "" for undated). `today` and
 * `dueSoonBy` are Iowa dates.
 */
export async function attentionPage(
  db: AppDb,
  filter: AttentionFilter,
  cursor: OrderCursor | undefined,
  limit: number,
  today: string,
  dueSoonBy: string,
): Promise<AttentionRow[]> {
  const rows: AttentionRow[] = [];
  if (!cursor || cursor.key !== "") {
    const dated = await datedQuery(db, filter, cursor, limit, today, dueSoonBy);
    rows.push(...dated.map((r) => ({ ...r, cursorKey: r.request.dueOn ?? "" })));
  }
  if (rows.length < limit && viewOf(filter.view, today, dueSoonBy).undated) {
    const undated = await undatedQuery(db, filter, cursor, limit - rows.length);
    rows.push(...undated.map((r) => ({ ...r, cursorKey: "" })));
  }
  return rows;
}
