/**
 * Proving who holds a status link (issue 30; ../shared/TWO-WAY-FILE.md, "The verified status-link
 * session"): the rules' numbers, the masked contacts the holder chooses from, and the code's
 * e-mail and text. A forwarded link must give a stranger nothing: the code goes only to the
 * e-mail or phone already on the file, and the messages never carry the link or any amount.
 */
import { renderEmail, type RenderedEmail } from "../messaging/email-layout.ts";
import { SITE } from "../site/settings.ts";

export const STATUS_VERIFICATION = {
  /** A code works once, for 10 minutes. */
  codeMinutes: 10,
  /** A verified session lasts 30 minutes from the code, not from the last request. */
  sessionMinutes: 30,
  /** Wrong codes per party and link before a wait (the wait is what is left of the window). */
  maxTries: 5,
  triesWindowSeconds: 15 * 60,
  /** Codes sent per party an hour and per link a day, whoever asks (company policy, issue 30). */
  codesPerPartyPerHour: 3,
  codesPerLinkPerDay: 10,
} as const;

export const VERIFICATION_REQUIRED_MESSAGE = "Confirm who you are to see and answer what we need from you.";

/** "dana@prairiehomes.example" → "d•••@p•••.example": enough to recognise, too little to use. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf(".");
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : "";
  return `${local[0]}•••@${host[0] ?? ""}•••${tld}`;
}

/** "(319) 555-0142" → "(•••) •••-0142": the last four digits only. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length < 4) return "•••";
  return `(•••) •••-${digits.slice(-4)}`;
}

export interface StatusCodeMailInput {
  /** The buyer's or seller's name, as on the file. */
  name: string;
  propertyAddress: string;
  code: string;
}

/** The code by e-mail: the code, how long it lasts, and what to do when one did not ask for it. */
export function statusCodeMail(input: StatusCodeMailInput): RenderedEmail {
  return renderEmail({
    subject: "Your code for your closing status page",
    greeting: input.name,
    blocks: [
      `You asked to confirm who you are on the status page of your closing of ${input.propertyAddress}.`,
      { code: { label: "Your code", code: input.code } },
      `It works once and expires in ${STATUS_VERIFICATION.codeMinutes} minutes. Enter it on the page to see and answer what we need from you.`,
      { note: `Did not ask for this? Someone may have your status link. Do not share the code; call us at ${SITE.phone} and we will send you a new link.` },
    ],
    signOff: [SITE.brand],
  });
}

/** The code by text: who it is from, the code, how long it lasts, and never to share it. */
export function statusCodeSms(code: string): string {
  return `${SITE.brand}: your status page code is ${code}. It expires in ${STATUS_VERIFICATION.codeMinutes} minutes. Never share it — we will never call to ask for it.`;
}
