import { expectNoAxeViolations as expectNoViolations } from "./axe.ts";
import type { Page } from "@playwright/test";
import { INSIDER_CLUB_PROMO, SIMPLE_PROCESS, WHY_CHOOSE } from "#core/content/home/sections.ts";
import { SERVICE_CARDS } from "#core/content/home/services.ts";
import { TESTIMONIALS } from "#core/content/home/testimonials.ts";
import { STATS_2024 } from "#core/site/claims.ts";
import { BLOG_SLUGS } from "#core/site/routes.ts";
import { SITE } from "#core/site/settings.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";

/** The home page: hero, services, sections, the Latest Insights carousel and the calls to action. */

const section = (page: Page, heading: string | RegExp) =>
  page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: heading }) });

/** Slugs of every carousel card in the page's order, and of the ones visible, left to right. */
async function carouselState(page: Page) {
  return page.locator("section[aria-roledescription=carousel] li[data-slug]").evaluateAll((items) => {
    const all = items.map((el) => el.getAttribute("data-slug")!);
    const visible = items
      .filter((el) => getComputedStyle(el).display !== "none")
      .sort((a, b) => {
        const ra = a.getBoundingClientRect();
        const rb = b.getBoundingClientRect();
        return ra.top - rb.top || ra.left - rb.left;
      })
      .map((el) => el.getAttribute("data-slug")!);
    return { all, visible };
  });
}

test("hero: heading, trust badges and Order Services", async ({ visit }) => {
  const page = await visit("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Close With Confidence");
  const badges = page.getByRole("list", { name: "Why clients trust us" }).getByRole("listitem");
  await expect(badges).toHaveText([
    "100% Satisfaction Guarantee",
    "Trusted by Top Agents & Lenders",
    "Streamlined Closings",
  ]);
  await expect(page.getByRole("main").getByRole("link", { name: "Order Services" })).toHaveAttribute(
    "href",
    "/get-started",
  );
});

test("services: the featured Title & Closing card and seven service cards with their prices", async ({ visit }) => {
  const page = await visit("/");
  const services = section(page, /Title and Closing Services/);
  await expect(services.getByRole("heading", { level: 3, name: "Title & Closing Services" })).toBeVisible();
  await expect(services.getByRole("link", { name: "Request Title & Closing" })).toHaveAttribute(
    "href",
    "/get-started?service=title",
  );
  for (const card of SERVICE_CARDS) {
    const link = services.getByRole("link", { name: card.title, exact: true });
    await expect(link).toHaveAttribute("href", card.to);
    await expect(
      services.locator("article").filter({ has: page.getByRole("link", { name: card.title, exact: true }) }),
    ).toContainText(card.price);
  }
  expect(SERVICE_CARDS).toHaveLength(7);

  // The whole card is clickable and navigates on the client.
  await services.getByRole("link", { name: "Remote Online Notary", exact: true }).click();
  await expect(page).toHaveURL(/\/remote-online-notary$/);
});

test("Why Choose, Simple Process, 2024 stats, Insider Club and testimonials", async ({ visit }) => {
  const page = await visit("/");
  const why = section(page, WHY_CHOOSE.heading);
  await expect(why.getByRole("listitem")).toHaveCount(5);

  const process = section(page, SIMPLE_PROCESS.heading);
  await expect(process.getByRole("listitem")).toHaveCount(3);
  await expect(process.getByRole("heading", { level: 3 })).toHaveText(
    SIMPLE_PROCESS.steps.map((s, i) => `Step ${i + 1}: ${s.title}`),
  );

  const stats = section(page, `Our ${STATS_2024.year} by the Numbers`);
  for (const stat of [STATS_2024.transactions, STATS_2024.served, STATS_2024.counties, STATS_2024.ratings]) {
    await expect(stats.getByRole("definition").filter({ hasText: stat.value })).toHaveCount(1);
    await expect(stats.getByRole("term").filter({ hasText: stat.label })).toHaveCount(1);
    await expect(stats).toContainText(stat.note);
  }

  const club = section(page, INSIDER_CLUB_PROMO.heading);
  await expect(club.getByRole("link", { name: "Sign Up Now" })).toHaveAttribute("href", "/register");
  await expect(club.getByRole("link", { name: /^Learn More/ })).toHaveAttribute("href", "/insider-club");
  for (const benefit of [...INSIDER_CLUB_PROMO.agents.benefits, ...INSIDER_CLUB_PROMO.lenders.benefits]) {
    await expect(club.getByRole("listitem").filter({ hasText: benefit })).toHaveCount(1);
  }

  const testimonials = section(page, "What Iowa Agents and Lenders Say");
  await expect(testimonials.locator("figure")).toHaveCount(2);
  for (const t of TESTIMONIALS) {
    const figure = testimonials.locator("figure").filter({ hasText: t.author });
    await expect(figure).toContainText(t.company);
    const img = figure.getByRole("img", { name: t.image.alt });
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(160);
  }

  await expect(page.getByRole("heading", { level: 2, name: "Our 100% Satisfaction Guarantee" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Protect your money from wire fraud" })).toBeVisible();
});

test("Latest Insights shows three posts at desktop width and wraps at both ends", async ({ visit }) => {
  const page = await visit("/", 1280);
  const carousel = page.locator("section[aria-roledescription=carousel]");
  await carousel.scrollIntoViewIfNeeded();
  const { all, visible } = await carouselState(page);
  expect([...all].sort()).toEqual([...BLOG_SLUGS].sort());
  const at = (...i: number[]) => i.map((k) => all[k]);
  expect(visible).toEqual(at(0, 1, 2));

  const previous = carousel.getByRole("button", { name: "Previous post" });
  const next = carousel.getByRole("button", { name: "Next post" });
  await previous.click();
  await expect.poll(async () => (await carouselState(page)).visible).toEqual(at(5, 0, 1));
  await expect(carousel.getByText("Posts 6, 1 and 2 of 6")).toBeAttached();
  await next.click();
  await expect.poll(async () => (await carouselState(page)).visible).toEqual(at(0, 1, 2));
  for (let i = 0; i < 5; i++) await next.click();
  await expect.poll(async () => (await carouselState(page)).visible).toEqual(at(5, 0, 1));
  await next.click();
  await expect.poll(async () => (await carouselState(page)).visible).toEqual(at(0, 1, 2));

  // Each visible card: title, excerpt and Read More to its post.
  const cards = carousel.locator("li[data-slug]:visible");
  await expect(cards).toHaveCount(3);
  for (const slug of at(0, 1, 2)) {
    const card = carousel.locator(`li[data-slug="${slug}"]`);
    await expect(card.getByRole("heading", { level: 3 })).not.toBeEmpty();
    await expect(card.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
    await expect(card.locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(card.locator("p")).not.toBeEmpty();
    const img = card.locator("img");
    await expect(img).toHaveAttribute("src", /^\/images\/blog\/.+\.webp$/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    await expect(card.getByRole("link", { name: /^Read More/ })).toHaveAttribute("href", `/blog/${slug}`);
  }
  await carousel.locator(`li[data-slug="${all[1]}"]`).getByRole("link", { name: /^Read More/ }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${all[1]}$`));
});

test("Latest Insights shows one post at mobile width and wraps at both ends", async ({ visit }) => {
  const page = await visit("/", 390);
  const carousel = page.locator("section[aria-roledescription=carousel]");
  await carousel.scrollIntoViewIfNeeded();
  const { all, visible } = await carouselState(page);
  expect(visible).toEqual([all[0]]);
  await carousel.getByRole("button", { name: "Previous post" }).click();
  await expect.poll(async () => (await carouselState(page)).visible).toEqual([all[5]]);
  await expect(carousel.getByText("Post 6 of 6")).toBeAttached();
  await carousel.getByRole("button", { name: "Next post" }).click();
  await expect.poll(async () => (await carouselState(page)).visible).toEqual([all[0]]);
  await carousel.getByRole("button", { name: "Previous post" }).click();
  await carousel.getByRole("button", { name: "Previous post" }).click();
  await expect.poll(async () => (await carouselState(page)).visible).toEqual([all[4]]);
  await carousel.getByRole("button", { name: "Next post" }).click();
  await carousel.getByRole("button", { name: "Next post" }).click();
  await expect.poll(async () => (await carouselState(page)).visible).toEqual([all[0]]);
});

test("the home page works after a client-side navigation back to it", async ({ visit }) => {
  const page = await visit("/contact");
  await page.getByRole("banner").getByRole("link", { name: SITE.brand }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Close With Confidence");
  await expect(page.locator("section[aria-roledescription=carousel] li[data-slug]")).toHaveCount(6);
});

test("closing call to action: Get Started Now, and Schedule Demo to /contact without a booking calendar", async ({ tab: page }) => {
  await gotoHydrated(page, "/");
  const cta = section(page, "Ready for a Smoother Closing?");
  await expect(cta.getByRole("link", { name: "Get Started Now" })).toHaveAttribute("href", "/get-started");
  const demo = cta.getByRole("link", { name: /^Schedule Demo/ });
  await expect(demo).toHaveAttribute("href", "/contact");
  await expect(demo).not.toHaveAttribute("target", /./);
});

test("Schedule Demo opens the configured booking calendar in a new tab", async ({ tab: page }) => {
  const booking = "https://calendar.example.com/heartland/demo";
  await page.route("**/api/v1/public-config", (route) =>
    route.fulfill({ json: { chat_widget_src: null, booking_url: booking } }),
  );
  await gotoHydrated(page, "/");
  const demo = section(page, "Ready for a Smoother Closing?").getByRole("link", { name: /^Schedule Demo/ });
  await expect(demo).toHaveAttribute("href", booking);
  await expect(demo).toHaveAttribute("target", "_blank");
  await expect(demo).toHaveAttribute("rel", /noopener/);
  await expect(demo).toHaveAccessibleName("Schedule Demo (opens in a new tab)");
});


for (const width of [1280, 390]) {
  test(`the home page has no axe violations at ${width} px, also after moving the carousel`, async ({ visit }) => {
    const page = await visit("/", width);
    await expectNoViolations(page);
    await page.locator("section[aria-roledescription=carousel]").getByRole("button", { name: "Previous post" }).click();
    await expectNoViolations(page);
  });
}
