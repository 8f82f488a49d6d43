import { expectNoAxeViolations as expectNoViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

test("the home page layout has no axe violations at desktop width", async ({ visit }) => {
  const page = await visit("/", 1280);
  await expectNoViolations(page);
  // Open Services menu too.
  await page.getByRole("button", { name: "Services" }).click();
  await expect(page.getByRole("menu", { name: "Services" })).toBeVisible();
  await expectNoViolations(page);
});

test("the home page layout has no axe violations at mobile width", async ({ visit }) => {
  const page = await visit("/", 390);
  await expectNoViolations(page);
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  await expectNoViolations(page);
});

test("the 404 page and the sign-in shell have no axe violations", async ({ visit }) => {
  // Two pages, two full scans, early in the run while the server is still cold: 6 s alone, but
  // it exceeded 30 s twice on a loaded CI machine.
  test.slow();
  for (const path of ["/no-such-page", "/login"]) {
    const page = await visit(path, 1280);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoViolations(page);
  }
});
