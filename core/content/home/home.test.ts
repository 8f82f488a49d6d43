import { describe, expect, it } from "vitest";
import { PRICES } from "#core/site/claims.ts";
import { SERVICE_ROUTES } from "#core/site/routes.ts";
import { cardOffset, nextIndex, positionLabel, previousIndex, visibleIndices } from "./carousel.ts";
import { HOME_HERO } from "./hero.ts";
import { formatPostDate, insightsFromBlog } from "./insights.ts";
import { FEATURED_SERVICE, SERVICE_CARDS } from "./services.ts";
import { INSIDER_CLUB_PROMO, SIMPLE_PROCESS, WHY_CHOOSE } from "./sections.ts";
import { TESTIMONIALS } from "./testimonials.ts";

describe("home content", () => {
  it("has the three trust badges of the spec", () => {
    expect(HOME_HERO.trustBadges.map((b) => b.label)).toEqual([
      "100% Satisfaction Guarantee",
      "Trusted by Top Agents & Lenders",
      "Streamlined Closings",
    ]);
  });

  it("features Title & Closing Services, linking to the title request", () => {
    expect(FEATURED_SERVICE.title).toBe("Title & Closing Services");
    expect(FEATURED_SERVICE.to).toBe("/get-started?service=title");
  });

  it("has seven service cards, each linking to a different service page with a price from claims.ts", () => {
    expect(SERVICE_CARDS).toHaveLength(7);
    const servicePaths = SERVICE_ROUTES.map((r) => r.path);
    const prices: string[] = Object.values(PRICES);
    for (const card of SERVICE_CARDS) {
      expect(servicePaths).toContain(card.to);
      expect(prices).toContain(card.price);
      expect(card.featured).toBe(false);
      expect(card.description.length).toBeGreaterThan(60);
    }
    expect(new Set(SERVICE_CARDS.map((c) => c.to)).size).toBe(7);
  });

  it("has five Why Choose points, three process steps and the club benefits of the spec", () => {
    expect(WHY_CHOOSE.points).toHaveLength(5);
    expect(SIMPLE_PROCESS.steps).toHaveLength(3);
    expect(INSIDER_CLUB_PROMO.agents.benefits).toEqual([
      "Free additional CEs per year",
      "Milestone tracking and celebrations",
      "Quarterly items of value",
    ]);
    expect(INSIDER_CLUB_PROMO.lenders.benefits).toEqual([
      "Milestone tracking system",
      "Social media recognition",
      "Exclusive RON discounts",
    ]);
  });

  it("has two complete testimonials with local WebP images", () => {
    expect(TESTIMONIALS).toHaveLength(2);
    for (const t of TESTIMONIALS) {
      expect(t.author && t.role && t.company && t.quote).toBeTruthy();
      expect(t.image.src).toMatch(/^\/images\/home\/[a-z-]+\.webp$/);
      expect(t.image.alt).toContain(t.author);
    }
  });
});

describe("insights", () => {
  it("takes at most six posts from the blog, keeping their order", () => {
    const image = { src: "/x.webp", srcSet: "/x-800.webp 800w, /x.webp 1200w", width: 1, height: 1, alt: "" };
    const posts = Array.from({ length: 8 }, (_, i) => ({
      slug: `p${i}`,
      title: `T${i}`,
      description: `D${i}`,
      date: `2025-0${i + 1}-01`,
      readMinutes: 4,
      image,
    }));
    const cards = insightsFromBlog(posts);
    expect(cards.map((c) => c.slug)).toEqual(["p0", "p1", "p2", "p3", "p4", "p5"]);
    expect(cards[0]).toMatchObject({ excerpt: "D0", date: "2025-01-01", href: "/blog/p0", image });
  });

  it.each([
    ["2025-06-03", "June 3, 2025"],
    ["2024-12-31", "December 31, 2024"],
    ["2025-01-01", "January 1, 2025"],
    ["2025-13-01", null],
    ["June 3", null],
  ])("formats %s as %s", (iso, text) => {
    expect(formatPostDate(iso)).toBe(text);
  });
});

describe("carousel", () => {
  it.each([
    [0, 6, 1],
    [4, 6, 5],
    [5, 6, 0],
    [0, 0, 0],
  ])("next from %i of %i is %i", (i, n, want) => expect(nextIndex(i, n)).toBe(want));

  it.each([
    [1, 6, 0],
    [0, 6, 5],
    [5, 6, 4],
    [0, 0, 0],
  ])("previous from %i of %i is %i", (i, n, want) => expect(previousIndex(i, n)).toBe(want));

  it.each([
    [0, 0, 6, 0],
    [5, 0, 6, 5],
    [0, 5, 6, 1],
    [1, 5, 6, 2],
    [4, 5, 6, 5],
  ])("card %i with start %i of %i has offset %i", (card, start, n, want) =>
    expect(cardOffset(card, start, n)).toBe(want),
  );

  it.each([
    [0, 6, 3, [0, 1, 2]],
    [4, 6, 3, [4, 5, 0]],
    [5, 6, 3, [5, 0, 1]],
    [5, 6, 1, [5]],
    [0, 2, 3, [0, 1]],
  ])("start %i of %i showing %i shows %j", (start, n, per, want) =>
    expect(visibleIndices(start, n, per)).toEqual(want),
  );

  it.each([
    [0, 6, 1, "Post 1 of 6"],
    [0, 6, 3, "Posts 1, 2 and 3 of 6"],
    [5, 6, 3, "Posts 6, 1 and 2 of 6"],
    [0, 0, 3, "No posts"],
  ])("start %i of %i showing %i reads %s", (start, n, per, want) =>
    expect(positionLabel(start, n, per)).toBe(want),
  );
});
