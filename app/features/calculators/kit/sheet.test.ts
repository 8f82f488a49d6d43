import { describe, expect, it } from "vitest";
import { parseIsoDate } from "../../../../core/calculators/calendar-date.ts";
import { FEES_AS_OF, formatPercent, orderHref, pdfHref, prorationNote } from "./sheet.ts";

const d = (iso: string) => parseIsoDate(iso)!;

describe("calculator sheet helpers", () => {
  it("dates the fee schedule", () => {
    expect(FEES_AS_OF).toBe("July 1, 2025");
  });

  it.each([
    [6, "6%"],
    [5.25, "5.25%"],
    [0, "0%"],
  ])("formats %d as %s", (value, text) => {
    expect(formatPercent(value)).toBe(text);
  });

  it("describes the proration, or why there is none", () => {
    expect(prorationNote({ days: 137, cents: 198_556, closingBeforeStart: false }, d("2025-07-01"), d("2025-11-15"))).toBe(
      "137 days, July 1, 2025 to November 15, 2025",
    );
    expect(prorationNote({ days: 1, cents: 1, closingBeforeStart: false }, d("2025-07-01"), d("2025-07-02"))).toMatch(/^1 day,/);
    expect(prorationNote({ days: 0, cents: 0, closingBeforeStart: true }, d("2025-07-01"), d("2025-06-01"))).toBe(
      "None: the closing date is before the proration date.",
    );
  });

  it("orders the closing with the price in dollars, the date and the address (when there is one)", () => {
    expect(orderHref("title", 25_000_050, d("2025-11-15"), " 315 Main St, Cedar Falls ")).toBe(
      "/get-started?service=title&price=250000.5&closing=2025-11-15&address=315+Main+St%2C+Cedar+Falls",
    );
    expect(orderHref("cash", 0, d("2025-07-11"), "  ")).toBe("/get-started?service=cash&price=0&closing=2025-07-11");
  });

  it("links the PDF with the query and the address", () => {
    expect(pdfHref("/api/v1/calculators/cash-only.pdf", { price: "300000", taxes: "3650" }, "12 Elm")).toBe(
      "/api/v1/calculators/cash-only.pdf?price=300000&taxes=3650&address=12+Elm",
    );
    expect(pdfHref("/x.pdf", { price: "1" }, "")).toBe("/x.pdf?price=1");
  });
});
