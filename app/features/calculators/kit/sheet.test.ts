import { describe, expect, it } from "vitest";
import { parseIsoDate } from "#core/calculators/calendar-date.ts";
import { orderHref, pdfHref } from "./sheet.ts";

const d = (iso: string) => parseIsoDate(iso)!;

describe("calculator links", () => {
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
