/**
 * The cash-only estimate as lines and details: the page's Cash Purchase Summary, the printed
 * sheet and the PDF (server/api/calculators/cash-only-sheet.ts) all take them from here.
 */
import { formatLongDate } from "./calendar-date.ts";
import type { CashOnlyInput, CashOnlyResult } from "./cash-only.ts";
import { formatUsd } from "./money.ts";
import { prorationNote, type SheetDetail, type SheetLine } from "./sheet-lines.ts";

/** A credit lowers the cash needed: shown with a minus sign, but never "-$0.00". */
export function creditAmount(cents: number): string {
  return cents === 0 ? formatUsd(0) : formatUsd(-cents);
}

/** The five fees, read-only, as the left column lists them. */
export function cashClosingFeeLines(result: CashOnlyResult): SheetLine[] {
  return result.fees.map((fee) => ({ label: fee.label, amount: formatUsd(fee.cents) }));
}

/**
 * The Cash Purchase Summary, in the spec's order, up to Total Closing Costs, then the earnest
 * money the buyer has already paid (the total follows).
 */
export function cashPurchaseSummaryLines(input: CashOnlyInput, result: CashOnlyResult): SheetLine[] {
  return [
    { label: "Purchase Price", amount: formatUsd(input.priceCents) },
    {
      label: "Prorated Taxes (credit from the seller)",
      note: prorationNote(result.proration, result.prorationStart, input.closingDate),
      amount: creditAmount(result.proration.cents),
      kind: "credit",
    },
    ...cashClosingFeeLines(result),
    { label: "Total Closing Costs", amount: formatUsd(result.totalClosingCostsCents), kind: "subtotal" },
    {
      label: "Earnest Money Already Paid",
      note: "Paid into trust with the purchase agreement and credited to you at closing.",
      amount: creditAmount(input.earnestCents),
      kind: "credit",
    },
  ];
}

/**
 * The transfer tax on the price, for the buyer's information: Iowa taxes the deed (Iowa Code
 * 428A.1) and the seller usually pays it from the proceeds, so it is not in the cash needed.
 */
export function sellerTransferTaxLine(result: CashOnlyResult): SheetLine {
  return {
    label: "Iowa Transfer Tax (paid by the seller)",
    note: "$0.80 for each $500 of the price above the first $500 (Iowa Code 428A.1). Not part of your cash to close unless your purchase agreement says otherwise.",
    amount: formatUsd(result.sellerTransferTaxCents),
  };
}

export function cashNeededLine(result: CashOnlyResult): SheetLine {
  const cash = result.totalCashNeededCents;
  return { label: "Total Cash Needed", amount: formatUsd(cash), kind: "total", negative: cash < 0 };
}

export function cashOnlyDetails(input: CashOnlyInput, result: CashOnlyResult): SheetDetail[] {
  return [
    { label: "Purchase price", value: formatUsd(input.priceCents) },
    { label: "Annual tax amount", value: formatUsd(input.annualTaxesCents) },
    { label: "Earnest money already paid", value: formatUsd(input.earnestCents) },
    { label: "Closing date", value: formatLongDate(input.closingDate) },
    { label: "Taxes prorated from", value: formatLongDate(result.prorationStart) },
  ];
}
