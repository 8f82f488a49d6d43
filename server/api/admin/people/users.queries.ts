/**
 * The admin user list: profiles by role desc, created_at desc, id desc (the index
 * profiles_role_created_at_idx), searched by part of the e-mail address (the trigram index
 * profiles_email_trgm_idx on lower(email)), each with the dashboard's transaction total.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { profiles } from "#db/schema/index.ts";
import { cursorAt } from "#server/http/keyset.queries.ts";
import { closingCounts } from "#server/api/transactions/closing-counts.queries.ts";
import type { UserRowLike } from "./people-schemas.ts";
import { type UserCursor } from "./user-cursor.ts";
import { afterUserCursor } from "./user-cursor.queries.ts";

export const userColumns = {
  id: profiles.id,
  email: profiles.email,
  role: profiles.role,
  type: profiles.type,
  createdAt: profiles.createdAt,
  sendingSuspendedAt: profiles.sendingSuspendedAt,
};

/** `%text%` for LIKE, with the pattern characters taken literally. */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Up to `take` profiles after the cursor in the list's order; `search` is lower-case already (core/admin/people-filters.ts), as the index is. */
export function usersInOrder(db: AppDb, search: string, cursor: UserCursor | undefined, take: number) {
  return db
    .select({ ...userColumns, cursorAt: cursorAt(profiles.createdAt) })
    .from(profiles)
    .where(and(search ? sql`lower(${profiles.email}) like ${contains(search)}` : undefined, afterUserCursor(cursor)))
    .orderBy(desc(profiles.role), desc(profiles.createdAt), desc(profiles.id))
    .limit(take);
}

/** A page: `limit + 1` rows, the extra one only saying there is a next page. */
export function listUsers(db: AppDb, page: { limit: number; cursor?: UserCursor; search: string }) {
  return usersInOrder(db, page.search, page.cursor, page.limit + 1);
}

export async function findUser(db: AppDb, id: string): Promise<UserRowLike | undefined> {
  const [row] = await db.select(userColumns).from(profiles).where(eq(profiles.id, id)).limit(1);
  return row;
}

/** Each user's total, by the one count the dashboard and the GOAT read too (closing-counts.queries.ts). */
export async function totalsOf(db: AppDb, userIds: string[]): Promise<Map<string, number>> {
  const counts = await closingCounts(db, userIds, new Date());
  return new Map([...counts].map(([id, c]) => [id, c.total]));
}

/** One account's transaction total, for the answer of a change to it. */
export async function totalOf(db: AppDb, userId: string): Promise<number> {
  return (await totalsOf(db, [userId])).get(userId) ?? 0;
}

export type UserWithTotal = Awaited<ReturnType<typeof usersInOrder>>[number] & { transactionCount: number };

/** For an export: up to `size` accounts after `last` in the list's order, each with its total. */
export async function usersWithTotalsAfter(db: AppDb, search: string, last: UserWithTotal | undefined, size: number): Promise<UserWithTotal[]> {
  const batch = await usersInOrder(db, search, last && { role: last.role, at: last.cursorAt, id: last.id }, size);
  const totals = await totalsOf(
    db,
    batch.map((u) => u.id),
  );
  return batch.map((u) => ({ ...u, transactionCount: totals.get(u.id) ?? 0 }));
}
