/**
 * The auth e-mails, queued through the outbox in the caller's transaction. Each carries both a
 * link (for the browser flow) and the 6-digit code (for typing in, or for another device).
 */
import type { AppDb } from "#db/client.ts";
import { renderEmail, type EmailBlock } from "#core/messaging/email-layout.ts";
import { SITE } from "#core/site/settings.ts";
import { enqueueEmail } from "../messaging/outbox.ts";
import { accountNameOf } from "../messaging/recipient-name.queries.ts";
import type { Services } from "../services.ts";
import type { IssuedToken } from "./one-time-tokens.ts";

export type AuthMailKind = "signup" | "address_check" | "recovery" | "magiclink" | "email_change" | "email_change_current" | "reauthentication";

/**
 * address_check: sign-up without AUTH_CONFIRM_EMAIL signs in at once, so this asks the account to
 * prove its address (server/auth/address-check.ts). It carries a code and no link on purpose: a
 * link would prove the address for whoever clicked it, including an owner who never made the
 * account; a code only helps the session that asked for it.
 */
const COPY: Record<AuthMailKind, { subject: string; intro: string; action: string; ignore: string }> = {
  signup: {
    subject: `Confirm your ${SITE.brand} account`,
    intro: `Thanks for creating an account with ${SITE.brand}. Please confirm this e-mail address to finish setting it up.`,
    action: "Confirm my e-mail address",
    ignore: "If you did not create an account, you can ignore this e-mail; no account will be activated.",
  },
  address_check: {
    subject: `Your code to confirm your e-mail address with ${SITE.brand}`,
    intro:
      `Enter this code in our portal, where you asked for it, to confirm that this address is yours. Until you do, ` +
      `the closing files you are on as an agent or lender stay closed to your account, and you cannot e-mail or text your clients from the portal.`,
    action: "",
    ignore:
      `If you did not create an account with ${SITE.brand}, ignore this e-mail and do not give the code to anyone: ` +
      `it would open the closing files sent to your address to whoever made the account. Our staff will never ask you for it.`,
  },
  recovery: {
    subject: `Reset your ${SITE.brand} password`,
    intro: "We received a request to reset the password for your account.",
    action: "Choose a new password",
    ignore: "If you did not ask for this, you can ignore this e-mail; your password stays the same.",
  },
  magiclink: {
    subject: `Your ${SITE.brand} sign-in link`,
    intro: "Use the link or the code below to sign in.",
    action: "Sign me in",
    ignore: "If you did not try to sign in, you can ignore this e-mail.",
  },
  email_change: {
    subject: `Confirm your new e-mail address for ${SITE.brand}`,
    intro: "Please confirm this address to make it the e-mail of your account.",
    action: "Confirm my new address",
    ignore: "If you did not ask for this change, please call us; your account keeps its current address.",
  },
  email_change_current: {
    subject: `Confirm the change of your e-mail address for ${SITE.brand}`,
    intro: "We received a request to change the e-mail address of your account. Please confirm it from this address too: the change takes effect once this address and the new one have both confirmed.",
    action: "Confirm the change",
    ignore: "If you did not ask for this change, do not confirm it: please change your password and call us. Your account keeps this address.",
  },
  reauthentication: {
    subject: `Your ${SITE.brand} confirmation code`,
    intro: "Enter this code to confirm the change to your account.",
    action: "",
    ignore: "If you did not ask for this, please change your password and call us.",
  },
};

export function verifyLink(ctx: Services, token: IssuedToken, type: string, redirectTo: string): string {
  const url = new URL(`${ctx.issuer}/verify`);
  url.searchParams.set("token", token.linkToken);
  url.searchParams.set("type", type);
  url.searchParams.set("redirect_to", redirectTo);
  return url.toString();
}

/** The e-mail's content, in the one layout (core/messaging/email-layout.ts); greets `name` when known. */
export function authMail(m: { kind: AuthMailKind; code: string; link?: string; note?: string; name: string | null }) {
  const copy = COPY[m.kind];
  const blocks: EmailBlock[] = [
    copy.intro,
    ...(m.note ? [m.note] : []),
    ...(m.link ? [{ button: { label: copy.action, url: m.link } }] : []),
    { code: { label: m.link ? "Or enter this code" : "Your code", code: m.code } },
    "The code and link work once and expire in one hour.",
    { note: copy.ignore },
  ];
  return renderEmail({ subject: copy.subject, greeting: m.name, blocks });
}

export async function queueAuthMail(
  ctx: Services,
  tx: AppDb,
  m: { kind: AuthMailKind; to: string; token: IssuedToken; link?: string; userId: string; note?: string },
): Promise<void> {
  const name = await accountNameOf(tx, m.userId, m.to);
  const mail = authMail({ kind: m.kind, code: m.token.code, link: m.link, note: m.note, name });
  await enqueueEmail(tx, {
    to: m.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    kind: `auth.${m.kind}`,
    refId: m.userId,
  });
}

/**
 * Where a link may send the browser: our own site only (an open redirect would let a phishing
 * e-mail borrow our domain). Locally, localhost and 127.0.0.1 count as the same site.
 */
export function safeRedirect(ctx: Services, requested: string | undefined, fallbackPath = "/"): string {
  const site = new URL(ctx.config.publicUrl);
  const fallback = new URL(fallbackPath, site).toString();
  if (!requested) return fallback;
  let url: URL;
  try {
    url = new URL(requested, site);
  } catch {
    return fallback;
  }
  const local = (h: string) => h === "localhost" || h === "127.0.0.1" || h === "[::1]";
  const sameSite =
    url.origin === site.origin || (local(site.hostname) && local(url.hostname) && url.protocol === site.protocol);
  return sameSite ? url.toString() : fallback;
}
