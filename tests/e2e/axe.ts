import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { expect, gotoHydrated } from "./fixtures.ts";

/**
 * Waits for finite CSS animations and transitions (a toast sliding in) to end: axe measures
 * colours as drawn, and text halfway through a fade-in has too little contrast. Endless ones
 * (spinners) are left running.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** axe's findings on the page as it is now, short enough to read in a failure message. */
export async function axeViolationSummary(page: Page) {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    targets: v.nodes.map((n) => n.target.join(" ")).slice(0, 5),
  }));
}

export async function expectNoAxeViolations(page: Page) {
  expect(await axeViolationSummary(page)).toEqual([]);
}

/** axe needs a page from browser.newContext(). */
export async function newAxePage(browser: Browser, path: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await gotoHydrated(page, path);
  return page;
}
