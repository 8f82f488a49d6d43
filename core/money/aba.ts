/**
 * ABA routing numbers (issue 32): the one check used by the message filter
 * (core/closing/wire-details.ts) and by the bank-account schemas (bank-account.ts), so a number
 * the composer treats as a routing number is the same one a proceeds form accepts.
 */

/**
 * The first two digits of a routing number: 00 (U.S. government), 01–12 (Federal Reserve banks),
 * 21–32 (thrifts), 61–72 (electronic), 80 (traveler's checks). Anything else is not one.
 */
function plausiblePrefix(digits: string): boolean {
  const prefix = Number(digits.slice(0, 2));
  return prefix <= 12 || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix === 80;
}

/** The ABA checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10. */
export function isAbaRoutingNumber(digits: string): boolean {
  if (!/^\d{9}$/.test(digits) || /^0+$/.test(digits) || !plausiblePrefix(digits)) return false;
  const d = [...digits].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}
