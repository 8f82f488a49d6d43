/**
 * The invitation e-mail of POST /auth/v1/invite, queued through the outbox in the invitation's
 * transaction (as server/auth/auth-mail.ts queues the other auth e-mails): a link that signs the
 * person in and lands on the page where they choose a password, and the 6-digit code.
 */
import type { AppDb } from "#db/client.ts";
import { SITE } from "#core/site/settings.ts";
import type { AccountType } from "#core/domain/enums.ts";
import { enqueueEmail } from "#server/messaging/outbox.ts";
import type { IssuedToken } from "#server/auth/one-time-tokens.ts";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

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

export async function queueInvitation(
  tx: AppDb,
  m: { to: string; token: IssuedToken; link: string; userId: string; accountType: AccountType | null },
): Promise<void> {
  const copy = invitationCopy(m.accountType);
  const signature = `${SITE.brand} · ${SITE.tagline} · ${SITE.phone} · ${SITE.email}`;
  const text = [
    "Hello,",
    "",
    ...copy.paragraphs.flatMap((p) => [p, ""]),
    `${copy.action}: ${m.link}`,
    "",
    `Or enter this code: ${m.token.code}`,
    "The code and link work once and expire in one hour.",
    "",
    copy.ignore,
    "",
    signature,
  ].join("\n");
  const html = [
    "<p>Hello,</p>",
    ...copy.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(m.link)}" style="display:inline-block;padding:12px 20px;background:#1e3a5f;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(copy.action)}</a></p>`,
    `<p>Or enter this code: <strong style="font-size:20px;letter-spacing:4px">${m.token.code}</strong></p>`,
    "<p>The code and link work once and expire in one hour.</p>",
    `<p style="color:#555">${escapeHtml(copy.ignore)}</p>`,
    `<p style="color:#555">${escapeHtml(signature)}</p>`,
  ].join("");
  await enqueueEmail(tx, { to: m.to, subject: copy.subject, text, html, kind: "auth.invite", refId: m.userId });
}
