/**
 * The statements of /auth/v1/resend (resend.routes.ts). Takes the services because the token's
 * HMAC key and the outbox live there (one-time-tokens.ts, auth-mail.ts).
 */
import { eq, sql } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { authUsers, type AuthUser } from "#db/schema/index.ts";
import type { Services } from "#server/services.ts";
import { queueAuthMail, verifyLink } from "../auth-mail.ts";
import { issueToken } from "../one-time-tokens.ts";
import { queueEmailChange } from "../email-change.ts";

/** In one transaction: a new confirmation token, confirmation_sent_at, and the e-mail in the outbox. */
export async function resendConfirmation(ctx: Services, r: { userId: string; email: string; redirectTo: string }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const token = await issueToken(ctx, tx, r.userId, "confirmation", r.email);
    await tx.update(authUsers).set({ confirmationSentAt: new Date() }).where(eq(authUsers.id, r.userId));
    await queueAuthMail(ctx, tx, { kind: "signup", to: r.email, token, link: verifyLink(ctx, token, "signup", r.redirectTo), userId: r.userId });
  });
}

/** A user with an e-mail change pending whose new or current address is `email` (already lower case). */
export async function findPendingEmailChange(db: AppDb, email: string): Promise<AuthUser | undefined> {
  const [user] = await db
    .select()
    .from(authUsers)
    .where(sql`${authUsers.emailChange} is not null and (lower(${authUsers.emailChange}) = ${email} or lower(${authUsers.email}) = ${email})`)
    .limit(1);
  return user;
}

/** In one transaction: the pending change to `to` sent again, to both addresses when both confirm (email-change.ts). */
export async function resendEmailChange(ctx: Services, r: { user: AuthUser; to: string; redirectTo: string }): Promise<void> {
  await ctx.db.transaction((tx) => queueEmailChange(ctx, tx, r.user, r.to, r.redirectTo));
}
