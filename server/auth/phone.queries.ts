/**
 * The statements of phone sign-in (phone.ts, phone-sms.ts and the routes that use them): users by
 * number and phone users with their identity and profile.
 */
import { and, eq, isNull, or } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { authIdentities, authUsers, profiles, type AuthUser } from "../../db/schema/index.ts";
import type { UserRole } from "../../core/domain/enums.ts";
import { accountTypeFrom } from "./users.ts";

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

export interface NewPhoneUser {
  phone: string;
  passwordHash: string | null;
  userMetadata: Record<string, unknown>;
  confirmed: boolean;
  role: UserRole;
}

/**
 * A phone user, with its "phone" identity and its profile (no e-mail; the account type from the
 * sign-up's metadata, as for e-mail users), in the caller's transaction.
 */
export async function createPhoneUser(tx: AppDb, input: NewPhoneUser): Promise<AuthUser> {
  const [user] = await tx
    .insert(authUsers)
    .values({
      phone: input.phone,
      encryptedPassword: input.passwordHash,
      phoneConfirmedAt: input.confirmed ? new Date() : null,
      rawAppMetaData: { provider: "phone", providers: ["phone"] },
      rawUserMetaData: input.userMetadata,
    })
    .returning();
  await tx.insert(authIdentities).values({
    userId: user!.id,
    provider: "phone",
    providerId: user!.id,
    identityData: { sub: user!.id, phone: input.phone, email_verified: false, phone_verified: input.confirmed },
  });
  await tx.insert(profiles).values({ id: user!.id, email: null, role: input.role, type: accountTypeFrom(input.userMetadata) });
  return user!;
}
