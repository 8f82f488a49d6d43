import { describe, expect, it } from "vitest";
import { PRICES } from "./claims.ts";
import { BLOG_SLUGS, PUBLIC_ROUTES } from "./routes.ts";
import {
  absoluteUrl,
  canonicalUrlFor,
  jsonLdScriptText,
  organizationJsonLd,
  robotsTxt,
  sitemapPaths,
  sitemapXml,
} from "./seo.ts";
import { DEFAULT_SITE_ORIGIN, SITE_ORIGIN, siteOriginFrom } from "./settings.ts";

const O = "https://example.test";

describe("canonical URLs", () => {
  it.each([
    ["/", `${O}/`],
    ["/team", `${O}/team`],
    ["/team/", `${O}/team`],
    ["/process-overview/title", `${O}/process-overview/title`],
    [`/blog/${BLOG_SLUGS[0]}`, `${O}/blog/${BLOG_SLUGS[0]}`],
    ["/login", undefined],
    ["/404", undefined],
    ["/blog/no-such-post", undefined],
  ])("%s → %s", (path, url) => {
    expect(canonicalUrlFor(path, O)).toBe(url);
  });

  it("SITE_ORIGIN is an origin without a trailing slash", () => {
    expect(SITE_ORIGIN).toMatch(/^https?:\/\/[^/]+$/);
    expect(absoluteUrl("/fsbo")).toBe(`${SITE_ORIGIN}/fsbo`);
  });

  it.each([
    ["https://closing.example/", "https://closing.example"],
    ["http://127.0.0.1:4431", "http://127.0.0.1:4431"],
    ["", DEFAULT_SITE_ORIGIN],
    [undefined, DEFAULT_SITE_ORIGIN],
    ["javascript:alert(1)", DEFAULT_SITE_ORIGIN],
  ])("the build-time address %s gives the origin %s", (raw, origin) => {
    expect(siteOriginFrom(raw)).toBe(origin);
  });
});

describe("sitemap and robots", () => {
  it("lists every public page and blog post, without thank-you and 404", () => {
    const paths = sitemapPaths();
    expect(paths).toContain("/");
    expect(paths).toContain("/1031-exchange");
    for (const slug of BLOG_SLUGS) expect(paths).toContain(`/blog/${slug}`);
    expect(paths).not.toContain("/thank-you");
    expect(paths).not.toContain("/404");
    expect(paths).not.toContain("/login");
    expect(paths).toHaveLength(PUBLIC_ROUTES.length - 1 + BLOG_SLUGS.length);
  });

  it("writes absolute URLs in sitemaps.org format", () => {
    const xml = sitemapXml(["/", "/team"], "2025-02-01", O);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(`<loc>${O}/</loc>`);
    expect(xml).toContain(`<loc>${O}/team</loc>`);
    expect(xml).toContain("<lastmod>2025-02-01</lastmod>");
  });

  it("robots.txt points at the sitemap and keeps crawlers out of signed-in areas", () => {
    const robots = robotsTxt(O);
    expect(robots).toContain(`Sitemap: ${O}/sitemap.xml`);
    for (const p of ["/dashboard", "/clients", "/admin"]) expect(robots).toContain(`Disallow: ${p}`);
  });
});

describe("organisation structured data (spec §2.16)", () => {
  const data = organizationJsonLd(O, undefined) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

  it("has the Des Moines address, phone, hours, price range and payments", () => {
    expect(data["@type"]).toBe("LocalBusiness");
    expect(data.address.addressLocality).toBe("Des Moines");
    expect(data.address.addressRegion).toBe("IA");
    expect(data.telephone).toMatch(/^\+1-\d{3}-\d{3}-\d{4}$/);
    expect(data.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "17:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "09:00", closes: "13:00" },
    ]);
    expect(data.priceRange).toBe("$$");
    expect(data.paymentAccepted).toBe("Cash, Check, Credit Card, Wire Transfer");
    expect(data.areaServed.map((a: { name: string }) => a.name)).toEqual([
      "Iowa", "Des Moines, IA", "Cedar Rapids, IA", "Davenport, IA", "Sioux City, IA",
    ]);
  });

  it("offers cash and digital cash closings at 499 and transaction coordination at 395, as the one price list says", () => {
    const offers = data.makesOffer.map((o: { price: string; itemOffered: { name: string } }) => [o.itemOffered.name, o.price]);
    expect(offers).toEqual([
      ["Cash Closing", "499.00"],
      ["Digital Cash Closing", "499.00"],
      ["Transaction Coordination", "395.00"],
    ]);
    expect(PRICES.cashClosing).toContain("$499");
    expect(PRICES.digitalCashClosing).toContain("$499");
    expect(PRICES.transactionCoordination).toContain("$395");
  });

  it("shows a rating only when one is configured", () => {
    expect(data.aggregateRating).toBeUndefined();
    expect(organizationJsonLd(O).aggregateRating).toBeUndefined(); // the default settings have none
    const rated = organizationJsonLd(O, { ratingValue: 4.9, reviewCount: 127 }) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(rated.aggregateRating).toMatchObject({ "@type": "AggregateRating", ratingValue: 4.9, reviewCount: 127 });
  });

  it("serialises safely inside a script element", () => {
    const text = jsonLdScriptText({ a: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("</script");
    expect(JSON.parse(text)).toEqual({ a: "</script><script>alert(1)</script>" });
  });
});
