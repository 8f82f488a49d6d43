import { expectNoAxeViolations as expectNoViolations } from "./axe.ts";

import { LEGAL_UPDATED } from "#core/content/legal/shared.ts";
import { TEAM_MEMBERS } from "#core/content/team/members.ts";
import { BLOG_SLUGS, blogPath } from "#core/site/routes.ts";
import { OFFICES, SITE } from "#core/site/settings.ts";
import { formatPostDate } from "#app/lib/blog-dates.ts";
import { getPost } from "#app/lib/blog.server.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";

test.describe("blog posts", () => {
  for (const slug of BLOG_SLUGS) {
    test(`${slug}: title, date, read time, hero image, body and call to action`, async ({ tab: page }) => {
      const post = getPost(slug)!;
      const response = await gotoHydrated(page, blogPath(slug));
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${post.title} | ${SITE.brand}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
      const article = page.getByRole("article");
      await expect(article.locator(`time[datetime="${post.date}"]`)).toHaveText(formatPostDate(post.date));
      await expect(article.getByTestId("post-read-time")).toHaveText(`${post.readMinutes} min read`);
      const img = article.getByRole("img", { name: post.image.alt });
      await expect(img).toHaveAttribute("src", post.image.src);
      await expect(img).toHaveAttribute("width", String(post.image.width));
      await expect(img).toHaveAttribute("height", String(post.image.height));
      // It loads; this desktop tab's column (52rem) takes the 1200-pixel picture, phones the 800 one.
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      expect(await img.evaluate((el: HTMLImageElement) => new URL(el.currentSrc).pathname)).toBe(post.image.src);
      await expect(img).toHaveAttribute("srcset", post.image.srcSet);
      // The body is the Markdown's HTML, with its own h2 sections.
      expect(await article.getByRole("heading", { level: 2 }).count()).toBeGreaterThanOrEqual(4);
      await expect(article.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/get-started");
    });
  }

  test("the pre-rendered HTML already holds the article (no client fetch needed to read it)", async ({ request }) => {
    const html = await (await request.get(blogPath("slow-down-for-clarity"))).text();
    expect(html).toContain("Slow Down for Clarity Before Closing Day");
    expect(html).toContain("30-day lead time");
  });

  test("an unknown slug loaded directly shows Blog Post Not Found with status 404", async ({ tab: page }) => {
    const response = await gotoHydrated(page, "/blog/no-such-post");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog Post Not Found");
    await expect(page).toHaveTitle(`Blog Post Not Found | ${SITE.brand}`);
    await page.getByRole("main").getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Close With Confidence");
  });

  test("client-side navigation to an unknown slug shows Blog Post Not Found, then back to a real post", async ({ tab: page }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await gotoHydrated(page, blogPath("summer-market-insights"));
    const documents: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "document") documents.push(r.url());
    });
    const navigate = (to: string) =>
      page.evaluate(async (path) => {
        const router = (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } })
          .__reactRouterDataRouter;
        await router.navigate(path);
      }, to);
    await navigate("/blog/not-a-real-post");
    await expect(page).toHaveURL(/\/blog\/not-a-real-post$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog Post Not Found");
    await expect(page).toHaveTitle(`Blog Post Not Found | ${SITE.brand}`);
    await expect(page.getByRole("main").getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");

    await navigate(blogPath("cash-real-estate-deals-harder"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Why Cash Real Estate Deals Are Getting Harder");
    await expect(page.getByTestId("post-read-time")).toBeVisible();
    expect(documents).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe("team page", () => {
  test("ten members whose cards expand with Show More and collapse with Show Less", async ({ visit }) => {
    const page = await visit("/team");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Meet Our Team");
    const cards = page.getByTestId("team-member");
    await expect(cards).toHaveCount(TEAM_MEMBERS.length);
    for (const [i, m] of TEAM_MEMBERS.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(m.name);
      await expect(card).toContainText(m.role);
      await expect(card.getByRole("link", { name: m.email })).toHaveAttribute("href", `mailto:${m.email}`);
      await expect(card.getByRole("link", { name: m.phone })).toHaveAttribute("href", /^tel:\+1\d{10}$/);
    }

    const first = TEAM_MEMBERS[0]!;
    const card = cards.first();
    const toggle = card.getByRole("button", { name: `Show More about ${first.name}` });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const details = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
    await expect(details).toBeHidden();
    await toggle.click();
    const less = card.getByRole("button", { name: `Show Less about ${first.name}` });
    await expect(less).toHaveAttribute("aria-expanded", "true");
    await expect(details).toBeVisible();
    await expect(details).toContainText(first.about!);
    // Other cards stay closed.
    await expect(cards.nth(1).getByRole("button", { name: /^Show More/ })).toHaveAttribute("aria-expanded", "false");
    await less.click();
    await expect(card.getByRole("button", { name: /^Show More/ })).toHaveAttribute("aria-expanded", "false");
    await expect(details).toBeHidden();

    // A member without an "about" still reveals their office.
    const quiet = TEAM_MEMBERS.findIndex((m) => !m.about);
    expect(quiet).toBeGreaterThanOrEqual(0);
    await cards.nth(quiet).getByRole("button", { name: /^Show More/ }).click();
    await expect(cards.nth(quiet)).toContainText(`Works from our ${TEAM_MEMBERS[quiet]!.office} office`);
  });

  test("five offices with the Cedar Falls main office marked", async ({ visit }) => {
    const page = await visit("/team");
    const offices = page.getByTestId("office");
    await expect(offices).toHaveCount(5);
    for (const [i, o] of OFFICES.entries()) {
      const card = offices.nth(i);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(o.name);
      await expect(card).toContainText(`${o.city}, ${o.state} ${o.zip}`);
      await expect(card).toContainText(o.address);
      if (o.isMain) await expect(card).toContainText("Main Office");
      else await expect(card).not.toContainText("Main Office");
    }
    await expect(offices.first()).toContainText("Cedar Falls");
  });
});

test.describe("legal pages", () => {
  for (const [path, heading, clause] of [
    ["/privacy-policy", "Privacy Policy", "Argon2 hash"],
    ["/terms-of-service", "Terms of Service", "Black Hawk County, Iowa"],
  ] as const) {
    test(`${path}: heading, date, clauses and back-to-home link`, async ({ tab: page }) => {
      const response = await gotoHydrated(page, path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByTestId("legal-updated")).toHaveText(`Last updated ${LEGAL_UPDATED.text}`);
      await expect(page.locator(`time[datetime="${LEGAL_UPDATED.iso}"]`)).toBeVisible();
      await expect(page.getByRole("main")).toContainText(clause);
      await expect(page.getByRole("main")).toContainText(SITE.email);
      // Contents links jump to the clause.
      const contents = page.getByRole("navigation", { name: "Contents" });
      await contents.getByRole("link").last().click();
      await expect(page).toHaveURL(new RegExp(`${path}#contact$`));
      await page.getByRole("main").getByRole("link", { name: "Back to Home" }).first().click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Close With Confidence");
    });
  }
});

for (const width of [1280, 390]) {
  test(`blog, team and legal pages have no axe violations at ${width}px`, async ({ visit }) => {
    test.slow();
    const paths = [
      blogPath("first-time-homebuyer-title-settlement-tips"),
      "/blog/no-such-post",
      "/team",
      "/privacy-policy",
      "/terms-of-service",
    ];
    for (const path of paths) {
      const page = await visit(path, width);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (path === "/team") await page.getByRole("button", { name: /^Show More/ }).first().click();
      await expectNoViolations(page);
    }
  });
}
