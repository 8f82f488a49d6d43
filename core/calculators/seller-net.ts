import { z } from "zod";
import { parseIsoDate, type CalendarDate } from "./calendar-date.ts";
import { transferTax } from "./iowa-fees.ts";
import { centsText, dateField, dateText, fieldErrors, moneyField, numberField, type FieldErrors } from "./query-fields.ts";
import { prorateTaxes, prorationStartFor, taxInstallmentsFor, type Proration, type TaxInstallment } from "./tax-proration.ts";

/**
 * Seller net proceeds (/sales-price-calculator). Unlike the old site, the commission it shows is
 * also subtracted, and the transfer tax follows Iowa Code 428A.1 (docs/architecture.md, "Where we differ from the old site").
 */

export interface SellerNetInput {
  priceCents: number;
  commissionPercent: number;
  annualTaxesCents: number;
  closingDate: CalendarDate;
  prorationDate: CalendarDate;
  abstractingCents: number;
  deedPreparationCents: number;
  realEstateServiceCents: number;
  firstMortgageCents: number;
  secondMortgageCents: number;
  firstInstallmentCents: number;
  secondInstallmentCents: number;
}

/** The spec's defaults; the dates are the old site's, see {@link sellerNetDefaults}. */
export const SELLER_NET_DEFAULTS = {
  priceCents: 0,
  commissionPercent: 6,
  annualTaxesCents: 529_000,
  abstractingCents: 100_000,
  deedPreparationCents: 10_000,
  realEstateServiceCents: 0,
  firstMortgageCents: 0,
  secondMortgageCents: 0,
  firstInstallmentCents: 264_500,
  secondInstallmentCents: 264_500,
  closingDate: parseIsoDate("2025-07-01")!,
  prorationDate: parseIsoDate("2025-07-01")!,
} as const satisfies SellerNetInput;

/** Defaults for a visit today: closing today, proration from the July 1 before it. */
export function sellerNetDefaults(today: CalendarDate): SellerNetInput {
  return { ...SELLER_NET_DEFAULTS, closingDate: today, prorationDate: prorationStartFor(today) };
}

export interface SellerNetResult {
  transferTaxCents: number;
  installments: [TaxInstallment & { cents: number }, TaxInstallment & { cents: number }];
  proration: Proration;
  commissionCents: number;
  /** Everything but the commission (the old site's "fee total"). */
  feeTotalCents: number;
  /** Fees plus commission: what comes out of the sale price. */
  totalCostsCents: number;
  /** Sale price minus total costs; negative when the sale does not cover them. */
  netProceedsCents: number;
}

export function sellerNet(input: SellerNetInput): SellerNetResult {
  const transferTaxCents = transferTax(input.priceCents);
  const [first, second] = taxInstallmentsFor(input.closingDate);
  const proration = prorateTaxes(input.annualTaxesCents, input.prorationDate, input.closingDate);
  const commissionCents = Math.round((input.priceCents * input.commissionPercent) / 100);
  const feeTotalCents =
    input.abstractingCents +
    input.deedPreparationCents +
    input.realEstateServiceCents +
    transferTaxCents +
    input.firstMortgageCents +
    input.secondMortgageCents +
    input.firstInstallmentCents +
    input.secondInstallmentCents +
    proration.cents;
  const totalCostsCents = feeTotalCents + commissionCents;
  return {
    transferTaxCents,
    installments: [
      { ...first, cents: input.firstInstallmentCents },
      { ...second, cents: input.secondInstallmentCents },
    ],
    proration,
    commissionCents,
    feeTotalCents,
    totalCostsCents,
    netProceedsCents: input.priceCents - totalCostsCents,
  };
}

/** Query keys, in the order the form shows the fields. */
export const SELLER_NET_KEYS = [
  "price", "commission", "taxes", "closing", "prorate", "abstracting",
  "deed", "service", "mortgage1", "mortgage2", "sept", "march",
] as const;
export type SellerNetKey = (typeof SELLER_NET_KEYS)[number];

/** The one schema for the form's text, the page's query string and the PDF endpoint. */
export function sellerNetQuerySchema(today: CalendarDate) {
  const d = sellerNetDefaults(today);
  return z.object({
    price: moneyField(d.priceCents),
    commission: numberField(d.commissionPercent, { value: 100, message: "Enter a commission of 100% or less." }),
    taxes: moneyField(d.annualTaxesCents),
    closing: dateField(d.closingDate),
    prorate: dateField(d.prorationDate),
    abstracting: moneyField(d.abstractingCents),
    deed: moneyField(d.deedPreparationCents),
    service: moneyField(d.realEstateServiceCents),
    mortgage1: moneyField(d.firstMortgageCents),
    mortgage2: moneyField(d.secondMortgageCents),
    sept: moneyField(d.firstInstallmentCents),
    march: moneyField(d.secondInstallmentCents),
  });
}

export type Parsed<I, K extends string> = { ok: true; input: I } | { ok: false; errors: FieldErrors<K> };

export function parseSellerNetQuery(query: Partial<Record<string, string>>, today: CalendarDate): Parsed<SellerNetInput, SellerNetKey> {
  const parsed = sellerNetQuerySchema(today).safeParse(query);
  if (!parsed.success) return { ok: false, errors: fieldErrors<SellerNetKey>(parsed.error) };
  const q = parsed.data;
  return {
    ok: true,
    input: {
      priceCents: q.price,
      commissionPercent: q.commission,
      annualTaxesCents: q.taxes,
      closingDate: q.closing,
      prorationDate: q.prorate,
      abstractingCents: q.abstracting,
      deedPreparationCents: q.deed,
      realEstateServiceCents: q.service,
      firstMortgageCents: q.mortgage1,
      secondMortgageCents: q.mortgage2,
      firstInstallmentCents: q.sept,
      secondInstallmentCents: q.march,
    },
  };
}

/** The query text that reproduces an input exactly (the inverse of {@link parseSellerNetQuery}). */
export function sellerNetQuery(input: SellerNetInput): Record<SellerNetKey, string> {
  return {
    price: centsText(input.priceCents),
    commission: String(input.commissionPercent),
    taxes: centsText(input.annualTaxesCents),
    closing: dateText(input.closingDate),
    prorate: dateText(input.prorationDate),
    abstracting: centsText(input.abstractingCents),
    deed: centsText(input.deedPreparationCents),
    service: centsText(input.realEstateServiceCents),
    mortgage1: centsText(input.firstMortgageCents),
    mortgage2: centsText(input.secondMortgageCents),
    sept: centsText(input.firstInstallmentCents),
    march: centsText(input.secondInstallmentCents),
  };
}

/** Disclaimers shown under the result and printed on the sheet and the PDF. */
export const SELLER_NET_DISCLAIMERS = [
  "These figures are estimates for planning only; the settlement statement for your closing shows the final amounts.",
  "Mortgage payoffs come from each lender's payoff statement, which adds interest to the payoff date and any lender fees; the amounts here are the ones you entered.",
  "Property taxes come from the county treasurer's records and are confirmed at closing. Iowa taxes are paid in arrears: the seller pays any unpaid installment and credits the buyer for the days from the proration date to the closing date (annual taxes / 365 per day).",
  "The commission owed is set by your listing agreement; here it is the rate you entered times the sales price.",
  "Iowa transfer tax is $0.80 for each $500 of the price above the first $500 (Iowa Code 428A.1).",
  "This sheet is not legal or tax advice; ask your attorney or tax adviser about your own situation.",
] as const;
