/**
 * The cash-to-close sheet: the buyer's figures and every line of core's cash-only estimate, ready
 * for calculator-sheet-pdf.ts, worded and ordered as the Cash Purchase Summary of /cash-only-calculator.
 */
import { formatLongDate, type CalendarDate } from "../../../core/calculators/calendar-date.ts";
import { CASH_ONLY_DISCLAIMERS, type CashOnlyInput, type CashOnlyResult } from "../../../core/calculators/cash-only.ts";
import { IOWA_FEES } from "../../../core/calculators/iowa-fees.ts";
import { formatUsd } from "../../../core/calculators/money.ts";
import type { CalculatorSheet } from "./calculator-sheet-pdf.ts";
import { isoDate, prorationNote } from "./sheet-text.ts";

export function cashOnlySheet(input: CashOnlyInput, result: CashOnlyResult, opts: { preparedOn: CalendarDate; address?: string }): CalculatorSheet {
  const credit = result.proration.cents;
  const cash = result.totalCashNeededCents;
  return {
    title: "Cash-to-Close Sheet",
    intro: "An estimate of the cash a buyer brings to an Iowa cash closing: the price, the closing fees and the seller's property tax credit.",
    preparedOn: opts.preparedOn,
    address: opts.address,
    detailsHeading: "Your figures",
    details: [
      { label: "Purchase price", value: formatUsd(input.priceCents) },
      { label: "Annual tax amount", value: formatUsd(input.annualTaxesCents) },
      { label: "Closing date", value: formatLongDate(input.closingDate) },
      { label: "Taxes prorated from", value: formatLongDate(result.prorationStart) },
    ],
    linesHeading: "Cash Purchase Summary",
    lines: [
      { label: "Purchase Price", amount: formatUsd(input.priceCents) },
      {
        label: "Prorated Taxes (credit from the seller)",
        note: prorationNote(result.proration, result.prorationStart, input.closingDate),
        // A credit lowers the cash needed; no minus sign on a zero credit.
        amount: credit === 0 ? formatUsd(0) : formatUsd(-credit),
      },
      ...result.fees.map((fee) => ({ label: fee.label, amount: formatUsd(fee.cents) })),
      { label: "Total Closing Costs", amount: formatUsd(result.totalClosingCostsCents), kind: "subtotal" as const },
      { label: "Total Cash Needed", amount: formatUsd(cash), kind: "total" as const, negative: cash < 0 },
    ],
    feesAsOf: isoDate(IOWA_FEES.asOf),
    disclaimers: CASH_ONLY_DISCLAIMERS,
  };
}
