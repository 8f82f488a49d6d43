/**
 * Wire instructions never travel in a message (issue 31; docs/messages-contract.md "Wire
 * details"): e-mail and chat are where wire fraud starts, so a body that looks like a routing and
 * account number pair is refused, by the composer before sending and by the server after the
 * schema. Pure; the text itself is never logged by the callers.
 *
 * Two signals, either one refuses:
 * 1. a 9-digit number that is a plausible ABA routing number (valid Federal Reserve prefix and
 *    checksum) together with another account-like number (4–17 digits, single spaces or dashes
 *    allowed) in the same message;
 * 2. the words routing, ABA, account number (acct) or wire, followed (through a few joining
 *    words such as "number", "no.", "#", "is") by an account-like number.
 * A file number, a phone number, a date, a dollar amount or a parcel number alone is not either.
 */
import { isAbaRoutingNumber } from "../money/aba.ts";
import { ACCOUNT_NUMBER_DIGITS } from "../money/bank-account.ts";
import { SITE } from "../site/settings.ts";

// One implementation of the checksum for the message filter and the bank-account forms alike.
export { isAbaRoutingNumber };

/**
 * The 400 field error on `body` when a message looks like it carries bank or wire details. Wire
 * instructions are given only on the verified status page (issue 32), so it points there, and to
 * the published number (never one from a message) to confirm them.
 */
export const WIRE_DETAILS_REFUSED = `For your protection, bank and wire details can't be sent in messages. We give wire instructions and bank details only on your verified status page; to confirm them, call our office at the published number, ${SITE.phone}.`;

// What a bank account number can be is decided once, beside the proceeds form (core/money/bank-account.ts).
const ACCOUNT_MIN_DIGITS = ACCOUNT_NUMBER_DIGITS.min;
const ACCOUNT_MAX_DIGITS = ACCOUNT_NUMBER_DIGITS.max;

/** Runs of digits joined by at most one space or dash between digits, as account numbers are written. */
const NUMBER_RUN = /\d(?:[ -]?\d)*/g;

function digitCount(run: string): number {
  return run.replace(/\D/g, "").length;
}

function isAccountLike(run: string): boolean {
  const n = digitCount(run);
  return n >= ACCOUNT_MIN_DIGITS && n <= ACCOUNT_MAX_DIGITS;
}

/** Signal 1: a routing number (9 digits standing alone) and another account-like number. */
function routingWithAccount(text: string): boolean {
  // A routing number is written as nine digits in a row, not glued to other digits.
  const routing = /(?<![\d])\d{9}(?![\d])/g;
  for (const match of text.matchAll(routing)) {
    if (!isAbaRoutingNumber(match[0])) continue;
    // The rest of the message without this routing number: is there an account number in it?
    const rest = text.slice(0, match.index) + " | " + text.slice(match.index + match[0].length);
    for (const run of rest.match(NUMBER_RUN) ?? []) {
      if (isAccountLike(run)) return true;
    }
  }
  return false;
}

/**
 * Signal 2: a keyword, a few joining words or marks, then an account-like number. "$" is not a
 * joining mark, so "wire $250,000" (an amount) passes; a comma ends the number, so "wire 250,000"
 * leaves three digits and passes too.
 */
const KEYWORD_THEN_NUMBER =
  /\b(?:routing|aba|account\s*(?:number|num|nbr|no\b\.?|#)|acct\b\.?|wire)(?:[\s:#.=-]|\b(?:number|num|nbr|no|is|to|transfer|instructions?|details?|account|acct)\b)*(\d(?:[ -]?\d)*)/gi;

function keywordWithNumber(text: string): boolean {
  for (const match of text.matchAll(KEYWORD_THEN_NUMBER)) {
    if (isAccountLike(match[1]!)) return true;
  }
  return false;
}

/** True when the text looks like it carries bank or wire details (see the file comment). */
export function looksLikeWireDetails(text: string): boolean {
  return routingWithAccount(text) || keywordWithNumber(text);
}
