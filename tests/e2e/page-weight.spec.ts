import type { Page } from "@playwright/test";
import { createAccount, expectSignedIn, signIn, signOutFromBar, uniqueEmail } from "./auth-support.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";

/** Every script file the page fetched, by file name without the content hash. */
function recordScripts(page: Page): string[] {
  const names: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() !== "script") return;
    const file = new URL(request.url()).pathname.split("/").pop() ?? "";
    names.push(file.replace(/-[\w-]{8}\.js$/, ""));
  });
  return names;
}

test("a visitor reading the site downloads neither the auth client nor the toast library", async ({ tab: page }) => {
  const scripts = recordScripts(page);
  await gotoHydrated(page, "/");
  await page.getByRole("banner").getByRole("link", { name: "Team", exact: true }).click();
  await expect(page).toHaveURL(/\/team$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(scripts).toContain("entry.client");
  expect(scripts.filter((s) => /auth-client|toaster-host/.test(s))).toEqual([]);
  await expectSignedIn(page, false);
});

test("pre-rendered pages carry no module preloads and preload only the cut-down font", async ({ request }) => {
  const html = await (await request.get("/privacy-policy")).text();
  expect(html).not.toContain("modulepreload");
  expect(html).toMatch(/<link rel="preload" href="\/assets\/inter-subset-[\w-]+\.woff2" as="font"/);
  // The page still hydrates from its inline bootstrap, started after the first paint
  // (scripts/lib/defer-page-scripts.ts); the hydration itself is checked by the journeys.
  expect(html).toMatch(/<script type="module"[^>]*>requestAnimationFrame\(function\(\)\{setTimeout\(function\(\)\{Promise\.all\(\[import\("\/assets\/manifest-/);
  // Sign-in is pre-rendered like the public pages (docs/decisions/019-public-page-main-thread.md).
  const login = await (await request.get("/login")).text();
  expect(login).not.toContain("modulepreload");
  expect(login).toContain("<form");
  // The client-rendered shell keeps its preloads: it shows nothing until its scripts run.
  const shell = await (await request.get("/dashboard")).text();
  expect(shell).toContain("modulepreload");
});

test("a signed-in visitor opening a public page in a new tab still sees their account in the top bar", async ({
  page,
  request,
  context,
}) => {
  const email = await createAccount(request, uniqueEmail("weight"));
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);

  const other = await context.newPage();
  const scripts = recordScripts(other);
  await gotoHydrated(other, "/team");
  await expectSignedIn(other, true);
  expect(scripts.some((s) => s.startsWith("auth-client"))).toBe(true);

  // Signing out in the first tab reaches the second through storage.
  await signOutFromBar(page);
  await expectSignedIn(other, false);
});
