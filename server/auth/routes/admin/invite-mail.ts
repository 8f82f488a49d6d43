/**
 * The invitation e-mail of POST /auth/v1/invite, queued through the outbox in the invitation's
 * transaction (as server/auth/auth-mail.ts queues the other auth e-mails): a link that signs the
 * person in and lands on the page where they choose a password, and the 6-digit code.
 */
import type { AppDb } from "#db/client.ts";
import { renderEmail } from "#core/messaging/email-layout.ts";
import { SITE } from "#core/site/settings.ts";
import type { AccountType } from "#core/domain/enums.ts";
import { enqueueEmail } from "#server/messaging/outbox.ts";
import { accountNameOf } from "#server/messaging/recipient-name.queries.ts";
import type { IssuedToken } from "#server/auth/one-time-tokens.ts";

const AS: Record<AccountType, string> = { agent: "real estate agents", lender: "lenders and loan officers" };

export function invitationCopy(accountType: AccountType | null) {
  const who = accountType ? AS[accountType] : "the agents and lenders we close with";
  return {
    subject: `You're invited to the ${SITE.brand} closing portal`,
    paragraphs: [
      `${SITE.brand} has opened an account for you on our closing portal, the place where ${who} follow their Iowa closings with us.`,
      "Once you are in, you can see each closing file you are part of: the closing date and office, where the title work stands, the documents ready for you, and notes from your closer. You can also order title and closing services for your next transaction.",
      "To accept, open the link below. It signs you in and asks you to choose a password for next time.",
    ],
    action: "Accept the invitation",
    ignore: `If you were not expecting this, you can ignore this e-mail, or call us at ${SITE.phone} and we will close the account.`,
  };
}

/** The invitation in the one layout (core/messaging/email-layout.ts); greets `name` when known. */
export function invitationMail(m: { accountType: AccountType | null; link: string; code: string; name: string | null }) {
  const copy = invitationCopy(m.accountType);
  return renderEmail({
    subject: copy.subject,
    greeting: m.name,
    blocks: [
      ...copy.paragraphs,
      { button: { label: copy.action, url: m.link } },
      { code: { label: "Or enter this code", code: m.code } },
      "The code and link work once and expire in one hour.",
      { note: copy.ignore },
    ],
  });
}

export async function queueInvitation(
  tx: AppDb,
  m: { to: string; token: IssuedToken; link: string; userId: string; accountType: AccountType | null },
): Promise<void> {
  // The inviter may have given a name in the invitation's data (user metadata).
  const name = await accountNameOf(tx, m.userId, m.to);
  const mail = invitationMail({ accountType: m.accountType, link: m.link, code: m.token.code, name });
  await enqueueEmail(tx, { to: m.to, subject: mail.subject, text: mail.text, html: mail.html, kind: "auth.invite", refId: m.userId });
}
