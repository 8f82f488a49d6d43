import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, type Visit } from "./fixtures.ts";

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

export interface AxeScope {
  /**
   * Only this part of the page (and the toasts, which appear outside it). A state test scans the
   * whole page once and then only the part its states change: a full scan of a long page takes
   * several seconds, most of them re-checking what did not change.
   */
  within?: Locator;
}

/** axe's findings on the page as it is now, short enough to read in a failure message. */
export async function axeViolationSummary(page: Page, scope: AxeScope = {}) {
  await settleAnimations(page);
  // Legacy mode runs axe once, in the page. The default mode opens a new tab (a renderer process)
  // for every scan to merge the frames' results and loads axe into it: the same findings (our pages
  // have only same-origin frames, which legacy mode scans too) at one and a half to two times the
  // cost, on the 166 scans of the suite.
  let builder = new AxeBuilder({ page }).setLegacyMode();
  if (scope.within) {
    // axe takes CSS selectors: mark the located elements for this scan.
    await page.evaluate(() => document.querySelectorAll("[data-axe-scope]").forEach((el) => el.removeAttribute("data-axe-scope")));
    await scope.within.evaluateAll((elements) => elements.forEach((el) => el.setAttribute("data-axe-scope", "")));
    builder = builder.include("[data-axe-scope]");
    if ((await page.locator("[data-sonner-toaster]").count()) > 0) builder = builder.include("[data-sonner-toaster]");
  }
  const results = await builder.analyze();
  return results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    targets: v.nodes.map((n) => n.target.join(" ")).slice(0, 5),
  }));
}

export async function expectNoAxeViolations(page: Page, scope: AxeScope = {}) {
  expect(await axeViolationSummary(page, scope)).toEqual([]);
}

/** The phone layout of a page: one full scan at 390 px (its states are scanned at 1280 px). */
export async function expectNoAxeViolationsOnPhone(visit: Visit, path: string) {
  const page = await visit(path, 390);
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), "nothing runs off the side").toBeLessThanOrEqual(390);
}
