/**
 * Telling agents and lenders they are on a closing file, in the transaction that puts them there
 * (core/closing/party-invitation-mail.ts has the words). A file opens in the portal only to a
 * proven address (server/closing/file-access.ts), so the e-mail is also how that address gets
 * proven in one step: an address without an account gets an invitation to the account made for it
 * (as GoTrue's invite does), an account that never proved its address an invitation that hands it
 * to the address's owner (server/auth/account-handover.ts); both are redeemed through
 * /auth/v1/verify like every e-mailed link.
 */
import type { AppDb } from "#db/client.ts";
import type { ClosingFile, ClosingParty } from "#db/schema/index.ts";
import type { PartyRole } from "#core/closing/closing-enums.ts";
import { partyInvitationMail, type InvitationKind } from "#core/closing/party-invitation-mail.ts";
import type { Services } from "../services.ts";
import { verifyLink } from "../auth/auth-mail.ts";
import { provenEmailOf } from "../auth/proven-email.ts";
import { issueToken } from "../auth/one-time-tokens.ts";
import { Refusal } from "../auth/refusal.ts";
import { issueLink } from "../auth/routes/admin/generate-link.queries.ts";
import { findUserByEmail, markInvited } from "../auth/users.queries.ts";
import { enqueueEmail } from "../messaging/outbox.ts";
import { PORTAL_ROLES } from "./file-access.queries.ts";

type InvitedFile = Pick<ClosingFile, "id" | "fileNumber" | "propertyAddress">;

/** An agent or lender with an e-mail: who is told they are on the file. */
export function getsInvitation(party: Pick<ClosingParty, "role" | "email">): boolean {
  return party.email !== null && PORTAL_ROLES.includes(party.role as PartyRole);
}

/** The link the e-mail carries for this address, and which kind of message it is. */
async function linkFor(ctx: Services, tx: AppDb, email: string, role: PartyRole, fileUrl: string): Promise<{ kind: InvitationKind; url: string }> {
  const user = await findUserByEmail(tx, email);
  if (user && provenEmailOf(user)) return { kind: "open", url: fileUrl };
  // Neither kind of account has a password its owner chose: the link lands where one is chosen,
  // and then on the file (`next`, followed by app/features/auth/new-password-form.tsx).
  const choosePassword = new URL(`/reset-password?next=${encodeURIComponent(new URL(fileUrl).pathname)}`, ctx.config.publicUrl).toString();
  if (user) {
    // Redeeming an invitation for an address the account never proved hands it over (account-handover.ts).
    const token = await issueToken(ctx, tx, user.id, "invite", email);
    await markInvited(tx, user.id);
    return { kind: "claim", url: verifyLink(ctx, token, "invite", choosePassword) };
  }
  try {
    const link = await issueLink(ctx, tx, {
      type: "invite",
      email,
      data: { account_type: role === "lender" ? "lender" : "agent" },
      roleForNew: ctx.config.ADMIN_EMAILS.includes(email) ? "admin" : "user",
    });
    return { kind: "invite", url: verifyLink(ctx, link.token, link.verifyType, choosePassword) };
  } catch (err) {
    // A deleted account still holds its address: no account can be made for it, the file is still news.
    if (err instanceof Refusal) return { kind: "open", url: fileUrl };
    throw err;
  }
}

/**
 * Queues the e-mail to each agent and lender among `parties` (one per address); how many were
 * queued. Call inside the transaction that adds them, so the e-mail exists exactly when they do.
 * `atOpening`: the file is being opened, and the notifier's "file opened" notice (server/closing/
 * notifier.ts) already tells those who can open it, so only those who need a link to get in are
 * e-mailed now.
 */
export async function invitePortalParties(
  ctx: Services,
  tx: AppDb,
  file: InvitedFile,
  parties: readonly ClosingParty[],
  opts: { atOpening?: boolean } = {},
): Promise<number> {
  const fileUrl = new URL(`/transactions/${file.id}`, ctx.config.publicUrl).toString();
  const seen = new Set<string>();
  let queued = 0;
  for (const party of parties) {
    if (!getsInvitation(party) || seen.has(party.email!)) continue;
    seen.add(party.email!);
    const { kind, url } = await linkFor(ctx, tx, party.email!, party.role as PartyRole, fileUrl);
    if (kind === "open" && opts.atOpening) continue;
    const mail = partyInvitationMail({ kind, name: party.name, role: party.role as PartyRole, propertyAddress: file.propertyAddress, fileNumber: file.fileNumber, url });
    await enqueueEmail(tx, { to: party.email!, subject: mail.subject, text: mail.text, html: mail.html, kind: `closing.party_invitation.${kind}`, refId: file.id });
    queued += 1;
  }
  return queued;
}
