/**
 * The statements of accounts: lookup, the one way an account is made (with its identities and
 * profile, in the caller's transaction: sign-up by e-mail or phone, a sign-in link or code for a
 * new address or number, the service role's admin API), an anonymous account, a newly confirmed
 * address, and the GoTrue user object read with its identities and factors (users.ts).
 */
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { authIdentities, authMfaFactors, authUsers, profiles, type AuthIdentity, type AuthMfaFactor, type AuthUser } from "#db/schema/index.ts";
import type { UserRole } from "#core/domain/enums.ts";
import { accountTypeFrom, userJsonFrom } from "./users.ts";

export async function findUserByEmail(db: AppDb, email: string): Promise<AuthUser | undefined> {
  const [row] = await db
    .select()
    .from(authUsers)
    .where(and(sql`lower(${authUsers.email}) = ${email.toLowerCase()}`, isNull(authUsers.deletedAt)));
  return row;
}

export async function findUserById(db: AppDb, id: string): Promise<AuthUser | undefined> {
  const [row] = await db
    .select()
    .from(authUsers)
    .where(and(eq(authUsers.id, id), isNull(authUsers.deletedAt)));
  return row;
}

/** The account by id, soft-deleted or not. */
export async function findAnyUser(db: AppDb, id: string): Promise<AuthUser | undefined> {
  const [row] = await db.select().from(authUsers).where(eq(authUsers.id, id));
  return row;
}

/** confirmation_sent_at: a confirmation e-mail or code went out now. */
export async function markConfirmationSent(tx: AppDb, userId: string): Promise<void> {
  await tx.update(authUsers).set({ confirmationSentAt: new Date() }).where(eq(authUsers.id, userId));
}

/** invited_at: an invitation to the account went out now. */
export async function markInvited(tx: AppDb, userId: string): Promise<void> {
  await tx.update(authUsers).set({ invitedAt: new Date() }).where(eq(authUsers.id, userId));
}

export async function listFactors(db: AppDb, userId: string): Promise<AuthMfaFactor[]> {
  return db.select().from(authMfaFactors).where(eq(authMfaFactors.userId, userId)).orderBy(asc(authMfaFactors.createdAt));
}

/** The account's identities, oldest first (as GoTrue's user object lists them). */
export async function listIdentities(db: AppDb, userId: string): Promise<AuthIdentity[]> {
  return db.select().from(authIdentities).where(eq(authIdentities.userId, userId)).orderBy(asc(authIdentities.createdAt));
}

export async function hasVerifiedFactor(db: AppDb, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: authMfaFactors.id })
    .from(authMfaFactors)
    .where(and(eq(authMfaFactors.userId, userId), eq(authMfaFactors.status, "verified")))
    .limit(1);
  return rows.length > 0;
}

/** An address the new account signs in with. `proven`: the company itself vouches for it (the service role), see proven-email.ts. */
export interface NewEmailIdentity {
  provider: "email";
  email: string;
  confirmed: boolean;
  proven?: boolean;
}

/** A number the new account signs in with (stored form, without "+"). */
export interface NewPhoneIdentity {
  provider: "phone";
  phone: string;
  confirmed: boolean;
}

export type NewIdentity = NewEmailIdentity | NewPhoneIdentity;

export interface NewUser {
  /** An address, a number, or (the service role only) one of each. */
  identities: readonly NewIdentity[];
  passwordHash: string | null;
  userMetadata: Record<string, unknown>;
  role: UserRole;
  /** What only the service role sets (routes/admin/admin-users.routes.ts): the id, app_metadata merged over the providers, a ban. */
  id?: string;
  appMetadata?: Record<string, unknown>;
  bannedUntil?: Date | null;
}

/**
 * The account, an identity for its address and one for its number, and its profile (the account
 * type from the metadata), in the caller's transaction. An address or number already taken is a
 * unique violation.
 */
export async function createUser(tx: AppDb, input: NewUser): Promise<AuthUser> {
  const now = new Date();
  const email = input.identities.find((i): i is NewEmailIdentity => i.provider === "email");
  const phone = input.identities.find((i): i is NewPhoneIdentity => i.provider === "phone");
  const providers = [...(email ? ["email"] : []), ...(phone ? ["phone"] : [])];
  const [user] = await tx
    .insert(authUsers)
    .values({
      ...(input.id ? { id: input.id } : {}),
      email: email?.email ?? null,
      phone: phone?.phone ?? null,
      encryptedPassword: input.passwordHash,
      emailConfirmedAt: email?.confirmed ? now : null,
      provenEmail: email?.confirmed && email.proven ? email.email.toLowerCase() : null,
      phoneConfirmedAt: phone?.confirmed ? now : null,
      // As GoTrue: the given app_metadata merged over the providers it records itself.
      rawAppMetaData: { provider: providers[0], providers, ...input.appMetadata },
      rawUserMetaData: input.userMetadata,
      bannedUntil: input.bannedUntil ?? null,
    })
    .returning();
  const id = user!.id;
  if (email) {
    await tx.insert(authIdentities).values({
      userId: id,
      provider: "email",
      providerId: id,
      identityData: { sub: id, email: email.email, email_verified: email.confirmed, phone_verified: false },
    });
  }
  if (phone) {
    await tx.insert(authIdentities).values({
      userId: id,
      provider: "phone",
      providerId: id,
      identityData: { sub: id, phone: phone.phone, email_verified: false, phone_verified: phone.confirmed },
    });
  }
  await tx.insert(profiles).values({ id, email: email?.email ?? null, role: input.role, type: accountTypeFrom(input.userMetadata) });
  return user!;
}

/**
 * An anonymous user (AUTH_ANONYMOUS_USERS): no e-mail, phone or identity, as GoTrue makes them.
 * It gets a profile like every user, with no account type, so it never counts as an agent or a
 * lender and the portal offers it nothing until it has an address (PUT /auth/v1/user).
 */
export async function createAnonymousUser(tx: AppDb, userMetadata: Record<string, unknown>): Promise<AuthUser> {
  const [user] = await tx.insert(authUsers).values({ isAnonymous: true, rawAppMetaData: { provider: "anonymous", providers: ["anonymous"] }, rawUserMetaData: userMetadata }).returning();
  await tx.insert(profiles).values({ id: user!.id, email: null, role: "user", type: null });
  return user!;
}

/**
 * A user's address is now `email` (confirmed): its "email" identity says so, made when it had none
 * (an anonymous or phone user adding an address), app_metadata lists the provider, and an
 * anonymous user becomes a permanent one (as GoTrue does). In the caller's transaction.
 */
export async function confirmNewEmail(tx: AppDb, userId: string, email: string): Promise<void> {
  const [user] = await tx.select().from(authUsers).where(eq(authUsers.id, userId));
  if (!user) return;
  const providers = new Set(Array.isArray(user.rawAppMetaData.providers) ? (user.rawAppMetaData.providers as string[]) : []);
  providers.delete("anonymous");
  providers.add("email");
  const provider = user.isAnonymous || !user.rawAppMetaData.provider ? "email" : user.rawAppMetaData.provider;
  await tx
    .update(authUsers)
    .set({
      email,
      emailChange: null,
      emailChangeSentAt: null,
      emailConfirmedAt: new Date(),
      isAnonymous: false,
      rawAppMetaData: { ...user.rawAppMetaData, provider, providers: [...providers] },
    })
    .where(eq(authUsers.id, userId));
  await tx.update(profiles).set({ email }).where(eq(profiles.id, userId));
  const updated = await tx
    .update(authIdentities)
    .set({ identityData: sql`${authIdentities.identityData} || ${JSON.stringify({ email, email_verified: true })}::jsonb` })
    .where(and(eq(authIdentities.userId, userId), eq(authIdentities.provider, "email")))
    .returning({ id: authIdentities.id });
  if (!updated.length) {
    await tx.insert(authIdentities).values({
      userId,
      provider: "email",
      providerId: userId,
      identityData: { sub: userId, email, email_verified: true, phone_verified: Boolean(user.phoneConfirmedAt) },
    });
  }
}

/** GoTrue's user object, with identities and (when there are any) factors. */
export async function userJson(db: AppDb, user: AuthUser) {
  const [identities, factors] = await Promise.all([
    listIdentities(db, user.id),
    listFactors(db, user.id),
  ]);
  return userJsonFrom(user, identities, factors);
}
