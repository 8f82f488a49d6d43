import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/** Scrolls and waits two frames, so the scroll event has been handled and React has rendered. */
async function scrollToY(page: Page, y: number) {
  await page.evaluate(async (top) => {
    window.scrollTo({ top, behavior: "instant" });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, y);
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

test("the sticky top bar changes its look once scrolled past 20 px, and not before", async ({ visit }) => {
  const page = await visit("/");
  const bar = page.getByRole("banner");
  await expect(bar).toHaveAttribute("data-scrolled", "false");
  const flatShadow = await bar.evaluate((el) => getComputedStyle(el).boxShadow);

  await scrollToY(page, 10);
  await expect(bar).toHaveAttribute("data-scrolled", "false");

  await scrollToY(page, 20);
  await expect(bar).toHaveAttribute("data-scrolled", "false");

  await scrollToY(page, 21);
  await expect(bar).toHaveAttribute("data-scrolled", "true");
  await expect.poll(() => bar.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe(flatShadow);

  // Still on screen: it is sticky.
  await scrollToY(page, 400);
  const box = await bar.boundingBox();
  expect(box?.y).toBe(0);

  await scrollToY(page, 0);
  await expect(bar).toHaveAttribute("data-scrolled", "false");
});

test("the top bar holds the brand link, the main links and the visitor's actions", async ({ visit }) => {
  const page = await visit("/team");
  const bar = page.getByRole("banner");
  const main = bar.getByRole("navigation", { name: "Main" });
  await expect(main.getByRole("button", { name: "Services" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Team" })).toHaveAttribute("aria-current", "page");
  await expect(main.getByRole("link", { name: "Contact" })).toBeVisible();
  await expect(main.getByRole("link", { name: /Insider Club/ })).toContainText("New");

  const offers = page.getByRole("navigation", { name: "Offers and tools" });
  await expect(offers.getByRole("link", { name: /Year of the GOAT/ })).toContainText("New");
  await expect(offers.getByRole("link", { name: /Gift Card/ })).toContainText("Limited Time");
  await expect(offers.getByRole("link", { name: "Cash Only Calculator" })).toBeVisible();
  await expect(offers.getByRole("link", { name: "Process Overview" })).toBeVisible();

  await expect(bar.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
  await expect(bar.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/get-started");

  await bar.getByRole("link", { name: "Heartland Closing Co." }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Close With Confidence");
});
