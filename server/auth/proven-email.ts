/**
 * Whether an account has proven its e-mail address: a link or code sent to the address came back
 * (db/schema/auth.ts, proven_email). GoTrue's email_confirmed_at cannot say so here: without
 * AUTH_CONFIRM_EMAIL a sign-up is confirmed at once, as GoTrue's autoconfirm does, so anyone can
 * hold an account "confirmed" under someone else's address. Everything that hands out access or
 * speaks for a person by their address (closing files, client messaging) asks this module instead;
 * proven-email.queries.ts records a proof.
 */
import type { AuthUser } from "#db/schema/index.ts";

/** The account's address, lower-cased, if it has proven it; null otherwise (or without one). */
export function provenEmailOf(user: Pick<AuthUser, "email" | "provenEmail">): string | null {
  const email = user.email?.toLowerCase();
  return email && user.provenEmail === email ? email : null;
}
