import { describe, expect, it } from "vitest";
import { parseIsoDate } from "./calendar-date.ts";
import {
  cashClosingFeeLines,
  cashNeededLine,
  cashOnlyDetails,
  cashPurchaseSummaryLines,
  creditAmount,
  sellerTransferTaxLine,
} from "./cash-only-lines.ts";
import { cashOnly } from "./cash-only.ts";

const example = { priceCents: 30_000_000, annualTaxesCents: 365_000, closingDate: parseIsoDate("2025-07-11")!, earnestCents: 500_000 };

describe("cash purchase summary", () => {
  it("works the example: $100 credit, $1,049 of fees, $5,000 earnest money, $295,949 to bring", () => {
    const result = cashOnly(example);
    const lines = [...cashPurchaseSummaryLines(example, result), cashNeededLine(result)];
    expect(lines.map((l) => [l.label, l.amount, l.kind ?? "item"])).toEqual([
      ["Purchase Price", "$300,000.00", "item"],
      ["Prorated Taxes (credit from the seller)", "-$100.00", "credit"],
      ["Title Search Fee", "$150.00", "item"],
      ["Title Guaranty (Title Insurance) Fee", "$175.00", "item"],
      ["Title Opinion Fee", "$200.00", "item"],
      ["Closing Fee", "$499.00", "item"],
      ["Deed Recording Fee", "$25.00", "item"],
      ["Total Closing Costs", "$1,049.00", "subtotal"],
      ["Earnest Money Already Paid", "-$5,000.00", "credit"],
      ["Total Cash Needed", "$295,949.00", "total"],
    ]);
    expect(lines[1]?.note).toBe("10 days, July 1, 2025 to July 11, 2025");
    expect(cashClosingFeeLines(result)).toEqual(lines.slice(2, 7));
    expect(cashOnlyDetails(example, result)).toEqual([
      { label: "Purchase price", value: "$300,000.00" },
      { label: "Annual tax amount", value: "$3,650.00" },
      { label: "Earnest money already paid", value: "$5,000.00" },
      { label: "Closing date", value: "July 11, 2025" },
      { label: "Taxes prorated from", value: "July 1, 2025" },
    ]);
  });

  it.each([
    // price $, annual taxes $, cash needed as shown, below zero
    [300_000, 3650, "$300,949.00", false],
    [0, 0, "$1,049.00", false],
    [0, 1_000_000, "-$26,348.26", true], // a $27,397.26 credit (10 days of $1,000,000 / 365) outweighs $1,049 of fees
  ])("cash needed for $%d with $%d taxes", (price, taxes, amount, negative) => {
    const result = cashOnly({ ...example, earnestCents: 0, priceCents: price * 100, annualTaxesCents: taxes * 100 });
    expect(cashNeededLine(result)).toEqual({ label: "Total Cash Needed", amount, kind: "total", negative });
  });

  it("states the seller's transfer tax for information, citing Iowa Code 428A.1", () => {
    const line = sellerTransferTaxLine(cashOnly(example));
    expect(line).toMatchObject({ label: "Iowa Transfer Tax (paid by the seller)", amount: "$479.20" });
    expect(line.note).toContain("Iowa Code 428A.1");
  });

  it.each([
    [0, "$0.00"],
    [10_000, "-$100.00"],
    [1, "-$0.01"],
  ])("shows a %d cent credit as %s (never -$0.00)", (cents, text) => {
    expect(creditAmount(cents)).toBe(text);
  });
});
