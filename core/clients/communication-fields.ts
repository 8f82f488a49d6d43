/**
 * Sending an e-mail or a text to a client (POST /api/v1/clients/{id}/communications): what the
 * Send Email and Send SMS forms and the API check. The form fills the template's placeholders and
 * shows the result; what is sent is the text as shown, and the API refuses text that still holds
 * a placeholder, so no client ever receives "Dear {{client_name}}".
 */
import { SegmentedMessage } from "sms-segments-calculator";
import { z } from "zod";
import { unfilledPlaceholders } from "../domain/email-templates.ts";
import { talksAboutMoney } from "../messaging/money-talk.ts";
import { SITE } from "../site/settings.ts";
import { safeString } from "../validation/safe-text.ts";

export const COMMUNICATION_LIMITS = {
  subject: 200,
  emailBody: 10_000,
  /** Twilio's Messages API takes at most 1,600 characters in a body. */
  smsBody: 1_600,
} as const;

export const COMMUNICATION_MESSAGES = {
  subjectRequired: "Please enter a subject",
  subjectTooLong: `Please keep the subject to ${COMMUNICATION_LIMITS.subject} characters`,
  messageRequired: "Please enter a message",
  emailTooLong: `Please keep the message to ${COMMUNICATION_LIMITS.emailBody.toLocaleString("en-US")} characters`,
  smsTooLong: `Please keep a text to ${COMMUNICATION_LIMITS.smsBody.toLocaleString("en-US")} characters`,
  clientEmailRequired: "Client email is required",
  clientPhoneRequired: "Client phone number is required",
  noEmail: "No email address available for this client",
  noPhone: "No phone number available for this client",
  phoneNotTextable: "This phone number cannot receive texts; check it on the client's details",
  optedOut: "This client replied STOP and has opted out of texts. They can text START to opt back in.",
  emailSent: "Email tracked successfully!",
  emailFailed: "Failed to send email",
  smsSent: "SMS tracked successfully!",
  smsFailed: "Failed to send SMS",
  templatesFailed: "Failed to load email templates",
  historyEmpty: "No communication history",
  historyFailed: "Failed to load communication history",
  emailNotConfirmed:
    "Confirm your e-mail address before you send messages to clients: ask for a code at the top of your Clients page or your dashboard, and enter it there.",
  sendingSuspended: `Sending messages from this account is paused. Please call our office at ${SITE.phone}.`,
  moneyTalk: `${SITE.brand.replace(/\.$/, "")} never sends wire or bank instructions by e-mail or text, so messages about wiring money or bank details cannot be sent from here. Please take them out; your client can call our office at ${SITE.phone} to confirm how to pay.`,
} as const;

/** "Please replace {{property_address}} before sending" for text that still holds placeholders. */
export function unfilledMessage(names: string[]): string {
  const list = names.map((n) => `{{${n}}}`).join(", ");
  return `Please replace ${list} with the real ${names.length === 1 ? "detail" : "details"} before sending`;
}

const requiredText = (max: number, required: string, tooLong: string) =>
  safeString({ error: required })
    .transform((v) => v.trim())
    .pipe(z.string().min(1, required).max(max, tooLong))
    .superRefine((v, ctx) => {
      const open = unfilledPlaceholders(v);
      if (open.length > 0) ctx.addIssue({ code: "custom", message: unfilledMessage(open) });
      // Wire fraud looks like this; the company never sends it (core/messaging/money-talk.ts).
      else if (talksAboutMoney(v)) ctx.addIssue({ code: "custom", message: COMMUNICATION_MESSAGES.moneyTalk });
    });

export const sendEmailSchema = z.object({
  type: z.literal("email"),
  subject: requiredText(COMMUNICATION_LIMITS.subject, COMMUNICATION_MESSAGES.subjectRequired, COMMUNICATION_MESSAGES.subjectTooLong),
  content: requiredText(COMMUNICATION_LIMITS.emailBody, COMMUNICATION_MESSAGES.messageRequired, COMMUNICATION_MESSAGES.emailTooLong),
});

export const sendSmsSchema = z.object({
  type: z.literal("sms"),
  content: requiredText(COMMUNICATION_LIMITS.smsBody, COMMUNICATION_MESSAGES.messageRequired, COMMUNICATION_MESSAGES.smsTooLong),
});

export const sendCommunicationSchema = z.discriminatedUnion("type", [sendEmailSchema, sendSmsSchema]);
export type SendCommunicationInput = z.input<typeof sendCommunicationSchema>;
export type SendCommunication = z.output<typeof sendCommunicationSchema>;

export interface SmsLength {
  characters: number;
  segments: number;
  /** GSM-7 fits 160 characters in one text; a character outside it (an emoji, curly quotes) makes the text UCS-2, 70. */
  encoding: "GSM-7" | "UCS-2";
}

/** What the counter under the SMS box shows: characters, and how many texts the carrier will bill. */
export function smsLength(text: string): SmsLength {
  if (text === "") return { characters: 0, segments: 0, encoding: "GSM-7" };
  const message = new SegmentedMessage(text);
  return {
    characters: [...text].length,
    segments: message.segmentsCount,
    encoding: message.encodingName === "UCS-2" ? "UCS-2" : "GSM-7",
  };
}
