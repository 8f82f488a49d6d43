import { describe, expect, it } from "vitest";
import { PRICES } from "#core/site/claims.ts";
import { EXCHANGE_EXAMPLES } from "./exchange-1031.ts";
import { TRANSFER_TAX_EXAMPLES, iowaTransferTax } from "./fsbo-package.ts";
import { GUIDE_LINKS, GUIDES } from "./index.ts";
import { PRORATION_EXAMPLE, proratedTax, prorationDays, prorationExampleText } from "./proration.ts";

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const allText = (slug: string) => JSON.stringify(GUIDES.find((g) => g.slug === slug));

describe("Iowa transfer tax ($0.80 per $500 above the first $500)", () => {
  it.each([
    [0, 0],
    [500, 0],
    [500.01, 0.8],
    [1000, 0.8],
    [1000.01, 1.6],
    [150_000, 239.2],
    [250_000, 399.2],
    [325_250, 520],
    [480_000, 767.2],
  ])("%d → %d", (price, tax) => {
    expect(iowaTransferTax(price)).toBe(tax);
  });

  it("prints the examples it computes", () => {
    expect(TRANSFER_TAX_EXAMPLES.find((e) => e.price === 250_000)?.tax).toBe(399.2);
  });
});

describe("1031 worked examples", () => {
  it.each(Object.entries(EXCHANGE_EXAMPLES))("%s: day 45 and day 180 are counted from the sale", (_name, ex) => {
    expect(addDays(ex.sale, 45)).toBe(ex.day45);
    expect(addDays(ex.sale, 180)).toBe(ex.day180);
  });

  it("the late-year example really has the return due before day 180", () => {
    expect(EXCHANGE_EXAMPLES.lateYear.returnDue < EXCHANGE_EXAMPLES.lateYear.day180).toBe(true);
  });

  it("the simple example's day 180 is a Saturday, as the guide says", () => {
    expect(new Date(`${EXCHANGE_EXAMPLES.simple.day180}T00:00:00Z`).getUTCDay()).toBe(6);
  });

  it("covers the rules a 1031 guide must", () => {
    const text = allText("1031-exchange-guide");
    for (const phrase of ["45", "180", "qualified intermediary", "like-kind", "Boot", "due date", "April 17, 2025", "August 30, 2025"]) {
      expect(text).toContain(phrase);
    }
  });
});

describe("tax proration example (paid in arrears)", () => {
  it("counts July 1 to October 15 as 106 days and credits $1,060.00", () => {
    const days = prorationDays(PRORATION_EXAMPLE.fiscalYearStart, PRORATION_EXAMPLE.closingDate);
    expect(days).toBe(106);
    expect(proratedTax(PRORATION_EXAMPLE.annualTax, days)).toBe(1060);
    expect(prorationExampleText()).toContain("$1,060.00");
    expect(prorationExampleText()).toContain("$1,825.00");
  });
});

describe("the guides", () => {
  it("are five, with unique slugs that match their links", () => {
    expect(GUIDES).toHaveLength(5);
    expect(new Set(GUIDES.map((g) => g.slug)).size).toBe(5);
    expect(GUIDES.map((g) => `/guides/${g.slug}.pdf`).sort()).toEqual(Object.values(GUIDE_LINKS).sort());
  });

  it("each has real sections and a disclaimer", () => {
    for (const g of GUIDES) {
      expect(g.sections.length, g.slug).toBeGreaterThanOrEqual(5);
      expect(g.disclaimer).toMatch(/not legal/);
      expect(JSON.stringify(g)).not.toMatch(/lorem|ipsum|TODO/i);
    }
  });

  it("the FSBO package names every Iowa seller document and our price", () => {
    const text = allText("fsbo-package");
    for (const phrase of ["purchase agreement", "disclosure statement", "Groundwater hazard statement", "abstract", "warranty deed", "declaration of value", "$0.80", PRICES.fsboClosing]) {
      expect(text).toContain(phrase);
    }
  });

  it("the process guide has the eight steps in order", () => {
    const headings = GUIDES.find((g) => g.slug === "closing-process-guide")!.sections.map((s) => s.heading);
    expect(headings.filter((h) => /^Step \d of 8/.test(h))).toHaveLength(8);
    expect(headings[0]).toBe("Step 1 of 8: File Opening");
  });
});
