import "#scripts/lib/site-origin-from-env.ts";
import { readFileSync } from "node:fs";
import { BLOG_SLUGS, PUBLIC_ROUTES } from "#core/site/routes.ts";
import { SITE_ORIGIN } from "#core/site/settings.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";

/** What every pre-rendered public page must carry for search engines and link previews. */
const PAGES = [...PUBLIC_ROUTES.map((r) => r.path), ...BLOG_SLUGS.map((s) => `/blog/${s}`)];

const attr = (html: string, re: RegExp) => re.exec(html)?.[1];

test("every pre-rendered public page has a unique title, description, canonical URL and Open Graph tags", async ({
  request,
}) => {
  const titles = new Map<string, string>();
  const problems: string[] = [];
  for (const path of PAGES) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    const head = html.slice(0, html.indexOf("</head>"));
    const canonical = attr(head, /<link rel="canonical" href="([^"]+)"/);
    const expected = path === "/" ? `${SITE_ORIGIN}/` : `${SITE_ORIGIN}${path}`;
    if (canonical !== expected) problems.push(`${path}: canonical ${canonical}`);
    if (attr(head, /<meta property="og:url" content="([^"]+)"/) !== expected) problems.push(`${path}: og:url`);
    for (const tag of ["og:title", "og:description", "og:type", "og:site_name", "og:image"]) {
      if (!new RegExp(`<meta property="${tag}" content="[^"]+"`).test(head)) problems.push(`${path}: ${tag}`);
    }
    if (!/<meta name="twitter:card" content="summary_large_image"/.test(head)) problems.push(`${path}: twitter:card`);
    if (!/<meta name="description" content="[^"]{50,}"/.test(head)) problems.push(`${path}: description`);
    const title = attr(head, /<title>([^<]+)<\/title>/) ?? "";
    if (titles.has(title)) problems.push(`${path}: title "${title}" also on ${titles.get(title)}`);
    titles.set(title, path);
    if ((head.match(/rel="canonical"/g) ?? []).length !== 1) problems.push(`${path}: not exactly one canonical`);
  }
  expect(problems, problems.join("\n")).toEqual([]);
});

test("the Open Graph image is ours, 1200×630 PNG", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const url = new URL(attr(html, /<meta property="og:image" content="([^"]+)"/)!);
  expect(url.origin).toBe(SITE_ORIGIN);
  const res = await request.get(url.pathname);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("image/png");
  const png = await res.body();
  expect(png.readUInt32BE(16)).toBe(1200);
  expect(png.readUInt32BE(20)).toBe(630);
});

test("the 404 page and the client-rendered shell carry no canonical URL", async ({ request }) => {
  for (const path of ["/no-such-page", "/login"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain('rel="canonical"');
  }
});

test("sitemap.xml lists every public page and post, and robots.txt points at it", async ({ request }) => {
  const res = await request.get("/sitemap.xml");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("application/xml");
  const xml = await res.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toHaveLength(PAGES.length - 1);
  expect(locs).toContain(`${SITE_ORIGIN}/`);
  expect(locs).toContain(`${SITE_ORIGIN}/blog/${BLOG_SLUGS[0]}`);
  expect(locs).not.toContain(`${SITE_ORIGIN}/thank-you`);

  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`);
  expect(robots).toContain("Disallow: /dashboard");
  // The committed copy (served by the dev server) says the same for the default address.
  if (SITE_ORIGIN === "https://www.heartlandclosing.example") expect(readFileSync("public/robots.txt", "utf8")).toBe(robots);
});

test("the home page carries the organisation's structured data, without a rating, and no CSP error", async ({ tab: page }) => {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await gotoHydrated(page, "/");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(blocks).toHaveLength(1);
  const data = JSON.parse(blocks[0]!);
  expect(data).toMatchObject({
    "@type": "LocalBusiness",
    address: { addressLocality: "Des Moines", addressRegion: "IA" },
    priceRange: "$$",
  });
  expect(data.aggregateRating).toBeUndefined();
  expect(errors.filter((e) => /Content Security Policy|hydrat/i.test(e))).toEqual([]);

  // Only on the home page.
  await gotoHydrated(page, "/team");
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_ORIGIN}/team`);
});

test("the footer shows the compact wire-fraud notice on every page", async ({ visit }) => {
  const page = await visit("/team");
  const notice = page.getByRole("contentinfo").getByRole("complementary", { name: /wire fraud/i });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("link", { name: /\(\d{3}\) \d{3}-\d{4}/ })).toHaveAttribute("href", /^tel:/);
});
