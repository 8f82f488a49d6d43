import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { NEGATIVE_MESSAGE, TOO_LARGE_MESSAGE } from "#core/calculators/money.ts";
import { SELLER_NET_DISCLAIMERS } from "#core/calculators/seller-net.ts";
import { SITE } from "#core/site/settings.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db.ts";
import { pdfPageCount, pdfText, pdfTextRuns } from "#server/pdf/pdf-text.ts";
import { centralToday } from "./calculator-pdf.ts";

const PATH = "/api/v1/calculators/seller-net.pdf";

/** The page's worked example (issue #5): a $250,000 sale closing November 15, 2025. */
const EXAMPLE =
  "price=250000&commission=6&taxes=5290&closing=2025-11-15&prorate=2025-07-01&abstracting=1000&deed=100" +
  "&service=0&mortgage1=150000&mortgage2=0&sept=2645&march=2645";

let database: TestDatabase;
let app: ReturnType<typeof createTestApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database);
});
afterAll(async () => {
  await database.close();
});
afterEach(() => {
  vi.useRealTimers();
});

async function getPdf(query: string) {
  const res = await app.request(`${PATH}?${query}`);
  const body = Buffer.from(await res.arrayBuffer());
  return { res, body };
}

/** The amount printed on the row whose label is `label` (labels and amounts are drawn in turn). */
function amountOn(pdf: Buffer, label: string): string | undefined {
  const runs = pdfTextRuns(pdf);
  const i = runs.findIndex((r) => r.text === label);
  return i < 0 ? undefined : runs[i + 1]?.text;
}

describe("GET /api/v1/calculators/seller-net.pdf", () => {
  test("the worked example: a one-page branded PDF download with every input, line and disclaimer", async () => {
    const { res, body } = await getPdf(`${EXAMPLE}&address=${encodeURIComponent("315 Main Street, Cedar Falls, IA 50613")}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    const today = centralToday();
    const iso = `${today.year}-${String(today.month).padStart(2, "0")}-${String(today.day).padStart(2, "0")}`;
    expect(res.headers.get("Content-Disposition")).toBe(`attachment; filename="seller-net-sheet-${iso}.pdf"`);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdfPageCount(body)).toBe(1);

    const text = pdfText(body);
    for (const phrase of [SITE.brand, SITE.phone, SITE.email, "Seller Net Sheet", "315 Main Street, Cedar Falls, IA 50613"]) {
      expect(text, phrase).toContain(phrase);
    }
    // The inputs.
    expect(text).toContain("6%");
    expect(text).toContain("$5,290.00");
    expect(text).toContain("November 15, 2025");
    expect(text).toContain("July 1, 2025");

    // By hand: commission 6% × 250,000 = 15,000. Transfer tax: (250,000 − 500) / 500 = 499 steps
    // × $0.80 = 399.20. Proration: July 1 → November 15 = 30+31+31+30+15 = 137 days, 5,290 / 365 ×
    // 137 = 1,985.56. Fees: 1,000 + 100 + 0 + 399.20 + 150,000 + 0 + 2,645 + 2,645 + 1,985.56 =
    // 158,774.76; with the commission 173,774.76; net 250,000 − 173,774.76 = 76,225.24.
    expect(amountOn(body, "Sales price")).toBe("$250,000.00");
    expect(amountOn(body, "Commission (6% of the sales price)")).toBe("$15,000.00");
    expect(amountOn(body, "Iowa transfer tax")).toBe("$399.20");
    expect(amountOn(body, "Abstracting")).toBe("$1,000.00");
    expect(amountOn(body, "Deed preparation")).toBe("$100.00");
    expect(amountOn(body, "Real estate service")).toBe("$0.00");
    expect(amountOn(body, "1st mortgage payoff")).toBe("$150,000.00");
    expect(amountOn(body, "2nd mortgage payoff")).toBe("$0.00");
    // Installment labels follow the closing date (the old site hard-coded them).
    expect(amountOn(body, "September 2025 taxes")).toBe("$2,645.00");
    expect(amountOn(body, "March 2026 taxes")).toBe("$2,645.00");
    expect(amountOn(body, "Prorated taxes")).toBe("$1,985.56");
    expect(pdfText(body)).toContain("137 days, July 1, 2025 to November 15, 2025");
    expect(amountOn(body, "Fee total (all costs but the commission)")).toBe("$158,774.76");
    expect(amountOn(body, "Total costs (fees and commission)")).toBe("$173,774.76");
    expect(amountOn(body, "Estimated net proceeds")).toBe("$76,225.24");

    const total = pdfTextRuns(body).filter((r) => r.text === "Estimated net proceeds" || r.text === "$76,225.24");
    expect(total.map((r) => r.font)).toEqual(["Helvetica-Bold", "Helvetica-Bold"]);

    expect(text).toContain("Fees as of July 1, 2025");
    // Disclaimers wrap over lines; compare them with the text's line breaks taken out.
    const flat = text.replace(/\s+/g, " ");
    for (const disclaimer of SELLER_NET_DISCLAIMERS) expect(flat).toContain(disclaimer);
    expect(flat).toContain("not legal or tax advice");
  });

  test("absent keys take the calculator's defaults, with today in Central time", async () => {
    // 03:00 UTC on January 5 is still January 4 in Iowa.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-01-05T03:00:00Z"));
    const { res, body } = await getPdf("price=250000");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="seller-net-sheet-2026-01-04.pdf"');
    const text = pdfText(body);
    expect(text).toContain("Prepared January 4, 2026");
    expect(text).not.toContain("Property:");
    // Defaults: 6 %, taxes 5,290, abstracting 1,000, deed 100, installments 2,645 each; closing
    // today, proration from the July 1 before it: July 1, 2025 → January 4, 2026 = 184 + 3 = 187
    // days, 5,290 / 365 × 187 = 2,710.22. Fees: 1,000 + 100 + 399.20 + 2,645 + 2,645 + 2,710.22 =
    // 9,499.42; net 250,000 − 9,499.42 − 15,000 = 225,500.58.
    expect(amountOn(body, "Commission (6% of the sales price)")).toBe("$15,000.00");
    expect(amountOn(body, "Abstracting")).toBe("$1,000.00");
    expect(amountOn(body, "September 2025 taxes")).toBe("$2,645.00");
    expect(amountOn(body, "March 2026 taxes")).toBe("$2,645.00");
    expect(amountOn(body, "Prorated taxes")).toBe("$2,710.22");
    expect(pdfText(body)).toContain("187 days, July 1, 2025 to January 4, 2026");
    expect(amountOn(body, "Fee total (all costs but the commission)")).toBe("$9,499.42");
    expect(amountOn(body, "Estimated net proceeds")).toBe("$225,500.58");
  });

  test("empty and non-numeric amounts count as 0; a net below zero shows with its minus sign", async () => {
    const { res, body } = await getPdf("price=&commission=abc&taxes=0&closing=2025-07-01&prorate=2025-07-01&sept=&march=");
    expect(res.status).toBe(200);
    expect(amountOn(body, "Sales price")).toBe("$0.00");
    expect(amountOn(body, "Commission (0% of the sales price)")).toBe("$0.00");
    expect(amountOn(body, "Prorated taxes")).toBe("$0.00");
    expect(pdfText(body)).toContain("0 days, July 1, 2025 to July 1, 2025");
    // Only the default abstracting (1,000) and deed preparation (100) remain.
    expect(amountOn(body, "Estimated net proceeds")).toBe("-$1,100.00");
  });

  test("a closing date before the proration date prorates nothing and says so", async () => {
    const { res, body } = await getPdf("price=100000&closing=2025-06-30&prorate=2025-07-01");
    expect(res.status).toBe(200);
    expect(amountOn(body, "Prorated taxes")).toBe("$0.00");
    expect(pdfText(body)).toContain("None: the closing date is before the proration date.");
  });

  test("huge values and the longest address still make one page", async () => {
    const max = "999999999999";
    const query =
      `price=${max}&commission=99.9999&taxes=${max}&closing=2025-11-15&prorate=2020-07-01&abstracting=${max}` +
      `&deed=${max}&service=${max}&mortgage1=${max}&mortgage2=${max}&sept=${max}&march=${max}` +
      `&address=${"W".repeat(200)}`;
    const { res, body } = await getPdf(query);
    expect(res.status).toBe(200);
    expect(pdfPageCount(body)).toBe(1);
    expect(amountOn(body, "Sales price")).toBe("$999,999,999,999.00");
    expect(amountOn(body, "Estimated net proceeds")).toMatch(/^-\$[\d,]+\.\d\d$/);
    expect(pdfText(body).replace(/\n/g, "")).toContain("W".repeat(200));
  });

  test("an address in another script or with control characters prints as ? and never fails", async () => {
    const { res, body } = await getPdf(`price=1&address=${encodeURIComponent("12 Élan Ave\u0007 東京")}`);
    expect(res.status).toBe(200);
    expect(pdfText(body)).toContain("12 Élan Ave ??");
  });

  test.each([
    ["a negative price", "price=-1", { price: NEGATIVE_MESSAGE }],
    ["a negative installment", "march=-0.01", { march: NEGATIVE_MESSAGE }],
    ["a commission over 100%", "commission=101", { commission: "Enter a commission of 100% or less." }],
    ["an impossible closing date", "closing=2025-02-30", { closing: "Enter a date." }],
    ["an empty proration date", "prorate=", { prorate: "Enter a date." }],
    ["an amount past $1 trillion", "mortgage1=1000000000001", { mortgage1: TOO_LARGE_MESSAGE }],
    ["an address over 200 characters", `address=${"a".repeat(201)}`, { address: "Enter an address of 200 characters or fewer." }],
    [
      "several at once",
      "price=-5&closing=2025-13-01&deed=-1",
      { price: NEGATIVE_MESSAGE, closing: "Enter a date.", deed: NEGATIVE_MESSAGE },
    ],
  ])("%s answers 400 validation_failed naming the field", async (_name, query, fields) => {
    const res = await app.request(`${PATH}?${query}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "validation_failed", message: expect.any(String), fields });
  });

  test("an address of exactly 200 characters is accepted", async () => {
    const { res } = await getPdf(`price=1&address=${"a".repeat(200)}`);
    expect(res.status).toBe(200);
  });

  test("a key given twice is refused, naming it", async () => {
    const res = await app.request(`${PATH}?price=1&price=2`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "validation_failed", fields: { price: expect.any(String) } });
  });

  test("is described in the OpenAPI document with its query keys", async () => {
    const res = await app.request("/api/v1/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, { get: { parameters: { name: string; in: string }[]; responses: Record<string, unknown> } }> };
    const op = doc.paths["/calculators/seller-net.pdf"]!.get;
    expect(op.parameters.map((p) => p.name)).toEqual([
      "price", "commission", "taxes", "closing", "prorate", "abstracting",
      "deed", "service", "mortgage1", "mortgage2", "sept", "march", "address",
    ]);
    expect(Object.keys(op.responses)).toEqual(["200", "400", "429"]);
  });
});
