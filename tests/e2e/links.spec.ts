import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { SITE_ROUTES } from "#core/site/routes.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Link check over the built site: every internal href/src in every pre-rendered HTML file must
 * resolve to a pre-rendered page, a built file (assets, images, guide PDFs), or a client-rendered
 * route of core/site/routes.ts, and every #anchor must exist on its target page. Then each
 * distinct target is requested from the running server, which must answer 200.
 */
const BUILD = "build/client";

function htmlFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    if (entry.startsWith(".")) continue;
    const abs = join(dir, entry);
    if (statSync(abs).isDirectory()) out.push(...htmlFiles(abs));
    else if (entry.endsWith(".html")) out.push(abs);
  }
  return out;
}

/** "/team/index.html" → "/team"; "/index.html" → "/". */
function pagePathOf(file: string): string {
  const rel = `/${relative(BUILD, file).split(sep).join("/")}`;
  if (rel === "/index.html") return "/";
  return rel.replace(/\/index\.html$/, "");
}

const decode = (s: string) => s.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&#39;/g, "'");

/** Every href, src and srcset URL of a document (the React Router manifest's JSON is not HTML). */
function urlsIn(html: string): string[] {
  const urls: string[] = [];
  for (const m of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) urls.push(decode(m[1]!));
  for (const m of html.matchAll(/\ssrcset="([^"]*)"/g)) {
    for (const part of decode(m[1]!).split(",")) {
      const url = part.trim().split(/\s+/)[0];
      if (url) urls.push(url);
    }
  }
  return urls;
}

const idsIn = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => decode(m[1]!)));

const CLIENT_ROUTES = new Set(SITE_ROUTES.filter((r) => r.render === "client").map((r) => r.path));
const ORIGIN = "http://link-check.invalid";

test.describe("internal links of the built site", () => {
  test.skip(!existsSync(join(BUILD, "index.html")), "no build (run npm run build)");

  const files = existsSync(BUILD) ? htmlFiles(BUILD) : [];
  const pages = new Map(files.map((f) => [pagePathOf(f), readFileSync(f, "utf8")] as const));

  test("every internal href/src resolves, every anchor exists, every target answers 200", async ({ request }) => {
    expect(pages.size).toBeGreaterThan(30);
    const broken: string[] = [];
    const targets = new Set<string>();
    let checked = 0;

    for (const [from, html] of pages) {
      const fromIds = idsIn(html);
      for (const raw of urlsIn(html)) {
        if (/^(mailto|tel|sms|data|blob|javascript):/i.test(raw)) continue;
        if (raw === "") {
          broken.push(`${from}: empty href/src`);
          continue;
        }
        const url = new URL(raw, `${ORIGIN}${from === "/" ? "/" : `${from}/`.replace(/\/$/, "")}`);
        if (url.origin !== ORIGIN) continue; // another site: not ours to check (and never loaded, see third-party.spec)
        checked++;
        const path = decodeURIComponent(url.pathname);
        const hash = decodeURIComponent(url.hash.slice(1));
        const normal = path.length > 1 ? path.replace(/\/+$/, "") : path;

        if (raw.startsWith("#")) {
          if (hash && !fromIds.has(hash)) broken.push(`${from}: anchor ${raw} not on the page`);
          continue;
        }
        const page = pages.get(normal);
        const isFile = !page && existsSync(join(BUILD, normal)) && statSync(join(BUILD, normal)).isFile();
        const isClient = CLIENT_ROUTES.has(normal);
        if (!page && !isFile && !isClient) {
          broken.push(`${from}: ${raw} (no page, file or route)`);
          continue;
        }
        if (normal === "/404" || normal.endsWith("/__spa-fallback.html")) {
          broken.push(`${from}: links to ${raw}`);
          continue;
        }
        if (hash && page && !idsIn(page).has(hash)) broken.push(`${from}: ${raw}: no id "${hash}" on ${normal}`);
        targets.add(normal);
      }
    }
    expect(broken, broken.join("\n")).toEqual([]);
    expect(checked).toBeGreaterThan(500);

    const failures: string[] = [];
    for (const target of targets) {
      const res = await request.get(target, { maxRedirects: 0 });
      if (res.status() !== 200) failures.push(`${target} → ${res.status()}`);
    }
    expect(failures, failures.join("\n")).toEqual([]);
  });
});

test.describe("guide PDFs", () => {
  for (const slug of [
    "1031-exchange-guide",
    "fsbo-package",
    "closing-process-guide",
    "seller-settlement-statement-guide",
    "buyer-settlement-statement-guide",
  ]) {
    test(`/guides/${slug}.pdf is served as a PDF`, async ({ request }) => {
      const res = await request.get(`/guides/${slug}.pdf`, { headers: { "accept-encoding": "gzip, br" } });
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toBe("application/pdf");
      const body = await res.body();
      expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(body.length).toBeGreaterThan(4000);
    });
  }
});
