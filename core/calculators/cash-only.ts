import { z } from "zod";
import type { CalendarDate } from "./calendar-date.ts";
import { closingFeeLines, transferTax, type FixedFeeLine } from "./iowa-fees.ts";
import { centsText, dateField, dateText, fieldErrors, moneyField } from "./query-fields.ts";
import type { Parsed } from "./seller-net.ts";
import { prorateTaxes, prorationStartFor, type Proration } from "./tax-proration.ts";

/**
 * Cash-only purchase (/cash-only-calculator): what a buyer paying cash brings to closing. Iowa
 * taxes are paid in arrears, so the seller credits the buyer the taxes from July 1 to the
 * closing day; the buyer pays them later with the next bills.
 */

export interface CashOnlyInput {
  priceCents: number;
  annualTaxesCents: number;
  closingDate: CalendarDate;
  /** Earnest money the buyer already paid into trust with the purchase agreement; credited at closing. */
  earnestCents: number;
}

export interface CashOnlyResult {
  fees: FixedFeeLine[];
  /** July 1 on or before the closing date. */
  prorationStart: CalendarDate;
  /** The seller's credit to the buyer. */
  proration: Proration;
  totalClosingCostsCents: number;
  /** Price + closing costs − the tax credit − the earnest money already paid. */
  totalCashNeededCents: number;
  /**
   * Iowa transfer tax on the price (Iowa Code 428A.1). The seller usually pays it from the
   * proceeds, so it is shown for the buyer's information and is not in the cash needed.
   */
  sellerTransferTaxCents: number;
}

export function cashOnly(input: CashOnlyInput): CashOnlyResult {
  const fees = closingFeeLines(input.priceCents);
  const prorationStart = prorationStartFor(input.closingDate);
  const proration = prorateTaxes(input.annualTaxesCents, prorationStart, input.closingDate);
  const totalClosingCostsCents = fees.reduce((sum, f) => sum + f.cents, 0);
  return {
    fees,
    prorationStart,
    proration,
    totalClosingCostsCents,
    totalCashNeededCents: input.priceCents + totalClosingCostsCents - proration.cents - input.earnestCents,
    sellerTransferTaxCents: transferTax(input.priceCents),
  };
}

export const CASH_ONLY_MESSAGES = {
  earnestAbovePrice: "Earnest money cannot be more than the purchase price.",
} as const;

export const CASH_ONLY_KEYS = ["price", "taxes", "closing", "earnest"] as const;
export type CashOnlyKey = (typeof CASH_ONLY_KEYS)[number];

export function cashOnlyDefaults(today: CalendarDate): CashOnlyInput {
  return { priceCents: 0, annualTaxesCents: 0, closingDate: today, earnestCents: 0 };
}

/** The one schema for the form's text, the page's query string and the PDF endpoint. */
export function cashOnlyQuerySchema(today: CalendarDate) {
  const d = cashOnlyDefaults(today);
  return z.object({
    price: moneyField(d.priceCents),
    taxes: moneyField(d.annualTaxesCents),
    closing: dateField(d.closingDate),
    earnest: moneyField(d.earnestCents),
  });
}

export function parseCashOnlyQuery(query: Partial<Record<string, string>>, today: CalendarDate): Parsed<CashOnlyInput, CashOnlyKey> {
  const parsed = cashOnlyQuerySchema(today).safeParse(query);
  if (!parsed.success) return { ok: false, errors: fieldErrors<CashOnlyKey>(parsed.error) };
  const { price, taxes, closing, earnest } = parsed.data;
  // Checked here rather than as a refinement, so the PDF route can still extend the schema.
  if (earnest > price) return { ok: false, errors: { earnest: CASH_ONLY_MESSAGES.earnestAbovePrice } };
  return { ok: true, input: { priceCents: price, annualTaxesCents: taxes, closingDate: closing, earnestCents: earnest } };
}

export function cashOnlyQuery(input: CashOnlyInput): Record<CashOnlyKey, string> {
  return {
    price: centsText(input.priceCents),
    taxes: centsText(input.annualTaxesCents),
    closing: dateText(input.closingDate),
    earnest: centsText(input.earnestCents),
  };
}

/** Disclaimers shown under the result and printed on the sheet. */
export const CASH_ONLY_DISCLAIMERS = [
  "All fees are estimates and may differ from the final figures on your settlement statement.",
  "The Title Guaranty fee covers purchase prices up to $750,000; any amount above is charged at $1 per $1,000 over $750,000.",
  "Tax proration uses the current payable taxes; adjustments for changes in taxable value or millage rates are corrected at closing.",
] as const;
