/**
 * The property-tax proration example printed in both settlement statement guides (tested).
 * Iowa taxes are paid in arrears, so at closing the seller credits the buyer for the days of the
 * current fiscal year (from July 1) that the seller owned the home, at the annual tax / 365.
 */
export const PRORATION_EXAMPLE = {
  annualTax: 3650,
  fiscalYearStart: "2025-07-01",
  closingDate: "2025-10-15",
} as const;

/** Days from the fiscal-year start up to (not including) the closing date. */
export function prorationDays(fromIso: string, toIso: string): number {
  const ms = Date.parse(`${toIso}T00:00:00Z`) - Date.parse(`${fromIso}T00:00:00Z`);
  return Math.max(0, Math.round(ms / 86_400_000));
}

/** annual / 365 × days, in whole cents. */
export function proratedTax(annualTax: number, days: number): number {
  return Math.round((annualTax / 365) * days * 100) / 100;
}

export function prorationExampleText(): string {
  const { annualTax, fiscalYearStart, closingDate } = PRORATION_EXAMPLE;
  const days = prorationDays(fiscalYearStart, closingDate);
  const credit = proratedTax(annualTax, days);
  const half = annualTax / 2;
  const money = (n: number) => `$${n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  return `Annual taxes are ${money(annualTax)}, or $${(annualTax / 365).toFixed(2)} a day, and closing is October 15, 2025. The seller paid the September 2025 installment, but the March 2026 installment (${money(half)}) is still for the seller's time of ownership, so it is credited to the buyer. For the current fiscal year the seller also credits ${days} days, July 1 to October 15: ${days} × $${(annualTax / 365).toFixed(2)} = ${money(credit)}. The buyer then pays the tax bills when they come due. Your purchase agreement may set a different method; we follow it.`;
}
