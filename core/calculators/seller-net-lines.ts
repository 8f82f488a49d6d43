/**
 * The seller net estimate as lines and details: the page's result, the printed sheet and the
 * PDF (server/api/calculators/seller-net-sheet.ts) all take them from here.
 */
import { formatLongDate } from "./calendar-date.ts";
import type { ClosingCostEstimate } from "./closing-cost-estimate.ts";
import { formatUsd } from "./money.ts";
import type { SellerNetInput, SellerNetResult } from "./seller-net.ts";
import { formatPercent, prorationNote, type SheetDetail, type SheetLine } from "./sheet-lines.ts";

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
  const net = result.netProceedsCents;
  return { label: "Estimated net proceeds", amount: formatUsd(net), kind: "total", negative: net < 0 };
}

/** The figures that are not lines of their own, for the printed sheet and the PDF. */
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
