/**
 * The statements of /auth/v1/verify (verify.routes.ts): redeeming an e-mailed token, what it
 * proves, and the session (or PKCE auth code) it buys. Takes the services because the token's
 * HMAC key and the session's bookkeeping live there (one-time-tokens.ts, sessions.ts).
 */
import { eq, sql } from "drizzle-orm";
import type { AmrMethod, OneTimeTokenType } from "#core/domain/enums.ts";
import type { AppDb } from "#db/client.ts";
import { authIdentities, authUsers, type AuthOneTimeToken } from "#db/schema/index.ts";
import type { Services } from "#server/services.ts";
import { consumeToken } from "../one-time-tokens.ts";
import { issueAuthCode } from "../pkce.queries.ts";
import { Refusal } from "../refusal.ts";
import { startSession, type ClientMeta } from "../sessions.queries.ts";
import { handOver, handsOver } from "../account-handover.ts";
import { recordProvenEmail } from "../proven-email.queries.ts";
import { findUserById } from "../users.queries.ts";
import { applyEmailChange } from "../email-change.ts";

const AMR: Record<OneTimeTokenType, AmrMethod> = {
  confirmation: "email/signup",
  invite: "invite",
  recovery: "recovery",
  magiclink: "magiclink",
  otp: "otp",
  email_change_new: "email_change",
  email_change_current: "email_change",
  phone_change: "otp",
  reauthentication: "otp",
};

/** auth_flow_state.provider_type of a PKCE flow that a token of this type completes. */
const FLOW_PROVIDER: Partial<Record<OneTimeTokenType, string>> = {
  confirmation: "email",
  recovery: "recovery",
  magiclink: "magiclink",
};

export type RedeemRefusal = "token_invalid" | "user_gone";

/** A session (or a PKCE flow's auth code), or, for the first of an e-mail change's two links, only that. */
export type Redeemed = { sessionId: string; refreshToken: string; authCode?: string } | { oneOfTwo: true };

/**
 * In one transaction: uses up a live token of one of `types`, applies what it proves, and starts
 * a session, or, `viaLink` with a pending PKCE flow, issues that flow's auth code instead; the
 * first of an e-mail change's two confirmations starts nothing (GoTrue's single confirmation).
 * Refuses (Refusal, nothing written) when no token matches or its user is gone. Another account
 * already holding a changed-to address is a unique violation.
 */
export async function redeemToken(
  ctx: Services,
  r: {
    types: OneTimeTokenType[];
    given: { linkToken: string } | { relatesTo: string; code: string };
    meta: ClientMeta;
    viaLink: boolean;
  },
): Promise<Redeemed> {
  return ctx.db.transaction(async (tx) => {
    const used = await consumeToken(ctx, tx, r.types, r.given);
    if (!used) throw new Refusal<RedeemRefusal>("token_invalid");
    const user = await findUserById(tx, used.userId);
    if (!user) throw new Refusal<RedeemRefusal>("user_gone");
    if (handsOver(user, used, ctx.config.AUTH_CONFIRM_EMAIL)) await handOver(tx, user, used.tokenType);
    if (used.tokenType === "email_change_new" || used.tokenType === "email_change_current") {
      if ((await applyEmailChange(ctx, tx, used)) === "one_of_two") return { oneOfTwo: true };
    } else {
      await applyVerification(tx, used);
    }
    const provider = FLOW_PROVIDER[used.tokenType];
    // POST /verify answers with the session itself, token_hash or not (auth-js's verifyOtp
    // expects one); only the browser redirect trades a PKCE flow for a code.
    const authCode = r.viaLink && provider ? await issueAuthCode(tx, user.id, provider) : undefined;
    if (authCode) return { sessionId: "", refreshToken: "", authCode };
    const { session, refreshToken } = await startSession(ctx, tx, user, AMR[used.tokenType], r.meta);
    return { sessionId: session.id, refreshToken };
  });
}

/**
 * What following the link proves: the address works. The address the token was sent to is now
 * proven (server/auth/proven-email.ts). An e-mail change is server/auth/email-change.ts's.
 */
async function applyVerification(tx: AppDb, token: AuthOneTimeToken): Promise<void> {
  const now = new Date();
  await recordProvenEmail(tx, token.userId, token.relatesTo);
  await tx
    .update(authUsers)
    .set({ emailConfirmedAt: sql`coalesce(${authUsers.emailConfirmedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(authUsers.id, token.userId));
  await tx
    .update(authIdentities)
    .set({ identityData: sql`${authIdentities.identityData} || '{"email_verified": true}'::jsonb` })
    .where(eq(authIdentities.userId, token.userId));
}
