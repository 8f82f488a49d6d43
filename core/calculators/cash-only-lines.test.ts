import { describe, expect, it } from "vitest";
import { parseIsoDate } from "./calendar-date.ts";
import { cashClosingFeeLines, cashNeededLine, cashOnlyDetails, cashPurchaseSummaryLines, creditAmount } from "./cash-only-lines.ts";
import { cashOnly } from "./cash-only.ts";

const example = { priceCents: 30_000_000, annualTaxesCents: 365_000, closingDate: parseIsoDate("2025-07-11")! };

describe("cash purchase summary", () => {
  it("works the example: $100 credit, $950 of fees, $300,850 to bring", () => {
    const result = cashOnly(example);
    const lines = [...cashPurchaseSummaryLines(example, result), cashNeededLine(result)];
    expect(lines.map((l) => [l.label, l.amount, l.kind ?? "item"])).toEqual([
      ["Purchase Price", "$300,000.00", "item"],
      ["Prorated Taxes (credit from the seller)", "-$100.00", "credit"],
      ["Title Search Fee", "$150.00", "item"],
      ["Title Guaranty (Title Insurance) Fee", "$175.00", "item"],
      ["Title Opinion Fee", "$200.00", "item"],
      ["Closing Fee", "$400.00", "item"],
      ["Deed Recording Fee", "$25.00", "item"],
      ["Total Closing Costs", "$950.00", "subtotal"],
      ["Total Cash Needed", "$300,850.00", "total"],
    ]);
    expect(lines[1]?.note).toBe("10 days, July 1, 2025 to July 11, 2025");
    expect(cashClosingFeeLines(result)).toEqual(lines.slice(2, 7));
    expect(cashOnlyDetails(example, result)).toEqual([
      { label: "Purchase price", value: "$300,000.00" },
      { label: "Annual tax amount", value: "$3,650.00" },
      { label: "Closing date", value: "July 11, 2025" },
      { label: "Taxes prorated from", value: "July 1, 2025" },
    ]);
  });

  it.each([
    // price $, annual taxes $, cash needed as shown, below zero
    [300_000, 3650, "$300,850.00", false],
    [0, 0, "$950.00", false],
    [0, 1_000_000, "-$26,447.26", true], // a $27,397.26 credit (10 days of $1,000,000 / 365) outweighs $950 of fees
  ])("cash needed for $%d with $%d taxes", (price, taxes, amount, negative) => {
    const result = cashOnly({ ...example, priceCents: price * 100, annualTaxesCents: taxes * 100 });
    expect(cashNeededLine(result)).toEqual({ label: "Total Cash Needed", amount, kind: "total", negative });
  });

  it.each([
    [0, "$0.00"],
    [10_000, "-$100.00"],
    [1, "-$0.01"],
  ])("shows a %d cent credit as %s (never -$0.00)", (cents, text) => {
    expect(creditAmount(cents)).toBe(text);
  });
});
