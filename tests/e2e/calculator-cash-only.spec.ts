import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./auth-support.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";

/**
 * /cash-only-calculator: typing a cash purchase, the figures worked by hand, errors per field,
 * shared and copied links, the PDF and order links, the disclaimers, print, axe.
 */

const PATH = "/cash-only-calculator";
const NEGATIVE = "Enter 0 or more; this amount cannot be negative.";
const ADDRESS = "1208 Walnut Street, Des Moines, IA 50309";

/**
 * The worked example: $300,000 cash, $3,650 annual taxes ($10 a day), closing July 11, 2025.
 *   credit: July 1 → July 11 = 10 days × $10 = $100.00 from the seller
 *   fees: title search 150 + title guaranty 175 + title opinion 200 + closing 499 + deed 25 = $1,049.00
 *   cash needed: 300,000 + 1,049 − 100 = $300,949.00
 */
const EXAMPLE_QUERY = "price=300000&taxes=3650&closing=2025-07-11";

const calculator = (page: Page) => page.locator("#calculator");
const field = (page: Page, label: string) => calculator(page).getByLabel(label, { exact: true });
const summary = (page: Page) => page.getByRole("table", { name: "Cash purchase summary" });
const fees = (page: Page) => page.getByRole("table", { name: "Cash closing fees" });
const row = (table: Locator, name: string | RegExp) => table.getByRole("row", { name });
const cashNeeded = (page: Page) => calculator(page).getByRole("status").filter({ hasText: "Total Cash Needed" });

async function typeExample(page: Page) {
  await field(page, "Purchase Price").fill("300000");
  await field(page, "Annual Tax Amount").fill("3650");
  await field(page, "Closing Date").fill("2025-07-11");
}

const FEE_ROWS: Array<[RegExp, string]> = [
  [/^Title Search Fee/, "$150.00"],
  [/^Title Guaranty \(Title Insurance\) Fee/, "$175.00"],
  [/^Title Opinion Fee/, "$200.00"],
  [/^Closing Fee/, "$499.00"],
  [/^Deed Recording Fee/, "$25.00"],
];

async function expectExampleFigures(page: Page) {
  const table = summary(page);
  await expect(row(table, /^Purchase Price/)).toContainText("$300,000.00");
  await expect(row(table, /^Prorated Taxes \(credit from the seller\)/)).toContainText("-$100.00");
  await expect(row(table, /^Prorated Taxes/)).toContainText("10 days, July 1, 2025 to July 11, 2025");
  for (const [name, amount] of FEE_ROWS) await expect(row(table, name)).toContainText(amount);
  await expect(row(table, /^Total Closing Costs/)).toContainText("$1,049.00");
  await expect(cashNeeded(page)).toContainText("$300,949.00");
}

test("typing a $300,000 purchase gives a $100 tax credit, $1,049 of fees and $300,949 to bring", async ({ visit }) => {
  const page = await visit(PATH);
  await expect(page.getByRole("heading", { level: 1, name: "Cash Only Calculator" })).toBeVisible();
  await typeExample(page);
  await expectExampleFigures(page);

  // The read-only fee list of the left column.
  await expect(fees(page).getByRole("row")).toHaveCount(5);
  for (const [name, amount] of FEE_ROWS) await expect(row(fees(page), name)).toContainText(amount);
  await expect(calculator(page)).toContainText("as of July 1, 2025");
  // Why the taxes are a credit.
  await expect(calculator(page)).toContainText("Iowa property taxes are paid in arrears");
  await expect(page).toHaveURL(/price=300000&taxes=3650&closing=2025-07-11/);
});

test("the title guaranty fee grows $1 per $1,000 above $750,000", async ({ visit }) => {
  const page = await visit(`${PATH}?${EXAMPLE_QUERY}`);
  await field(page, "Purchase Price").fill("1,000,000");
  // 175 + 250 = 425; fees 150 + 425 + 200 + 499 + 25 = 1,299; cash 1,000,000 + 1,299 − 100
  await expect(row(fees(page), /^Title Guaranty/)).toContainText("$425.00");
  await expect(row(summary(page), /^Total Closing Costs/)).toContainText("$1,299.00");
  await expect(cashNeeded(page)).toContainText("$1,001,199.00");
});

test("earnest money already paid is credited, and the seller's transfer tax is shown outside the total", async ({ visit }) => {
  const page = await visit(`${PATH}?${EXAMPLE_QUERY}`);
  await expectExampleFigures(page);
  const earnest = field(page, "Earnest Money Already Paid");
  await earnest.fill("5000");
  await expect(row(summary(page), /^Earnest Money Already Paid/)).toContainText("-$5,000.00");
  await expect(cashNeeded(page)).toContainText("$295,949.00");
  await expect(page).toHaveURL(/earnest=5000/);
  // $0.80 for each $500 above the first $500 of $300,000 (Iowa Code 428A.1), paid by the seller.
  const info = page.getByRole("table", { name: "For your information" });
  await expect(row(info, /^Iowa Transfer Tax \(paid by the seller\)/)).toContainText("$479.20");

  await earnest.fill("300001");
  await expect(earnest).toHaveAttribute("aria-invalid", "true");
  await expect(earnest).toHaveAccessibleDescription(/^Earnest money cannot be more than the purchase price\./);
  await expect(earnest).toHaveValue("300001");
  await expect(cashNeeded(page)).toContainText("$295,949.00");
});

test("an empty field counts as 0", async ({ visit }) => {
  const page = await visit(`${PATH}?${EXAMPLE_QUERY}`);
  await expectExampleFigures(page);
  await field(page, "Annual Tax Amount").fill("");
  await expect(row(summary(page), /^Prorated Taxes/)).toContainText("$0.00");
  await expect(cashNeeded(page)).toContainText("$301,049.00");
  await field(page, "Purchase Price").fill("");
  await expect(cashNeeded(page)).toContainText("$1,049.00");
});

test("a negative amount shows its message at the field, keeps the text and the last summary", async ({ visit }) => {
  const page = await visit(`${PATH}?${EXAMPLE_QUERY}`);
  await expectExampleFigures(page);

  const taxes = field(page, "Annual Tax Amount");
  await taxes.fill("-3650");
  await expect(taxes).toHaveValue("-3650");
  await expect(taxes).toHaveAttribute("aria-invalid", "true");
  await expect(taxes).toHaveAccessibleDescription(new RegExp(`^${NEGATIVE}`));
  await expect(calculator(page).getByText("Showing your last complete estimate.", { exact: false })).toBeVisible();
  await expect(cashNeeded(page)).toContainText("$300,949.00");

  await taxes.fill("7300");
  await expect(taxes).not.toHaveAttribute("aria-invalid");
  await expect(cashNeeded(page)).toContainText("$300,849.00");
});

test("a shared link restores the same figures", async ({ visit }) => {
  const page = await visit(`${PATH}?${EXAMPLE_QUERY}&address=${encodeURIComponent(ADDRESS)}`);
  await expect(field(page, "Purchase Price")).toHaveValue("300000");
  await expect(field(page, "Annual Tax Amount")).toHaveValue("3650");
  await expect(field(page, "Closing Date")).toHaveValue("2025-07-11");
  await expect(field(page, "Property address (optional)")).toHaveValue(ADDRESS);
  await expectExampleFigures(page);
});

test("Copy link copies a link that reopens the same figures", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const page = await context.newPage();
  await gotoHydrated(page, PATH);
  await typeExample(page);
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Link copied." })).toBeVisible();

  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`^${baseURL}${PATH}\\?price=300000&taxes=3650&closing=2025-07-11`));
  const other = await context.newPage();
  await gotoHydrated(other, link);
  await expectExampleFigures(other);
  await context.close();
});

test("Order this closing and Download PDF carry the figures", async ({ visit }) => {
  const page = await visit(`${PATH}?${EXAMPLE_QUERY}`);
  await field(page, "Property address (optional)").fill(ADDRESS);

  const order = page.getByRole("link", { name: "Order this closing" });
  const orderUrl = new URL((await order.getAttribute("href"))!, "http://x");
  expect(orderUrl.pathname).toBe("/get-started");
  expect(Object.fromEntries(orderUrl.searchParams)).toEqual({
    service: "cash",
    price: "300000",
    closing: "2025-07-11",
    address: ADDRESS,
  });

  const pdf = page.getByRole("link", { name: "Download PDF" });
  await expect(pdf).toHaveAttribute("download", "");
  const pdfUrl = new URL((await pdf.getAttribute("href"))!, "http://x");
  expect(pdfUrl.pathname).toBe("/api/v1/calculators/cash-only.pdf");
  expect(Object.fromEntries(pdfUrl.searchParams)).toEqual({
    price: "300000",
    taxes: "3650",
    closing: "2025-07-11",
    earnest: "0",
    address: ADDRESS,
  });
});

test("the Important Disclaimers box lists the three disclaimers", async ({ visit }) => {
  const page = await visit(PATH);
  const box = page.getByRole("region", { name: "Important Disclaimers" });
  await expect(box.getByRole("listitem")).toHaveCount(3);
  await expect(box).toContainText("All fees are estimates");
  await expect(box).toContainText("$1 per $1,000 over $750,000");
  await expect(box).toContainText("corrected at closing");
});

test("printing gives a one-page sheet without the navigation, footer or buttons", async ({ page }) => {
  await gotoHydrated(page, `${PATH}?${EXAMPLE_QUERY}&address=${encodeURIComponent(ADDRESS)}`);
  await expectExampleFigures(page);
  await page.emulateMedia({ media: "print" });

  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("button", { name: "Copy link" })).toBeHidden();

  const sheet = page.locator("[data-print-sheet]");
  await expect(sheet.getByRole("heading", { name: "Cash-to-Close Sheet" })).toBeVisible();
  await expect(sheet).toContainText("Heartland Closing Co.");
  await expect(sheet).toContainText(ADDRESS);
  await expect(sheet).toContainText(/Prepared \w+ \d{1,2}, \d{4}/);
  await expect(sheet.getByRole("row", { name: /^Total Cash Needed/ })).toContainText("$300,949.00");
  await expect(sheet.getByRole("listitem")).toHaveCount(3);

  // Chrome's default print margins (0.4 in) on US Letter.
  const margin = { top: "0.4in", right: "0.4in", bottom: "0.4in", left: "0.4in" };
  const pdf = await page.pdf({ format: "Letter", margin });
  expect(pdf.toString("latin1").match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
});

for (const width of [1280, 390]) {
  test(`axe: no violations idle, with a result and with an error at ${width} px`, async ({ visit }) => {
    const page = await visit(PATH, width);
    await expectNoAxeViolations(page);

    await typeExample(page);
    await expect(cashNeeded(page)).toContainText("$300,949.00");
    await expectNoAxeViolations(page, { within: calculator(page) });

    await field(page, "Purchase Price").fill("-5");
    await expect(calculator(page).getByText(NEGATIVE)).toBeVisible();
    await expectNoAxeViolations(page, { within: calculator(page) });

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
