import { test as base, expect, type Page } from "@playwright/test";
import { CHROMIUM_AVAILABLE, MISSING_BROWSER_MESSAGE } from "./browser.ts";

/**
 * Every browser test imports `test` from here. Without Chromium (and not on CI, where the config
 * already failed the run) each test is reported as skipped with the reason.
 */
export const test = base.extend<{ requireBrowser: void }>({
  requireBrowser: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring.
    async ({}, use) => {
      test.skip(!CHROMIUM_AVAILABLE, `SKIPPING BROWSER TESTS: ${MISSING_BROWSER_MESSAGE}`);
      await use();
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Opens a path and waits until React has hydrated it. The layout sets `data-hydrated` on <html>
 * once its first effect has run, i.e. once event handlers are attached.
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  return response;
}
