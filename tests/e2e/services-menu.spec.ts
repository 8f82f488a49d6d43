import { SERVICE_ROUTES } from "#core/site/routes.ts";
import { expect, test } from "./fixtures.ts";

const LABELS = SERVICE_ROUTES.map((r) => r.title);

test.describe("Services menu", () => {
  test("opens with the keyboard, arrows move through the 8 services, Escape closes", async ({ visit }) => {
    const page = await visit("/");
    const button = page.getByRole("button", { name: "Services" });
    const menu = page.getByRole("menu", { name: "Services" });
    await expect(button).toHaveAttribute("aria-haspopup", "menu");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();

    await button.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const items = menu.getByRole("menuitem");
    await expect(items).toHaveText(LABELS);
    await expect(items.first()).toBeFocused();

    for (let i = 1; i < LABELS.length; i++) {
      await page.keyboard.press("ArrowDown");
      await expect(items.nth(i)).toBeFocused();
    }
    await page.keyboard.press("ArrowDown"); // wraps
    await expect(items.first()).toBeFocused();
    await page.keyboard.press("ArrowUp"); // wraps back
    await expect(items.last()).toBeFocused();
    await page.keyboard.press("Home");
    await expect(items.first()).toBeFocused();
    await page.keyboard.press("End");
    await expect(items.last()).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();

    // Space and ArrowDown open on the first item, ArrowUp on the last.
    await page.keyboard.press(" ");
    await expect(items.first()).toBeFocused();
    await page.keyboard.press("Escape");
    await page.keyboard.press("ArrowDown");
    await expect(items.first()).toBeFocused();
    await page.keyboard.press("Escape");
    await page.keyboard.press("ArrowUp");
    await expect(items.last()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });

  test("Enter on an item navigates to that service page and closes the menu", async ({ visit }) => {
    const page = await visit("/");
    const button = page.getByRole("button", { name: "Services" });
    const menu = page.getByRole("menu", { name: "Services" });
    await button.focus();
    await page.keyboard.press("ArrowDown"); // opens on the first service
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitem", { name: "Loan Closings" })).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(/\/loan-closings$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Loan Closings");
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("a letter jumps to the next service starting with it", async ({ visit }) => {
    const page = await visit("/");
    await page.getByRole("button", { name: "Services" }).focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu", { name: "Services" });
    await page.keyboard.press("r");
    await expect(menu.getByRole("menuitem", { name: "Remote Online Notary" })).toBeFocused();
    await page.keyboard.press("c");
    await expect(menu.getByRole("menuitem", { name: "Cash Closings", exact: true })).toBeFocused();
  });

  test("Tab closes the menu and moves on to the next link", async ({ visit }) => {
    const page = await visit("/");
    const button = page.getByRole("button", { name: "Services" });
    await button.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("menu", { name: "Services" })).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Team" })).toBeFocused();
  });

  test("works with the mouse: click opens, a click outside closes, an item navigates", async ({ visit }) => {
    const page = await visit("/");
    const button = page.getByRole("button", { name: "Services" });
    const menu = page.getByRole("menu", { name: "Services" });
    await button.click();
    await expect(menu).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(menu).toBeHidden();

    await button.click();
    await menu.getByRole("menuitem", { name: "Iowa Title Guaranty" }).click();
    await expect(page).toHaveURL(/\/title-guaranty$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Iowa Title Guaranty");
    await expect(menu).toBeHidden();
  });
});
