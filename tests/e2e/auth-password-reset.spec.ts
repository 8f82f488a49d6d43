import { expect, gotoHydrated, test } from "./fixtures.ts";
import {
  createAccount,
  expectNoAxeViolations,
  expectSignedIn,
  expectToast,
  latestMail,
    recoveryLinkAndCode,
  signIn,
  uniqueEmail,
  signOutFromBar,
} from "./auth-support.ts";

const CONFIRMATION =
  "If an account exists for that address, we have sent an e-mail with a link and a code to reset your password.";
const NEW_PASSWORD = "cedar-falls-2025";

async function requestReset(page: import("@playwright/test").Page, email: string) {
  await gotoHydrated(page, "/forgot-password");
  const form = page.getByRole("form", { name: "Request a password reset" });
  await form.getByLabel("Email").fill(email);
  await form.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("status").filter({ hasText: CONFIRMATION })).toBeVisible();
}

test("forgot password: the e-mailed link opens the reset page, the new password works, the link only once", async ({
  page,
  request,
}) => {
  const email = await createAccount(request, uniqueEmail("forgot"));
  await requestReset(page, email);

  const mail = await latestMail(request, email);
  expect(mail.subject).toContain("Reset your");
  const { link } = recoveryLinkAndCode(mail);

  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password/);
  const form = page.getByRole("form", { name: "Choose a new password" });
  await expect(form).toBeVisible();
  await expect(form.getByText(email)).toBeVisible();
  // The tokens do not stay in the address bar.
  await expect(page).not.toHaveURL(/access_token/);

  await form.getByRole("textbox", { name: "New password", exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel("Confirm new password").fill("something-else");
  await form.getByRole("button", { name: "Save New Password" }).click();
  await expect(form.getByLabel("Confirm new password")).toHaveAccessibleDescription("Passwords do not match");
  await expectNoAxeViolations(page);
  await form.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await form.getByRole("button", { name: "Save New Password" }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expectToast(page, "Your password has been updated.");
  await signOutFromBar(page);
  await expectSignedIn(page, false);

  // The link has been used.
  await page.goto(link);
  await expect(page.getByRole("alert").filter({ hasText: "expired or has already been used" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Request a New Reset Link" })).toHaveAttribute("href", "/forgot-password");

  await signIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("the 6-digit code from the e-mail is the other way to reset", async ({ page, request }) => {
  const email = await createAccount(request, uniqueEmail("code"));
  await requestReset(page, email);
  const { code } = recoveryLinkAndCode(await latestMail(request, email));

  await page.getByRole("link", { name: "enter the 6-digit code from the e-mail" }).click();
  await expect(page).toHaveURL(/\/reset-password\?email=/);
  const codeForm = page.getByRole("form", { name: "Have the code from the e-mail?" });
  await expect(codeForm.getByLabel("Email")).toHaveValue(email);

  await codeForm.getByLabel("6-digit code").fill("12");
  await codeForm.getByRole("button", { name: "Continue" }).click();
  await expect(codeForm.getByLabel("6-digit code")).toHaveAccessibleDescription("Enter the 6-digit code");
  await expect(codeForm.getByLabel("Email")).toHaveValue(email);

  await codeForm.getByLabel("6-digit code").fill(code);
  await codeForm.getByRole("button", { name: "Continue" }).click();

  const form = page.getByRole("form", { name: "Choose a new password" });
  await form.getByRole("textbox", { name: "New password", exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await form.getByRole("button", { name: "Save New Password" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectToast(page, "Your password has been updated.");
});

test("forgot password answers the same for an address without an account", async ({ tab: page }) => {
  await requestReset(page, uniqueEmail("nobody"));
  await expectSignedIn(page, false);
});

test("the reset page without a reset session explains itself", async ({ visit }) => {
  const page = await visit("/reset-password");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose a New Password");
  await expect(page.getByText("open the link in your password reset e-mail")).toBeVisible();
  await page.getByRole("link", { name: "Request a New Reset Link" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test("forgot and reset password pages have no axe violations in their states", async ({ visit }) => {
  test.slow(); // several full axe scans at two widths
  const forgot = await visit("/forgot-password");
  await expectNoAxeViolations(forgot);
  const form = forgot.getByRole("form", { name: "Request a password reset" });
  await form.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(form.getByLabel("Email")).toHaveAccessibleDescription("Email is required");
  await expectNoAxeViolations(forgot);
  await form.getByLabel("Email").fill(uniqueEmail("axe"));
  await form.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(forgot.getByRole("status").filter({ hasText: CONFIRMATION })).toBeVisible();
  await expectNoAxeViolations(forgot);

  const reset = await visit("/reset-password", 390);
  await expect(reset.getByRole("form", { name: "Have the code from the e-mail?" })).toBeVisible();
  await expectNoAxeViolations(reset);
  await reset.getByRole("button", { name: "Continue" }).click();
  await expect(reset.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(reset);
});
