import type { CalendarDate } from "./calendar-date.ts";
import { closingFeeLines, type FixedFeeLine } from "./iowa-fees.ts";
import { prorateTaxes, type Proration } from "./tax-proration.ts";

/**
 * The closing-cost estimator beside the seller net sheet: the five fixed fees plus the taxes
 * prorated from the proration date to the closing date.
 */
export interface ClosingCostEstimate {
  fees: FixedFeeLine[];
  proration: Proration;
  totalCents: number;
}

export function closingCostEstimate(
  priceCents: number,
  annualTaxesCents: number,
  prorationDate: CalendarDate,
  closingDate: CalendarDate,
): ClosingCostEstimate {
  const fees = closingFeeLines(priceCents);
  const proration = prorateTaxes(annualTaxesCents, prorationDate, closingDate);
  return { fees, proration, totalCents: fees.reduce((sum, f) => sum + f.cents, 0) + proration.cents };
}
