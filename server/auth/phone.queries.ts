/**
 * The statements of phone sign-in (phone.ts, phone-sms.ts and the routes that use them): users by
 * number (a phone user is made by createUser, users.queries.ts).
 */
import { and, eq, isNull, or } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { authUsers, type AuthUser } from "#db/schema/index.ts";

/** The user whose number is `phone` (stored form, without "+"). */
export async function findUserByPhone(db: AppDb, phone: string): Promise<AuthUser | undefined> {
  const [row] = await db
    .select()
    .from(authUsers)
    .where(and(eq(authUsers.phone, phone), isNull(authUsers.deletedAt)));
  return row;
}

/** A user with a phone change pending to `phone`, or whose current number is `phone` with one pending. */
export async function findPendingPhoneChange(db: AppDb, phone: string): Promise<AuthUser | undefined> {
  const [row] = await db
    .select()
    .from(authUsers)
    .where(and(or(eq(authUsers.phoneChange, phone), eq(authUsers.phone, phone)), isNull(authUsers.deletedAt)))
    .limit(1);
  return row?.phoneChange ? row : undefined;
}
