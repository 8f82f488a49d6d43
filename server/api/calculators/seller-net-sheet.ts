/**
 * The seller net sheet: what the seller entered and every line of core's seller net estimate,
 * ready for calculator-sheet-pdf.ts, worded and ordered as on /sales-price-calculator.
 */
import { formatLongDate, type CalendarDate } from "../../../core/calculators/calendar-date.ts";
import { IOWA_FEES } from "../../../core/calculators/iowa-fees.ts";
import { formatUsd } from "../../../core/calculators/money.ts";
import type { SellerNetInput, SellerNetResult } from "../../../core/calculators/seller-net.ts";
import type { CalculatorSheet } from "./calculator-sheet-pdf.ts";
import { formatPercent, isoDate, prorationNote } from "./sheet-text.ts";

export const SELLER_NET_DISCLAIMERS = [
  "These figures are estimates for planning only; the settlement statement for your closing shows the final amounts.",
  "Mortgage payoffs come from each lender's payoff statement, which adds interest to the payoff date and any lender fees; the amounts here are the ones you entered.",
  "Property taxes come from the county treasurer's records and are confirmed at closing. Iowa taxes are paid in arrears: the seller pays any unpaid installment and credits the buyer for the days from the proration date to the closing date (annual taxes / 365 per day).",
  "The commission owed is set by your listing agreement; here it is the rate you entered times the sales price.",
  "Iowa transfer tax is $0.80 for each $500 of the price above the first $500 (Iowa Code 428A.1).",
  "This sheet is not legal or tax advice; ask your attorney or tax adviser about your own situation.",
] as const;

export function sellerNetSheet(
  input: SellerNetInput,
  result: SellerNetResult,
  opts: { preparedOn: CalendarDate; address?: string },
): CalculatorSheet {
  const [first, second] = result.installments;
  const net = result.netProceedsCents;
  return {
    title: "Seller Net Sheet",
    intro: "An estimate of what a seller takes home from an Iowa sale after commission, fees, payoffs and property taxes.",
    preparedOn: opts.preparedOn,
    address: opts.address,
    detailsHeading: "Your figures",
    details: [
      { label: "Sales price", value: formatUsd(input.priceCents) },
      { label: "Commission rate", value: formatPercent(input.commissionPercent) },
      { label: "Total annual taxes", value: formatUsd(input.annualTaxesCents) },
      { label: "Estimated closing date", value: formatLongDate(input.closingDate) },
      { label: "Taxes prorated from", value: formatLongDate(input.prorationDate) },
    ],
    linesHeading: "Estimated proceeds",
    lines: [
      { label: "Sales price", amount: formatUsd(input.priceCents) },
      { label: `Commission (${formatPercent(input.commissionPercent)} of the sales price)`, amount: formatUsd(result.commissionCents) },
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
      { label: "Estimated net proceeds", amount: formatUsd(net), kind: "total", negative: net < 0 },
    ],
    feesAsOf: isoDate(IOWA_FEES.asOf),
    disclaimers: SELLER_NET_DISCLAIMERS,
  };
}
