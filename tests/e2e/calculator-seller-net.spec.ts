import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./auth-support.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";

/**
 * /sales-price-calculator: typing into the seller net calculator, the figures worked by hand,
 * errors per field, shared and copied links, the PDF and order links, print, axe.
 */

const PATH = "/sales-price-calculator";
const NEGATIVE = "Enter 0 or more; this amount cannot be negative.";
const ADDRESS = "315 Main Street, Cedar Falls, IA 50613";

/**
 * The worked example: $250,000 sale, 6 %, $150,000 first mortgage, closing November 15, 2025,
 * taxes prorated from July 1, 2025; every other figure the spec's default.
 *   transfer tax: (250,000 − 500) / 500 = 499 steps × $0.80 = $399.20
 *   proration: 137 days (Jul 1 → Nov 15) × 5,290 / 365 = $1,985.56
 *   fees: 1,000 + 100 + 0 + 399.20 + 150,000 + 0 + 2,645 + 2,645 + 1,985.56 = $158,774.76
 *   commission 6 % = $15,000; total costs $173,774.76; net 250,000 − 173,774.76 = $76,225.24
 */
const EXAMPLE_QUERY =
  "price=250000&commission=6&taxes=5290&closing=2025-11-15&prorate=2025-07-01" +
  "&abstracting=1000&deed=100&service=&mortgage1=150000&mortgage2=&sept=2645&march=2645";

const calculator = (page: Page) => page.locator("#calculator");
const field = (page: Page, label: string) => calculator(page).getByLabel(label, { exact: true });
const estimate = (page: Page) => page.getByRole("table", { name: "Seller net proceeds estimate" });
const row = (table: Locator, name: string | RegExp) => table.getByRole("row", { name });
const netProceeds = (page: Page) => calculator(page).getByRole("status").filter({ hasText: "Estimated net proceeds" });

async function typeExample(page: Page) {
  await field(page, "Sales price").fill("250000");
  await field(page, "Estimated closing date").fill("2025-11-15");
  await field(page, "Proration date").fill("2025-07-01");
  await field(page, "1st mortgage payoff").fill("150000");
}

async function expectExampleFigures(page: Page) {
  const table = estimate(page);
  await expect(row(table, /^Iowa transfer tax/)).toContainText("$399.20");
  await expect(row(table, /^Commission \(6% of the sales price\)/)).toContainText("$15,000.00");
  await expect(row(table, /^Prorated taxes/)).toContainText("137 days, July 1, 2025 to November 15, 2025");
  await expect(row(table, /^Prorated taxes/)).toContainText("$1,985.56");
  await expect(row(table, /^September 2025 taxes/)).toContainText("$2,645.00");
  await expect(row(table, /^March 2026 taxes/)).toContainText("$2,645.00");
  await expect(row(table, /^Fee total/)).toContainText("$158,774.76");
  await expect(row(table, /^Total costs/)).toContainText("$173,774.76");
  await expect(netProceeds(page)).toContainText("$76,225.24");
}

test("typing the worked example gives the transfer tax, 137 prorated days and $76,225.24 net", async ({ visit }) => {
  const page = await visit(PATH);
  await expect(page.getByRole("heading", { level: 1, name: "Seller Net Proceeds Calculator" })).toBeVisible();
  // The spec's defaults are filled in.
  await expect(field(page, "Commission")).toHaveValue("6");
  await expect(field(page, "Total annual taxes")).toHaveValue("5290");
  await expect(field(page, "Abstracting")).toHaveValue("1000");
  await expect(field(page, "Deed preparation")).toHaveValue("100");

  await typeExample(page);
  await expectExampleFigures(page);
  // The installments are named from the closing date.
  await expect(field(page, "September 2025 taxes")).toHaveValue("2645");
  await expect(field(page, "March 2026 taxes")).toHaveValue("2645");
  await expect(page).toHaveURL(/price=250000/);
  await expect(calculator(page)).toContainText("Iowa fees as of July 1, 2025");

  // The companion estimate: 150 + 175 + 200 + 499 + 25 = 1,049, plus $1,985.56 prorated.
  const costs = page.getByRole("table", { name: "Closing-cost estimate" });
  await expect(row(costs, /^Title Guaranty/)).toContainText("$175.00");
  await expect(row(costs, /^Prorated taxes/)).toContainText("$1,985.56");
  await expect(row(costs, /^Estimated closing costs/)).toContainText("$3,034.56");
});

test("the installment labels follow the closing date", async ({ visit }) => {
  const page = await visit(PATH);
  await field(page, "Estimated closing date").fill("2027-02-10");
  await expect(field(page, "September 2026 taxes")).toBeVisible();
  await expect(field(page, "March 2027 taxes")).toBeVisible();
  await expect(row(estimate(page), /^September 2026 taxes/)).toBeVisible();
});

test("an empty field counts as 0", async ({ visit }) => {
  const page = await visit(`${PATH}?${EXAMPLE_QUERY}`);
  await expectExampleFigures(page);
  await field(page, "Abstracting").fill("");
  await expect(row(estimate(page), /^Abstracting/)).toContainText("$0.00");
  await expect(netProceeds(page)).toContainText("$77,225.24");
  await field(page, "Commission").fill("");
  await expect(row(estimate(page), /^Commission \(0% of the sales price\)/)).toContainText("$0.00");
  await expect(netProceeds(page)).toContainText("$92,225.24");
});

test("a negative amount shows its message at the field, keeps the text and the last estimate", async ({ visit }) => {
  const page = await visit(`${PATH}?${EXAMPLE_QUERY}`);
  await expectExampleFigures(page);

  const mortgage = field(page, "1st mortgage payoff");
  await mortgage.fill("-150000");
  await expect(mortgage).toHaveValue("-150000");
  await expect(mortgage).toHaveAttribute("aria-invalid", "true");
  await expect(mortgage).toHaveAccessibleDescription(new RegExp(`^${NEGATIVE}`));
  await expect(calculator(page).getByText(NEGATIVE)).toBeVisible();
  await expect(calculator(page).getByText("Showing your last complete estimate.", { exact: false })).toBeVisible();
  await expect(netProceeds(page)).toContainText("$76,225.24");
  // The address keeps what was typed, so the link reopens the same state.
  await expect(page).toHaveURL(/mortgage1=-150000/);

  await mortgage.fill("100000");
  await expect(mortgage).not.toHaveAttribute("aria-invalid");
  await expect(calculator(page).getByText(NEGATIVE)).toHaveCount(0);
  await expect(netProceeds(page)).toContainText("$126,225.24");
});

test("a shared link with a refused amount shows the message and no figures to fall back on", async ({ page }) => {
  await gotoHydrated(page, `${PATH}?${EXAMPLE_QUERY.replace("price=250000", "price=-250000")}`);
  await expect(field(page, "Sales price")).toHaveValue("-250000");
  await expect(field(page, "Sales price")).toHaveAccessibleDescription(new RegExp(`^${NEGATIVE}`));
  await expect(calculator(page).getByText("Correct the highlighted field to see your estimate.")).toBeVisible();
  await expect(estimate(page)).toHaveCount(0);
  await expect(calculator(page).getByText("Download PDF")).toBeVisible();
  await expect(page.getByRole("link", { name: "Download PDF" })).toHaveCount(0);

  // Printed, the sheet says why it has no figures rather than printing the whole page.
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("[data-print-sheet]")).toContainText("correct the highlighted field, then print again");
  await expect(page.getByRole("contentinfo")).toBeHidden();
});

test("a commission over 100% is refused with its own message", async ({ visit }) => {
  const page = await visit(PATH);
  await field(page, "Commission").fill("120");
  await expect(field(page, "Commission")).toHaveAccessibleDescription(/Enter a commission of 100% or less\./);
});

test("a shared link restores the same figures", async ({ visit }) => {
  const page = await visit(`${PATH}?${EXAMPLE_QUERY}&address=${encodeURIComponent(ADDRESS)}`);
  await expect(field(page, "Sales price")).toHaveValue("250000");
  await expect(field(page, "Estimated closing date")).toHaveValue("2025-11-15");
  await expect(field(page, "Property address (optional)")).toHaveValue(ADDRESS);
  await expectExampleFigures(page);
});

test("Copy link copies a link that reopens the same figures", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const page = await context.newPage();
  await gotoHydrated(page, PATH);
  await typeExample(page);
  await field(page, "Property address (optional)").fill(ADDRESS);
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Link copied." })).toBeVisible();

  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`^${baseURL}${PATH}\\?`));
  const copied = new URL(link);
  expect(copied.searchParams.get("price")).toBe("250000");
  expect(copied.searchParams.get("address")).toBe(ADDRESS);

  const other = await context.newPage();
  await gotoHydrated(other, link);
  await expectExampleFigures(other);
  await expect(field(other, "Property address (optional)")).toHaveValue(ADDRESS);
  await context.close();
});

test("Order this closing and Download PDF carry the figures", async ({ visit }) => {
  const page = await visit(`${PATH}?${EXAMPLE_QUERY}`);
  await field(page, "Property address (optional)").fill(ADDRESS);

  const order = page.getByRole("link", { name: "Order this closing" });
  const orderUrl = new URL((await order.getAttribute("href"))!, "http://x");
  expect(orderUrl.pathname).toBe("/get-started");
  expect(Object.fromEntries(orderUrl.searchParams)).toEqual({
    service: "title",
    price: "250000",
    closing: "2025-11-15",
    address: ADDRESS,
  });

  const pdf = page.getByRole("link", { name: "Download PDF" });
  await expect(pdf).toHaveAttribute("download", "");
  const pdfUrl = new URL((await pdf.getAttribute("href"))!, "http://x");
  expect(pdfUrl.pathname).toBe("/api/v1/calculators/seller-net.pdf");
  expect(Object.fromEntries(pdfUrl.searchParams)).toMatchObject({
    price: "250000",
    commission: "6",
    taxes: "5290",
    closing: "2025-11-15",
    prorate: "2025-07-01",
    mortgage1: "150000",
    sept: "2645",
    march: "2645",
    address: ADDRESS,
  });

  await order.click();
  await expect(page).toHaveURL(/\/get-started\?service=title&price=250000&closing=2025-11-15&address=/);
});

test("net proceeds are green when positive and red, with a shortfall note, when negative", async ({ visit }) => {
  const page = await visit(`${PATH}?${EXAMPLE_QUERY}`);
  const net = netProceeds(page);
  await expect(net).toContainText("What you take home");
  await expect(net).toHaveCSS("color", "rgb(35, 97, 59)"); // green-700

  await field(page, "2nd mortgage payoff").fill("80000");
  await expect(net).toContainText("-$3,774.76");
  await expect(net).toContainText("A shortfall: the costs are more than the sales price, so you would bring $3,774.76 to closing.");
  await expect(net).toHaveCSS("color", "rgb(156, 38, 32)"); // red-700
});

test("Schedule Consultation and Contact Us", async ({ visit }) => {
  const page = await visit(PATH);
  const main = page.locator("main");
  await expect(main.getByRole("link", { name: /^Schedule Consultation/ })).toBeVisible();
  await expect(main.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
});

test("printing gives a one-page sheet without the navigation, footer or buttons", async ({ page }) => {
  await gotoHydrated(page, `${PATH}?${EXAMPLE_QUERY}&address=${encodeURIComponent(ADDRESS)}`);
  await expectExampleFigures(page);
  await page.emulateMedia({ media: "print" });

  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeHidden();

  const sheet = page.locator("[data-print-sheet]");
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole("heading", { name: "Seller Net Sheet" })).toBeVisible();
  await expect(sheet).toContainText("Heartland Closing Co.");
  await expect(sheet).toContainText(ADDRESS);
  await expect(sheet).toContainText(/Prepared \w+ \d{1,2}, \d{4}/);
  await expect(sheet).toContainText("$399.20");
  await expect(sheet).toContainText("$3,034.56");
  await expect(sheet.getByRole("row", { name: /^Estimated net proceeds/ })).toContainText("$76,225.24");
  await expect(sheet).toContainText("Iowa fees as of July 1, 2025");
  await expect(sheet).toContainText("not legal or tax advice");

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
    await expect(netProceeds(page)).toContainText("$76,225.24");
    await expectNoAxeViolations(page, { within: calculator(page) });

    await field(page, "Sales price").fill("-1");
    await expect(calculator(page).getByText(NEGATIVE)).toBeVisible();
    await expectNoAxeViolations(page, { within: calculator(page) });

    // Nothing runs off the side of a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
