/**
 * The statements of /auth/v1/otp (otp.routes.ts). Takes the services because the token's HMAC
 * key and the outbox live there (one-time-tokens.ts, auth-mail.ts).
 */
import { eq } from "drizzle-orm";
import { authUsers, type AuthUser } from "#db/schema/index.ts";
import { queueAuthSms } from "../phone-sms.ts";
import type { Services } from "#server/services.ts";
import { queueAuthMail, verifyLink } from "../auth-mail.ts";
import { issueToken } from "../one-time-tokens.ts";
import { createFlowState } from "../pkce.queries.ts";
import { createUser, type NewUser } from "../users.queries.ts";

/**
 * In one transaction: the account when there is none yet (`newUser`), a magic-link token (and PKCE
 * flow, when asked) and the e-mail in the outbox. An account created meanwhile by another request
 * is a unique violation.
 */
export async function issueMagicLink(
  ctx: Services,
  m: {
    user: AuthUser | undefined;
    /** The account to create when `user` is undefined. */
    newUser: NewUser;
    email: string;
    redirectTo: string;
    codeChallenge: string | undefined;
    codeChallengeMethod: string | undefined;
  },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const user = m.user ?? (await createUser(tx, m.newUser));
    const token = await issueToken(ctx, tx, user.id, "magiclink", m.email);
    if (m.codeChallenge) {
      await createFlowState(tx, user.id, m.codeChallenge, m.codeChallengeMethod, "magiclink", "magiclink");
    }
    await queueAuthMail(ctx, tx, { kind: "magiclink", to: m.email, token, link: verifyLink(ctx, token, "magiclink", m.redirectTo), userId: user.id });
  });
}

/**
 * In one transaction: the phone user when there is none yet (unconfirmed, without a password),
 * and a sign-in code with its text in the outbox (phone-sms.ts).
 */
export async function issuePhoneCode(
  ctx: Services,
  m: { user: AuthUser | undefined; phone: string; userMetadata: Record<string, unknown> },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const user =
      m.user ??
      (await createUser(tx, { identities: [{ provider: "phone", phone: m.phone, confirmed: false }], passwordHash: null, userMetadata: m.userMetadata, role: "user" }));
    await queueAuthSms(ctx, tx, { purpose: "otp", phone: m.phone, userId: user.id });
    if (!user.phoneConfirmedAt) await tx.update(authUsers).set({ confirmationSentAt: new Date() }).where(eq(authUsers.id, user.id));
  });
}
