/**
 * Messages that talk about wiring money or carry bank details. Wire fraud in real estate is a
 * message that looks like it comes from the closing company and says where to send the money;
 * the company never sends such instructions by e-mail or text, so nothing sent in its name may
 * (docs/decisions/024-message-caps.md). Client messages refuse them (core/clients/communication-fields.ts);
 * anything else that sends text in the company's name should ask `findMoneyTalk` too.
 *
 * What counts, and what does not:
 * - a wire, or wiring, next to money or instructions ("wire the funds", "wire instructions",
 *   "cash to close can be wired"); a loose wire or the house's wiring is not money;
 * - words that only bank details use: routing number, ABA, IBAN, SWIFT code, BIC, beneficiary
 *   account, "bank details" and the like;
 * - numbers shaped like bank details: an ABA routing number (its checksum holds) beside an
 *   account-sized number or a bank word, or an IBAN whose check digits hold.
 * Ordinary closing chatter passes: dates, the appraisal, the earnest money, a cashier's check
 * brought to the table (handed over in person, so there is no destination to forge).
 */

export type MoneyTalkKind = "wire" | "bank_details" | "routing_number" | "iban";

export interface MoneyTalk {
  kind: MoneyTalkKind;
  /** The words that matched, as written (for logs and tests, never shown to the client). */
  match: string;
}

/** Money, or what is done with it, within a few words of a wire. */
const MONEY_CONTEXT =
  /\b(funds?|money|monies|transfers?|instructions?|payments?|pay|deposit|earnest|cash|amount|balance|proceeds|payoff|account|acct|bank|banks|banking|routing|dollars?|escrow|title company|closing costs?|down payment|beneficiary)\b|\$\s?\d/i;

/** A wire in the money sense: "wire", "wires", "wired", "wiring", "wire-transfer". */
const WIRE_WORD = /\b(wire|wires|wired|wiring)\b/gi;

/** How far, in characters, money may stand from a wire for the two to be one thought. */
const NEAR = 40;

/** Words and phrases no ordinary closing message needs, only bank details. */
const BANK_PHRASES: RegExp[] = [
  /\brouting\s*(number|no\b\.?|#|and\s+account|\/\s*account)/i,
  /\b(aba|rtn)\b/i,
  /\biban\b/i,
  /\bswift\s*(code|bic|number|#|\/)/i,
  /\bSWIFT\b/,
  /\bbic\b/i,
  /\b(account|acct)\s*(number|no\b\.?|#)/i,
  /\bbeneficiary\s+(bank|account|name)/i,
  /\b(bank|banking)\s+(details|info|information|instructions|account\s+details|coordinates)\b/i,
  /\b(ach|eft)\s+(transfer|instructions|details|payment)/i,
];

/** ABA routing numbers: 9 digits whose weighted sum (3, 7, 1, …) is a multiple of 10. */
export function isAbaRoutingNumber(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  // The first two digits are a Federal Reserve district (01–12), a thrift (21–32), an electronic
  // one (61–72) or traveler's checks (80); nothing else is issued.
  const district = Number(digits.slice(0, 2));
  const valid = (district >= 0 && district <= 12) || (district >= 21 && district <= 32) || (district >= 61 && district <= 72) || district === 80;
  if (!valid) return false;
  const d = [...digits].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

/** IBANs: country, two check digits, up to 30 letters and digits; mod 97 of the rearranged digits is 1. */
export function isIban(text: string): boolean {
  const compact = text.replace(/\s+/g, "").toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return false;
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const value = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

function wireTalk(text: string): MoneyTalk | null {
  for (const m of text.matchAll(WIRE_WORD)) {
    const start = Math.max(0, m.index - NEAR);
    const around = text.slice(start, m.index + m[0].length + NEAR);
    if (MONEY_CONTEXT.test(around)) return { kind: "wire", match: around.trim() };
  }
  return null;
}

function routingNumber(text: string): MoneyTalk | null {
  const numbers = [...text.matchAll(/(?<![\d-])\d[\d -]{7,22}\d(?![\d-])/g)].map((m) => ({ raw: m[0], digits: m[0].replace(/[ -]/g, ""), index: m.index }));
  for (const n of numbers) {
    if (!isAbaRoutingNumber(n.digits)) continue;
    // A valid routing number alone may be a file or parcel number (one in ten 9-digit numbers
    // passes the checksum); beside an account-sized number or a bank word it is bank details.
    const account = numbers.some((o) => o !== n && o.digits.length >= 6 && o.digits.length <= 17);
    const around = text.slice(Math.max(0, n.index - NEAR), n.index + n.raw.length + NEAR);
    if (account || MONEY_CONTEXT.test(around)) return { kind: "routing_number", match: n.raw };
  }
  return null;
}

function iban(text: string): MoneyTalk | null {
  for (const m of text.matchAll(/\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{2,4}){3,8}\b/gi)) {
    if (isIban(m[0])) return { kind: "iban", match: m[0] };
  }
  return null;
}

/** The first sign that `text` talks about wiring money or carries bank details, or null. */
export function findMoneyTalk(text: string): MoneyTalk | null {
  const normal = text.normalize("NFKC");
  const wire = wireTalk(normal);
  if (wire) return wire;
  for (const phrase of BANK_PHRASES) {
    const m = phrase.exec(normal);
    if (m) return { kind: "bank_details", match: m[0] };
  }
  return routingNumber(normal) ?? iban(normal);
}

/** Whether `text` talks about wiring money or carries bank details. */
export function talksAboutMoney(text: string): boolean {
  return findMoneyTalk(text) !== null;
}
