import { SITE } from "#core/site/settings.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";

test("an unknown path answers 404 and shows the Page Not Found page", async ({ tab: page, request }) => {
  const plain = await request.get("/no-such-page");
  expect(plain.status()).toBe(404);
  expect(await plain.text()).toContain("Page Not Found");

  const response = await gotoHydrated(page, "/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  await expect(page).toHaveTitle(`Page Not Found | ${SITE.brand}`);
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  await expect(main.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");

  // The page is a working app: its links navigate client-side.
  await main.getByRole("link", { name: "Contact Us" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
});

test("an unknown nested path is a 404 too", async ({ request }) => {
  const response = await request.get("/team/someone/else");
  expect(response.status()).toBe(404);
});

test("an unknown blog slug answers 404 and shows Blog Post Not Found", async ({ tab: page }) => {
  const response = await gotoHydrated(page, "/blog/no-such-post");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog Post Not Found");
  await page.getByRole("main").getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Close With Confidence");
});

test("client-side navigation to an unknown blog slug shows Blog Post Not Found without a page load", async ({ tab: page }) => {
  await gotoHydrated(page, "/blog/summer-market-insights");
  const documents: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "document") documents.push(r.url());
  });
  await page.evaluate(async () => {
    const router = (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } })
      .__reactRouterDataRouter;
    await router.navigate("/blog/not-a-real-post");
  });
  await expect(page).toHaveURL(/\/blog\/not-a-real-post$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog Post Not Found");
  await expect(page).toHaveTitle(`Blog Post Not Found | ${SITE.brand}`);
  await expect(page.getByRole("main").getByRole("link", { name: "Back to Home" })).toBeVisible();
  expect(documents).toEqual([]);
});
