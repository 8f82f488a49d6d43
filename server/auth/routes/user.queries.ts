/**
 * The statements of PUT /auth/v1/user (user.routes.ts). Takes the services because the tokens'
 * HMAC key and the outbox live there (one-time-tokens.ts, auth-mail.ts).
 */
import { and, eq, ne } from "drizzle-orm";
import { authOneTimeTokens, authSessions, authUsers, type AuthUser } from "#db/schema/index.ts";
import type { Services } from "#server/services.ts";
import { queueEmailChange } from "../email-change.ts";
import { consumeToken } from "../one-time-tokens.ts";
import { Refusal } from "../refusal.ts";
import type { AppDb } from "#db/client.ts";
import { queueAuthSms } from "../phone-sms.ts";
import { confirmNewEmail } from "../users.queries.ts";

export interface UserUpdate {
  user: AuthUser;
  /** The session making the change, which a new password leaves signed in. */
  sessionId: string;
  /** The reauthentication code, used up by this change when given. */
  nonce: string | undefined;
  passwordHash: string | undefined;
  /** The whole new user metadata. */
  userMetadata: Record<string, unknown> | undefined;
  /** A new address, which becomes the account's once the links e-mailed for it are followed (email-change.ts). */
  emailChange: { to: string; redirectTo: string } | undefined;
  /** An anonymous user's first address, taken at once when sign-ups need no confirmation (as GoTrue does). */
  anonymousEmail?: string;
  /** A new number, which becomes the account's once the code texted to it is verified. */
  phoneChange?: { to: string };
}

export type UserUpdateRefusal = "nonce_invalid";

/**
 * In one transaction: the reauthentication code used up, the other sessions and pending tokens
 * ended by a new password, the e-mail-change tokens and their e-mails in the outbox (or an anonymous
 * user's first address), the phone-change code and its text, and the user's row. Refuses (Refusal, nothing written) when the code is not the user's live one.
 */
export async function updateUser(ctx: Services, u: UserUpdate): Promise<void> {
  const { user } = u;
  await ctx.db.transaction(async (tx) => {
    if (u.nonce !== undefined) {
      const used = await consumeToken(ctx, tx, ["reauthentication"], { relatesTo: user.email ?? "", code: u.nonce });
      if (!used || used.userId !== user.id) throw new Refusal<UserUpdateRefusal>("nonce_invalid");
    }
    if (u.passwordHash) {
      // As GoTrue does: a new password signs out every other session (whoever knew the old one,
      // or holds a stolen session, is out) and voids the e-mailed codes and links still pending.
      await tx.delete(authSessions).where(and(eq(authSessions.userId, user.id), ne(authSessions.id, u.sessionId)));
      await tx.delete(authOneTimeTokens).where(eq(authOneTimeTokens.userId, user.id));
    }
    const changes: Partial<typeof authUsers.$inferInsert> = {};
    if (u.passwordHash) changes.encryptedPassword = u.passwordHash;
    if (u.userMetadata) changes.rawUserMetaData = u.userMetadata;
    if (u.emailChange) await queueEmailChange(ctx, tx, user, u.emailChange.to, u.emailChange.redirectTo);
    if (u.phoneChange) {
      await queuePhoneChange(ctx, tx, user.id, u.phoneChange.to);
    }
    if (Object.keys(changes).length) await tx.update(authUsers).set(changes).where(eq(authUsers.id, user.id));
    if (u.anonymousEmail) await confirmNewEmail(tx, user.id, u.anonymousEmail);
  });
}

async function queuePhoneChange(ctx: Services, tx: AppDb, userId: string, to: string): Promise<void> {
  await queueAuthSms(ctx, tx, { purpose: "phone_change", phone: to, userId });
  await tx.update(authUsers).set({ phoneChange: to, phoneChangeSentAt: new Date() }).where(eq(authUsers.id, userId));
}

/** In one transaction: the code of a phone change to `to` (texted again, or for the first time) and phone_change_sent_at. */
export async function requestPhoneChange(ctx: Services, r: { userId: string; to: string }): Promise<void> {
  await ctx.db.transaction((tx) => queuePhoneChange(ctx, tx, r.userId, r.to));
}
