import { describe, expect, it } from "vitest";
import { parseIsoDate } from "./calendar-date.ts";
import { NEGATIVE_MESSAGE } from "./money.ts";
import { DATE_MESSAGE } from "./query-fields.ts";
import { SELLER_NET_EXAMPLE } from "./seller-net-example.ts";
import {
  SELLER_NET_DEFAULTS,
  parseSellerNetQuery,
  sellerNet,
  sellerNetDefaults,
  sellerNetQuery,
  type SellerNetInput,
} from "./seller-net.ts";

const d = (iso: string) => parseIsoDate(iso)!;
const TODAY = d("2026-11-22");

const example = SELLER_NET_EXAMPLE;

describe("seller net proceeds", () => {
  it("works the example by hand: $250,000 sale, 6%, $150,000 mortgage, closing Nov 15, 2025", () => {
    const r = sellerNet(example);
    expect(r.transferTaxCents).toBe(39_920); // 499 steps × $0.80
    expect(r.proration).toEqual({ days: 137, cents: 198_556, closingBeforeStart: false }); // 5290 × 137 / 365
    expect(r.installments.map((i) => [i.label, i.cents])).toEqual([["September 2025", 264_500], ["March 2026", 264_500]]);
    expect(r.commissionCents).toBe(1_500_000); // 6% of 250,000
    // 1,000 + 100 + 0 + 399.20 + 150,000 + 0 + 2,645 + 2,645 + 1,985.56
    expect(r.feeTotalCents).toBe(15_877_476);
    expect(r.totalCostsCents).toBe(17_377_476); // + 15,000 commission, which is subtracted
    expect(r.netProceedsCents).toBe(7_622_524); // $76,225.24
  });

  it.each([
    // what changes, expected net proceeds in cents
    ["the spec's defaults (no price): the fixed costs only, so a loss", SELLER_NET_DEFAULTS, -639_000],
    ["a closing before the proration date prorates nothing", { ...example, closingDate: d("2025-06-01") }, 7_622_524 + 198_556],
    ["no commission", { ...example, commissionPercent: 0 }, 7_622_524 + 1_500_000],
    ["a fractional commission (2.5%)", { ...example, commissionPercent: 2.5 }, 7_622_524 + 1_500_000 - 625_000],
    ["both installments already paid", { ...example, firstInstallmentCents: 0, secondInstallmentCents: 0 }, 7_622_524 + 529_000],
  ])("%s", (_name, input, net) => {
    expect(sellerNet(input as SellerNetInput).netProceedsCents).toBe(net);
  });

  it("handles a huge price without losing cents", () => {
    const r = sellerNet({ ...example, priceCents: 99_999_999_999_99, commissionPercent: 0, firstMortgageCents: 0 });
    expect(Number.isSafeInteger(r.netProceedsCents)).toBe(true);
  });

  it("labels the installments from the closing date, not a fixed year", () => {
    const r = sellerNet({ ...example, closingDate: d("2027-02-10"), prorationDate: d("2026-07-01") });
    expect(r.installments.map((i) => i.label)).toEqual(["September 2026", "March 2027"]);
  });
});

describe("seller net query", () => {
  it("fills absent keys with today's defaults", () => {
    expect(parseSellerNetQuery({}, TODAY)).toEqual({ ok: true, input: sellerNetDefaults(TODAY) });
    expect(sellerNetDefaults(TODAY).prorationDate).toEqual(d("2026-07-01"));
  });

  it("reads typed text: empty and non-numeric count as 0", () => {
    const parsed = parseSellerNetQuery({ price: "$250,000", commission: "", taxes: "abc" }, TODAY);
    expect(parsed.ok && [parsed.input.priceCents, parsed.input.commissionPercent, parsed.input.annualTaxesCents]).toEqual([25_000_000, 0, 0]);
  });

  it("refuses negative amounts, a commission over 100% and impossible dates, per field", () => {
    expect(parseSellerNetQuery({ price: "-1", commission: "101", closing: "2025-02-30", deed: "-5" }, TODAY)).toEqual({
      ok: false,
      errors: { price: NEGATIVE_MESSAGE, commission: "Enter a commission of 100% or less.", closing: DATE_MESSAGE, deed: NEGATIVE_MESSAGE },
    });
  });

  it("round-trips: the query of an input parses back to the same input", () => {
    const input = { ...example, commissionPercent: 5.5, realEstateServiceCents: 49_950 };
    expect(parseSellerNetQuery(sellerNetQuery(input), TODAY)).toEqual({ ok: true, input });
  });
});
