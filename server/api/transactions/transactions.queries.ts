/**
 * A user's transactions: the dashboard list. What they add up to (with closed files) is counted
 * by closing-counts.queries.ts, the one count the dashboard, the admin and the GOAT read.
 */
import { and, desc, eq } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { transactions } from "#db/schema/index.ts";
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
