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

/** The Cash Purchase Summary, in the spec's order, up to Total Closing Costs (the total follows). */
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
  ];
}

export function cashNeededLine(result: CashOnlyResult): SheetLine {
  const cash = result.totalCashNeededCents;
  return { label: "Total Cash Needed", amount: formatUsd(cash), kind: "total", negative: cash < 0 };
}

export function cashOnlyDetails(input: CashOnlyInput, result: CashOnlyResult): SheetDetail[] {
  return [
    { label: "Purchase price", value: formatUsd(input.priceCents) },
    { label: "Annual tax amount", value: formatUsd(input.annualTaxesCents) },
    { label: "Closing date", value: formatLongDate(input.closingDate) },
    { label: "Taxes prorated from", value: formatLongDate(result.prorationStart) },
  ];
}
