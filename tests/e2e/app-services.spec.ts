import { expectToast } from "./auth-support.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";

test("a notice is shown top-right in the Notifications region; the toaster loads with the first one", async ({ visit }) => {
  const page = await visit("/login");
  // Nothing to announce yet, so no toaster (it is loaded on demand, see app/lib/toast.ts).
  await expect(page.getByRole("region", { name: /Notifications/ })).toHaveCount(0);
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill("nobody-here@example.com");
  await form.getByLabel("Password").fill("not-the-password");
  await form.getByRole("button", { name: "Sign In" }).click();
  await expectToast(page, "Failed to sign in. Please check your credentials.");
  const box = await page.getByRole("region", { name: /Notifications/ }).getByRole("listitem").first().boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box && box.x + box.width > width / 2 && box.y < 200).toBe(true);
});

test("a service worker is registered on page load for the whole site", async ({ page, baseURL }) => {
  await gotoHydrated(page, "/");
  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready;
    return { scope: ready.scope, script: ready.active?.scriptURL };
  });
  expect(registration.scope).toBe(`${baseURL}/`);
  expect(registration.script).toBe(`${baseURL}/sw.js`);

  // Pages keep working once it is installed and in control.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Close With Confidence");
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await gotoHydrated(page, "/team");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Meet Our Team");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
});

test("the service worker never answers API, auth or file requests", async ({ tab: page, request }) => {
  const worker = await request.get("/sw.js");
  expect(worker.status()).toBe(200);
  const source = await worker.text();
  expect(source).toContain("/^\\/(api|auth|files)(\\/|$)/");
  expect(source).toMatch(/request\.method !== "GET"/);
  await gotoHydrated(page, "/");
});

test("the service worker caches hashed assets and serves a visited page when offline", async ({ page, request }) => {
  // The worker's own fetches obey the Content-Security-Policy sent with /sw.js: it must allow our origin.
  const csp = (await request.get("/sw.js")).headers()["content-security-policy"] ?? "";
  expect(csp).toMatch(/^default-src 'self'/);

  await gotoHydrated(page, "/");
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await gotoHydrated(page, "/team");
  await page.waitForLoadState("networkidle");

  const cached = await page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      paths.push(...(await cache.keys()).map((r) => new URL(r.url).pathname));
    }
    return paths;
  });
  expect(cached.some((p) => p.startsWith("/assets/"))).toBe(true);
  expect(cached).toContain("/team");
  expect(cached.filter((p) => /^\/(api|auth|files)\//.test(p))).toEqual([]);

  await page.context().setOffline(true);
  await page.goto("/team");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Meet Our Team");
  await page.context().setOffline(false);
});
