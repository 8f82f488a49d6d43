/**
 * The company's wire-fraud policy in its one wording. The site's notices, the legal pages, the
 * guides and their PDFs, every e-mail to a buyer or seller and the status page all print it from
 * here, so a reader meets the same promise everywhere and a change is one edit. It follows the
 * ALTA Best Practices for escrow and wires: wiring instructions and bank details never travel by
 * e-mail or text, and a change is only ever confirmed by calling a number the reader found
 * independently (docs/decisions/037-one-price-list.md).
 */
import { SITE } from "../site/settings.ts";

export const WIRE_FRAUD_TITLE = "Protect your money from wire fraud";

/** What we never do. */
export const WIRE_FRAUD_POLICY =
  "We never send wiring instructions or bank details by e-mail or text, and we never change them by e-mail, text or phone call.";

/** What the reader does, around the phone number (a page renders the number as a link). */
export const WIRE_FRAUD_ADVICE = {
  before: "Before you wire any money, call us at",
  after: ", a number you look up yourself and never one from an e-mail, and confirm the instructions with a person.",
} as const;

/** The whole warning as one paragraph, with the office's number (the main office's by default). */
export function wireFraudWarning(phone: string = SITE.phone): string {
  return `${WIRE_FRAUD_POLICY} ${WIRE_FRAUD_ADVICE.before} ${phone}${WIRE_FRAUD_ADVICE.after}`;
}

/** The warning with the main office's number: e-mails, PDFs and legal pages. */
export const WIRE_FRAUD_WARNING = wireFraudWarning();
