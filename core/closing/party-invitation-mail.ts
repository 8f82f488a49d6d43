/**
 * The e-mail an agent or lender gets when staff put them on a closing file (issue 27). A file
 * opens in the portal only to an address its owner has proven, so the message carries what that
 * person needs next, by where their account stands:
 * - `open`: their account has proven this address; a plain link to the file;
 * - `claim`: an account under this address exists but has never proven it (anyone can type an
 *   address at sign-up); a one-time link that signs them in, proves the address and hands them
 *   the account, clearing any way in set up before (server/auth/account-handover.ts), so they
 *   choose a password;
 * - `invite`: no account yet; a one-time link to the account we opened for them, where they
 *   choose a password.
 * No amounts, other parties or documents: an e-mail can be forwarded, the portal checks who reads.
 */
import { renderEmail } from "../messaging/email-layout.ts";
import { SITE } from "../site/settings.ts";
import { PARTY_ROLE_LABELS, type PartyRole } from "./closing-enums.ts";
import type { MailText } from "./status-link-mail.ts";

export type InvitationKind = "open" | "claim" | "invite";

export interface PartyInvitationInput {
  kind: InvitationKind;
  /** The party's name, as on the file. */
  name: string;
  role: PartyRole;
  propertyAddress: string;
  fileNumber: string;
  /** The file's page, or the one-time link that leads there. */
  url: string;
}

const NEXT: Record<InvitationKind, (url: string) => string[]> = {
  open: (url) => ["Open the file in your portal:", "", url],
  claim: (url) => [
    "An account with this address is waiting on our portal. This link signs you into it and confirms that the address is yours, which closing files need before they open:",
    "",
    url,
    "",
    "For your security, any password or sign-in method set up on that account before you confirmed it is removed, and you choose a new password. The file opens next.",
    "The link works once, for one hour. If it has expired, choose \"Forgot password\" on our sign-in page and enter this address.",
  ],
  invite: (url) => [
    "We have opened a portal account for you with this address. This link signs you in and asks you to choose a password, then opens the file; your closing files are also on your dashboard:",
    "",
    url,
    "",
    "The link works once, for one hour. If it has expired, choose \"Forgot password\" on our sign-in page and enter this address.",
  ],
};

/** Rendered by the one layout (core/messaging/email-layout.ts), which adds the wire-fraud sentence. */
export function partyInvitationMail(input: PartyInvitationInput): MailText {
  return renderEmail({
    subject: `You're on a closing file: ${input.propertyAddress}`,
    greeting: input.name,
    blocks: [
      `${SITE.brand} has added you to the closing of ${input.propertyAddress} (our file ${input.fileNumber}) as ${PARTY_ROLE_LABELS[input.role].toLowerCase()}.`,
      { pre: NEXT[input.kind](input.url).join("\n") },
      "In the portal you can follow each step of the title work and closing as we finish it, see the appointment, and share documents with our closers.",
      `Questions? Call us at ${SITE.phone}.`,
    ],
    signOff: [SITE.brand],
  });
}
