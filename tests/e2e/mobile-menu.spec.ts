import { expect, gotoHydrated, test } from "./fixtures.ts";

test.use({ viewport: { width: 390, height: 844 } });

test("the mobile menu opens by keyboard, navigates to a page and closes", async ({ page }) => {
  await gotoHydrated(page, "/");
  // The desktop navigation is not shown at this width.
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();

  const button = page.getByRole("button", { name: "Menu" });
  await expect(button).toHaveAttribute("aria-expanded", "false");
  const panel = page.locator(`#${await button.getAttribute("aria-controls")}`);
  await expect(panel).toBeHidden();

  // Reach the button the way a keyboard user would.
  for (let i = 0; i < 6 && !(await button.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(button).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(panel).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Mobile" });
  await expect(nav.getByRole("link").first()).toBeFocused();
  for (const name of ["Transaction Coordination", "Team", "Contact", "Sign In", "Get Started"]) {
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole("link", { name: /Gift Card/ })).toContainText("Limited Time");

  // Escape closes and gives focus back to the button.
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(button).toBeFocused();

  // Open again and follow a link with the keyboard.
  await page.keyboard.press("Enter");
  await expect(panel).toBeVisible();
  await nav.getByRole("link", { name: "Team", exact: true }).focus();
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/team$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Meet Our Team");
  await expect(panel).toBeHidden();
  await expect(button).toHaveAttribute("aria-expanded", "false");
});

test("the mobile menu closes when the page changes, also by mouse", async ({ page }) => {
  await gotoHydrated(page, "/team");
  const button = page.getByRole("button", { name: "Menu" });
  await button.click();
  const nav = page.getByRole("navigation", { name: "Mobile" });
  await nav.getByRole("link", { name: "Remote Online Notary" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Remote Online Notary");
  await expect(nav).toBeHidden();
  await expect(button).toHaveAttribute("aria-expanded", "false");
});

test("the layout fits a 360 px screen without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await gotoHydrated(page, "/");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole("button", { name: "Menu" }).click();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
