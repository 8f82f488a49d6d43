import { axeViolationSummary } from "./axe.ts";
import type { Page } from "@playwright/test";
import { PROCESS_STEPS } from "#core/content/process/steps.ts";
import { findSiteRoute } from "#core/site/routes.ts";
import { SITE } from "#core/site/settings.ts";
import { expect, test, type Visit } from "./fixtures.ts";

/** The process pages: overview accordion, step pages, title and settlement explanations. */

const STEP_PAGES = [
  "/file-opening",
  "/abstracting",
  "/collection-fees-documents",
  "/electronic-options",
  "/closing",
  "/final-abstracting",
  "/settlement-statements-made-simple",
];

const NEXT: Record<string, string> = {
  "/file-opening": "/abstracting",
  "/abstracting": "/process-overview/title",
  "/process-overview/title": "/collection-fees-documents",
  "/collection-fees-documents": "/process-overview/settlement",
  "/process-overview/settlement": "/electronic-options",
  "/electronic-options": "/closing",
  "/closing": "/final-abstracting",
  "/final-abstracting": "/get-started?service=title",
  "/settlement-statements-made-simple": "/electronic-options",
};

const ALL_PAGES = ["/process-overview", ...STEP_PAGES, "/process-overview/title", "/process-overview/settlement"];

function heading(path: string): string {
  const route = findSiteRoute(path);
  if (!route) throw new Error(`no route ${path}`);
  return route.heading;
}

function stepButton(page: Page, name: string) {
  return page.getByRole("button", { name: new RegExp(`^${name.replace(/[&]/g, "\\$&")}`) });
}

test.describe("process overview", () => {
  test("shows eight steps, one open at a time", async ({ visit }) => {
    const page = await visit("/process-overview");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading("/process-overview"));
    await expect(page.getByRole("region", { name: /8 steps/ }).getByRole("listitem").filter({ has: page.locator("h3") })).toHaveCount(8);

    const buttons = PROCESS_STEPS.map((s) => page.locator(`#step-${s.id}-button`));
    // The first step starts open, the rest closed.
    await expect(buttons[0]!).toHaveAttribute("aria-expanded", "true");
    for (const b of buttons.slice(1)) await expect(b).toHaveAttribute("aria-expanded", "false");

    // Opening another step closes the open one.
    await buttons[2]!.click();
    await expect(buttons[2]!).toHaveAttribute("aria-expanded", "true");
    await expect(buttons[0]!).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#step-title-panel")).toBeVisible();
    await expect(page.locator("#step-file-opening-panel")).toBeHidden();

    // Clicking the open step closes it: nothing is open.
    await buttons[2]!.click();
    await expect(buttons[2]!).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator('[id^="step-"][aria-expanded="true"]')).toHaveCount(0);
    await expect(page.locator("#step-title-panel")).toBeHidden();

    // Each step, opened in turn, links to its page in the spec's order.
    const hrefs: string[] = [];
    for (const [i, step] of PROCESS_STEPS.entries()) {
      await buttons[i]!.click();
      const link = page.locator(`#step-${step.id}-panel`).getByRole("link", { name: `Learn more about ${step.name}` });
      await expect(link).toBeVisible();
      hrefs.push((await link.getAttribute("href")) ?? "");
      await expect(page.locator('[id^="step-"][aria-expanded="true"]')).toHaveCount(1);
    }
    expect(hrefs).toEqual([
      "/file-opening",
      "/abstracting",
      "/process-overview/title",
      "/collection-fees-documents",
      "/process-overview/settlement",
      "/electronic-options",
      "/closing",
      "/final-abstracting",
    ]);
  });

  test("works by keyboard", async ({ visit }) => {
    const page = await visit("/process-overview");
    const second = page.locator("#step-abstracting-button");
    await second.focus();
    await page.keyboard.press("Enter");
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#step-file-opening-button")).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Space");
    await expect(second).toHaveAttribute("aria-expanded", "false");
  });

  test("has the deeper cards, the guide download and Get Started", async ({ visit }) => {
    const page = await visit("/process-overview");
    await expect(page.getByRole("link", { name: "Read about title" })).toHaveAttribute("href", "/process-overview/title");
    await expect(page.getByRole("link", { name: "Read the statement guide" })).toHaveAttribute(
      "href",
      "/settlement-statements-made-simple",
    );
    const download = page.getByRole("link", { name: /^Download Closing Process Guide/ });
    await expect(download).toHaveAttribute("href", "/guides/closing-process-guide.pdf");
    await expect(download).toHaveAttribute("download", "");
    const view = page.getByRole("link", { name: /^View in Browser: Closing Process Guide/ });
    await expect(view).toHaveAttribute("href", "/guides/closing-process-guide.pdf");
    await expect(view).toHaveAttribute("target", "_blank");
    const started = page.getByRole("main").getByRole("link", { name: "Get Started" });
    await expect(started.first()).toHaveAttribute("href", "/get-started?service=title");
  });
});

test.describe("step pages", () => {
  for (const path of STEP_PAGES) {
    test(`${path}: breadcrumbs, sections, questions and next step`, async ({ visit }) => {
      const page = await visit(path);
      const h = heading(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h);

      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
      await expect(crumbs.getByRole("link", { name: "Process Overview" })).toHaveAttribute("href", "/process-overview");
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(h);

      await expect(page.getByRole("link", { name: "View Full Process" })).toHaveAttribute("href", "/process-overview");
      for (const name of ["What We Do", "Why It Matters", "What We Need From You", "Questions?", "Next step"]) {
        await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
      }
      const questions = page.getByRole("region", { name: "Questions?" });
      await expect(questions.getByRole("link", { name: `Call ${SITE.phone}` })).toHaveAttribute("href", SITE.phoneHref);
      await expect(questions.getByRole("link", { name: /^E-mail/ })).toHaveAttribute("href", `mailto:${SITE.email}`);

      const next = page.getByRole("region", { name: "Next step" }).getByRole("link");
      await expect(next).toHaveAttribute("href", NEXT[path]!);
    });
  }

  test("the next-step chain walks the whole process", async ({ visit }) => {
    const page = await visit("/file-opening");
    const visited = ["/file-opening"];
    for (let i = 0; i < 7; i++) {
      await page.getByRole("region", { name: "Next step" }).getByRole("link").click();
      const next = NEXT[visited.at(-1)!]!;
      await expect(page).toHaveURL(next);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading(next));
      visited.push(next);
    }
    expect(visited.at(-1)).toBe("/final-abstracting");
    await expect(page.getByRole("region", { name: "Next step" }).getByRole("link")).toHaveAttribute(
      "href",
      "/get-started?service=title",
    );
  });
});

test.describe("settlement statements made simple", () => {
  test("offers both guides with Download and View in Browser, and explains the lines", async ({ visit }) => {
    const page = await visit("/settlement-statements-made-simple");
    for (const [who, file] of [
      ["Seller", "/guides/seller-settlement-statement-guide.pdf"],
      ["Buyer", "/guides/buyer-settlement-statement-guide.pdf"],
    ] as const) {
      const download = page.getByRole("link", { name: `Download ${who} Settlement Statement Guide (PDF)` });
      await expect(download).toHaveAttribute("href", file);
      await expect(download).toHaveAttribute("download", "");
      const view = page.getByRole("link", { name: new RegExp(`^View in Browser: ${who} Settlement Statement Guide`) });
      await expect(view).toHaveAttribute("href", file);
      await expect(view).toHaveAttribute("target", "_blank");
    }
    const lines = page.getByRole("region", { name: "The Lines That Raise Questions" });
    for (const term of [/taxes in arrears/i, /^Transfer tax$/, /^Recording fees$/, /^Title guaranty$/, /^Abstracting$/]) {
      await expect(lines.locator("dt").filter({ hasText: term })).toHaveCount(1);
    }
    await expect(lines).toContainText("Closing Disclosure");
    await expect(lines).toContainText("ALTA settlement statement");

    // The preview embeds the PDF on request, and hides it again.
    await expect(page.locator("iframe")).toHaveCount(0);
    const previews = page.getByRole("button", { name: "Preview on this page" });
    await previews.first().click();
    await expect(page.locator("iframe")).toHaveAttribute("src", "/guides/seller-settlement-statement-guide.pdf");
    await page.getByRole("button", { name: "Hide preview" }).click();
    await expect(page.locator("iframe")).toHaveCount(0);
  });
});

test.describe("understanding your title", () => {
  test("toggles Title Opinion and Title Guaranty independently", async ({ visit }) => {
    const page = await visit("/process-overview/title");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading("/process-overview/title"));
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).locator('[aria-current="page"]')).toHaveText(
      heading("/process-overview/title"),
    );
    const opinion = stepButton(page, "Title Opinion");
    const guaranty = stepButton(page, "Title Guaranty");
    await expect(opinion).toHaveAttribute("aria-expanded", "false");
    await expect(guaranty).toHaveAttribute("aria-expanded", "false");

    await opinion.click();
    await expect(opinion).toHaveAttribute("aria-expanded", "true");
    await expect(guaranty).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#title-opinion-panel")).toContainText("Iowa-licensed attorney");

    await guaranty.click();
    await expect(opinion).toHaveAttribute("aria-expanded", "true");
    await expect(guaranty).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#title-guaranty-panel")).toContainText("Iowa Finance Authority");

    await opinion.click();
    await expect(opinion).toHaveAttribute("aria-expanded", "false");
    await expect(guaranty).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#title-opinion-panel")).toBeHidden();
  });

  test("explains the opinion, the risks, and links back", async ({ visit }) => {
    const page = await visit("/process-overview/title");
    const reading = page.getByRole("region", { name: "How to Read a Title Opinion" });
    for (const part of ["Requirements", "Exceptions", "Objections"]) {
      await expect(reading.locator("dt", { hasText: part })).toBeVisible();
    }
    await expect(page.getByRole("heading", { level: 3, name: "Covered risks" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Not covered" })).toBeVisible();
    await expect(page.getByRole("link", { name: `Call ${SITE.phone}` }).last()).toHaveAttribute("href", SITE.phoneHref);
    await expect(page.getByRole("main").getByRole("link", { name: /^E-mail/ })).toHaveAttribute("href", `mailto:${SITE.email}`);
    await expect(page.getByRole("link", { name: "Back to the Process Overview" })).toHaveAttribute("href", "/process-overview");
    await expect(page.getByRole("region", { name: "Next step" }).getByRole("link")).toHaveAttribute(
      "href",
      "/collection-fees-documents",
    );
  });
});

test("understanding your settlement statement: explanation, checks, contact", async ({ visit }) => {
  const page = await visit("/process-overview/settlement");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading("/process-overview/settlement"));
  await expect(page.getByRole("heading", { level: 2, name: "What the Settlement Statement Is" })).toBeVisible();
  const checks = page.getByRole("region", { name: "What to Check Before You Sign" });
  await expect(checks.getByRole("heading", { level: 3, name: "Buyers" })).toBeVisible();
  await expect(checks.getByRole("heading", { level: 3, name: "Sellers" })).toBeVisible();
  const questions = page.getByRole("region", { name: "Questions?" });
  await expect(questions.getByRole("link", { name: `Call ${SITE.phone}` })).toHaveAttribute("href", SITE.phoneHref);
  await expect(questions.getByRole("link", { name: /^E-mail/ })).toHaveAttribute("href", `mailto:${SITE.email}`);
  await expect(page.getByRole("link", { name: "View Full Process" })).toHaveAttribute("href", "/process-overview");
});

async function axeViolations(visit: Visit, width: number, path: string, prepare?: (page: Page) => Promise<void>) {
  const page = await visit(path, width);
  if (prepare) await prepare(page);
  const violations = await axeViolationSummary(page);
  return violations.map((v) => ({ path, width, ...v }));
}

for (const width of [1280, 390]) {
  test.describe(`axe at ${width} px`, () => {
    for (const path of ALL_PAGES) {
      test(`${path} has no violations`, async ({ visit }) => {
        expect(await axeViolations(visit, width, path)).toEqual([]);
      });
    }
    test("/process-overview/title with both explanations open has no violations", async ({ visit }) => {
      const found = await axeViolations(visit, width, "/process-overview/title", async (page) => {
        await page.locator("#title-opinion-button").click();
        await page.locator("#title-guaranty-button").click();
        await expect(page.locator("#title-guaranty-panel")).toBeVisible();
      });
      expect(found).toEqual([]);
    });
  });
}
