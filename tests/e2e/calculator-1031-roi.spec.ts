import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./auth-support.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";

/**
 * The 1031 deadline calculator (/1031-exchange) and the time-savings (ROI) calculator
 * (/transaction-coordination): typing, clearing, refused values, shared and copied links, axe.
 *
 * Worked by hand:
 *   1031, sale closing March 15, 2025: March 15 → 31 is 16 days, +29 → April 29, 2025 (45 days);
 *     16 + 30 + 31 + 30 + 31 + 31 = 169 by August 31, +11 → September 11, 2025 (180 days).
 *   1031, leap year, January 15, 2024: 16 days to January 31, +29 → February 29, 2024;
 *     16 + 29 + 31 + 30 + 31 + 30 = 167 by June 30, +13 → July 13, 2024, a Saturday.
 *   ROI: 10 transactions × (3 + 2 + 1.5 + 2.5 = 9 hours) = 90 hours × $50 = $4,500.00;
 *     7 × (paperwork 3 + deadline tracking 1.5 = 4.5) = 31.5 → 32 hours × $50 = $1,600.00.
 */

const EXCHANGE = "/1031-exchange";
const ROI = "/transaction-coordination";
const HINT = "Enter your sale closing date to see your 45-day and 180-day deadlines.";
const RANGE = "Enter a whole number from 1 to 50.";

const deadlineCalc = (page: Page) => page.locator("#deadline-calculator");
const closingField = (page: Page) => deadlineCalc(page).getByLabel("Sale closing date");
const deadlines = (page: Page) => deadlineCalc(page).getByRole("definition");

async function expectMarch15Deadlines(page: Page) {
  await expect(deadlineCalc(page).getByRole("term")).toHaveText([
    "45-day identification deadline",
    "180-day exchange deadline",
  ]);
  await expect(deadlines(page)).toHaveText([/^April 29, 2025A Tuesday\./, /^September 11, 2025A Thursday\./]);
}

const roiCalc = (page: Page) => page.locator("#roi-calculator");
const txField = (page: Page) => roiCalc(page).getByLabel("Transactions per month", { exact: true });
const slider = (page: Page) => roiCalc(page).getByRole("slider", { name: "Adjust transactions per month" });
const task = (page: Page, name: string) => roiCalc(page).getByRole("checkbox", { name: new RegExp(`^${name}`) });
const savings = (page: Page) => roiCalc(page).getByRole("definition");

async function expectSavings(page: Page, hours: string, dollars: string) {
  await expect(savings(page)).toHaveText([hours, dollars]);
}

test("the pre-rendered pages hold the hint and the default result before any script runs", async ({ request }) => {
  const exchange = await (await request.get(EXCHANGE)).text();
  expect(exchange).toContain(HINT);
  expect(exchange).not.toContain("identification deadline</dt>");
  const roi = await (await request.get(ROI)).text();
  expect(roi).toContain("90 hours");
  expect(roi).toContain("$4,500.00");
});

test.describe("1031 deadline calculator", () => {
  test("shows nothing but a hint until a date is entered", async ({ visit }) => {
    const page = await visit(EXCHANGE);
    await expect(closingField(page)).toHaveValue("");
    await expect(deadlineCalc(page).getByText(HINT)).toBeVisible();
    await expect(deadlines(page)).toHaveCount(0);
    await expect(deadlineCalc(page).getByRole("button", { name: "Copy link" })).toHaveCount(0);
    // How the days are counted is there from the start.
    await expect(deadlineCalc(page).getByRole("heading", { name: "How your deadlines are counted" })).toBeVisible();
  });

  test("typing a sale closing date shows both deadlines and the notes; clearing it hides them", async ({ visit }) => {
    const page = await visit(EXCHANGE);
    await closingField(page).fill("2025-03-15");
    await expectMarch15Deadlines(page);
    await expect(deadlineCalc(page)).toContainText(
      "If your tax return for the year of the sale (with extensions) is due before September 11, 2025, the exchange must be finished by that due date instead.",
    );
    await expect(deadlineCalc(page)).toContainText("These deadlines do not move for weekends or holidays");
    await expect(deadlineCalc(page).getByText(HINT)).toHaveCount(0);
    await expect(page).toHaveURL(/\/1031-exchange\?closing=2025-03-15$/);
    await expect(deadlineCalc(page).getByRole("button", { name: "Copy link" })).toBeVisible();

    await closingField(page).fill("");
    await expect(deadlineCalc(page).getByText(HINT)).toBeVisible();
    await expect(deadlines(page)).toHaveCount(0);
    await expect(deadlineCalc(page)).not.toContainText("April 29, 2025");
    await expect(deadlineCalc(page).getByRole("button", { name: "Copy link" })).toHaveCount(0);
  });

  test("counts February 29 in a leap year and keeps a Saturday deadline", async ({ visit }) => {
    const page = await visit(EXCHANGE);
    await closingField(page).fill("2024-01-15");
    await expect(deadlines(page)).toHaveText([/^February 29, 2024A Thursday\./, /^July 13, 2024A Saturday\./]);
  });

  test("a shared link restores the same deadlines", async ({ visit }) => {
    const page = await visit(`${EXCHANGE}?closing=2025-03-15`);
    await expect(closingField(page)).toHaveValue("2025-03-15");
    await expectMarch15Deadlines(page);
  });

  test("an impossible date in a link gets a message instead of deadlines", async ({ visit }) => {
    const page = await visit(`${EXCHANGE}?closing=2025-02-30`);
    await expect(closingField(page)).toHaveAttribute("aria-invalid", "true");
    await expect(closingField(page)).toHaveAccessibleDescription(/^That date does not exist\./);
    await expect(deadlineCalc(page).getByText("Correct the date above to see your deadlines.")).toBeVisible();
    await expect(deadlines(page)).toHaveCount(0);

    await closingField(page).fill("2025-03-15");
    await expect(closingField(page)).not.toHaveAttribute("aria-invalid");
    await expectMarch15Deadlines(page);
  });

  test("Copy link copies a link that reopens the same deadlines", async ({ browser, baseURL }) => {
    const context = await clipboardContext(browser, baseURL!);
    const page = await context.newPage();
    await gotoHydrated(page, EXCHANGE);
    await closingField(page).fill("2025-03-15");
    await deadlineCalc(page).getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Link copied." })).toBeVisible();

    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${baseURL}${EXCHANGE}?closing=2025-03-15`);
    const other = await context.newPage();
    await gotoHydrated(other, link);
    await expectMarch15Deadlines(other);
    await context.close();
  });
});

test.describe("time-savings (ROI) calculator", () => {
  test("starts at 10 transactions with every task: 90 hours, $4,500.00", async ({ visit }) => {
    const page = await visit(ROI);
    await expect(txField(page)).toHaveValue("10");
    await expect(slider(page)).toHaveValue("10");
    for (const name of ["Paperwork", "Compliance", "Deadline tracking", "Communication"]) {
      await expect(task(page, name)).toBeChecked();
    }
    await expectSavings(page, "90 hours", "$4,500.00");
    await expect(roiCalc(page)).toContainText("10 transactions × 9 hours = 90 hours, at $50 an hour of your time.");
  });

  test("unticking tasks and changing the transactions updates the result as you go", async ({ visit }) => {
    const page = await visit(ROI);
    await task(page, "Compliance").uncheck();
    // 10 × (3 + 1.5 + 2.5 = 7) = 70 hours
    await expectSavings(page, "70 hours", "$3,500.00");
    await task(page, "Communication").uncheck();
    await expectSavings(page, "45 hours", "$2,250.00");
    await txField(page).fill("7");
    await expectSavings(page, "32 hours", "$1,600.00");
    await expect(roiCalc(page)).toContainText("7 transactions × 4.5 hours = 31.5 hours, rounded to 32");
    await expect(slider(page)).toHaveValue("7");
    await expect(page).toHaveURL(/\?tx=7&tasks=paperwork%2Cdeadlines$/);

    // The slider and the field stay in step: 25 × 4.5 = 112.5 → 113 hours.
    await slider(page).fill("25");
    await expect(txField(page)).toHaveValue("25");
    await expectSavings(page, "113 hours", "$5,650.00");

    for (const name of ["Paperwork", "Deadline tracking"]) await task(page, name).uncheck();
    await expectSavings(page, "0 hours", "$0.00");
    await expect(roiCalc(page)).toContainText("Tick at least one task");
  });

  test("a count outside 1–50 gets a message at the field and the result uses the nearest allowed count", async ({ visit }) => {
    const page = await visit(ROI);
    await txField(page).fill("75");
    await expect(txField(page)).toHaveValue("75");
    await expect(txField(page)).toHaveAttribute("aria-invalid", "true");
    await expect(txField(page)).toHaveAccessibleDescription(new RegExp(`${RANGE} Showing the result for 50 transactions\\.`));
    await expect(slider(page)).toHaveValue("50");
    await expectSavings(page, "450 hours", "$22,500.00");

    await txField(page).fill("-5");
    await expect(roiCalc(page).getByText(`Transactions cannot be negative. ${RANGE}`)).toBeVisible();
    await expectSavings(page, "9 hours", "$450.00");

    await txField(page).fill("");
    await expect(roiCalc(page).getByText(`${RANGE} Showing the result for 1 transaction.`)).toBeVisible();

    await txField(page).fill("12");
    await expect(txField(page)).not.toHaveAttribute("aria-invalid");
    await expect(roiCalc(page).getByText(RANGE)).toHaveCount(0);
    await expectSavings(page, "108 hours", "$5,400.00");
  });

  test("a shared link restores the same result", async ({ visit }) => {
    const page = await visit(`${ROI}?tx=7&tasks=paperwork,deadlines`);
    await expect(txField(page)).toHaveValue("7");
    await expect(task(page, "Paperwork")).toBeChecked();
    await expect(task(page, "Compliance")).not.toBeChecked();
    await expect(task(page, "Deadline tracking")).toBeChecked();
    await expect(task(page, "Communication")).not.toBeChecked();
    await expectSavings(page, "32 hours", "$1,600.00");
  });

  test("Copy link copies a link that reopens the same result", async ({ browser, baseURL }) => {
    const context = await clipboardContext(browser, baseURL!);
    const page = await context.newPage();
    await gotoHydrated(page, ROI);
    await task(page, "Compliance").uncheck();
    await task(page, "Communication").uncheck();
    await txField(page).fill("7");
    await roiCalc(page).getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Link copied." })).toBeVisible();

    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${baseURL}${ROI}?tx=7&tasks=paperwork%2Cdeadlines`);
    const other = await context.newPage();
    await gotoHydrated(other, link);
    await expectSavings(other, "32 hours", "$1,600.00");
    await context.close();
  });
});

async function clipboardContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  return context;
}

async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const width of [1280, 390]) {
  test(`axe: the 1031 calculator has no violations waiting, with deadlines and with an error at ${width} px`, async ({
    visit,
  }) => {
    const page = await visit(EXCHANGE, width);
    await expect(deadlineCalc(page).getByText(HINT)).toBeVisible();
    await expectNoAxeViolations(page);

    await closingField(page).fill("2025-03-15");
    await expectMarch15Deadlines(page);
    await expectNoAxeViolations(page, { within: deadlineCalc(page) });
    await expectNoSidewaysScroll(page, width);

    await gotoHydrated(page, `${EXCHANGE}?closing=2025-02-30`);
    await expect(deadlineCalc(page).getByText(/^That date does not exist\./)).toBeVisible();
    await expectNoAxeViolations(page, { within: deadlineCalc(page) });
  });

  test(`axe: the ROI calculator has no violations by default, changed and with an error at ${width} px`, async ({
    visit,
  }) => {
    const page = await visit(ROI, width);
    await expectSavings(page, "90 hours", "$4,500.00");
    await expectNoAxeViolations(page);

    await task(page, "Compliance").uncheck();
    await task(page, "Communication").uncheck();
    await txField(page).fill("7");
    await expectSavings(page, "32 hours", "$1,600.00");
    await expectNoAxeViolations(page, { within: roiCalc(page) });

    await txField(page).fill("-5");
    await expect(roiCalc(page).getByText(/^Transactions cannot be negative\./)).toBeVisible();
    await expectNoAxeViolations(page, { within: roiCalc(page) });
    await expectNoSidewaysScroll(page, width);
  });
}
