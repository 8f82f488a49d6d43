/**
 * The cash-to-close sheet: the buyer's figures and every line of core's cash-only estimate, ready
 * for calculator-sheet-pdf.ts. The lines and details are core's, the same as the Cash Purchase
 * Summary of /cash-only-calculator.
 */
import type { CalendarDate } from "#core/calculators/calendar-date.ts";
import { cashNeededLine, cashOnlyDetails, cashPurchaseSummaryLines, sellerTransferTaxLine } from "#core/calculators/cash-only-lines.ts";
import { CASH_ONLY_DISCLAIMERS, type CashOnlyInput, type CashOnlyResult } from "#core/calculators/cash-only.ts";
import { FEES_AS_OF_DATE } from "#core/calculators/sheet-lines.ts";
import type { CalculatorSheet } from "./calculator-sheet-pdf.ts";

export function cashOnlySheet(input: CashOnlyInput, result: CashOnlyResult, opts: { preparedOn: CalendarDate; address?: string }): CalculatorSheet {
  return {
    title: "Cash-to-Close Sheet",
    intro:
      "An estimate of the cash a buyer brings to an Iowa cash closing: the price and the closing fees, less the seller's property tax credit and the earnest money already paid.",
    preparedOn: opts.preparedOn,
    address: opts.address,
    detailsHeading: "Your figures",
    details: cashOnlyDetails(input, result),
    linesHeading: "Cash Purchase Summary",
    lines: [...cashPurchaseSummaryLines(input, result), cashNeededLine(result), sellerTransferTaxLine(result)],
    feesAsOf: FEES_AS_OF_DATE,
    disclaimers: CASH_ONLY_DISCLAIMERS,
  };
}
