/**
 * The seller net sheet: what the seller entered and every line of core's seller net estimate,
 * ready for calculator-sheet-pdf.ts. The lines and details are core's, the same the page shows.
 */
import type { CalendarDate } from "#core/calculators/calendar-date.ts";
import { netProceedsLine, sellerNetDetails, sellerNetLines } from "#core/calculators/seller-net-lines.ts";
import { SELLER_NET_DISCLAIMERS, type SellerNetInput, type SellerNetResult } from "#core/calculators/seller-net.ts";
import { FEES_AS_OF_DATE } from "#core/calculators/sheet-lines.ts";
import type { CalculatorSheet } from "./calculator-sheet-pdf.ts";

export function sellerNetSheet(
  input: SellerNetInput,
  result: SellerNetResult,
  opts: { preparedOn: CalendarDate; address?: string },
): CalculatorSheet {
  return {
    title: "Seller Net Sheet",
    intro: "An estimate of what a seller takes home from an Iowa sale after commission, fees, payoffs and property taxes.",
    preparedOn: opts.preparedOn,
    address: opts.address,
    detailsHeading: "Your figures",
    details: sellerNetDetails(input),
    linesHeading: "Estimated proceeds",
    lines: [...sellerNetLines(input, result), netProceedsLine(result)],
    feesAsOf: FEES_AS_OF_DATE,
    disclaimers: SELLER_NET_DISCLAIMERS,
  };
}
