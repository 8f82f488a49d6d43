import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { pdfPageCount, pdfText } from "#server/pdf/pdf-text.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";

/**
 * "Works offline once visited": after one visit with the service worker in charge, a calculator
 * opens without a network from any shared link, the query being the calculator's own state.
 */

/** Visits a page online and reloads it once the worker is active, so the page and its code go through it. */
async function visitOnline(page: Page, path: string) {
  await gotoHydrated(page, path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await gotoHydrated(page, path);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Opens a link while offline; the worker answers from its cache. */
async function openOffline(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/** Where "Download PDF" points: the endpoint and the calculator's query it sends. */
async function pdfLink(page: Page) {
  const href = await page.getByRole("link", { name: "Download PDF" }).getAttribute("href");
  const url = new URL(href ?? "", "http://site.invalid");
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
}

test("cash-only calculator: visited once, a shared link opens and computes offline", async ({ page, context }) => {
  await visitOnline(page, "/cash-only-calculator");
  await context.setOffline(true);

  await openOffline(page, "/cash-only-calculator?price=300000&taxes=3650&closing=2025-07-11");
  await expect(page.getByRole("heading", { level: 1, name: "Cash Only Calculator" })).toBeVisible();
  // 10 days of $3,650 a year credited by the seller; fees $1,049; $300,000 + $1,049 − $100.
  await expect(page.getByText("$300,949.00").first()).toBeVisible();
  await expect(page.getByText("-$100.00").first()).toBeVisible();
  expect(await pdfLink(page)).toEqual({
    path: "/api/v1/calculators/cash-only.pdf",
    query: { price: "300000", taxes: "3650", closing: "2025-07-11", earnest: "0" },
  });
});

test("seller net calculator: visited once, a shared link opens and computes offline", async ({ page, context }) => {
  await visitOnline(page, "/sales-price-calculator");
  await context.setOffline(true);

  await openOffline(
    page,
    "/sales-price-calculator?price=250000&commission=6&taxes=5290&closing=2025-11-15&prorate=2025-07-01" +
      "&abstracting=1000&deed=100&service=0&mortgage1=150000&mortgage2=0&sept=2645&march=2645",
  );
  await expect(page.getByRole("heading", { level: 1, name: "Seller Net Proceeds Calculator" })).toBeVisible();
  // $250,000 − $15,000 commission − $158,774.76 of fees (transfer tax $399.20, 137 days prorated $1,985.56).
  await expect(page.getByText("$76,225.24").first()).toBeVisible();
  await expect(page.getByText("$1,985.56").first()).toBeVisible();
  expect(await pdfLink(page)).toMatchObject({
    path: "/api/v1/calculators/seller-net.pdf",
    query: { price: "250000", commission: "6", closing: "2025-11-15", prorate: "2025-07-01", mortgage1: "150000" },
  });
});

test("one visit is enough: the page and its code are kept without a reload", async ({ page, context }) => {
  await gotoHydrated(page, "/cash-only-calculator");
  // The worker takes over after this first load; it is told what the page loaded and keeps it.
  await expect
    .poll(() => page.evaluate(async () => (await caches.match(`${location.origin}/cash-only-calculator`)) !== undefined))
    .toBe(true);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const loaded = performance
          .getEntriesByType("resource")
          .map((entry) => entry.name)
          .filter((name) => name.startsWith(`${location.origin}/assets/`));
        const kept = await Promise.all(loaded.map(async (name) => (await caches.match(name)) !== undefined));
        return loaded.length > 0 && kept.every(Boolean);
      }),
    )
    .toBe(true);
  await context.setOffline(true);

  await openOffline(page, "/cash-only-calculator?price=300000&taxes=3650&closing=2025-07-11");
  await expect(page.getByText("$300,949.00").first()).toBeVisible();
});

test("a page never visited is not invented offline", async ({ page, context }) => {
  await visitOnline(page, "/cash-only-calculator");
  await context.setOffline(true);
  // Without a copy of its own (or of the home page) there is nothing to show: the browser's error.
  await expect(page.goto("/team")).rejects.toThrow();
});

test("online, Download PDF of a shared result saves the one-page sheet with the same figures", async ({ visit }) => {
  const page = await visit("/cash-only-calculator?price=300000&taxes=3650&closing=2025-07-11");
  await expect(page.getByText("$300,949.00").first()).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download PDF" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^cash-to-close-sheet-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdf = await readFile((await download.path())!);
  expect(pdfPageCount(pdf)).toBe(1);
  const text = pdfText(pdf);
  for (const figure of ["Cash-to-Close Sheet", "$300,000.00", "-$100.00", "$1,049.00", "$300,949.00"]) expect(text).toContain(figure);
});
