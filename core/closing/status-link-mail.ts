/**
 * The e-mail that gives a buyer or seller their status page (issue 16): plain words, the link,
 * what they will find there, the office's phone, and the wire-fraud warning. Buyers and sellers
 * have no account, so this message is how they learn the page exists; closing-day wire fraud
 * starts with a convincing e-mail, so every message we send them repeats the warning (the layout,
 * core/messaging/email-layout.ts, carries it on every e-mail).
 */
import { renderEmail, type RenderedEmail } from "../messaging/email-layout.ts";
import { SITE } from "../site/settings.ts";

export interface StatusLinkMailInput {
  /** The buyer's or seller's name, as on the file. */
  name: string;
  propertyAddress: string;
  fileNumber: string;
  /** The status page's address (server/closing/link-tokens.ts statusPageUrl). */
  url: string;
}

/** What the closing e-mails return: subject, text and HTML of the one layout. */
export type MailText = RenderedEmail;

export function statusLinkMail(input: StatusLinkMailInput): MailText {
  return renderEmail({
    subject: `Follow your closing: ${input.propertyAddress}`,
    greeting: input.name,
    blocks: [
      `${SITE.brand} is handling the closing of ${input.propertyAddress} (our file ${input.fileNumber}). ` +
        "You can follow its progress on your own status page.",
      { button: { label: "Open your status page", url: input.url } },
      "On that page you will see each step of the closing as we finish it, the date, time and place of your " +
        "closing once it is set, and any documents we share with you. You do not need an account or a password. " +
        "Please keep the link to yourself: anyone who has it can see the page.",
      `Questions? Call us at ${SITE.phone}.`,
    ],
    signOff: [SITE.brand],
  });
}
