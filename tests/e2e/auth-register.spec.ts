import { expect, gotoHydrated, test } from "./fixtures.ts";
import {
  PASSWORD,
  createAccount,
  expectNoAxeViolations,
  expectSignedIn,
  expectToast,
    uniqueEmail,
  signOutFromBar,
} from "./auth-support.ts";

test("an agent registers, lands on the dashboard, signs out and is asked to sign in again", async ({ page }) => {
  const email = uniqueEmail("agent");
  await gotoHydrated(page, "/register");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create Your Account");
  await expectSignedIn(page, false);

  const form = page.getByRole("form", { name: "Create your account" });
  const submit = form.getByRole("button", { name: "Create Account" });
  // No account type yet: the button waits, and says why.
  await expect(submit).toBeDisabled();
  await expect(form.getByText("Please select your role")).toBeVisible();
  await expect(form.getByText("Must be at least 6 characters")).toBeVisible();

  await form.getByRole("radio", { name: /Agent/ }).check();
  await expect(submit).toBeEnabled();
  await expect(form.getByText("Please select your role")).toHaveCount(0);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(PASSWORD);
  await submit.click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expectToast(page, "Account created successfully!");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome back, ${email.split("@")[0]}`);
  await expect(page.getByText("Track your transactions and access agent resources")).toBeVisible();
  const account = page.getByRole("region", { name: "Your account" });
  await expect(account.getByText(email)).toBeVisible();
  await expect(account.getByText("Agent", { exact: true })).toBeVisible();
  await expect(account.getByRole("link", { name: "Account Security" })).toHaveAttribute("href", "/account/security");
  await expectSignedIn(page, true);

  // Signed in survives a reload (the session is stored).
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome back, ${email.split("@")[0]}`);

  await signOutFromBar(page);
  await expect(page).toHaveURL(/\/$/);
  await expectSignedIn(page, false);

  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome Back");
});

test("a lender sees the lender subtitle, and Sign Out is in the account menu on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/register");
  const form = page.getByRole("form", { name: "Create your account" });
  await form.getByRole("radio", { name: /Lender/ }).check();
  await form.getByLabel("Email").fill(uniqueEmail("lender"));
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Create Account" }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Monitor your loans and access lender resources")).toBeVisible();
  await expect(page.getByRole("region", { name: "Your account" }).getByText("Lender", { exact: true })).toBeVisible();

  // The dashboard is in the app shell: no website menu, Sign Out in the account menu.
  await expect(page.getByRole("button", { name: "Menu", exact: true })).toHaveCount(0);
  const bar = page.getByRole("banner");
  await bar.getByRole("button", { name: "Account menu" }).click();
  await expect(bar.getByRole("link", { name: "Sign In" })).toHaveCount(0);
  await bar.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(menu.getByRole("link", { name: "Sign In" })).toBeVisible();
  await expect(menu.getByRole("button", { name: "Sign Out" })).toHaveCount(0);
});

test("registration explains bad input next to the fields and keeps what was typed", async ({ page, request }) => {
  await gotoHydrated(page, "/register");
  const form = page.getByRole("form", { name: "Create your account" });
  await form.getByRole("radio", { name: /Lender/ }).check();
  const email = form.getByLabel("Email");
  const password = form.getByLabel("Password");
  await email.fill("jo@example");
  await password.fill("12345");
  await form.getByRole("button", { name: "Create Account" }).click();

  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription("Please enter a valid email address");
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(password).toHaveAccessibleDescription(
    "Must be at least 6 characters Password must be at least 6 characters long",
  );
  await expect(email).toBeFocused();
  await expect(email).toHaveValue("jo@example");
  await expect(password).toHaveValue("12345");
  await expect(form.getByRole("radio", { name: /Lender/ })).toBeChecked();

  // Fixing a field clears its message as you type.
  await password.fill("123456");
  await expect(password).not.toHaveAttribute("aria-invalid", "true");

  // An address that already has an account.
  const taken = await createAccount(request, uniqueEmail("taken"));
  await email.fill(taken);
  await form.getByRole("button", { name: "Create Account" }).click();
  await expectToast(page, "This email is already registered");
  await expect(email).toHaveAccessibleDescription("This email is already registered");
  await expect(email).toHaveValue(taken);
  await expect(page).toHaveURL(/\/register$/);
  await expectSignedIn(page, false);
});

test("the registration page has the Why Join panel, the guarantee and a way to sign in", async ({ visit }) => {
  const page = await visit("/register");
  const whyJoin = page.getByRole("region", { name: "Why Join" });
  for (const benefit of [
    "Track every transaction",
    "Order title & closing services",
    "Download the resource library",
    "Insider Club perks",
  ]) {
    await expect(whyJoin.getByText(benefit)).toBeVisible();
  }
  const guarantee = page.getByRole("region", { name: "Our Satisfaction Guarantee" });
  await expect(guarantee).toContainText("we refund our closing fee");
  await expect(guarantee).toContainText("we complete the remaining services free of charge");
  await expect(guarantee).toContainText("payable only when a closing is successful");
  await page.getByRole("link", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("the registration page has no axe violations, idle and with errors shown", async ({ visit }) => {
  test.slow(); // several full axe scans at two widths
  for (const width of [1280, 390]) {
    const page = await visit("/register", width);
    await expectNoAxeViolations(page);
    const form = page.getByRole("form", { name: "Create your account" });
    await form.getByRole("radio", { name: /Agent/ }).check();
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
  }
});
