/**
 * A user's transactions: the dashboard list, and the counts that the dashboard and the admin's
 * user list both show. There is one count query, so the two can never disagree.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { transactions } from "#db/schema/index.ts";
import { companyMonth } from "#core/domain/company-calendar.ts";
import { type Cursor } from "#server/http/keyset.ts";
import { afterCursor, cursorAt } from "#server/http/keyset.queries.ts";

export function listTransactions(db: AppDb, userId: string, page: { limit: number; cursor?: Cursor }) {
  return db
    .select({
      id: transactions.id,
      type: transactions.type,
      status: transactions.status,
      propertyAddress: transactions.propertyAddress,
      closingDate: transactions.closingDate,
      createdAt: transactions.createdAt,
      cursorAt: cursorAt(transactions.createdAt),
    })
    .from(transactions)
    .where(and(eq(transactions.userId, userId), afterCursor(transactions.createdAt, transactions.id, page.cursor)))
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(page.limit + 1);
}

export interface TransactionCounts {
  /** Every transaction of the user. */
  total: number;
  /** Those created this calendar month in Iowa (core/domain/company-calendar.ts). */
  monthly: number;
}

/** Total and this month's transactions per user; users without any get zeros. */
export async function transactionCounts(db: AppDb, userIds: string[], now: Date): Promise<Map<string, TransactionCounts>> {
  const counts = new Map<string, TransactionCounts>(userIds.map((id) => [id, { total: 0, monthly: 0 }]));
  if (userIds.length === 0) return counts;
  const month = companyMonth(now);
  const rows = await db
    .select({
      userId: transactions.userId,
      total: sql<number>`count(*)::int`,
      monthly: sql<number>`(count(*) filter (where ${transactions.createdAt} >= ${month.start.toISOString()}::timestamptz and ${transactions.createdAt} < ${month.end.toISOString()}::timestamptz))::int`,
    })
    .from(transactions)
    .where(inArray(transactions.userId, userIds))
    .groupBy(transactions.userId);
  for (const row of rows) counts.set(row.userId, { total: row.total, monthly: row.monthly });
  return counts;
}
