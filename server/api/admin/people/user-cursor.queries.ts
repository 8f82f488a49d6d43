/** The admin user list's keyset condition (user-cursor.ts has the cursor). */
import { sql, type SQL } from "drizzle-orm";
import { profiles } from "#db/schema/index.ts";
import type { UserCursor } from "./user-cursor.ts";

/** Profiles after the cursor in the list's order; true without a cursor. */
export function afterUserCursor(cursor: UserCursor | undefined): SQL {
  if (!cursor) return sql`true`;
  return sql`(${profiles.role}, ${profiles.createdAt}, ${profiles.id}) < (${cursor.role}::user_role, ${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
}
