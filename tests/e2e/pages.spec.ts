import { BLOG_POSTS, SITE_ROUTES, blogPath } from "#core/site/routes.ts";
import { SITE } from "#core/site/settings.ts";
import type { ConsoleMessage } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * Every page of the route table: static HTML with its heading for visitors without JavaScript
 * (and search engines), then the same heading after hydration, with no script or CSP errors.
 */

/** How React escapes text in server-rendered HTML. */
function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");
}

/** Pages behind the access guard. */
const GUARDED_PATHS = new Set(["/dashboard", "/clients", "/admin", "/account/security"]);

const pages = [
  ...SITE_ROUTES.map((r) => ({
    path: r.path,
    heading: r.heading,
    title: r.title,
    prerendered: r.render === "prerender",
  })),
  ...BLOG_POSTS.map((p) => ({ path: blogPath(p.slug), heading: p.title, title: p.title, prerendered: true })),
];

for (const { path, heading, title, prerendered } of pages) {
  test.describe(`page ${path}`, () => {
    test("plain HTTP GET answers 200 with real HTML", async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/html");
      const html = await response.text();
      // The app shell: layout, brand, and the router's hydration data.
      expect(html).toContain("<header");
      expect(html).toContain(escapeHtml(SITE.brand));
      expect(html).toContain("window.__reactRouterContext");
      if (prerendered) {
        expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(escapeHtml(heading))}</h1>`));
        expect(html).toContain(`<title>${escapeHtml(`${title} | ${SITE.brand}`)}</title>`);
        expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
      }
    });

    test("hydrates and shows its heading", async ({ visit, sharedTabs }) => {
      // The worker's shared tab (tests/e2e/fixtures.ts): listen for this visit only.
      const page = await sharedTabs(1280);
      const problems: string[] = [];
      const onPageError = (error: Error) => problems.push(`page error: ${error.message}`);
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() === "error") problems.push(`console error: ${message.text()}`);
      };
      page.on("pageerror", onPageError);
      page.on("console", onConsole);
      try {
        await visit(path);
        if (GUARDED_PATHS.has(path)) {
          // Signed-in pages send a visitor to sign in first (tests/e2e/auth-*.spec.ts go further).
          await expect(page).toHaveURL(`/login?next=${encodeURIComponent(path)}`);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome Back");
          await expect(page).toHaveTitle(`Sign In | ${SITE.brand}`);
        } else {
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
          await expect(page).toHaveTitle(`${title} | ${SITE.brand}`);
        }
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        expect(problems).toEqual([]);
      } finally {
        page.off("pageerror", onPageError);
        page.off("console", onConsole);
      }
    });
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
