/**
 * Callback verification and dual control (issue 32; ALTA Best Practices pillars 2 and 3; the
 * company's policy): before money goes to an account, an administrator calls a number that did
 * not come with the account details and records the call, and a second administrator approves.
 * An office's escrow wire instructions take effect only once an administrator other than their
 * author approves them. Pure: the routes pass the account, the actor and the time.
 *
 * A disbursement account moves unverified → callback_recorded → approved; any change of its
 * details sends it back to unverified (a fraudster's edit must not inherit an earlier call).
 */
import { z } from "zod";
import type { Aal, UserRole } from "../domain/enums.ts";
import { toE164 } from "../messaging/phone.ts";
import { safeString } from "../validation/safe-text.ts";
import { compactNumber } from "./bank-account.ts";

export const VERIFICATION_STATE_VALUES = ["unverified", "callback_recorded", "approved"] as const;
export type VerificationState = (typeof VERIFICATION_STATE_VALUES)[number];

/**
 * Where the number called came from. Each is independent of whoever sent the account details:
 * a number typed, pasted or e-mailed with the details is what a fraudster controls.
 */
export const CALLBACK_SOURCES = {
  lender_website_payoff: "Payoff statement downloaded from the lender's website",
  lender_published_number: "Lender's published customer service number",
  bank_published_number: "Bank's published number (its website or the back of a card)",
  nmls_registry: "Lender's number in the NMLS Consumer Access registry",
  earlier_closing: "Number on file from an earlier closing",
  file_before_details: "Party's number on this file from before the account was given",
} as const;
export type CallbackSource = keyof typeof CALLBACK_SOURCES;
export const CALLBACK_SOURCE_VALUES = Object.keys(CALLBACK_SOURCES) as [CallbackSource, ...CallbackSource[]];

export const CALLBACK_LIMITS = { confirmedBy: 100 } as const;

export const CALLBACK_MESSAGES = {
  numberRequired: "Enter the number you called",
  numberInvalid: "Enter the number you called as a phone number, such as (515) 555-0142",
  sourceRequired: "Choose where the number came from",
  confirmedByRequired: "Enter the name of the person who confirmed the account",
  confirmedByTooLong: `Keep the name to ${CALLBACK_LIMITS.confirmedBy} characters`,
  calledAtInvalid: "Enter when you called, as a date and time",
} as const;

/** The call an administrator made, as they record it (the route that takes it is later work). */
export const callbackRecordSchema = z.object({
  number_called: safeString({ error: CALLBACK_MESSAGES.numberRequired })
    .trim()
    .min(1, { error: CALLBACK_MESSAGES.numberRequired, abort: true })
    .refine((v) => toE164(v) !== undefined, CALLBACK_MESSAGES.numberInvalid),
  number_source: z.enum(CALLBACK_SOURCE_VALUES, { error: CALLBACK_MESSAGES.sourceRequired }),
  confirmed_by: safeString({ error: CALLBACK_MESSAGES.confirmedByRequired })
    .trim()
    .min(1, CALLBACK_MESSAGES.confirmedByRequired)
    .max(CALLBACK_LIMITS.confirmedBy, CALLBACK_MESSAGES.confirmedByTooLong),
  called_at: z.iso.datetime({ offset: true, error: CALLBACK_MESSAGES.calledAtInvalid }),
});
export type CallbackRecordInput = z.input<typeof callbackRecordSchema>;
export type CallbackRecord = z.output<typeof callbackRecordSchema>;

export const CALLBACK_REFUSALS = {
  administrator_required: "Only an administrator can verify bank details.",
  second_factor_required: "Confirm it's you with your authenticator first: bank details need two-step sign-in.",
  number_from_submission:
    "That number came with the account details, so calling it proves nothing. Call a number from an independent source, such as the bank's published number.",
  called_before_details: "That call was before these account details were given. Call again to verify the details as they are now.",
  called_in_future: "The time of the call is in the future. Enter when you called.",
  already_approved: "This account's verification is already approved. A change to its details starts verification again.",
  callback_not_recorded: "Record the callback before approving it.",
  approver_is_recorder: "A second administrator must approve: you recorded this callback.",
  approver_is_author: "A second administrator must approve: you made this change to the wire instructions.",
  instructions_not_pending: "These wire instructions are not waiting for approval.",
} as const;
export type CallbackRefusalCode = keyof typeof CALLBACK_REFUSALS;

export interface CallbackRefusal {
  code: CallbackRefusalCode;
  message: string;
}

const refuse = (code: CallbackRefusalCode): CallbackRefusal => ({ code, message: CALLBACK_REFUSALS[code] });

/** The signed-in person acting: who, their role, and whether they proved a second factor. */
export interface Actor {
  userId: string;
  role: UserRole;
  aal: Aal;
}

/** Bank details are for administrators at aal2 (issue 32); null when this actor may act. */
export function actorRefusal(actor: Actor): CallbackRefusal | null {
  if (actor.role !== "admin") return refuse("administrator_required");
  if (actor.aal !== "aal2") return refuse("second_factor_required");
  return null;
}

/**
 * A phone number compared as digits: its E.164 form when it reads as one, else all its digits,
 * so "(515) 555-0142", "515.555.0142" and "+1 515 555 0142" are one number.
 */
export function phoneKey(input: string): string {
  return (toE164(input) ?? input).replace(/\D/g, "");
}

/** Whether the number called is one of the numbers given with the account details. */
export function isSubmittedNumber(numberCalled: string, submittedNumbers: readonly string[]): boolean {
  const called = phoneKey(numberCalled);
  if (called === "") return false;
  return submittedNumbers.some((n) => phoneKey(n) === called);
}

/** What the rules need to know of a disbursement account. */
export interface VerifiableAccount {
  state: VerificationState;
  /** When the details were given or last changed (ISO). */
  detailsChangedAt: string;
  /** Every phone number that came in the same submission as the details (the form's, the letter's, the e-mail's). */
  submittedNumbers: readonly string[];
  /** Who recorded the callback, once one is recorded. */
  recordedBy: string | null;
}

/** Why this callback may not be recorded, or null: the account then moves to callback_recorded. */
export function callbackRefusal(account: VerifiableAccount, record: CallbackRecord, actor: Actor, now: Date): CallbackRefusal | null {
  const byActor = actorRefusal(actor);
  if (byActor) return byActor;
  if (account.state === "approved") return refuse("already_approved");
  if (isSubmittedNumber(record.number_called, account.submittedNumbers)) return refuse("number_from_submission");
  const calledAt = Date.parse(record.called_at);
  if (calledAt > now.getTime()) return refuse("called_in_future");
  if (calledAt < Date.parse(account.detailsChangedAt)) return refuse("called_before_details");
  return null;
}

/** Why this approval is refused, or null: the account then moves to approved. */
export function approvalRefusal(account: VerifiableAccount, actor: Actor): CallbackRefusal | null {
  const byActor = actorRefusal(actor);
  if (byActor) return byActor;
  if (account.state === "approved") return refuse("already_approved");
  if (account.state !== "callback_recorded" || account.recordedBy === null) return refuse("callback_not_recorded");
  if (account.recordedBy === actor.userId) return refuse("approver_is_recorder");
  return null;
}

/** The details whose change resets verification, as stored (numbers as digits). */
export type AccountDetails = Readonly<Record<string, string | null | undefined>>;

const NUMBER_FIELDS = new Set(["routing_number", "account_number"]);

/** Whether an edit changes the details: numbers compared by their digits, other fields trimmed. */
export function detailsDiffer(before: AccountDetails, after: AccountDetails): boolean {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const key of keys) {
    const norm = (v: string | null | undefined) => (v == null ? "" : NUMBER_FIELDS.has(key) ? compactNumber(v) : v.trim());
    if (norm(before[key]) !== norm(after[key])) return true;
  }
  return false;
}

/** The state after an edit: any change of the details starts verification again. */
export function stateAfterEdit(state: VerificationState, before: AccountDetails, after: AccountDetails): VerificationState {
  return detailsDiffer(before, after) ? "unverified" : state;
}

export const WIRE_INSTRUCTIONS_STATE_VALUES = ["pending_approval", "approved", "superseded"] as const;
export type WireInstructionsState = (typeof WIRE_INSTRUCTIONS_STATE_VALUES)[number];

/** Dual control on an office's wire instructions: why this approval is refused, or null. */
export function instructionsApprovalRefusal(instructions: { state: WireInstructionsState; authorId: string }, actor: Actor): CallbackRefusal | null {
  const byActor = actorRefusal(actor);
  if (byActor) return byActor;
  if (instructions.state !== "pending_approval") return refuse("instructions_not_pending");
  if (instructions.authorId === actor.userId) return refuse("approver_is_author");
  return null;
}
