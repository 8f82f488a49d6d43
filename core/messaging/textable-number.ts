/**
 * Which numbers we text: only numbers of the countries a setting allows (SMS_ALLOWED_COUNTRIES,
 * US and Canada by default), and among those only the kinds a person answers (mobile, fixed line,
 * VoIP). Premium-rate, shared-cost, toll-free, personal (+1-500), pager and other non-geographic
 * numbers are refused: texts to them earn their holder money or reach nobody we close for
 * (docs/decisions/024-message-caps.md). Google's numbering plan, through libphonenumber-js with
 * its full metadata (the "max" set: the number's type needs it), decides country and type.
 */
import { parsePhoneNumberFromString, type CountryCode, type NumberType } from "libphonenumber-js/max";

/** The kinds of number a person carries or answers; anything else is not texted. */
const PERSONAL_TYPES: ReadonlySet<NumberType> = new Set<NumberType>(["MOBILE", "FIXED_LINE", "FIXED_LINE_OR_MOBILE", "VOIP"]);

export type TextableVerdict =
  | { ok: true; country: CountryCode }
  /** A country outside the list (or a number of no country: +882, +883 and the like). */
  | { ok: false; reason: "country"; country: CountryCode | undefined }
  /** An allowed country, but premium-rate, toll-free or another number no person answers. */
  | { ok: false; reason: "type"; country: CountryCode; type: NumberType | undefined }
  /** Not a number the country's plan has (an unassigned area code, a wrong length). */
  | { ok: false; reason: "invalid"; country: CountryCode | undefined };

/** The English name of a country code ("US" → "the United States"), for messages. */
export function countryName(code: string): string {
  const special: Record<string, string> = { US: "the United States", GB: "the United Kingdom", NL: "the Netherlands", PH: "the Philippines" };
  if (special[code]) return special[code];
  try {
    return new Intl.DisplayNames(["en"], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** "the United States and Canada", "the United States, Canada and Mexico". */
export function countryList(codes: readonly string[]): string {
  const names = codes.map(countryName);
  if (names.length <= 1) return names[0] ?? "no country";
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)!}`;
}

/**
 * Whether we may text `e164` (an E.164 number, "+13195550142") when the allowed countries are
 * `allowed` (ISO 3166 alpha-2 codes, upper case).
 */
export function textableNumber(e164: string, allowed: readonly string[]): TextableVerdict {
  const parsed = parsePhoneNumberFromString(e164);
  const country = parsed?.country;
  if (!parsed || !country || !allowed.includes(country)) {
    // +1 numbers that fit no area code have no country of their own; their calling code's main
    // country is still the honest answer to "where is it": invalid, not foreign.
    if (parsed && !country && parsed.countryCallingCode === "1" && allowed.some((c) => ["US", "CA"].includes(c))) {
      return { ok: false, reason: "invalid", country: undefined };
    }
    return { ok: false, reason: "country", country };
  }
  if (!parsed.isValid()) return { ok: false, reason: "invalid", country };
  const type = parsed.getType();
  if (!type || !PERSONAL_TYPES.has(type)) return { ok: false, reason: "type", country, type };
  return { ok: true, country };
}

/** Why a number is refused, in words a person can act on (`allowed` names the countries we text). */
export function refusedNumberMessage(verdict: Exclude<TextableVerdict, { ok: true }>, allowed: readonly string[]): string {
  const where = `We text only numbers in ${countryList(allowed)}`;
  switch (verdict.reason) {
    case "country":
      return verdict.country ? `${where}; this number is in ${countryName(verdict.country)}.` : `${where}; this number belongs to no country we text.`;
    case "type":
      return `${where}, and never premium-rate, toll-free or other non-geographic numbers; this is one of those.`;
    case "invalid":
      return `${where}; this number does not exist in ${verdict.country ? countryName(verdict.country) : "any of them"}.`;
  }
}
