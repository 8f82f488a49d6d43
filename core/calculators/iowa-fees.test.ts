import { describe, expect, it } from "vitest";
import { closingFeeLines, titleGuarantyFee, transferTax } from "./iowa-fees.ts";

const dollars = (d: number) => Math.round(d * 100);

describe("Iowa transfer tax ($0.80 per $500 or part above the first $500)", () => {
  it.each([
    // price, tax — worked by hand
    [0, 0],
    [500, 0], // the first $500 is exempt
    [500.01, 0.8], // one cent above starts a $500 step
    [1000, 0.8], // (1,000 − 500) / 500 = 1 step
    [1000.01, 1.6], // a part of a step counts as a whole one
    [250_000, 399.2], // (250,000 − 500) / 500 = 499 steps × 0.80
    [250_250, 400], // 499.5 steps → 500 × 0.80
    [1_000_000, 1599.2], // 1,999 steps × 0.80
  ])("$%d → $%d", (price, tax) => {
    expect(transferTax(dollars(price))).toBe(dollars(tax));
  });
});

describe("Iowa Title Guaranty fee ($175 up to $750,000, then $1 per $1,000 or part)", () => {
  it.each([
    [0, 175],
    [250_000, 175],
    [750_000, 175],
    [750_000.01, 176], // a part of $1,000 counts
    [751_000, 176],
    [1_000_000, 425], // 175 + 250
    [2_500_500, 1926], // 175 + ceil(1,750,500 / 1,000) = 175 + 1,751
  ])("$%d → $%d", (price, fee) => {
    expect(titleGuarantyFee(dollars(price))).toBe(dollars(fee));
  });
});

describe("closing fee lines", () => {
  it("lists the five fees in the page's order with the spec's amounts", () => {
    expect(closingFeeLines(dollars(300_000)).map((l) => [l.label, l.cents / 100])).toEqual([
      ["Title Search Fee", 150],
      ["Title Guaranty (Title Insurance) Fee", 175],
      ["Title Opinion Fee", 200],
      ["Closing Fee", 499],
      ["Deed Recording Fee", 25],
    ]);
  });
});
