import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  accountNumberProblem,
  BANK_ACCOUNT_MESSAGES as M,
  escrowWireInstructionsSchema,
  maskAccountNumber,
  maskVisibleDigits,
  payoffAccountSchema,
  proceedsAccountSchema,
  visibleDigits,
  wireReference,
  type AccountNumberProblem,
} from "./bank-account.ts";

/** Each field's first message, as the form shows it. */
function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

describe("account numbers (NACHA: the DFI account number field holds up to 17 characters; company policy: at least 4 digits)", () => {
  it.each<[string, string, AccountNumberProblem | null]>([
    ["4 digits, the fewest", "1234", null],
    ["17 digits, the most", "12345678901234567", null],
    ["written with spaces", "1234 5678 9012", null],
    ["written with dashes", "1234-5678-9012", null],
    ["leading zeros are digits too", "0000123456", null],
    ["with spaces around", "  55501234  ", null],
    ["3 digits", "123", "too_short"],
    ["3 digits padded with dashes", "1-2-3", "too_short"],
    ["18 digits", "123456789012345678", "too_long"],
    ["a letter", "12345A789", "not_digits"],
    ["a dot", "1234.5678", "not_digits"],
    ["a slash", "1234/5678", "not_digits"],
    ["empty", "", "required"],
    ["only spaces and dashes", " - - ", "required"],
  ])("%s: %s → %s", (_name, input, problem) => {
    expect(accountNumberProblem(input)).toBe(problem);
  });
});

describe("masking (issue 32: shown masked, last four, everywhere)", () => {
  it.each<[string, string]>([
    ["123456789", "•••• 6789"],
    ["12345678901234567", "•••• 4567"],
    ["1234-5678-9012", "•••• 9012"],
    ["123456", "•••• 3456"],
    // A short account never shows whole: a mask alone must not give the number away.
    ["12345", "•••• 345"],
    ["1234", "•••• 34"],
    ["", "••••"],
  ])("%s → %s", (number, masked) => {
    expect(maskAccountNumber(number)).toBe(masked);
  });

  it("a mask never holds more than four digits, whatever it is given", () => {
    for (const n of ["9", "98", "987654321", "98765432109876543"]) {
      const digits = maskAccountNumber(n).replace(/\D/g, "");
      expect(digits.length).toBeLessThanOrEqual(4);
      expect(digits).not.toBe(n);
    }
    expect(maskVisibleDigits("123456789")).toBe("•••• 6789");
    expect(visibleDigits("000123456789")).toBe("6789");
  });
});

const proceeds = {
  account_holder_name: "Jo Smith",
  routing_number: "121000248",
  account_number: "1234 5678 9012",
  account_number_again: "123456789012",
  account_type: "checking",
};

describe("a seller's proceeds account (issue 32: routing number by its checksum, account number entered twice)", () => {
  it("a good account parses to digits only", () => {
    expect(proceedsAccountSchema.parse({ ...proceeds, routing_number: "121 000 248" })).toEqual({
      account_holder_name: "Jo Smith",
      routing_number: "121000248",
      account_number: "123456789012",
      account_number_again: "123456789012",
      account_type: "checking",
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ["the two account numbers differ: the error is on the second", { account_number_again: "123456789013" }, { account_number_again: M.accountMismatch }],
    ["the second is left empty", { account_number_again: "" }, { account_number_again: M.accountAgainRequired }],
    ["the second is missing", { account_number_again: undefined }, { account_number_again: M.accountAgainRequired }],
    ["the routing number's checksum fails", { routing_number: "121000249" }, { routing_number: M.routingInvalid }],
    ["the routing number has a prefix no bank has", { routing_number: "131000018" }, { routing_number: M.routingInvalid }],
    ["the routing number has 8 digits", { routing_number: "12100024" }, { routing_number: M.routingDigits }],
    ["the routing number has a letter", { routing_number: "12100024O" }, { routing_number: M.routingDigits }],
    ["no routing number", { routing_number: "" }, { routing_number: M.routingRequired }],
    ["the account number is too short", { account_number: "123", account_number_again: "123" }, { account_number: M.accountTooShort }],
    ["the account number is too long", { account_number: "1".repeat(18), account_number_again: "1".repeat(18) }, { account_number: M.accountTooLong }],
    ["the account number has a letter", { account_number: "1234A" }, { account_number: M.accountDigits }],
    ["no name", { account_holder_name: "  " }, { account_holder_name: M.holderRequired }],
    ["a name too long", { account_holder_name: "J".repeat(101) }, { account_holder_name: M.nameTooLong }],
    ["no account type", { account_type: undefined }, { account_type: M.accountTypeRequired }],
    ["an account type that is neither", { account_type: "brokerage" }, { account_type: M.accountTypeRequired }],
  ])("%s", (_name, change, errors) => {
    expect(fieldErrors(proceedsAccountSchema, { ...proceeds, ...change })).toEqual(errors);
  });

  it("the two entries match when typed with different spacing", () => {
    expect(proceedsAccountSchema.safeParse({ ...proceeds, account_number: "1234-5678-9012", account_number_again: "1234 5678 9012" }).success).toBe(true);
  });

  it("an empty form names every field", () => {
    expect(fieldErrors(proceedsAccountSchema, {})).toEqual({
      account_holder_name: M.holderRequired,
      routing_number: M.routingRequired,
      account_number: M.accountRequired,
      account_number_again: M.accountAgainRequired,
      account_type: M.accountTypeRequired,
    });
  });
});

describe("a payoff's account, entered by staff from the payoff statement (issue 32)", () => {
  const payoff = { lender_name: "First Iowa Bank", routing_number: "073000228", account_number: "9988776655", loan_reference: "LN-2019-004512" };

  it("parses", () => {
    expect(payoffAccountSchema.parse(payoff)).toEqual(payoff);
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ["no lender", { lender_name: "" }, { lender_name: M.lenderRequired }],
    ["a bad routing number", { routing_number: "073000229" }, { routing_number: M.routingInvalid }],
    ["an account number of 3 digits", { account_number: "99-8" }, { account_number: M.accountTooShort }],
    ["no loan number", { loan_reference: " " }, { loan_reference: M.loanReferenceRequired }],
    ["a loan number too long", { loan_reference: "L".repeat(41) }, { loan_reference: M.loanReferenceTooLong }],
  ])("%s", (_name, change, errors) => {
    expect(fieldErrors(payoffAccountSchema, { ...payoff, ...change })).toEqual(errors);
  });
});

describe("an office's escrow wire instructions (issue 32)", () => {
  const instructions = {
    bank_name: "West Bank",
    bank_address: "1601 22nd Street, West Des Moines, IA 50266",
    routing_number: "073000228",
    account_number: "5550123499",
    account_name: "Hawkeye Closing Escrow Account",
    reference_format: "File {file_number}",
  };

  it("parses, and the reference names the file", () => {
    const parsed = escrowWireInstructionsSchema.parse(instructions);
    expect(wireReference(parsed.reference_format, "2026-0142")).toBe("File 2026-0142");
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ["no bank name", { bank_name: "" }, { bank_name: M.bankNameRequired }],
    ["no bank address", { bank_address: "" }, { bank_address: M.bankAddressRequired }],
    ["a bank address too long", { bank_address: "a".repeat(301) }, { bank_address: M.bankAddressTooLong }],
    ["a bad routing number", { routing_number: "991000012" }, { routing_number: M.routingInvalid }],
    ["a bad account number", { account_number: "12" }, { account_number: M.accountTooShort }],
    ["no account name", { account_name: "" }, { account_name: M.accountNameRequired }],
    ["no reference", { reference_format: "" }, { reference_format: M.referenceFormatRequired }],
    ["a reference without the file number", { reference_format: "Escrow deposit" }, { reference_format: M.referenceFormatNoFileNumber }],
    ["a reference with the file number twice", { reference_format: "{file_number} / {file_number}" }, { reference_format: M.referenceFormatNoFileNumber }],
    ["a reference too long", { reference_format: `{file_number} ${"x".repeat(100)}` }, { reference_format: M.referenceFormatTooLong }],
  ])("%s", (_name, change, errors) => {
    expect(fieldErrors(escrowWireInstructionsSchema, { ...instructions, ...change })).toEqual(errors);
  });
});
