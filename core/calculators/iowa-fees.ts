import { PRICE_LIST } from "../domain/price-list.ts";

/** Our closing fee for a cash purchase: the "from" price of a cash closing. */
export const CASH_CLOSING_FEE_CENTS = PRICE_LIST.cashClosing.cents;

/**
 * The Iowa fee schedule every calculator uses, in cents. One object with the date it was last
 * checked, so a change of fee is one edit and every estimate says how current it is.
 */
export const IOWA_FEES = {
  /** When these amounts were last confirmed. */
  asOf: "2025-07-01",
  titleSearch: 15_000,
  /** Iowa Title Guaranty certificate: the flat fee covers prices up to this amount… */
  titleGuarantyBase: 17_500,
  titleGuarantyBaseLimit: 75_000_000,
  /** …and each $1,000 (or part of it) above the limit adds $1. */
  titleGuarantyPerThousandAbove: 100,
  titleOpinion: 20_000,
  deedRecording: 2_500,
  /** Iowa Code 428A.1: $0.80 for each $500 (or fractional part) of the price above the first $500. */
  transferTaxPerStep: 80,
  transferTaxStep: 50_000,
  transferTaxExempt: 50_000,
} as const;

/** Iowa real estate transfer tax on a sale price (both in cents). */
export function transferTax(priceCents: number): number {
  const taxable = priceCents - IOWA_FEES.transferTaxExempt;
  if (taxable <= 0) return 0;
  return Math.ceil(taxable / IOWA_FEES.transferTaxStep) * IOWA_FEES.transferTaxPerStep;
}

/** Iowa Title Guaranty fee for a purchase price (both in cents). */
export function titleGuarantyFee(priceCents: number): number {
  const above = Math.max(0, priceCents - IOWA_FEES.titleGuarantyBaseLimit);
  return IOWA_FEES.titleGuarantyBase + Math.ceil(above / 100_000) * IOWA_FEES.titleGuarantyPerThousandAbove;
}

export interface FixedFeeLine {
  id: "titleSearch" | "titleGuaranty" | "titleOpinion" | "closing" | "deedRecording";
  label: string;
  cents: number;
}

/**
 * The five closing fees of a cash purchase (and of the companion estimator), in the order the
 * pages list them. Only the title guaranty fee depends on the price.
 */
export function closingFeeLines(priceCents: number): FixedFeeLine[] {
  return [
    { id: "titleSearch", label: "Title Search Fee", cents: IOWA_FEES.titleSearch },
    { id: "titleGuaranty", label: "Title Guaranty (Title Insurance) Fee", cents: titleGuarantyFee(priceCents) },
    { id: "titleOpinion", label: "Title Opinion Fee", cents: IOWA_FEES.titleOpinion },
    // Our own fee, from the one price list, so the estimate and the service pages agree.
    { id: "closing", label: "Closing Fee", cents: CASH_CLOSING_FEE_CENTS },
    { id: "deedRecording", label: "Deed Recording Fee", cents: IOWA_FEES.deedRecording },
  ];
}
