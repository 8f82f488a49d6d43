/**
 * Bank accounts money is paid to or from (issue 32): a seller's proceeds account (given on the
 * verified status page), a payoff's account (entered by staff from the payoff statement) and an
 * office's escrow wire instructions (entered by staff, approved by a second administrator;
 * callback-rules.ts). One place decides what a routing and an account number are, how an account
 * is shown masked, and what each form refuses, so the forms and the API say the same words.
 */
import { z } from "zod";
import { safeString } from "../validation/safe-text.ts";
import { isAbaRoutingNumber } from "./aba.ts";

/**
 * Account numbers: NACHA's DFI account number field holds up to 17 characters, and no U.S. bank
 * issues fewer than 4 digits. The message filter (core/closing/wire-details.ts) uses the same
 * range for what looks like an account number.
 */
export const ACCOUNT_NUMBER_DIGITS = { min: 4, max: 17 } as const;

export const BANK_ACCOUNT_LIMITS = { name: 100, bankAddress: 300, loanReference: 40, referenceFormat: 100 } as const;

/** The placeholder an office's wire reference must carry, replaced by the file number. */
export const FILE_NUMBER_PLACEHOLDER = "{file_number}";

export const BANK_ACCOUNT_MESSAGES = {
  holderRequired: "Enter the name on the account, as the bank has it",
  nameTooLong: `Keep the name to ${BANK_ACCOUNT_LIMITS.name} characters`,
  routingRequired: "Enter the 9-digit routing number",
  routingDigits: "A routing number is 9 digits. Copy it from a check or your bank's website",
  routingInvalid: "That is not a valid routing number. Check each digit against a check or your bank's website",
  accountRequired: "Enter the account number",
  accountDigits: "An account number has only digits (spaces and dashes are fine)",
  accountTooShort: `An account number has at least ${ACCOUNT_NUMBER_DIGITS.min} digits`,
  accountTooLong: `An account number has at most ${ACCOUNT_NUMBER_DIGITS.max} digits`,
  accountAgainRequired: "Enter the account number again",
  accountMismatch: "The two account numbers don't match. Enter it again",
  accountTypeRequired: "Choose checking or savings",
  lenderRequired: "Enter the lender's name, as on the payoff statement",
  loanReferenceRequired: "Enter the loan or reference number from the payoff statement",
  loanReferenceTooLong: `Keep the loan or reference number to ${BANK_ACCOUNT_LIMITS.loanReference} characters`,
  bankNameRequired: "Enter the bank's name",
  bankAddressRequired: "Enter the bank's address",
  bankAddressTooLong: `Keep the bank's address to ${BANK_ACCOUNT_LIMITS.bankAddress} characters`,
  accountNameRequired: "Enter the name on the escrow account",
  referenceFormatRequired: `Enter what the buyer writes as the wire's reference, with ${FILE_NUMBER_PLACEHOLDER} where the file number goes`,
  referenceFormatNoFileNumber: `Put ${FILE_NUMBER_PLACEHOLDER} where the file number goes, once, so each wire names its file`,
  referenceFormatTooLong: `Keep the reference to ${BANK_ACCOUNT_LIMITS.referenceFormat} characters`,
} as const;

/** Spaces and dashes people type between groups of digits; nothing else is dropped. */
const SEPARATORS = /[\s-]/g;

/** The digits of a typed number once spaces and dashes are removed (other characters are kept, so they fail). */
export function compactNumber(input: string): string {
  return input.replace(SEPARATORS, "");
}

export type AccountNumberProblem = "required" | "not_digits" | "too_short" | "too_long";

/** What is wrong with a typed account number, or null when it is one. */
export function accountNumberProblem(input: string): AccountNumberProblem | null {
  const digits = compactNumber(input);
  if (digits === "") return "required";
  if (!/^\d+$/.test(digits)) return "not_digits";
  if (digits.length < ACCOUNT_NUMBER_DIGITS.min) return "too_short";
  if (digits.length > ACCOUNT_NUMBER_DIGITS.max) return "too_long";
  return null;
}

export function isAccountNumber(input: string): boolean {
  return accountNumberProblem(input) === null;
}

/**
 * The digits a masked account shows: the last four, and never the whole number (a 4- or
 * 5-digit account shows two or three), so a mask alone never gives the account away.
 */
export function visibleDigits(accountNumber: string): string {
  const digits = accountNumber.replace(/\D/g, "");
  const shown = Math.min(4, Math.max(0, digits.length - 2));
  return shown === 0 ? "" : digits.slice(-shown);
}

/** "•••• 6789" from the digits a masked account may show (more than four are cut to the last four). */
export function maskVisibleDigits(visible: string): string {
  const digits = visible.replace(/\D/g, "").slice(-4);
  return digits === "" ? "••••" : `•••• ${digits}`;
}

/** "•••• 6789": how an account number is shown everywhere but to an administrator opening it on purpose. */
export function maskAccountNumber(accountNumber: string): string {
  return maskVisibleDigits(visibleDigits(accountNumber));
}

const M = BANK_ACCOUNT_MESSAGES;

const nameSchema = (required: string) => safeString({ error: required }).trim().min(1, required).max(BANK_ACCOUNT_LIMITS.name, M.nameTooLong);

/** A routing number as typed; the output is its 9 digits. */
export const routingNumberSchema = safeString({ error: M.routingRequired })
  .transform(compactNumber)
  .check((ctx) => {
    if (ctx.value === "") ctx.issues.push({ code: "custom", message: M.routingRequired, input: ctx.value });
    else if (!/^\d{9}$/.test(ctx.value)) ctx.issues.push({ code: "custom", message: M.routingDigits, input: ctx.value });
    else if (!isAbaRoutingNumber(ctx.value)) ctx.issues.push({ code: "custom", message: M.routingInvalid, input: ctx.value });
  });

const ACCOUNT_PROBLEM_MESSAGES: Record<AccountNumberProblem, string> = {
  required: M.accountRequired,
  not_digits: M.accountDigits,
  too_short: M.accountTooShort,
  too_long: M.accountTooLong,
};

/** An account number as typed; the output is its digits. */
export const accountNumberSchema = safeString({ error: M.accountRequired }).check((ctx) => {
  const problem = accountNumberProblem(ctx.value);
  if (problem) ctx.issues.push({ code: "custom", message: ACCOUNT_PROBLEM_MESSAGES[problem], input: ctx.value });
}).transform(compactNumber);

export const ACCOUNT_TYPE_VALUES = ["checking", "savings"] as const;
export const accountTypeSchema = z.enum(ACCOUNT_TYPE_VALUES, { error: M.accountTypeRequired });
export type AccountType = z.infer<typeof accountTypeSchema>;

/**
 * A seller's proceeds account, from the verified status page. The account number is typed twice
 * (a typo sends the proceeds to a stranger); when the two differ the error is on the second, the
 * one the seller retypes.
 */
export const proceedsAccountSchema = z
  .object({
    account_holder_name: nameSchema(M.holderRequired),
    routing_number: routingNumberSchema,
    account_number: accountNumberSchema,
    account_number_again: safeString({ error: M.accountAgainRequired }).transform(compactNumber),
    account_type: accountTypeSchema,
  })
  .check((ctx) => {
    const { account_number, account_number_again } = ctx.value;
    if (account_number_again === "") ctx.issues.push({ code: "custom", path: ["account_number_again"], message: M.accountAgainRequired, input: ctx.value });
    else if (account_number_again !== account_number) ctx.issues.push({ code: "custom", path: ["account_number_again"], message: M.accountMismatch, input: ctx.value });
  });
export type ProceedsAccountInput = z.input<typeof proceedsAccountSchema>;
export type ProceedsAccount = z.output<typeof proceedsAccountSchema>;

/** A payoff's account, entered by staff from the lender's payoff statement. */
export const payoffAccountSchema = z.object({
  lender_name: nameSchema(M.lenderRequired),
  routing_number: routingNumberSchema,
  account_number: accountNumberSchema,
  loan_reference: safeString({ error: M.loanReferenceRequired })
    .trim()
    .min(1, M.loanReferenceRequired)
    .max(BANK_ACCOUNT_LIMITS.loanReference, M.loanReferenceTooLong),
});
export type PayoffAccountInput = z.input<typeof payoffAccountSchema>;
export type PayoffAccount = z.output<typeof payoffAccountSchema>;

/** What a buyer writes as the wire's reference: the office's format with the file number in it. */
export function wireReference(format: string, fileNumber: string): string {
  return format.replace(FILE_NUMBER_PLACEHOLDER, fileNumber);
}

/** An office's escrow account wire instructions, entered by staff; they take effect once a second administrator approves. */
export const escrowWireInstructionsSchema = z.object({
  bank_name: nameSchema(M.bankNameRequired),
  bank_address: safeString({ error: M.bankAddressRequired })
    .trim()
    .min(1, M.bankAddressRequired)
    .max(BANK_ACCOUNT_LIMITS.bankAddress, M.bankAddressTooLong),
  routing_number: routingNumberSchema,
  account_number: accountNumberSchema,
  account_name: nameSchema(M.accountNameRequired),
  reference_format: safeString({ error: M.referenceFormatRequired })
    .trim()
    .min(1, { error: M.referenceFormatRequired, abort: true })
    .max(BANK_ACCOUNT_LIMITS.referenceFormat, M.referenceFormatTooLong)
    .refine((v) => v.split(FILE_NUMBER_PLACEHOLDER).length === 2, M.referenceFormatNoFileNumber),
});
export type EscrowWireInstructionsInput = z.input<typeof escrowWireInstructionsSchema>;
export type EscrowWireInstructions = z.output<typeof escrowWireInstructionsSchema>;
