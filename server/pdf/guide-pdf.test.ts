import { describe, expect, it } from "vitest";
import { GUIDES } from "#core/content/guides/index.ts";
import { SITE } from "#core/site/settings.ts";
import { formatGuideDate, renderGuidePdf } from "./guide-pdf.ts";

/** Rough text of an uncompressed pdfkit PDF: the hex strings of each TJ array, one line each. */
function pdfText(pdf: Buffer): string {
  const src = pdf.toString("latin1");
  const lines: string[] = [];
  for (const m of src.matchAll(/\[((?:<[0-9a-fA-F]*>\s*-?[\d.]*\s*)+)\]\s*TJ/g)) {
    const hexes = [...m[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1]!, "hex").toString("latin1"));
    lines.push(hexes.join(""));
  }
  return lines.join("\n");
}

const pageCount = (pdf: Buffer) => Number(/\/Type \/Pages[\s\S]*?\/Count (\d+)/.exec(pdf.toString("latin1"))?.[1]);

const DATE = new Date("2025-02-01T12:00:00Z");

const KEY_TEXT: Record<string, string[]> = {
  "1031-exchange-guide": ["45 days to identify", "180 days to buy", "qualified intermediary", "Boot", "April 15, 2026", "Form 4868"],
  "fsbo-package": ["disclosure statement", "Groundwater hazard statement", "declaration of value", "Abstract continuation", "$399.20", "What we do for $499"],
  "closing-process-guide": ["Step 1 of 8: File Opening", "Step 8 of 8: Final Abstracting", "Abstracting"],
  "seller-settlement-statement-guide": ["Mortgage payoff", "Transfer tax", "paid in arrears", "$1,060.00"],
  "buyer-settlement-statement-guide": ["Earnest money", "Lender's title guaranty", "Closing Disclosure", "$1,060.00"],
};

describe("guide PDFs", () => {
  it.each(GUIDES.map((g) => [g.slug, g] as const))("%s is a valid, branded, paginated PDF", async (slug, guide) => {
    const pdf = await renderGuidePdf(guide, { date: DATE, compress: false });
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.subarray(-6).toString("latin1")).toContain("%%EOF");
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThanOrEqual(2);
    const text = pdfText(pdf);
    expect(text).toContain(guide.title);
    expect(text).toContain(SITE.brand);
    expect(text).toContain(SITE.phone);
    expect(text).toContain(`Updated ${formatGuideDate(DATE)}`);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain("not legal or tax advice");
    for (const phrase of KEY_TEXT[slug] ?? []) expect(text, phrase).toContain(phrase);
  });

  it("compresses by default and stays small", async () => {
    const guide = GUIDES[0]!;
    const plain = await renderGuidePdf(guide, { date: DATE, compress: false });
    const packed = await renderGuidePdf(guide, { date: DATE });
    expect(packed.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(packed.length).toBeLessThan(plain.length);
    expect(packed.length).toBeLessThan(100_000);
  });

  it("prints the date as Month d, yyyy", () => {
    expect(formatGuideDate(new Date("2025-02-01T00:00:00Z"))).toBe("February 1, 2025");
  });
});
