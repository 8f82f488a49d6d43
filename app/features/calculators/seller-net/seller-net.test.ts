import { describe, expect, it } from "vitest";
import { parseIsoDate } from "../../../../core/calculators/calendar-date.ts";
import { closingCostEstimate } from "../../../../core/calculators/closing-cost-estimate.ts";
import { NEGATIVE_MESSAGE } from "../../../../core/calculators/money.ts";
import { SELLER_NET_DEFAULTS, sellerNet, type SellerNetInput } from "../../../../core/calculators/seller-net.ts";
import { SELLER_NET_PRERENDER, readSellerNet, sellerNetText } from "./seller-net-form.ts";
import { closingCostLines, netProceedsLine, sellerNetDetails, sellerNetLines } from "./seller-net-lines.ts";

const d = (iso: string) => parseIsoDate(iso)!;

/** $250,000 sale, 6 %, $150,000 mortgage, closing November 15, 2025, proration from July 1. */
const example: SellerNetInput = {
  ...SELLER_NET_DEFAULTS,
  priceCents: 25_000_000,
  closingDate: d("2025-11-15"),
  prorationDate: d("2025-07-01"),
  firstMortgageCents: 15_000_000,
};

describe("seller net form text", () => {
  it("starts zero amounts as empty fields and keeps the spec's defaults", () => {
    expect(SELLER_NET_PRERENDER).toEqual({
      price: "",
      commission: "6",
      taxes: "5290",
      closing: "2025-07-01",
      prorate: "2025-07-01",
      abstracting: "1000",
      deed: "100",
      service: "",
      mortgage1: "",
      mortgage2: "",
      sept: "2645",
      march: "2645",
      address: "",
    });
  });

  it("reads back the input it was made from (empty counts as 0)", () => {
    expect(readSellerNet(sellerNetText(example, "12 Elm"))).toEqual({ ok: true, input: example });
  });

  it("reports a refused field by its key", () => {
    expect(readSellerNet({ ...sellerNetText(example), mortgage1: "-1" })).toEqual({
      ok: false,
      errors: { mortgage1: NEGATIVE_MESSAGE },
    });
  });
});

describe("seller net lines", () => {
  it("lists every figure of the worked example, commission included", () => {
    const result = sellerNet(example);
    const lines = [...sellerNetLines(example, result), netProceedsLine(result)].map((l) => [l.label, l.amount]);
    expect(lines).toEqual([
      ["Sales price", "$250,000.00"],
      ["Commission (6% of the sales price)", "$15,000.00"],
      ["Iowa transfer tax", "$399.20"],
      ["Abstracting", "$1,000.00"],
      ["Deed preparation", "$100.00"],
      ["Real estate service", "$0.00"],
      ["1st mortgage payoff", "$150,000.00"],
      ["2nd mortgage payoff", "$0.00"],
      ["September 2025 taxes", "$2,645.00"],
      ["March 2026 taxes", "$2,645.00"],
      ["Prorated taxes", "$1,985.56"],
      ["Fee total (all costs but the commission)", "$158,774.76"],
      ["Total costs (fees and commission)", "$173,774.76"],
      ["Estimated net proceeds", "$76,225.24"],
    ]);
    expect(sellerNetDetails(example).map((l) => l.value)).toEqual([
      "$250,000.00",
      "6%",
      "$5,290.00",
      "November 15, 2025",
      "July 1, 2025",
    ]);
  });

  it("adds the companion estimate: five fees and the prorated taxes", () => {
    const estimate = closingCostEstimate(example.priceCents, example.annualTaxesCents, example.prorationDate, example.closingDate);
    const lines = closingCostLines(example, estimate);
    expect(lines.map((l) => l.amount)).toEqual(["$150.00", "$175.00", "$200.00", "$400.00", "$25.00", "$1,985.56", "$2,935.56"]);
    expect(lines.at(-1)?.kind).toBe("total");
  });
});
