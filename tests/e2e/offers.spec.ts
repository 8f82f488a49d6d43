import { expectNoAxeViolations as expectNoViolations } from "./axe.ts";
import type { Page } from "@playwright/test";
import { COSMIC_CARD_SAMPLES } from "#core/content/offers/cosmic-cards.ts";
import { GOAT_LEVELS } from "#core/content/offers/goat-levels.ts";
import { GOAT_FAQ } from "#core/content/offers/year-of-goat.ts";
import { GIFT_CARD_CITIES, OFFERS } from "#core/site/claims.ts";
import { SITE } from "#core/site/settings.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";

/** The offer pages: Insider Club, Year of the GOAT, gift card, thank-you and the cosmic card demo. */

const OFFER_PATHS = ["/insider-club", "/year-of-goat", "/gift-card", "/thank-you", "/cosmic-card-demo"] as const;

test.describe("/insider-club", () => {
  test("shows the four benefits, both audiences' perks and links Join Now and Sign Up Now to /register", async ({ visit }) => {
    const page = await visit("/insider-club");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Insider Club");
    for (const title of ["Exclusive Training", "Proven Tools", "Priority Access", "Community Support"]) {
      await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
    }
    const agents = page.getByRole("region", { name: "For Real Estate Agents" });
    for (const perk of [
      "Free additional CEs per year",
      "Milestone tracking and celebrations",
      "Quarterly items of value",
      "Social media recognition",
      "Priority support",
    ]) {
      await expect(agents.getByText(perk, { exact: true })).toBeVisible();
    }
    const lenders = page.getByRole("region", { name: "For Lenders" });
    for (const perk of [
      "Exclusive RON discounts",
      "Custom marketing materials",
      "Priority processing",
      "Performance analytics",
      "A dedicated support team",
    ]) {
      await expect(lenders.getByText(perk, { exact: true })).toBeVisible();
    }
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: "Join Now" })).toHaveAttribute("href", "/register");
    await expect(main.getByRole("link", { name: "Sign Up Now" })).toHaveAttribute("href", "/register");
    await main.getByRole("link", { name: "Join Now" }).click();
    await expect(page).toHaveURL("/register");
  });
});

test.describe("/year-of-goat", () => {
  test("has every section, the five levels and working buttons", async ({ visit }) => {
    const page = await visit("/year-of-goat");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Year of the GOAT");
    for (const name of [
      "What Is the Year of the GOAT?",
      "How It Works",
      "Your First Challenge",
      "Why Join the Herd",
      "Frequently Asked Questions",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    for (const step of ["Close transactions", "Level up in the herd", "Unlock rewards"]) {
      await expect(page.getByRole("heading", { level: 3, name: step })).toBeVisible();
    }
    const levels = page.getByRole("list", { name: "The Herd: Five Levels" }).getByRole("listitem");
    await expect(levels).toHaveCount(GOAT_LEVELS.length);
    await expect(levels.first()).toContainText("Fainting Goat");
    await expect(levels.last()).toContainText("Legendary Mountain Goat");
    await expect(page.getByText(/first transaction with us this year to become a Fainting Goat/)).toBeVisible();

    const main = page.locator("main");
    const joins = main.getByRole("link", { name: /Join the Herd|Accept the Challenge/ });
    await expect(joins).toHaveCount(3);
    for (const link of await joins.all()) await expect(link).toHaveAttribute("href", "/register");
    const tracks = main.getByRole("link", { name: "Track My Progress" });
    await expect(tracks).toHaveCount(2);
    for (const link of await tracks.all()) await expect(link).toHaveAttribute("href", "/dashboard");
  });

  test("FAQ items open and close independently", async ({ visit }) => {
    const page = await visit("/year-of-goat");
    const buttons = page.getByRole("button", { name: /\?$/ });
    await expect(buttons).toHaveCount(4);
    await expect(buttons).toHaveText(GOAT_FAQ.map((f) => f.question));

    const first = page.getByRole("button", { name: GOAT_FAQ[0]!.question });
    const last = page.getByRole("button", { name: GOAT_FAQ[3]!.question });
    const firstPanel = page.locator(`#${await first.getAttribute("aria-controls")}`.replaceAll(":", "\\:"));
    const lastPanel = page.locator(`#${await last.getAttribute("aria-controls")}`.replaceAll(":", "\\:"));

    for (const button of await buttons.all()) await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(firstPanel).toBeHidden();

    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(firstPanel).toBeVisible();
    await expect(firstPanel).toContainText(GOAT_FAQ[0]!.answer);

    await last.click();
    await expect(last).toHaveAttribute("aria-expanded", "true");
    await expect(lastPanel).toContainText("leaderboard");
    await expect(firstPanel).toBeVisible();

    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(firstPanel).toBeHidden();
    await expect(lastPanel).toBeVisible();
  });
});

test.describe("/gift-card", () => {
  test("shows the offer, steps, claim section, stats, cities, contact and guarantee", async ({ visit }) => {
    const page = await visit("/gift-card");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your $100 Gift Card Is Waiting");
    await expect(page.getByText(OFFERS.giftCardBadge, { exact: true })).toBeVisible();
    await expect(page.getByText(/pay the \$200 coordination fee after the service, and only if you are satisfied/)).toBeVisible();
    await expect(page.getByTestId("gift-card-visual")).toBeVisible();

    for (const step of ["Get your gift card", "Schedule a time", "Pay after service, if satisfied"]) {
      await expect(page.getByRole("heading", { level: 3, name: step })).toBeVisible();
    }

    const claim = page.locator("section#claim");
    await expect(claim.getByRole("heading", { level: 2 })).toHaveText("Claim Your $100 Gift Card");
    // The claim form itself is covered by lead-gift-card.spec.ts.
    const form = claim.getByRole("form", { name: "Claim Your $100 Gift Card" });
    await expect(form.getByLabel("Full Name")).toBeVisible();
    await expect(form.getByRole("button", { name: "Claim My $100 Gift Card" })).toBeVisible();

    for (const [value, label] of [
      ["100%", "Satisfaction guarantee"],
      ["5-star", "Average rating"],
      ["24/7", "Support"],
    ]) {
      await expect(page.getByRole("definition").filter({ hasText: value })).toBeVisible();
      await expect(page.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
    }

    const cities = page.getByRole("region", { name: "Serving Communities Across Iowa" }).getByRole("listitem");
    await expect(cities).toHaveText([...GIFT_CARD_CITIES]);

    const contact = page.getByRole("region", { name: "Questions About the Offer?" });
    await expect(contact.getByRole("link", { name: SITE.phone })).toHaveAttribute("href", SITE.phoneHref);
    await expect(contact.getByRole("link", { name: SITE.email })).toHaveAttribute("href", `mailto:${SITE.email}`);

    const cta = page.getByRole("region", { name: /with \$100 on us/ });
    await expect(cta).toContainText("30-day satisfaction guarantee");
    for (const claimText of ["Serving all of Iowa", "Licensed and insured", "5-star rated"]) {
      await expect(cta.getByText(claimText, { exact: true })).toBeVisible();
    }
  });

  test("the claim button scrolls to the claim section and the phone prompt calls", async ({ visit }) => {
    const page = await visit("/gift-card");
    await expect(page.getByRole("link", { name: `Call ${SITE.phone}` })).toHaveAttribute("href", SITE.phoneHref);
    const claimButton = page.locator("main").getByRole("link", { name: "Claim Your $100 Gift Card" }).first();
    await expect(claimButton).toHaveAttribute("href", "#claim");
    await claimButton.click();
    await expect(page).toHaveURL(/#claim$/);
    await expect(page.locator("#claim").getByRole("heading", { level: 2 })).toBeInViewport();
  });

  test("the gift card floats, and stays still with reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await gotoHydrated(page, "/gift-card");
    const card = page.getByTestId("gift-card-visual");
    await expect.poll(() => card.evaluate((el) => getComputedStyle(el).animationName)).toBe("gift-card-float");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect.poll(() => card.evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
  });
});

test.describe("/thank-you", () => {
  test("confirms the request and links back home", async ({ visit }) => {
    const page = await visit("/thank-you");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You");
    await expect(page.getByText(/We have received your request\. .*contact you within one business day\./)).toBeVisible();
    const back = page.locator("main").getByRole("link", { name: "Back to Home" });
    await expect(back).toHaveAttribute("href", "/");
    await back.click();
    await expect(page).toHaveURL("/");
  });
});

test.describe("/cosmic-card-demo", () => {
  const surfaceOf = (page: Page, id: string) =>
    page.locator(`[data-sample="${id}"]`).getByTestId("cosmic-card-surface");

  test("shows the six sample cards", async ({ visit }) => {
    const page = await visit("/cosmic-card-demo");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cosmic Card Demo");
    await expect(page.getByRole("heading", { level: 3 })).toHaveText(COSMIC_CARD_SAMPLES.map((s) => s.title));
    await expect(page.getByTestId("cosmic-card-surface")).toHaveCount(6);
    for (const sample of COSMIC_CARD_SAMPLES) {
      await expect(surfaceOf(page, sample.id)).toContainText(sample.cardholderName);
    }
    await expect(surfaceOf(page, "custom-logo")).toContainText("INSIDER");
    // Sizes: compact is smaller than default, large is larger.
    const widthOf = async (id: string) => (await surfaceOf(page, id).boundingBox())!.width;
    expect(await widthOf("compact")).toBeLessThan(await widthOf("default"));
    expect(await widthOf("large")).toBeGreaterThan(await widthOf("default"));
  });

  test("a card tilts towards the pointer, stops floating, and floats again on leave", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await gotoHydrated(page, "/cosmic-card-demo");
    const surface = surfaceOf(page, "default");
    const wrapper = surface.locator("..");
    // Not locator.scrollIntoViewIfNeeded(): it waits for the element to stop moving, and this one floats.
    await wrapper.evaluate((el) => el.scrollIntoView({ block: "center" }));
    await expect(wrapper).toHaveAttribute("data-state", "floating");
    await expect.poll(() => wrapper.evaluate((el) => getComputedStyle(el).animationName)).toBe("cosmic-card-float");
    await expect(surface).toHaveAttribute("style", /rotateX\(0deg\) rotateY\(0deg\)/);

    let box = (await wrapper.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect(wrapper).toHaveAttribute("data-state", "tilting");
    await expect.poll(() => wrapper.evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
    // Measured again now that the card has stopped floating.
    box = (await wrapper.boundingBox())!;

    // Top-right: the top leans away (positive rotateX), the right edge turns away (positive rotateY).
    await page.mouse.move(box.x + box.width * 0.9, box.y + box.height * 0.1, { steps: 3 });
    await expect(surface).toHaveAttribute("style", /rotateX\(12deg\) rotateY\(12deg\)/);
    await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.9, { steps: 3 });
    await expect(surface).toHaveAttribute("style", /rotateX\(-12deg\) rotateY\(-12deg\)/);

    await page.mouse.move(box.x + box.width / 2, box.y + box.height + 150, { steps: 3 });
    await expect(wrapper).toHaveAttribute("data-state", "floating");
    await expect(surface).toHaveAttribute("style", /rotateX\(0deg\) rotateY\(0deg\)/);
    await expect.poll(() => wrapper.evaluate((el) => getComputedStyle(el).animationName)).toBe("cosmic-card-float");
  });

  test("with reduced motion the cards neither tilt nor float", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, "/cosmic-card-demo");
    const surface = surfaceOf(page, "default");
    const wrapper = surface.locator("..");
    await wrapper.evaluate((el) => el.scrollIntoView({ block: "center" }));
    expect(await wrapper.evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
    const box = (await wrapper.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.9, box.y + box.height * 0.1, { steps: 4 });
    await page.waitForTimeout(100);
    await expect(wrapper).toHaveAttribute("data-state", "floating");
    await expect(surface).toHaveAttribute("style", /rotateX\(0deg\) rotateY\(0deg\)/);
    expect(await wrapper.evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
  });
});

for (const [label, width] of [
  ["desktop", 1280],
  ["mobile", 390],
] as const) {
  for (const path of OFFER_PATHS) {
    test(`${path} has no axe violations at ${label} width`, async ({ visit }) => {
      const page = await visit(path, width);
      if (path === "/year-of-goat") {
        // With every answer open too.
        for (const button of await page.getByRole("button", { name: /\?$/ }).all()) await button.click();
      }
      await expectNoViolations(page);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
}
