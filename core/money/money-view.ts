/**
 * The money view (issue 32; docs/money-contract.md): wire instructions are shown, and a seller's
 * proceeds account is taken, only in a verified status-link session whose code was entered within
 * the last 10 minutes and went to the phone on the file (a text), or to the e-mail when the file
 * has no phone for the person. A session opened earlier, or by e-mail when a phone is on the file,
 * must verify again: a stolen mailbox is the usual start of wire fraud, so the phone is the
 * stronger proof when there is one.
 */
import { toE164 } from "../messaging/phone.ts";

export const MONEY_VIEW_MAX_AGE_MINUTES = 10;

export type CodeChannel = "email" | "sms";

export const MONEY_VIEW_MESSAGES = {
  freshCodeNeeded: `For your safety, wire and bank details need a code entered in the last ${MONEY_VIEW_MAX_AGE_MINUTES} minutes. Confirm who you are again.`,
  phoneCodeNeeded: `For your safety, wire and bank details need a code sent by text message to the phone we have for you, entered in the last ${MONEY_VIEW_MAX_AGE_MINUTES} minutes.`,
} as const;

export interface MoneyViewSession {
  /** When the code was entered (the session's start). */
  verifiedAt: Date;
  /** Where that code went; null for a session from before this was recorded. */
  channel: CodeChannel | null;
  /** The phone on the file for this person, if any. */
  partyPhone: string | null;
}

/** Where the code must go for the money view: the phone when the file has one that can take a text, else the e-mail. */
export function moneyViewChannel(partyPhone: string | null): CodeChannel {
  return partyPhone && toE164(partyPhone) ? "sms" : "email";
}

export interface MoneyViewRefusal {
  code: "fresh_verification_required";
  message: string;
  /** The channel the next code must go to. */
  channel: CodeChannel;
}

/** Why this session may not see money details now, or null when it may. */
export function moneyViewRefusal(session: MoneyViewSession, now: Date): MoneyViewRefusal | null {
  const channel = moneyViewChannel(session.partyPhone);
  if (session.channel !== channel) {
    return { code: "fresh_verification_required", channel, message: channel === "sms" ? MONEY_VIEW_MESSAGES.phoneCodeNeeded : MONEY_VIEW_MESSAGES.freshCodeNeeded };
  }
  if (now.getTime() - session.verifiedAt.getTime() > MONEY_VIEW_MAX_AGE_MINUTES * 60_000) {
    return { code: "fresh_verification_required", channel, message: channel === "sms" ? MONEY_VIEW_MESSAGES.phoneCodeNeeded : MONEY_VIEW_MESSAGES.freshCodeNeeded };
  }
  return null;
}

/** When this session's money view ends (the client shows it and asks for a new code after). */
export function moneyViewEndsAt(verifiedAt: Date): Date {
  return new Date(verifiedAt.getTime() + MONEY_VIEW_MAX_AGE_MINUTES * 60_000);
}
