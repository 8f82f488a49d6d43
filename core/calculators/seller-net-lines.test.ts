import { describe, expect, it } from "vitest";
import { closingCostEstimate } from "./closing-cost-estimate.ts";
import { SELLER_NET_EXAMPLE } from "./seller-net-example.ts";
import { closingCostLines, netProceedsLine, sellerNetDetails, sellerNetLines } from "./seller-net-lines.ts";
import { SELLER_NET_DEFAULTS, sellerNet, type SellerNetInput } from "./seller-net.ts";

const example = SELLER_NET_EXAMPLE;

/** No price, no costs, no taxes: net proceeds of exactly zero, which is not below zero. */
const ZERO: SellerNetInput = {
  ...example,
  priceCents: 0,
  annualTaxesCents: 0,
  abstractingCents: 0,
  deedPreparationCents: 0,
  firstMortgageCents: 0,
  firstInstallmentCents: 0,
  secondInstallmentCents: 0,
};

describe("seller net lines", () => {
  it("lists every figure of the worked example, commission included", () => {
    const result = sellerNet(example);
    const lines = [...sellerNetLines(example, result), netProceedsLine(result)];
    expect(lines.map((l) => [l.label, l.amount, l.kind ?? "item"])).toEqual([
      ["Sales price", "$250,000.00", "item"],
      ["Commission (6% of the sales price)", "$15,000.00", "item"],
      ["Iowa transfer tax", "$399.20", "item"],
      ["Abstracting", "$1,000.00", "item"],
      ["Deed preparation", "$100.00", "item"],
      ["Real estate service", "$0.00", "item"],
      ["1st mortgage payoff", "$150,000.00", "item"],
      ["2nd mortgage payoff", "$0.00", "item"],
      ["September 2025 taxes", "$2,645.00", "item"],
      ["March 2026 taxes", "$2,645.00", "item"],
      ["Prorated taxes", "$1,985.56", "item"],
      ["Fee total (all costs but the commission)", "$158,774.76", "subtotal"],
      ["Total costs (fees and commission)", "$173,774.76", "subtotal"],
      ["Estimated net proceeds", "$76,225.24", "total"],
    ]);
    expect(lines[10]?.note).toBe("137 days, July 1, 2025 to November 15, 2025");
    expect(sellerNetDetails(example)).toEqual([
      { label: "Sales price", value: "$250,000.00" },
      { label: "Commission rate", value: "6%" },
      { label: "Total annual taxes", value: "$5,290.00" },
      { label: "Estimated closing date", value: "November 15, 2025" },
      { label: "Taxes prorated from", value: "July 1, 2025" },
    ]);
  });

  it.each([
    // what changes, net proceeds as shown, below zero
    ["the worked example", example, "$76,225.24", false],
    ["the spec's defaults (no price): a loss", SELLER_NET_DEFAULTS, "-$6,390.00", true],
    ["nothing sold and nothing owed", ZERO, "$0.00", false],
  ])("net proceeds for %s", (_, input, amount, negative) => {
    expect(netProceedsLine(sellerNet(input))).toEqual({ label: "Estimated net proceeds", amount, kind: "total", negative });
  });

  it("prints the commission rate as entered", () => {
    const input = { ...example, commissionPercent: 5.25 };
    expect(sellerNetLines(input, sellerNet(input))[1]?.label).toBe("Commission (5.25% of the sales price)");
  });

  it("adds the companion estimate: five fees and the prorated taxes", () => {
    const estimate = closingCostEstimate(example.priceCents, example.annualTaxesCents, example.prorationDate, example.closingDate);
    const lines = closingCostLines(example, estimate);
    expect(lines.map((l) => l.amount)).toEqual(["$150.00", "$175.00", "$200.00", "$499.00", "$25.00", "$1,985.56", "$3,034.56"]);
    expect(lines.at(-1)?.kind).toBe("total");
  });
});
