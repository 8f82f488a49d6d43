import { expect, test } from "./fixtures.ts";

test("navigating from a scrolled page to another route lands at the top", async ({ visit }) => {
  const page = await visit("/");
  await page.evaluate(() => {
    (window as unknown as { spaMarker: boolean }).spaMarker = true;
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
  });
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

  await page.getByRole("contentinfo").getByRole("link", { name: "Our Team & Locations" }).click();
  await expect(page).toHaveURL(/\/team$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Meet Our Team");
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // It was a client-side navigation, not a page load.
  expect(await page.evaluate(() => (window as unknown as { spaMarker?: boolean }).spaMarker)).toBe(true);
  // Focus starts at the new page's content, not on a link of the old one.
  await expect(page.locator("#main-content")).toBeFocused();

  // Same again from the footer of a service page to another service page.
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
  await page.getByRole("contentinfo").getByRole("link", { name: "Cash Closings", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cash Closings");
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("the skip link is first in the tab order and jumps to the main content", async ({ visit }) => {
  const page = await visit("/contact");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/contact#main-content$/);
  await expect(page.locator("#main-content")).toBeFocused();
  // An in-page link is not a route change: the page stays where the browser put it.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
});
