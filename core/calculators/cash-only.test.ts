import { describe, expect, it } from "vitest";
import { parseIsoDate, toIsoDate } from "./calendar-date.ts";
import { CASH_ONLY_MESSAGES, cashOnly, cashOnlyQuery, parseCashOnlyQuery } from "./cash-only.ts";
import { closingCostEstimate } from "./closing-cost-estimate.ts";
import { NEGATIVE_MESSAGE } from "./money.ts";

const d = (iso: string) => parseIsoDate(iso)!;

describe("cash-only purchase", () => {
  it.each([
    // price $, annual taxes $, closing, earnest $, proration days, credit $, closing costs $, cash needed $ — by hand
    [300_000, 3650, "2025-07-11", 0, 10, 100, 1049, 300_949], // fees 150+175+200+499+25; $10/day credit
    [300_000, 3650, "2025-07-11", 5000, 10, 100, 1049, 295_949], // the earnest money already paid is credited
    [1_000_000, 0, "2026-01-15", 0, 198, 0, 1299, 1_001_299], // guaranty 175 + 250
    [0, 0, "2025-07-01", 0, 0, 0, 1049, 1049], // nothing typed yet
    [150_000, 5290, "2026-06-30", 0, 364, 5275.51, 1049, 145_773.49], // 5290 × 364 / 365 = 5275.506…
  ])("$%d, taxes $%d, closing %s, earnest $%d", (price, taxes, closing, earnest, days, credit, costs, cash) => {
    const r = cashOnly({ priceCents: price * 100, annualTaxesCents: taxes * 100, closingDate: d(closing), earnestCents: earnest * 100 });
    expect(r.proration.days).toBe(days);
    expect(r.proration.cents).toBe(Math.round(credit * 100));
    expect(r.totalClosingCostsCents).toBe(costs * 100);
    expect(r.totalCashNeededCents).toBe(Math.round(cash * 100));
  });

  it("prorates from the July 1 before the closing", () => {
    const input = { priceCents: 0, annualTaxesCents: 0, closingDate: d("2026-03-01"), earnestCents: 0 };
    expect(toIsoDate(cashOnly(input).prorationStart)).toBe("2025-07-01");
  });

  it.each([
    // price $, seller's transfer tax $ (Iowa Code 428A.1: $0.80 per $500 or part above $500)
    [300_000, 479.2],
    [500, 0],
    [250_250, 400],
  ])("shows the seller's transfer tax on $%d as $%d, outside the cash needed", (price, tax) => {
    const r = cashOnly({ priceCents: price * 100, annualTaxesCents: 0, closingDate: d("2025-07-01"), earnestCents: 0 });
    expect(r.sellerTransferTaxCents).toBe(Math.round(tax * 100));
    expect(r.totalCashNeededCents).toBe(price * 100 + r.totalClosingCostsCents);
  });

  it("round-trips its query and refuses negatives", () => {
    const input = { priceCents: 32_500_050, annualTaxesCents: 412_000, closingDate: d("2026-02-27"), earnestCents: 1_000_000 };
    expect(parseCashOnlyQuery(cashOnlyQuery(input), d("2026-11-22"))).toEqual({ ok: true, input });
    expect(parseCashOnlyQuery({ taxes: "-3" }, d("2026-11-22"))).toEqual({ ok: false, errors: { taxes: NEGATIVE_MESSAGE } });
    expect(parseCashOnlyQuery({ earnest: "-1" }, d("2026-11-22"))).toEqual({ ok: false, errors: { earnest: NEGATIVE_MESSAGE } });
  });

  it("refuses earnest money above the price, naming the field", () => {
    expect(parseCashOnlyQuery({ price: "1000", earnest: "1000.01" }, d("2026-11-22"))).toEqual({
      ok: false,
      errors: { earnest: CASH_ONLY_MESSAGES.earnestAbovePrice },
    });
    expect(parseCashOnlyQuery({ price: "1000", earnest: "1000" }, d("2026-11-22")).ok).toBe(true);
  });
});

describe("closing-cost estimator", () => {
  it("adds the five fixed fees and the prorated taxes", () => {
    // 150 + 175 + 200 + 499 + 25 = 1,049 (the closing fee is the cash closing's price); 3650 / 365 × 30 = 300
    const r = closingCostEstimate(25_000_000, 365_000, d("2025-07-01"), d("2025-07-31"));
    expect(r.fees.map((f) => f.cents)).toEqual([15_000, 17_500, 20_000, 49_900, 2_500]);
    expect(r.totalCents).toBe(134_900);
  });
});
