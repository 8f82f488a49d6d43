/**
 * The words of disbursement accounts (issue 32): how staff name an account ("Seller's proceeds
 * (Jo Smith)", "Payoff to First Iowa Bank"), each verification state for staff and for the
 * seller, and the alert a seller gets when the bank account for their proceeds changes. The alert
 * names the file and the office's published number, never any digit of the account: a fraudster
 * who changed it must not learn anything from the message, and the seller must know whom to call.
 */
import type { DisbursementAccountKind } from "./disbursement-account-kinds.ts";
import type { VerificationState } from "./callback-rules.ts";

export function accountLabel(kind: DisbursementAccountKind, holderName: string): string {
  return kind === "proceeds" ? `Seller's proceeds (${holderName})` : `Payoff to ${holderName}`;
}

export const STATE_LABELS: Record<VerificationState, string> = {
  unverified: "Waiting for a callback",
  callback_recorded: "Callback recorded, waiting for a second administrator",
  approved: "Verified and approved",
};

/** What the seller reads about their own account's state. */
export const SELLER_STATE_WORDS: Record<VerificationState, string> = {
  unverified: "We have your account. Before closing, we will verify it by calling a number we find independently.",
  callback_recorded: "We have called to verify your account; a second person at our office will confirm it.",
  approved: "Your account is verified. Your proceeds will be sent to it at closing.",
};

export interface ProceedsAlertInput {
  sellerName: string;
  fileNumber: string;
  /** The office's published phone number (core/site/settings.ts OFFICES). */
  officePhone: string;
  officeName: string;
}

/** The e-mail and the text telling a seller that the account for their proceeds changed. */
export function proceedsChangedAlert(input: ProceedsAlertInput): { subject: string; text: string; sms: string } {
  const subject = `The bank account for your proceeds on file ${input.fileNumber} was changed`;
  const text = [
    `Hello ${input.sellerName},`,
    "",
    `The bank account for your proceeds on file ${input.fileNumber} was changed on our secure status page.`,
    "",
    `If this was not you, call us at ${input.officePhone} (${input.officeName} office) right away, before closing. Do not reply to this message and do not use a phone number from any e-mail you received about the change.`,
    "",
    "If it was you, there is nothing more to do: we will verify the new account by phone before any money is sent.",
  ].join("\n");
  const sms = `The bank account for your proceeds on file ${input.fileNumber} was changed. If this was not you, call us at ${input.officePhone} now.`;
  return { subject, text, sms };
}
