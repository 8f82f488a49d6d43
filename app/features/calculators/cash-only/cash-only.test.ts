import { describe, expect, it } from "vitest";
import { parseIsoDate } from "#core/calculators/calendar-date.ts";
import { CASH_ONLY_PRERENDER, cashOnlyText, readCashOnly } from "./cash-only-form.ts";

const example = { priceCents: 30_000_000, annualTaxesCents: 365_000, closingDate: parseIsoDate("2025-07-11")!, earnestCents: 250_000 };

describe("cash-only form text", () => {
  it("starts with empty amounts and the pre-render date", () => {
    expect(CASH_ONLY_PRERENDER).toEqual({ price: "", taxes: "", closing: "2025-07-01", earnest: "", address: "" });
  });

  it("reads back the input it was made from", () => {
    expect(readCashOnly(cashOnlyText(example))).toEqual({ ok: true, input: example });
  });
});
