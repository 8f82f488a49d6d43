import { test as base, expect, type Page } from "@playwright/test";
import { CHROMIUM_AVAILABLE, MISSING_BROWSER_MESSAGE } from "./browser.ts";

/** Opens a path in a tab this worker keeps open, hydrated; `width` picks the desktop or phone tab. */
export type Visit = (path: string, width?: number) => Promise<Page>;

/**
 * Every browser test imports `test` from here. Without Chromium (and not on CI, where the config
 * already failed the run) each test is reported as skipped with the reason.
 *
 * `tab` and `visit` are for tests of a visitor's pages (no sign-in, no clock, no emulated media,
 * no init scripts): they share one tab per width for the whole worker instead of a new browser
 * context each. On the 2-core CI machine a fresh context and renderer cost more than most checks
 * themselves. A visitor's tab keeps nothing a later test could see (no cookies, nothing in
 * storage); after each test its stubbed routes and any tab it opened are removed, and a test that
 * fails gets a new worker, so a broken tab is never reused.
 */
export const test = base.extend<
  { requireBrowser: void; usedTabs: Set<Page>; tab: Page; visit: Visit },
  { sharedTabs: (width: number) => Promise<Page> }
>({
  requireBrowser: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring.
    async ({}, use) => {
      test.skip(!CHROMIUM_AVAILABLE, `SKIPPING BROWSER TESTS: ${MISSING_BROWSER_MESSAGE}`);
      await use();
    },
    { auto: true },
  ],
  sharedTabs: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, reducedMotion } = workerInfo.project.use;
      const tabs = new Map<number, Promise<Page>>();
      await use((width) => {
        let tab = tabs.get(width);
        if (!tab) {
          const height = width < 600 ? 900 : 800;
          tab = browser.newContext({ baseURL, reducedMotion, viewport: { width, height } }).then((context) => context.newPage());
          tabs.set(width, tab);
        }
        return tab;
      });
      for (const tab of tabs.values()) await (await tab).context().close();
    },
    { scope: "worker" },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring.
  usedTabs: async ({}, use) => {
    const used = new Set<Page>();
    await use(used);
    for (const page of used) {
      // A stubbed route would answer the next test's requests; a tab the page opened (a guide's
      // PDF) would stay open for the rest of the run.
      await page.unrouteAll({ behavior: "ignoreErrors" });
      for (const other of page.context().pages()) if (other !== page) await other.close();
    }
  },
  /** The worker's desktop tab (1280 × 800), where the test left it: for tests that stub routes first. */
  tab: async ({ sharedTabs, usedTabs }, use) => {
    const page = await sharedTabs(1280);
    usedTabs.add(page);
    await use(page);
  },
  visit: async ({ sharedTabs, usedTabs }, use) => {
    await use(async (path, width = 1280) => {
      const page = await sharedTabs(width);
      usedTabs.add(page);
      await gotoHydrated(page, path);
      return page;
    });
  },
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
