import { formatLongDate } from "../../../../core/calculators/calendar-date.ts";
import type { ClosingCostEstimate } from "../../../../core/calculators/closing-cost-estimate.ts";
import { formatUsd } from "../../../../core/calculators/money.ts";
import type { SellerNetInput, SellerNetResult } from "../../../../core/calculators/seller-net.ts";
import { formatPercent, prorationNote, type SheetDetail, type SheetLine } from "../kit/sheet.ts";

/** Printed on the sheet (the same wording as the PDF's). */
export const SELLER_NET_DISCLAIMERS = [
  "These figures are estimates for planning only; the settlement statement for your closing shows the final amounts.",
  "Mortgage payoffs come from each lender's payoff statement, which adds interest to the payoff date and any lender fees; the amounts here are the ones you entered.",
  "Property taxes come from the county treasurer's records and are confirmed at closing. Iowa taxes are paid in arrears: the seller pays any unpaid installment and credits the buyer for the days from the proration date to the closing date (annual taxes / 365 per day).",
  "The commission owed is set by your listing agreement; here it is the rate you entered times the sale price.",
  "Iowa transfer tax is $0.80 for each $500 of the price above the first $500 (Iowa Code 428A.1).",
  "This sheet is not legal or tax advice; ask your attorney or tax adviser about your own situation.",
] as const;

/** The price, then every cost that comes out of it, then the two subtotals. */
export function sellerNetLines(input: SellerNetInput, result: SellerNetResult): SheetLine[] {
  const [first, second] = result.installments;
  return [
    { label: "Sales price", amount: formatUsd(input.priceCents) },
    {
      label: `Commission (${formatPercent(input.commissionPercent)} of the sales price)`,
      amount: formatUsd(result.commissionCents),
    },
    { label: "Iowa transfer tax", amount: formatUsd(result.transferTaxCents) },
    { label: "Abstracting", amount: formatUsd(input.abstractingCents) },
    { label: "Deed preparation", amount: formatUsd(input.deedPreparationCents) },
    { label: "Real estate service", amount: formatUsd(input.realEstateServiceCents) },
    { label: "1st mortgage payoff", amount: formatUsd(input.firstMortgageCents) },
    { label: "2nd mortgage payoff", amount: formatUsd(input.secondMortgageCents) },
    { label: `${first.label} taxes`, amount: formatUsd(first.cents) },
    { label: `${second.label} taxes`, amount: formatUsd(second.cents) },
    {
      label: "Prorated taxes",
      note: prorationNote(result.proration, input.prorationDate, input.closingDate),
      amount: formatUsd(result.proration.cents),
    },
    { label: "Fee total (all costs but the commission)", amount: formatUsd(result.feeTotalCents), kind: "subtotal" },
    { label: "Total costs (fees and commission)", amount: formatUsd(result.totalCostsCents), kind: "subtotal" },
  ];
}

export function netProceedsLine(result: SellerNetResult): SheetLine {
  return { label: "Estimated net proceeds", amount: formatUsd(result.netProceedsCents), kind: "total" };
}

/** The figures that are not lines of their own, for the printed sheet. */
export function sellerNetDetails(input: SellerNetInput): SheetDetail[] {
  return [
    { label: "Sales price", value: formatUsd(input.priceCents) },
    { label: "Commission rate", value: formatPercent(input.commissionPercent) },
    { label: "Total annual taxes", value: formatUsd(input.annualTaxesCents) },
    { label: "Estimated closing date", value: formatLongDate(input.closingDate) },
    { label: "Taxes prorated from", value: formatLongDate(input.prorationDate) },
  ];
}

/** The companion estimator: the five Iowa closing fees and the prorated taxes. */
export function closingCostLines(input: SellerNetInput, estimate: ClosingCostEstimate): SheetLine[] {
  return [
    ...estimate.fees.map((fee) => ({ label: fee.label, amount: formatUsd(fee.cents) })),
    {
      label: "Prorated taxes",
      note: prorationNote(estimate.proration, input.prorationDate, input.closingDate),
      amount: formatUsd(estimate.proration.cents),
    },
    { label: "Estimated closing costs", amount: formatUsd(estimate.totalCents), kind: "total" },
  ];
}
