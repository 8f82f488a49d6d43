/**
 * Part of `npm run build` (after `react-router build`): writes build/client/sitemap.xml (every
 * pre-rendered public page and blog post, without thank-you and 404) and build/client/robots.txt
 * pointing at it, both with absolute URLs from SITE_ORIGIN. Fails if a listed page was not built.
 */
import "./lib/site-origin-from-env.ts";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { robotsTxt, sitemapPaths, sitemapXml } from "#core/site/seo.ts";
import { SITE_ORIGIN } from "#core/site/settings.ts";

const root = process.argv[2] ?? "build/client";
const paths = sitemapPaths();
const missing = paths.filter((p) => !existsSync(join(root, p === "/" ? "index.html" : `${p.slice(1)}/index.html`)));
if (missing.length > 0) {
  console.error(`sitemap: these pages were not pre-rendered: ${missing.join(", ")}`);
  process.exit(1);
}
const today = new Date().toISOString().slice(0, 10);
writeFileSync(join(root, "sitemap.xml"), sitemapXml(paths, today));
writeFileSync(join(root, "robots.txt"), robotsTxt());
console.log(`sitemap: ${paths.length} pages for ${SITE_ORIGIN}`);
