/**
 * The e-mail that gives a buyer or seller their status page (issue 16): plain words, the link,
 * what they will find there, the office's phone, and the wire-fraud warning. Buyers and sellers
 * have no account, so this message is how they learn the page exists; closing-day wire fraud
 * starts with a convincing e-mail, so every message we send them repeats the warning.
 */
import { WIRE_FRAUD_WARNING } from "../content/wire-fraud.ts";
import { SITE } from "../site/settings.ts";

/** Shown on every message and page a buyer or seller gets from us: the one wording. */
export { WIRE_FRAUD_WARNING };

export interface StatusLinkMailInput {
  /** The buyer's or seller's name, as on the file. */
  name: string;
  propertyAddress: string;
  fileNumber: string;
  /** The status page's address (server/closing/link-tokens.ts statusPageUrl). */
  url: string;
}

export interface MailText {
  subject: string;
  text: string;
}

export function statusLinkMail(input: StatusLinkMailInput): MailText {
  const greeting = input.name.trim() === "" ? "Hello," : `Hello ${input.name.trim()},`;
  const text = [
    greeting,
    "",
    `${SITE.brand} is handling the closing of ${input.propertyAddress} (our file ${input.fileNumber}). ` +
      "You can follow its progress on your own status page:",
    "",
    input.url,
    "",
    "On that page you will see each step of the closing as we finish it, the date, time and place of your " +
      "closing once it is set, and any documents we share with you. You do not need an account or a password. " +
      "Please keep the link to yourself: anyone who has it can see the page.",
    "",
    `Questions? Call us at ${SITE.phone}.`,
    "",
    `Protect yourself from wire fraud. ${WIRE_FRAUD_WARNING}`,
    "",
    SITE.brand,
  ].join("\n");
  return { subject: `Follow your closing: ${input.propertyAddress}`, text };
}
