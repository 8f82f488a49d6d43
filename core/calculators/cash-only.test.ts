import { describe, expect, it } from "vitest";
import { parseIsoDate, toIsoDate } from "./calendar-date.ts";
import { cashOnly, cashOnlyQuery, parseCashOnlyQuery } from "./cash-only.ts";
import { closingCostEstimate } from "./closing-cost-estimate.ts";
import { NEGATIVE_MESSAGE } from "./money.ts";

const d = (iso: string) => parseIsoDate(iso)!;

describe("cash-only purchase", () => {
  it.each([
    // price $, annual taxes $, closing, proration days, credit $, closing costs $, cash needed $ — by hand
    [300_000, 3650, "2025-07-11", 10, 100, 950, 300_850], // fees 150+175+200+400+25; $10/day credit
    [1_000_000, 0, "2026-01-15", 198, 0, 1200, 1_001_200], // guaranty 175 + 250
    [0, 0, "2025-07-01", 0, 0, 950, 950], // nothing typed yet
    [150_000, 5290, "2026-06-30", 364, 5275.51, 950, 145_674.49], // 5290 × 364 / 365 = 5275.506…
  ])("$%d, taxes $%d, closing %s", (price, taxes, closing, days, credit, costs, cash) => {
    const r = cashOnly({ priceCents: price * 100, annualTaxesCents: taxes * 100, closingDate: d(closing) });
    expect(r.proration.days).toBe(days);
    expect(r.proration.cents).toBe(Math.round(credit * 100));
    expect(r.totalClosingCostsCents).toBe(costs * 100);
    expect(r.totalCashNeededCents).toBe(Math.round(cash * 100));
  });

  it("prorates from the July 1 before the closing", () => {
    expect(toIsoDate(cashOnly({ priceCents: 0, annualTaxesCents: 0, closingDate: d("2026-03-01") }).prorationStart)).toBe("2025-07-01");
  });

  it("round-trips its query and refuses negatives", () => {
    const input = { priceCents: 32_500_050, annualTaxesCents: 412_000, closingDate: d("2026-02-27") };
    expect(parseCashOnlyQuery(cashOnlyQuery(input), d("2026-11-22"))).toEqual({ ok: true, input });
    expect(parseCashOnlyQuery({ taxes: "-3" }, d("2026-11-22"))).toEqual({ ok: false, errors: { taxes: NEGATIVE_MESSAGE } });
  });
});

describe("closing-cost estimator", () => {
  it("adds the five fixed fees and the prorated taxes", () => {
    // 150 + 175 + 200 + 400 + 25 = 950; 3650 / 365 × 30 = 300
    const r = closingCostEstimate(25_000_000, 365_000, d("2025-07-01"), d("2025-07-31"));
    expect(r.fees.map((f) => f.cents)).toEqual([15_000, 17_500, 20_000, 40_000, 2_500]);
    expect(r.totalCents).toBe(125_000);
  });
});
