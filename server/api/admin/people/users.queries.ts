/**
 * The admin user list: profiles by role desc, created_at desc, id desc (the index
 * profiles_role_created_at_idx), searched by part of the e-mail address (the trigram index
 * profiles_email_trgm_idx on lower(email)), each with the dashboard's transaction total.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { AppDb } from "../../../../db/client.ts";
import { profiles } from "../../../../db/schema/index.ts";
import { cursorAt } from "../../../http/keyset.ts";
import { transactionCounts } from "../../transactions/transactions.queries.ts";
import type { UserRowLike } from "./people-schemas.ts";
import { afterUserCursor, type UserCursor } from "./user-cursor.ts";

export const userColumns = {
  id: profiles.id,
  email: profiles.email,
  role: profiles.role,
  type: profiles.type,
  createdAt: profiles.createdAt,
};

/** `%text%` for LIKE, with the pattern characters taken literally. */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `search` is lower-case already (core/admin/people-filters.ts), as the index is. */
export function listUsers(db: AppDb, page: { limit: number; cursor?: UserCursor; search: string }) {
  return db
    .select({ ...userColumns, cursorAt: cursorAt(profiles.createdAt) })
    .from(profiles)
    .where(and(page.search ? sql`lower(${profiles.email}) like ${contains(page.search)}` : undefined, afterUserCursor(page.cursor)))
    .orderBy(desc(profiles.role), desc(profiles.createdAt), desc(profiles.id))
    .limit(page.limit + 1);
}

export async function findUser(db: AppDb, id: string): Promise<UserRowLike | undefined> {
  const [row] = await db.select(userColumns).from(profiles).where(eq(profiles.id, id)).limit(1);
  return row;
}

/** Each user's total, by the one count query the dashboard uses too (transactions.queries.ts). */
export async function totalsOf(db: AppDb, userIds: string[]): Promise<Map<string, number>> {
  const counts = await transactionCounts(db, userIds, new Date());
  return new Map([...counts].map(([id, c]) => [id, c.total]));
}
