/**
 * Money in whole cents (integers), so sums never drift the way 0.1 + 0.2 does, and one way of
 * reading what a person typed into a money or number field.
 */

/** The largest amount we accept ($1 trillion): far above any Iowa sale, and safe as an integer. */
export const MAX_CENTS = 100_000_000_000_000;

export type NumberInput = { ok: true; value: number } | { ok: false; message: string };

export const NEGATIVE_MESSAGE = "Enter 0 or more; this amount cannot be negative.";
export const TOO_LARGE_MESSAGE = "That amount is too large to calculate.";

/**
 * Reads a typed number: "$250,000.50", "250000", " 6 ". Empty or non-numeric text counts as 0
 * (as the calculators always have); a negative number is refused with a message.
 */
export function readNumber(raw: string | null | undefined): NumberInput {
  const text = (raw ?? "").replace(/[\s$,%]/g, "");
  if (text === "" || text === "-" || text === ".") return { ok: true, value: 0 };
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(text)) return { ok: true, value: 0 };
  const value = Number(text);
  if (value < 0) return { ok: false, message: NEGATIVE_MESSAGE };
  if (!Number.isFinite(value) || value * 100 > MAX_CENTS) return { ok: false, message: TOO_LARGE_MESSAGE };
  return { ok: true, value };
}

/**
 * Dollars → whole cents, half a cent rounded away from zero. Rounding the product to 8 places
 * first undoes binary noise: 1.005 × 100 is 100.49999999999999 in floating point.
 */
export function toCents(dollars: number): number {
  return Math.sign(dollars) * Math.round(Number((Math.abs(dollars) * 100).toFixed(8)));
}

const USD = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "$250,000.00", "-$1,234.56": US dollars with exactly two decimals. */
export function formatUsd(cents: number): string {
  return USD.format(cents / 100);
}
