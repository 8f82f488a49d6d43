/**
 * Proving a signed-in account's address (server/auth/proven-email.ts) when sign-up did not: without
 * AUTH_CONFIRM_EMAIL an account signs in before anyone knows the address is its owner's. When it
 * asks from the portal (sign-up itself sends nothing, as GoTrue's autoconfirm), it is e-mailed a
 * code (the one-time token of GoTrue's sign-up confirmation) and types it back in. That proves the
 * address for the session that asked, without trading it for a new one (which would drop a second
 * step already passed). No link: see the address_check copy in server/auth/auth-mail.ts.
 */
import type { AppDb } from "#db/client.ts";
import type { Services } from "../services.ts";
import { queueAuthMail } from "./auth-mail.ts";
import { consumeToken, issueToken } from "./one-time-tokens.ts";
import { recordProvenEmail } from "./proven-email.queries.ts";
import { Refusal } from "./refusal.ts";
import { markConfirmationSent } from "./users.queries.ts";

/** How often an account may ask for the e-mail, and try a code: per account, whatever its address. */
export const ADDRESS_CHECK_LIMITS = {
  sendsPerMinute: { max: 1, windowSeconds: 60 },
  sendsPerDay: { max: 6, windowSeconds: 24 * 60 * 60 },
  codesPerQuarterHour: { max: 5, windowSeconds: 15 * 60 },
} as const;

/** Issues the confirmation token and queues its e-mail, in the caller's transaction. */
export async function queueAddressCheck(ctx: Services, tx: AppDb, user: { id: string; email: string }): Promise<void> {
  const token = await issueToken(ctx, tx, user.id, "confirmation", user.email);
  await markConfirmationSent(tx, user.id);
  await queueAuthMail(ctx, tx, { kind: "address_check", to: user.email, token, userId: user.id });
}

/** Sends the e-mail now (its own transaction). */
export async function sendAddressCheck(ctx: Services, user: { id: string; email: string }): Promise<void> {
  await ctx.db.transaction((tx) => queueAddressCheck(ctx, tx, user));
  ctx.kickOutbox();
}

/**
 * Uses up the code e-mailed to `user.email` (a confirmation or a sign-in code) and records the
 * address as proven; false when the code is wrong, used or expired.
 */
export async function redeemAddressCode(ctx: Services, user: { id: string; email: string }, code: string): Promise<boolean> {
  return ctx.db
    .transaction(async (tx) => {
      const used = await consumeToken(ctx, tx, ["confirmation", "magiclink"], { relatesTo: user.email, code });
      // Another account's token is left as it was (the transaction is rolled back).
      if (!used || used.userId !== user.id) throw new Refusal<"code_invalid">("code_invalid");
      await recordProvenEmail(tx, user.id, user.email);
      return true;
    })
    .catch((err: unknown) => {
      if (err instanceof Refusal) return false;
      throw err;
    });
}
