import { describe, expect, it } from "vitest";
import { parseIsoDate } from "../../../../core/calculators/calendar-date.ts";
import { cashOnly } from "../../../../core/calculators/cash-only.ts";
import { CASH_ONLY_PRERENDER, cashOnlyText, readCashOnly } from "./cash-only-form.ts";
import { cashClosingFeeLines, cashNeededLine, cashOnlyDetails, cashPurchaseSummaryLines, creditAmount } from "./cash-only-lines.ts";

const example = { priceCents: 30_000_000, annualTaxesCents: 365_000, closingDate: parseIsoDate("2025-07-11")! };

describe("cash-only form text", () => {
  it("starts with empty amounts and the pre-render date", () => {
    expect(CASH_ONLY_PRERENDER).toEqual({ price: "", taxes: "", closing: "2025-07-01", address: "" });
  });

  it("reads back the input it was made from", () => {
    expect(readCashOnly(cashOnlyText(example))).toEqual({ ok: true, input: example });
  });
});

describe("cash purchase summary", () => {
  it("works the example: $100 credit, $950 of fees, $300,850 to bring", () => {
    const result = cashOnly(example);
    const lines = [...cashPurchaseSummaryLines(example, result), cashNeededLine(result)];
    expect(lines.map((l) => [l.label, l.amount])).toEqual([
      ["Purchase Price", "$300,000.00"],
      ["Prorated Taxes (credit from the seller)", "-$100.00"],
      ["Title Search Fee", "$150.00"],
      ["Title Guaranty (Title Insurance) Fee", "$175.00"],
      ["Title Opinion Fee", "$200.00"],
      ["Closing Fee", "$400.00"],
      ["Deed Recording Fee", "$25.00"],
      ["Total Closing Costs", "$950.00"],
      ["Total Cash Needed", "$300,850.00"],
    ]);
    expect(lines[1]?.note).toBe("10 days, July 1, 2025 to July 11, 2025");
    expect(cashClosingFeeLines(result)).toHaveLength(5);
    expect(cashOnlyDetails(example, result).at(-1)).toEqual({ label: "Taxes prorated from", value: "July 1, 2025" });
  });

  it("never shows a minus sign on a zero credit", () => {
    expect(creditAmount(0)).toBe("$0.00");
    expect(creditAmount(10_000)).toBe("-$100.00");
  });
});
