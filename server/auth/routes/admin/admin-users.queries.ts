/**
 * The statements of /auth/v1/admin/users (admin-users.routes.ts): the list, and creating, changing
 * and deleting an account, each with its audit row in the same transaction. A new account gets its
 * identities and its profile from createUser, as sign-up's (server/auth/users.queries.ts), plus what only
 * the service role may set: confirmation, app_metadata, a phone, a ban.
 */
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { authIdentities, authMfaFactors, authOneTimeTokens, authSessions, authUsers, profiles, type AuthUser } from "#db/schema/index.ts";
import type { UserRole } from "#core/domain/enums.ts";
import type { Services } from "#server/services.ts";
import { accountTypeFrom } from "#server/auth/users.ts";
import { createUser, userJson, type NewIdentity } from "#server/auth/users.queries.ts";
import { SERVICE_ROLE_AUDIT, writeServiceRoleAudit } from "./admin-audit.queries.ts";

export type AuditCaller = { role: string; ip: string };

/** GoTrue's user object plus the fields its admin API shows (invited_at, the ban, the phone's confirmation). */
export async function adminUserJson(db: AppDb, user: AuthUser) {
  const iso = (d: Date | null) => (d ? d.toISOString() : undefined);
  return {
    ...(await userJson(db, user)),
    phone_confirmed_at: iso(user.phoneConfirmedAt),
    invited_at: iso(user.invitedAt),
    banned_until: iso(user.bannedUntil),
  };
}

/** One page, newest first (GoTrue's default sort), and how many accounts there are. */
export async function listUsersPage(db: AppDb, page: number, perPage: number): Promise<{ users: AuthUser[]; total: number }> {
  const live = isNull(authUsers.deletedAt);
  const [users, [total]] = await Promise.all([
    db.select().from(authUsers).where(live).orderBy(desc(authUsers.createdAt), desc(authUsers.id)).limit(perPage).offset((page - 1) * perPage),
    db.select({ n: count() }).from(authUsers).where(live),
  ]);
  return { users, total: total?.n ?? 0 };
}

/** Any account with this address or number, soft-deleted ones included (they keep it reserved). */
export async function addressTaken(db: AppDb, by: { email?: string; phone?: string }, exceptId?: string): Promise<"email" | "phone" | undefined> {
  const other = exceptId ? sql`and ${authUsers.id} <> ${exceptId}` : sql``;
  if (by.email) {
    const [row] = await db.select({ id: authUsers.id }).from(authUsers).where(sql`lower(${authUsers.email}) = ${by.email.toLowerCase()} ${other}`);
    if (row) return "email";
  }
  if (by.phone) {
    const [row] = await db.select({ id: authUsers.id }).from(authUsers).where(sql`${authUsers.phone} = ${by.phone} ${other}`);
    if (row) return "phone";
  }
  return undefined;
}

export interface NewAdminUser {
  id?: string;
  email?: string;
  phone?: string;
  passwordHash: string | null;
  emailConfirmed: boolean;
  phoneConfirmed: boolean;
  userMetadata: Record<string, unknown>;
  appMetadata: Record<string, unknown>;
  bannedUntil: Date | null;
  role: UserRole;
}

/** The account as createUser (users.queries.ts) makes every one, with its audit row. */
export async function createAdminUser(ctx: Services, u: NewAdminUser, caller: AuditCaller): Promise<AuthUser> {
  const identities: NewIdentity[] = [];
  // The service role is the company itself: an address it confirms counts as proven.
  if (u.email) identities.push({ provider: "email", email: u.email, confirmed: u.emailConfirmed, proven: true });
  if (u.phone) identities.push({ provider: "phone", phone: u.phone, confirmed: u.phoneConfirmed });
  const { id, passwordHash, userMetadata, appMetadata, bannedUntil, role } = u;
  return ctx.db.transaction(async (tx) => {
    const user = await createUser(tx, { identities, passwordHash, userMetadata, role, id, appMetadata, bannedUntil });
    await writeServiceRoleAudit(tx, { action: SERVICE_ROLE_AUDIT.userCreated, userId: user.id, ...caller, details: { email: u.email, phone: u.phone } });
    return user;
  });
}

export interface AdminUserChange {
  email?: string;
  phone?: string;
  passwordHash?: string;
  confirmEmail: boolean;
  confirmPhone: boolean;
  /** The whole new metadata (already merged). */
  userMetadata?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  /** null lifts a ban. */
  bannedUntil?: Date | null;
}

/**
 * The change, applied at once (the service role needs no confirmation e-mail), with its audit
 * row. A new password or a ban ends the account's sessions, so either takes effect now rather
 * than when the current access tokens expire.
 */
export async function updateAdminUser(ctx: Services, user: AuthUser, ch: AdminUserChange, caller: AuditCaller): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const set: Partial<typeof authUsers.$inferInsert> = { updatedAt: now };
    if (ch.email !== undefined) Object.assign(set, { email: ch.email, emailChange: null, emailChangeSentAt: null });
    if (ch.phone !== undefined) set.phone = ch.phone;
    if (ch.passwordHash) set.encryptedPassword = ch.passwordHash;
    if (ch.confirmEmail) set.emailConfirmedAt = user.emailConfirmedAt ?? now;
    // An address the service role confirms is proven (as at creation); a change it does not confirm proves nothing.
    if (ch.confirmEmail && (ch.email ?? user.email)) set.provenEmail = (ch.email ?? user.email)!.toLowerCase();
    if (ch.confirmPhone) set.phoneConfirmedAt = user.phoneConfirmedAt ?? now;
    if (ch.userMetadata) set.rawUserMetaData = ch.userMetadata;
    if (ch.appMetadata) set.rawAppMetaData = ch.appMetadata;
    if (ch.bannedUntil !== undefined) set.bannedUntil = ch.bannedUntil;
    await tx.update(authUsers).set(set).where(eq(authUsers.id, user.id));

    if (ch.email !== undefined) {
      const verified = ch.confirmEmail || (ch.email === user.email && !!user.emailConfirmedAt);
      await upsertIdentity(tx, user.id, "email", { email: ch.email, email_verified: verified });
      await tx.update(profiles).set({ email: ch.email }).where(eq(profiles.id, user.id));
    }
    if (ch.phone !== undefined) await upsertIdentity(tx, user.id, "phone", { phone: ch.phone, phone_verified: ch.confirmPhone });
    if (ch.userMetadata) {
      const type = accountTypeFrom(ch.userMetadata);
      if (type) await tx.update(profiles).set({ type }).where(eq(profiles.id, user.id));
    }
    const banned = ch.bannedUntil && ch.bannedUntil.getTime() > now.getTime();
    if (ch.passwordHash || banned) await tx.delete(authSessions).where(eq(authSessions.userId, user.id));
    if (ch.passwordHash || ch.email !== undefined) await tx.delete(authOneTimeTokens).where(eq(authOneTimeTokens.userId, user.id));
    await writeServiceRoleAudit(tx, {
      action: SERVICE_ROLE_AUDIT.userUpdated,
      userId: user.id,
      ...caller,
      details: { changed: Object.keys(ch).filter((k) => ch[k as keyof AdminUserChange] !== undefined && ch[k as keyof AdminUserChange] !== false) },
    });
  });
}

async function upsertIdentity(tx: AppDb, userId: string, provider: "email" | "phone", data: Record<string, unknown>) {
  const [existing] = await tx
    .select({ id: authIdentities.id })
    .from(authIdentities)
    .where(and(eq(authIdentities.userId, userId), eq(authIdentities.provider, provider)));
  if (existing) {
    await tx
      .update(authIdentities)
      .set({ identityData: sql`${authIdentities.identityData} || ${JSON.stringify(data)}::jsonb`, updatedAt: new Date() })
      .where(eq(authIdentities.id, existing.id));
  } else {
    await tx.insert(authIdentities).values({ userId, provider, providerId: userId, identityData: { sub: userId, ...data } });
  }
}

/** The account by id, soft-deleted or not (DELETE may remove a soft-deleted one for good). */
export async function findAnyUser(db: AppDb, id: string): Promise<AuthUser | undefined> {
  const [row] = await db.select().from(authUsers).where(eq(authUsers.id, id));
  return row;
}

/**
 * Deletes the account: for good (its profile and everything of its own go with it; records it
 * made elsewhere keep NULL as their author), or softly as GoTrue does: deleted_at set, password,
 * sessions, factors and pending tokens gone, the address kept reserved (db/schema/auth.ts).
 */
export async function deleteAdminUser(ctx: Services, user: AuthUser, soft: boolean, caller: AuditCaller): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await writeServiceRoleAudit(tx, { action: SERVICE_ROLE_AUDIT.userDeleted, userId: user.id, ...caller, details: { soft, email: user.email } });
    if (!soft) {
      await tx.delete(authUsers).where(eq(authUsers.id, user.id));
      return;
    }
    if (user.deletedAt) return;
    await tx.update(authUsers).set({ deletedAt: new Date(), encryptedPassword: null, emailChange: null }).where(eq(authUsers.id, user.id));
    await tx.delete(authSessions).where(eq(authSessions.userId, user.id));
    await tx.delete(authMfaFactors).where(eq(authMfaFactors.userId, user.id));
    await tx.delete(authOneTimeTokens).where(eq(authOneTimeTokens.userId, user.id));
  });
}
