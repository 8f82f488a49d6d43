import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { CASH_ONLY_DISCLAIMERS } from "#core/calculators/cash-only.ts";
import { NEGATIVE_MESSAGE } from "#core/calculators/money.ts";
import { SITE } from "#core/site/settings.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db.ts";
import { pdfPageCount, pdfText, pdfTextRuns } from "#server/pdf/pdf-text.ts";

const PATH = "/api/v1/calculators/cash-only.pdf";

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
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

function amountOn(pdf: Buffer, label: string): string | undefined {
  const runs = pdfTextRuns(pdf);
  const i = runs.findIndex((r) => r.text === label);
  return i < 0 ? undefined : runs[i + 1]?.text;
}

const CREDIT = "Prorated Taxes (credit from the seller)";

describe("GET /api/v1/calculators/cash-only.pdf", () => {
  test("the worked example: price, the five fees, the tax credit and the cash needed on one page", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2025-07-02T15:00:00Z"));
    const { res, body } = await getPdf("price=300000&taxes=3650&closing=2025-07-11&address=12%20Oak%20Lane%2C%20Pella");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="cash-to-close-sheet-2025-07-02.pdf"');
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(pdfPageCount(body)).toBe(1);

    const text = pdfText(body);
    for (const phrase of [SITE.brand, SITE.phone, "Cash-to-Close Sheet", "Prepared July 2, 2025", "12 Oak Lane, Pella", "$3,650.00", "July 11, 2025"]) {
      expect(text, phrase).toContain(phrase);
    }
    // By hand: July 1 → July 11 = 10 days; 3,650 / 365 × 10 = 100.00 credited by the seller.
    // Fees 150 + 175 + 200 + 499 + 25 = 1,049; cash 300,000 + 1,049 − 100 = 300,949.
    expect(amountOn(body, "Purchase Price")).toBe("$300,000.00");
    expect(amountOn(body, "Title Search Fee")).toBe("$150.00");
    expect(amountOn(body, "Title Guaranty (Title Insurance) Fee")).toBe("$175.00");
    expect(amountOn(body, "Title Opinion Fee")).toBe("$200.00");
    expect(amountOn(body, "Closing Fee")).toBe("$499.00");
    expect(amountOn(body, "Deed Recording Fee")).toBe("$25.00");
    expect(amountOn(body, "Total Closing Costs")).toBe("$1,049.00");
    expect(amountOn(body, CREDIT)).toBe("-$100.00");
    expect(pdfText(body)).toContain("10 days, July 1, 2025 to July 11, 2025");
    expect(amountOn(body, "Total Cash Needed")).toBe("$300,949.00");
    const total = pdfTextRuns(body).filter((r) => r.text === "Total Cash Needed" || r.text === "$300,949.00");
    // The transfer tax its footer mentions is on the sheet: the seller's, outside the total.
    expect(amountOn(body, "Iowa Transfer Tax (paid by the seller)")).toBe("$479.20");
    expect(total.map((r) => r.font)).toEqual(["Helvetica-Bold", "Helvetica-Bold"]);

    expect(text).toContain("Fees as of July 1, 2025");
    const flat = text.replace(/\s+/g, " ");
    for (const disclaimer of CASH_ONLY_DISCLAIMERS) expect(flat).toContain(disclaimer);
  });

  test("earnest money already paid is a credit: 300,000 + 1,049 − 100 − 5,000 = 295,949", async () => {
    const { body } = await getPdf("price=300000&taxes=3650&closing=2025-07-11&earnest=5000");
    expect(amountOn(body, "Earnest Money Already Paid")).toBe("-$5,000.00");
    expect(amountOn(body, "Total Cash Needed")).toBe("$295,949.00");
  });

  test("Title Guaranty above $750,000 adds $1 per $1,000: $1,000,000 → $425", async () => {
    const { body } = await getPdf("price=1000000&taxes=0&closing=2025-07-01");
    // 175 + (1,000,000 − 750,000) / 1,000 × 1 = 425; fees 150 + 425 + 200 + 499 + 25 = 1,299.
    expect(amountOn(body, "Title Guaranty (Title Insurance) Fee")).toBe("$425.00");
    expect(amountOn(body, "Total Closing Costs")).toBe("$1,299.00");
    expect(amountOn(body, CREDIT)).toBe("$0.00");
    expect(pdfText(body)).toContain("0 days, July 1, 2025 to July 1, 2025");
    expect(amountOn(body, "Total Cash Needed")).toBe("$1,001,299.00");
  });

  test("no query: price and taxes 0, closing today in Central time, prorated from the July 1 before", async () => {
    // 04:30 UTC on March 1, 2026 is still February 28 in Iowa.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-01T04:30:00Z"));
    const { res, body } = await getPdf("");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="cash-to-close-sheet-2026-02-28.pdf"');
    expect(amountOn(body, "Purchase Price")).toBe("$0.00");
    // July 1, 2025 → February 28, 2026: 184 (to January 1) + 31 + 27 = 242 days; taxes 0.
    expect(amountOn(body, CREDIT)).toBe("$0.00");
    expect(pdfText(body)).toContain("242 days, July 1, 2025 to February 28, 2026");
    expect(amountOn(body, "Total Cash Needed")).toBe("$1,049.00");
  });

  test("huge values and the longest address still make one page", async () => {
    const { res, body } = await getPdf(`price=999999999999&taxes=999999999999&closing=2026-06-30&address=${"M".repeat(200)}`);
    expect(res.status).toBe(200);
    expect(pdfPageCount(body)).toBe(1);
    expect(amountOn(body, "Purchase Price")).toBe("$999,999,999,999.00");
  });

  test.each([
    ["a negative price", "price=-1", { price: NEGATIVE_MESSAGE }],
    ["negative taxes", "taxes=-0.01", { taxes: NEGATIVE_MESSAGE }],
    ["an impossible closing date", "closing=2025-13-01", { closing: "Enter a date." }],
    ["an empty closing date", "closing=", { closing: "Enter a date." }],
    ["negative earnest money", "price=1000&earnest=-5", { earnest: NEGATIVE_MESSAGE }],
    ["earnest money above the price", "price=1000&earnest=1000.01", { earnest: "Earnest money cannot be more than the purchase price." }],
    ["an address over 200 characters", `address=${"x".repeat(201)}`, { address: "Enter an address of 200 characters or fewer." }],
  ])("%s answers 400 validation_failed naming the field", async (_name, query, fields) => {
    const res = await app.request(`${PATH}?${query}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "validation_failed", message: expect.any(String), fields });
  });

  test("is described in the OpenAPI document with its query keys", async () => {
    const doc = (await (await app.request("/api/v1/openapi.json")).json()) as {
      paths: Record<string, { get: { parameters: { name: string }[] } }>;
    };
    expect(doc.paths["/calculators/cash-only.pdf"]!.get.parameters.map((p) => p.name)).toEqual(["price", "taxes", "closing", "earnest", "address"]);
  });
});
