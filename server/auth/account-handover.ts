/**
 * Handing an account to whoever proves its address. Without AUTH_CONFIRM_EMAIL anyone can make an
 * account under someone else's address and set it up (a password, a second factor, a passkey, a
 * phone, a calendar address) before the owner ever hears of it. When the owner later proves the
 * address through a link or code that signs them in (a sign-in link, a password reset, an
 * invitation: server/closing/party-invitation.ts sends one to every agent and lender put on a
 * file), that proof must not also open the address's closing files to the maker's password and
 * sessions. So the first proof of an address by one of those tokens clears every way in that
 * was set up before it, and the account is the prover's alone from then on. A sign-up confirmation
 * under AUTH_CONFIRM_EMAIL is not one of them: that account could not sign in before it, as in
 * GoTrue; and a code typed into the account's own session (server/auth/address-check.ts) proves
 * the address for the person already holding it. docs/decisions/023-identity-before-access.md.
 */
import type { AppDb } from "#db/client.ts";
import type { AuthOneTimeToken, AuthUser } from "#db/schema/index.ts";
import type { OneTimeTokenType } from "#core/domain/enums.ts";
import { clearAccessSetUpBefore } from "./account-handover.queries.ts";
import { provenEmailOf } from "./proven-email.ts";
import { writeAudit } from "../audit/write-audit.queries.ts";

/** The e-mailed tokens whose redemption signs the holder of the address in. */
const SIGN_IN_BY_ADDRESS: readonly OneTimeTokenType[] = ["magiclink", "otp", "recovery", "invite", "confirmation"];

/** Whether redeeming `token` hands the account over: the first proof of its address by a sign-in token. */
export function handsOver(user: Pick<AuthUser, "email" | "provenEmail">, token: Pick<AuthOneTimeToken, "tokenType" | "relatesTo">, confirmEmail: boolean): boolean {
  if (provenEmailOf(user) || !user.email || token.relatesTo !== user.email.toLowerCase()) return false;
  if (token.tokenType === "confirmation" && confirmEmail) return false;
  return SIGN_IN_BY_ADDRESS.includes(token.tokenType);
}

/**
 * Clears what the account's maker set up before the address was proven: every session (their
 * refresh tokens go with them), the password, second factors, passkeys, a phone to sign in with,
 * the calendar address; audited. In the redeeming transaction, before its new session starts.
 */
export async function handOver(tx: AppDb, user: AuthUser, via: OneTimeTokenType): Promise<void> {
  const { sessions, factors, passkeys } = await clearAccessSetUpBefore(tx, user.id);
  await writeAudit(tx, {
    actorId: user.id,
    action: "auth.account_handed_over",
    targetType: "auth_user",
    targetId: user.id,
    payload: {
      via,
      had_password: user.encryptedPassword !== null,
      had_phone: user.phone !== null,
      sessions_ended: sessions.length,
      factors_removed: factors.length,
      passkeys_removed: passkeys.length,
    },
  });
}
