/**
 * The statements of POST /auth/v1/admin/generate_link and POST /auth/v1/invite: the account made
 * or found, a one-time token of the kind our /verify redeems (server/auth/one-time-tokens.ts,
 * routes/verify.routes.ts), the *_sent_at bookkeeping and the audit row, in one transaction. The
 * link and code are the same secret as in our own e-mails, so a generated link works exactly like
 * one we sent.
 */
import { eq } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { authUsers, profiles, type AuthUser } from "#db/schema/index.ts";
import type { OneTimeTokenType, UserRole } from "#core/domain/enums.ts";
import type { Services } from "#server/services.ts";
import { issueToken, type IssuedToken } from "#server/auth/one-time-tokens.ts";
import { Refusal } from "#server/auth/refusal.ts";
import { accountTypeFrom } from "#server/auth/users.ts";
import { createUser, findUserByEmail } from "#server/auth/users.queries.ts";
import { SERVICE_ROLE_AUDIT, writeServiceRoleAudit, type ServiceRoleAction } from "./admin-audit.queries.ts";
import type { AuditCaller } from "./admin-users.queries.ts";
import { addressTaken } from "./admin-users.queries.ts";
import type { LinkType } from "./admin-schemas.ts";

export type LinkRefusal = "user_not_found" | "email_exists" | "password_required";

export interface LinkRequest {
  type: LinkType;
  email: string;
  /** For the e-mail-change types: the address to change to (checked by the caller). */
  newEmail?: string;
  /** For a sign-up link to a new address. */
  passwordHash?: string;
  data?: Record<string, unknown>;
  /** Sign-up's rule for the new account's role (ADMIN_EMAILS). */
  roleForNew: UserRole;
}

export interface IssuedLink {
  user: AuthUser;
  token: IssuedToken;
  /** GoTrue's verification_type: magiclink to an unknown address becomes signup. */
  verificationType: LinkType;
  /** The `type` of our /verify that redeems it. */
  verifyType: "signup" | "invite" | "magiclink" | "recovery" | "email_change";
}

const TOKEN: Record<IssuedLink["verifyType"], OneTimeTokenType> = {
  signup: "confirmation",
  invite: "invite",
  magiclink: "magiclink",
  recovery: "recovery",
  // email_change_new; GoTrue's email_change_current link is the current address's token instead
  // (server/auth/email-change.ts: with the secure change, both must be followed).
  email_change: "email_change_new",
};

/**
 * In the caller's transaction, as GoTrue's adminGenerateLink decides: magiclink to an unknown
 * address signs it up; recovery and e-mail change need an account; signup and invite refuse an
 * account whose address is already confirmed.
 */
export async function issueLink(ctx: Services, tx: AppDb, r: LinkRequest): Promise<IssuedLink> {
  let user = await findUserByEmail(tx, r.email);
  let type = r.type;
  if (!user && type === "magiclink") type = "signup";
  if (!user && (type === "recovery" || type === "email_change_current" || type === "email_change_new")) throw new Refusal<LinkRefusal>("user_not_found");
  const now = new Date();
  const sentAt: Partial<typeof authUsers.$inferInsert> = {};
  if (type === "signup" || type === "invite") {
    if (user?.emailConfirmedAt) throw new Refusal<LinkRefusal>("email_exists");
    if (!user) {
      if (type === "signup" && !r.passwordHash && r.type === "signup") throw new Refusal<LinkRefusal>("password_required");
      if (await addressTaken(tx, { email: r.email })) throw new Refusal<LinkRefusal>("email_exists"); // soft-deleted: reserved
      user = await createUser(tx, {
        identities: [{ provider: "email", email: r.email, confirmed: false }],
        passwordHash: r.passwordHash ?? null,
        userMetadata: r.data ?? {},
        role: r.roleForNew,
      });
    } else if (r.data) {
      // As GoTrue: the data is merged into the waiting account's metadata; its profile follows.
      sentAt.rawUserMetaData = { ...user.rawUserMetaData, ...r.data };
      const type = accountTypeFrom(r.data);
      if (type) await tx.update(profiles).set({ type }).where(eq(profiles.id, user.id));
    }
    sentAt.confirmationSentAt = now;
    if (type === "invite") sentAt.invitedAt = now;
  } else if (type === "magiclink" || type === "recovery") {
    sentAt.recoverySentAt = now;
  } else {
    if (await addressTaken(tx, { email: r.newEmail }, user!.id)) throw new Refusal<LinkRefusal>("email_exists");
    Object.assign(sentAt, { emailChange: r.newEmail, emailChangeSentAt: now, emailChangeConfirmStatus: 0 });
  }
  const verifyType = type === "email_change_current" || type === "email_change_new" ? "email_change" : type;
  const current = type === "email_change_current";
  const relatesTo = current ? (user!.email ?? r.email) : verifyType === "email_change" ? r.newEmail! : r.email;
  const token = await issueToken(ctx, tx, user!.id, current ? "email_change_current" : TOKEN[verifyType], relatesTo);
  const [updated] = await tx.update(authUsers).set(sentAt).where(eq(authUsers.id, user!.id)).returning();
  return { user: updated!, token, verificationType: type, verifyType };
}

/** generate_link (or, with `then`, the invitation e-mail too) and its audit row, in one transaction. */
export async function issueLinkAudited(
  ctx: Services,
  r: LinkRequest,
  caller: AuditCaller,
  action: ServiceRoleAction = SERVICE_ROLE_AUDIT.linkGenerated,
  then?: (tx: AppDb, link: IssuedLink) => Promise<void>,
): Promise<IssuedLink> {
  return ctx.db.transaction(async (tx) => {
    const link = await issueLink(ctx, tx, r);
    await writeServiceRoleAudit(tx, { action, userId: link.user.id, ...caller, details: { type: link.verificationType, email: r.email } });
    await then?.(tx, link);
    return link;
  });
}
