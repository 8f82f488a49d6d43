import { expectNoAxeViolations } from "./axe.ts";
import type { Page } from "@playwright/test";
import { SERVICE_ROUTES } from "#core/site/routes.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";

/** The eight service pages: headings, key sections, order links, FAQ accordions, axe. */

const SERVICE_PARAM: Record<string, string> = {
  "/transaction-coordination": "tc",
  "/digital-cash-closings": "digital-cash",
  "/cash-closings": "cash",
  "/loan-closings": "loan",
  "/1031-exchange": "1031",
  "/fsbo": "fsbo",
  "/remote-online-notary": "ron",
  "/title-guaranty": "title",
};

const WIRE_FRAUD = new Set(["/cash-closings", "/digital-cash-closings", "/1031-exchange"]);

const main = (page: Page) => page.locator("main");

for (const route of SERVICE_ROUTES) {
  const service = SERVICE_PARAM[route.path];

  test(`${route.path}: heading, benefits, process, price and order links with ?service=${service}`, async ({ visit }) => {
    const page = await visit(route.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
    await expect(page.locator("#benefits")).toBeVisible();
    await expect(page.locator("#process ol > li").first()).toBeVisible();
    expect(await page.locator("#process ol > li").count()).toBeGreaterThanOrEqual(4);

    const orderLinks = main(page).locator('a[href^="/get-started"]');
    expect(await orderLinks.count()).toBeGreaterThanOrEqual(2);
    for (const href of await orderLinks.evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
      expect(href).toBe(`/get-started?service=${service}`);
    }

    const notice = main(page).getByRole("heading", { name: "Protect your money from wire fraud" });
    if (WIRE_FRAUD.has(route.path)) await expect(notice).toBeVisible();
    else await expect(notice).toHaveCount(0);
  });
}

test("an order link opens /get-started with the service in the query", async ({ visit }) => {
  const page = await visit("/loan-closings");
  await main(page).getByRole("link", { name: "Start a Loan Closing" }).click();
  await expect(page).toHaveURL(/\/get-started\?service=loan$/);
});

test("transaction coordination: features, ROI calculator with the default result, packages, guarantee", async ({ visit }) => {
  const page = await visit("/transaction-coordination");
  await expect(page.getByText("From $395").first()).toBeVisible();
  const roi = page.locator("#roi-calculator");
  await expect(roi.getByRole("heading", { level: 2, name: "Calculate Your Time Savings" })).toBeVisible();
  await expect(roi).toContainText("90 hours");
  await expect(roi).toContainText("$4,500");
  await expect(roi.getByRole("checkbox", { name: /^Deadline tracking/ })).toBeChecked();
  for (const name of ["Buyer Package", "Seller Package"]) {
    const card = page.locator("#packages").getByRole("heading", { level: 3, name });
    await expect(card).toBeVisible();
  }
  await expect(page.locator("#packages")).not.toContainText("$");
  await expect(page.getByRole("heading", { name: "Our 100% Satisfaction Guarantee" })).toBeVisible();
});

test("cash closings promise as little as 7 days", async ({ visit }) => {
  const page = await visit("/cash-closings");
  await expect(main(page).getByText(/as little as 7 days/).first()).toBeVisible();
  await expect(page.getByText("From $499").first()).toBeVisible();
});

test("1031: deadline calculator waiting for a date, intro, guide download section", async ({ visit }) => {
  const page = await visit("/1031-exchange");
  const calc = page.locator("#deadline-calculator");
  await expect(calc.getByRole("heading", { level: 2 })).toHaveText("1031 Exchange Deadline Calculator");
  await expect(calc.getByLabel("Sale closing date")).toHaveValue("");
  await expect(calc).toContainText("Enter your sale closing date to see your 45-day and 180-day deadlines.");
  await expect(page.getByRole("heading", { name: "What is a 1031 exchange?" })).toBeVisible();
  await expect(page.getByText(/qualified intermediary/i).first()).toBeVisible();
  const download = page.locator("#download-section");
  await expect(download.getByRole("heading", { level: 2 })).toHaveText("Download the free 1031 Exchange Guide");
  // The guide goes out for an e-mail address (tests/e2e/guide-downloads.spec.ts).
  await expect(download.getByLabel("Email address")).toBeVisible();
  await expect(download.getByRole("button", { name: "Download the 1031 Exchange Guide (PDF)" })).toBeVisible();
});

test("FSBO: the hero button scrolls to the download section", async ({ visit }) => {
  const page = await visit("/fsbo");
  const download = page.locator("#download-section");
  await expect(download).not.toBeInViewport();
  await page.getByRole("link", { name: "Get the Free FSBO Package" }).click();
  await expect(page).toHaveURL(/\/fsbo#download-section$/);
  await expect(download.getByRole("heading", { level: 2 })).toBeInViewport();
  await expect(download.getByLabel("Email address")).toBeVisible();
  await expect(download.getByRole("button", { name: "Download the FSBO Package (PDF)" })).toBeVisible();
});

test("FSBO: three benefits with the asterisk explained, pricing, booking link", async ({ visit }) => {
  const page = await visit("/fsbo");
  await expect(page.locator("#benefits li")).toHaveCount(3);
  await expect(page.getByRole("heading", { level: 3, name: "On-time closing, guaranteed*" })).toBeVisible();
  await expect(page.locator("#guarantee-footnote")).toContainText(/^\* If a mistake on our part delays your closing/);
  const full = page.getByTestId("plan-full");
  await expect(full.getByRole("heading", { name: "Full Closing Service" })).toBeVisible();
  await expect(full).toContainText("$499");
  await expect(page.getByTestId("plan-package")).toContainText("Free");
  // No BOOKING_URL in the test server: the booking link falls back to the contact page.
  await expect(full.getByRole("link", { name: "Book a Call" })).toHaveAttribute("href", "/contact");
});

test.describe("with a booking calendar configured", () => {
  // The service worker would otherwise answer the stubbed request itself.
  test.use({ serviceWorkers: "block" });

  test("FSBO: the booking link opens the configured calendar in a new tab", async ({ page }) => {
    await page.route("**/api/v1/public-config", (route) =>
      route.fulfill({ json: { chat_widget_src: null, booking_url: "https://calendar.example/heartland" } }),
    );
    await gotoHydrated(page, "/fsbo");
    const link = page.getByTestId("plan-full").getByRole("link", { name: /Book a Call/ });
    await expect(link).toHaveAttribute("href", "https://calendar.example/heartland");
    await expect(link).toHaveAttribute("target", "_blank");
  });
});

test("remote online notary: four steps, six features, security, $75 per signing", async ({ visit }) => {
  const page = await visit("/remote-online-notary");
  await expect(page.locator("#process ol > li h3")).toHaveText([
    "Step 1: Upload documents",
    "Step 2: Video session",
    "Step 3: Electronic signing",
    "Step 4: Instant delivery",
  ]);
  await expect(page.locator("#features li")).toHaveCount(6);
  await expect(page.getByRole("heading", { level: 2, name: "Security you can check" })).toBeVisible();
  await expect(page.getByText("$75 per signing").first()).toBeVisible();
});

test("title guaranty: three benefits and the five-step process", async ({ visit }) => {
  const page = await visit("/title-guaranty");
  await expect(page.locator("#benefits li")).toHaveCount(3);
  await expect(page.locator("#process ol > li h3")).toHaveText([
    "Step 1: Application",
    "Step 2: Title search and examination",
    "Step 3: Issue commitment",
    "Step 4: Clear title issues",
    "Step 5: Issue title guaranty",
  ]);
});

for (const { path, question, answer } of [
  {
    path: "/remote-online-notary",
    question: "How long does a remote notarization take?",
    answer: /usually take under 10 minutes/,
  },
  { path: "/remote-online-notary", question: "Is remote online notarization legal in Iowa?", answer: /July 1, 2020/ },
  {
    path: "/title-guaranty",
    question: "How much does an owner's title guaranty certificate cost?",
    answer: /\$110 for the first \$500,000 of coverage/,
  },
  {
    path: "/title-guaranty",
    question: "Who stands behind Iowa Title Guaranty?",
    answer: /division of the Iowa Finance Authority/,
  },
]) {
  test(`${path}: the FAQ "${question}" opens and closes`, async ({ visit }) => {
    const page = await visit(path);
    const faq = page.locator("#faq");
    await expect(faq.getByRole("button")).toHaveCount(4);
    const button = faq.getByRole("button", { name: question });
    const panel = page.locator(`#${await button.getAttribute("aria-controls")}`);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(answer);
    // Others stay as they were: the accordions are independent.
    await expect(faq.locator('button[aria-expanded="true"]')).toHaveCount(1);
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
  });
}

for (const width of [1280, 390]) {
  for (const route of SERVICE_ROUTES) {
    test(`${route.path} has no axe violations at ${width}px`, async ({ visit }) => {
      const page = await visit(route.path, width);
      // Open every FAQ so the answers are checked too.
      for (const button of await page.locator("#faq button").all()) await button.click();
      await expectNoAxeViolations(page);
      // Nothing sticks out sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
}
