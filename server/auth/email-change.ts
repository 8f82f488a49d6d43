/**
 * A change of e-mail address (PUT /auth/v1/user, POST /auth/v1/resend) and its confirmation
 * (/auth/v1/verify). With GoTrue's secure e-mail change (AUTH_MAILER_SECURE_EMAIL_CHANGE_ENABLED,
 * on by default) a link and code go to the current address (email_change_current) and to the new
 * one (email_change_new); the first followed only counts (email_change_confirm_status 1), the
 * second moves the account. Without it, or for an account without an address, the new address
 * alone confirms. Unlike GoTrue, this does not depend on AUTH_CONFIRM_EMAIL (GoTrue skips the
 * second confirmation under MAILER_AUTOCONFIRM): our sign-ups sign in at once by default, but an
 * address change is always confirmed by mail (docs/decisions/026-secure-account-changes-and-link-rechecks.md).
 */
import type { AppDb } from "#db/client.ts";
import type { AuthOneTimeToken, AuthUser } from "#db/schema/index.ts";
import type { Services } from "../services.ts";
import { queueAuthMail, verifyLink } from "./auth-mail.ts";
import { issueToken } from "./one-time-tokens.ts";
import { recordEmailChangeSent, setEmailChangeConfirmStatus } from "./email-change.queries.ts";
import { deleteEmailChangeTokens, deleteTokens } from "./one-time-tokens.queries.ts";
import { recordProvenEmail } from "./proven-email.queries.ts";
import { Refusal } from "./refusal.ts";
import { confirmNewEmail, findAnyUser } from "./users.queries.ts";

/** GoTrue's answer when the first of the two links has been followed. */
export const SINGLE_CONFIRMATION_ACCEPTED = "Confirmation link accepted. Please proceed to confirm link sent to the other email";

/** Whether a change of this user's address needs both addresses (it has one to confirm from). */
export const needsBothAddresses = (ctx: Services, user: Pick<AuthUser, "email">): boolean =>
  ctx.config.AUTH_MAILER_SECURE_EMAIL_CHANGE_ENABLED && !!user.email;

/**
 * In the caller's transaction: a change of `user`'s address to `to`, pending until confirmed:
 * the token and e-mail for the new address, and for the current one when both must confirm; the
 * count of confirmations starts over (as GoTrue's sendEmailChange does, for a resend too).
 */
export async function queueEmailChange(ctx: Services, tx: AppDb, user: Pick<AuthUser, "id" | "email">, to: string, redirectTo: string): Promise<void> {
  const both = needsBothAddresses(ctx, user);
  const token = await issueToken(ctx, tx, user.id, "email_change_new", to);
  await queueAuthMail(ctx, tx, {
    kind: "email_change",
    to,
    token,
    link: verifyLink(ctx, token, "email_change", redirectTo),
    userId: user.id,
    note: both ? "We have sent a link to your current address too: the change takes effect once both addresses have confirmed." : undefined,
  });
  if (both) {
    const current = await issueToken(ctx, tx, user.id, "email_change_current", user.email!);
    await queueAuthMail(ctx, tx, {
      kind: "email_change_current",
      to: user.email!,
      token: current,
      link: verifyLink(ctx, current, "email_change", redirectTo),
      userId: user.id,
      note: `The new address: ${to}`,
    });
  } else {
    await deleteTokens(tx, user.id, "email_change_current");
  }
  await recordEmailChangeSent(tx, user.id, to);
}

export type EmailChangeRefusal = "token_invalid";

/**
 * In the caller's transaction, for a redeemed e-mail-change token: "one_of_two" when it is the
 * first of the two confirmations, else the change applied ("changed"): the account's address is
 * the new one, which is now proven (both addresses, or the new one alone, answered).
 */
export async function applyEmailChange(ctx: Services, tx: AppDb, token: AuthOneTimeToken): Promise<"one_of_two" | "changed"> {
  const user = await findAnyUser(tx, token.userId);
  if (!user) throw new Refusal<EmailChangeRefusal>("token_invalid");
  const both = needsBothAddresses(ctx, user);
  // The current address's token means nothing when the new address alone confirms.
  if (token.tokenType === "email_change_current" && (!both || !user.emailChange)) throw new Refusal<EmailChangeRefusal>("token_invalid");
  if (both && user.emailChangeConfirmStatus === 0) {
    await setEmailChangeConfirmStatus(tx, user.id, 1);
    return "one_of_two";
  }
  const to = token.tokenType === "email_change_new" ? token.relatesTo : user.emailChange!;
  await confirmNewEmail(tx, user.id, to);
  await recordProvenEmail(tx, user.id, to);
  await setEmailChangeConfirmStatus(tx, user.id, 0);
  await deleteEmailChangeTokens(tx, user.id);
  return "changed";
}
