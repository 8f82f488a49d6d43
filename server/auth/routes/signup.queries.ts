/**
 * The statements of /auth/v1/signup (signup.routes.ts). Takes the services because the token's
 * HMAC key, the outbox and sessions live there (one-time-tokens.ts, auth-mail.ts, sessions.ts).
 */
import { eq } from "drizzle-orm";
import { authUsers } from "#db/schema/index.ts";
import type { Services } from "#server/services.ts";
import { queueAuthMail, verifyLink } from "../auth-mail.ts";
import { issueToken } from "../one-time-tokens.ts";
import { createFlowState } from "../pkce.queries.ts";
import { startSession, type ClientMeta } from "../sessions.queries.ts";
import { createAnonymousUser, createUser, type NewUser } from "../users.queries.ts";
import { queueAuthSms } from "../phone-sms.ts";

export interface Registration {
  user: NewUser;
  /** The address the account signs up with (its e-mail identity). */
  email: string;
  /** The address must be confirmed first: a confirmation e-mail instead of a session. */
  confirm: boolean;
  redirectTo: string;
  codeChallenge: string | undefined;
  codeChallengeMethod: string | undefined;
  meta: ClientMeta;
}

/**
 * In one transaction: the user with identity and profile, then either a confirmation token (and
 * PKCE flow, when asked), confirmation_sent_at and the e-mail in the outbox, or a session. An
 * address already taken is a unique violation.
 */
export async function registerUser(
  ctx: Services,
  r: Registration,
): Promise<{ userId: string; sessionId?: string; refreshToken?: string }> {
  return ctx.db.transaction(async (tx) => {
    const user = await createUser(tx, r.user);
    if (r.confirm) {
      const email = r.email;
      const token = await issueToken(ctx, tx, user.id, "confirmation", email);
      await tx.update(authUsers).set({ confirmationSentAt: new Date() }).where(eq(authUsers.id, user.id));
      if (r.codeChallenge) {
        await createFlowState(tx, user.id, r.codeChallenge, r.codeChallengeMethod, "email", "email/signup");
      }
      await queueAuthMail(ctx, tx, { kind: "signup", to: email, token, link: verifyLink(ctx, token, "signup", r.redirectTo), userId: user.id });
      return { userId: user.id };
    }
    const { session, refreshToken } = await startSession(ctx, tx, user, "password", r.meta);
    return { userId: user.id, sessionId: session.id, refreshToken };
  });
}

/**
 * In one transaction: the phone user with identity and profile, then either its code and text
 * (confirmation first) or a session. A number already taken is a unique violation.
 */
export async function registerPhoneUser(
  ctx: Services,
  r: { phone: string; confirmed: boolean; passwordHash: string; userMetadata: Record<string, unknown>; meta: ClientMeta },
): Promise<{ userId: string; sessionId?: string; refreshToken?: string }> {
  return ctx.db.transaction(async (tx) => {
    const identity = { provider: "phone", phone: r.phone, confirmed: r.confirmed } as const;
    const user = await createUser(tx, { identities: [identity], passwordHash: r.passwordHash, userMetadata: r.userMetadata, role: "user" });
    if (!r.confirmed) {
      await queueAuthSms(ctx, tx, { purpose: "otp", phone: r.phone, userId: user.id });
      await tx.update(authUsers).set({ confirmationSentAt: new Date() }).where(eq(authUsers.id, user.id));
      return { userId: user.id };
    }
    const { session, refreshToken } = await startSession(ctx, tx, user, "password", r.meta);
    return { userId: user.id, sessionId: session.id, refreshToken };
  });
}

/** A new code for a phone sign-up not confirmed yet (its text in the outbox), in one transaction. */
export async function resendPhoneConfirmation(ctx: Services, r: { userId: string; phone: string }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await queueAuthSms(ctx, tx, { purpose: "otp", phone: r.phone, userId: r.userId });
    await tx.update(authUsers).set({ confirmationSentAt: new Date() }).where(eq(authUsers.id, r.userId));
  });
}

/** In one transaction: an anonymous user and its session. */
export async function registerAnonymousUser(
  ctx: Services,
  r: { userMetadata: Record<string, unknown>; meta: ClientMeta },
): Promise<{ sessionId: string; refreshToken: string }> {
  return ctx.db.transaction(async (tx) => {
    const user = await createAnonymousUser(tx, r.userMetadata);
    const { session, refreshToken } = await startSession(ctx, tx, user, "anonymous", r.meta);
    return { sessionId: session.id, refreshToken };
  });
}
