/**
 * Auth users: lookup, creation (with their identity and profile, in the caller's transaction) and
 * the GoTrue user object that auth-js expects.
 */
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import {
  authIdentities,
  authMfaFactors,
  authUsers,
  profiles,
  type AuthIdentity,
  type AuthMfaFactor,
  type AuthUser,
} from "../../db/schema/index.ts";
import { accountTypeSchema, type AccountType, type UserRole } from "../../core/domain/enums.ts";
import { AUDIENCE, TOKEN_ROLE } from "./access-token.ts";

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

export async function listFactors(db: AppDb, userId: string): Promise<AuthMfaFactor[]> {
  return db.select().from(authMfaFactors).where(eq(authMfaFactors.userId, userId)).orderBy(asc(authMfaFactors.createdAt));
}

export async function hasVerifiedFactor(db: AppDb, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: authMfaFactors.id })
    .from(authMfaFactors)
    .where(and(eq(authMfaFactors.userId, userId), eq(authMfaFactors.status, "verified")))
    .limit(1);
  return rows.length > 0;
}

/** The account type a sign-up asked for, if it is one we know (anything else is ignored). */
export function accountTypeFrom(metadata: Record<string, unknown>): AccountType | null {
  const parsed = accountTypeSchema.safeParse(metadata.account_type);
  return parsed.success ? parsed.data : null;
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  userMetadata: Record<string, unknown>;
  confirmed: boolean;
  role: UserRole;
}

export async function createUser(tx: AppDb, input: NewUser): Promise<AuthUser> {
  const now = new Date();
  const [user] = await tx
    .insert(authUsers)
    .values({
      email: input.email,
      encryptedPassword: input.passwordHash,
      emailConfirmedAt: input.confirmed ? now : null,
      rawAppMetaData: { provider: "email", providers: ["email"] },
      rawUserMetaData: input.userMetadata,
    })
    .returning();
  await tx.insert(authIdentities).values({
    userId: user!.id,
    provider: "email",
    providerId: user!.id,
    identityData: { sub: user!.id, email: input.email, email_verified: input.confirmed, phone_verified: false },
  });
  await tx.insert(profiles).values({
    id: user!.id,
    email: input.email,
    role: input.role,
    type: accountTypeFrom(input.userMetadata),
  });
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

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : undefined);

function factorJson(f: AuthMfaFactor) {
  return {
    id: f.id,
    friendly_name: f.friendlyName ?? undefined,
    factor_type: f.factorType,
    status: f.status,
    created_at: iso(f.createdAt),
    updated_at: iso(f.updatedAt),
    last_challenged_at: iso(f.lastChallengedAt),
  };
}

function identityJson(i: AuthIdentity) {
  return {
    identity_id: i.id,
    id: i.providerId,
    user_id: i.userId,
    identity_data: i.identityData,
    provider: i.provider,
    last_sign_in_at: iso(i.lastSignInAt),
    created_at: iso(i.createdAt),
    updated_at: iso(i.updatedAt),
    email: i.email ?? undefined,
  };
}

/** GoTrue's user object, with identities and (when there are any) factors. */
export async function userJson(db: AppDb, user: AuthUser) {
  const [identities, factors] = await Promise.all([
    db.select().from(authIdentities).where(eq(authIdentities.userId, user.id)).orderBy(asc(authIdentities.createdAt)),
    listFactors(db, user.id),
  ]);
  return userJsonFrom(user, identities, factors);
}

/** The same from rows already read (identities and factors oldest first). */
export function userJsonFrom(user: AuthUser, identities: AuthIdentity[], factors: AuthMfaFactor[]) {
  return {
    id: user.id,
    aud: AUDIENCE,
    role: TOKEN_ROLE,
    email: user.email ?? "",
    email_confirmed_at: iso(user.emailConfirmedAt),
    phone: user.phone ?? "",
    phone_confirmed_at: iso(user.phoneConfirmedAt),
    new_phone: user.phoneChange ?? undefined,
    phone_change_sent_at: iso(user.phoneChangeSentAt),
    confirmed_at: iso(user.emailConfirmedAt ?? user.phoneConfirmedAt),
    confirmation_sent_at: iso(user.confirmationSentAt),
    recovery_sent_at: iso(user.recoverySentAt),
    new_email: user.emailChange ?? undefined,
    email_change_sent_at: iso(user.emailChangeSentAt),
    last_sign_in_at: iso(user.lastSignInAt),
    app_metadata: user.rawAppMetaData,
    user_metadata: user.rawUserMetaData,
    identities: identities.map(identityJson),
    factors: factors.length ? factors.map(factorJson) : undefined,
    created_at: iso(user.createdAt),
    updated_at: iso(user.updatedAt),
    is_anonymous: user.isAnonymous,
  };
}
export type UserJson = ReturnType<typeof userJsonFrom>;
