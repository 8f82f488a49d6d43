/**
 * What buyers are told about wire instructions (issue 32): the notice when their office's
 * instructions change, and the words beside the instructions on the verified status page. The
 * notice never carries any instruction detail: these functions are not given the instructions at
 * all, only the file and the office, so no e-mail or text can leak a routing or account number.
 * It tells the buyer to call the office's published number (OFFICES, core/site/settings.ts)
 * before sending anything, because a message announcing new wire instructions is exactly what a
 * fraudster sends. Pure: server/money/wire/wire-change-notice.ts decides who is told.
 */
import { shortAddress } from "../closing/notification-mail.ts";
import { renderEmail, type RenderedEmail } from "../messaging/email-layout.ts";
import { WIRE_FRAUD_POLICY } from "../content/wire-fraud.ts";
import { SITE, type Office } from "../site/settings.ts";

export interface WireNoticeFile {
  fileNumber: string;
  propertyAddress: string;
}

/** The warning shown with the instructions, and the answers when there are none to show. */
export const WIRE_VIEW_WORDS = {
  warning: `Wire fraud is common. Before you send money, call our office at the number on this page (not a number from an e-mail or text) and confirm these instructions with us. ${WIRE_FRAUD_POLICY}`,
  noOffice: `Your closing's wire instructions are not ready yet. Call us at ${SITE.phone} before you send any money.`,
  noInstructions: "Your closing's wire instructions are not ready yet. Call the office below before you send any money.",
  buyersOnly: "Wire instructions are for the buyers who bring funds to the closing. Sellers don't send a wire; call the office with any question.",
} as const;

export const WIRE_NOTICE_KINDS = { email: "money.wire_changed_notice", sms: "money.wire_changed_sms" } as const;

/** The e-mail to a buyer of an open file when their office's wire instructions changed. */
export function wireChangedEmail(file: WireNoticeFile, office: Office, recipient: { name: string }): RenderedEmail {
  return renderEmail({
    subject: `Wire instructions changed for your closing: ${shortAddress(file.propertyAddress)}`,
    greeting: recipient.name,
    blocks: [
      `The wire instructions for your closing at ${file.propertyAddress} (our file ${file.fileNumber}) have changed.`,
      `Before you send any money, call our ${office.city} office at ${office.phone}, the number on our website, and confirm the instructions with us. Do not use a phone number, link or account from an e-mail or text, this one included.`,
      `${WIRE_FRAUD_POLICY} You can read your wire instructions only on your status page, after confirming who you are with a code.`,
    ],
  });
}

/** The text: the same warning, short, with no link (a text is read on lock screens). */
export function wireChangedSms(file: WireNoticeFile, office: Office): string {
  return `${SITE.brand}: the wire instructions for your closing (file ${file.fileNumber}) changed. Before sending any money, call our office at ${office.phone} to confirm. ${WIRE_FRAUD_POLICY}`;
}
