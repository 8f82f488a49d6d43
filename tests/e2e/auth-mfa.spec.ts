import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures.ts";
import {
  PASSWORD,
  expectNoAxeViolations,
  expectSignedIn,
  expectToast,
  submitSignIn,
  totpCode,
  uniqueEmail,
  signOutFromBar,
} from "./auth-support.ts";

// Some tests stub auth and API answers with page.route, which a controlling service worker would
// let requests slip past; the worker has its own tests.
test.use({ serviceWorkers: "block" });

// Codes for one secret come from successive 30-second steps (the server refuses a replayed step).
test.setTimeout(120_000);

async function register(page: Page, email: string) {
  await gotoHydrated(page, "/register");
  const form = page.getByRole("form", { name: "Create your account" });
  await form.getByRole("radio", { name: /Agent/ }).check();
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test("two-step verification: set up an authenticator, sign in with a code, then remove it", async ({ page }) => {
  const email = uniqueEmail("totp");
  await register(page, email);

  await page.getByRole("navigation", { name: "Your account" }).getByRole("link", { name: "Account Security" }).click();
  await expect(page).toHaveURL(/\/account\/security$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Account Security");
  const twoStep = page.getByRole("region", { name: "Two-step verification" });
  await expect(twoStep.getByText("Off", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await twoStep.getByRole("button", { name: "Set Up Authenticator App" }).click();
  const enrol = page.getByRole("form", { name: "Set up your authenticator app" });
  const qr = enrol.getByRole("img", { name: "QR code for adding Heartland Closing Co. to your authenticator app" });
  await expect(qr).toBeVisible();
  // The QR code really renders (a broken data: URL would leave it 0 × 0).
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const secret = (await enrol.getByRole("code").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

  // A wrong code is refused next to the field.
  await enrol.getByLabel("6-digit code").fill("000000");
  await enrol.getByRole("button", { name: "Verify and Turn On" }).click();
  await expect(enrol.getByLabel("6-digit code")).toHaveAccessibleDescription(
    "That code did not match. Check your authenticator app and try again.",
  );
  await expectNoAxeViolations(page);

  await enrol.getByLabel("6-digit code").fill(await totpCode(page, secret));
  await enrol.getByRole("button", { name: "Verify and Turn On" }).click();
  await expectToast(page, "Two-step verification is on.");
  await twoStep.getByRole("button", { name: "I Have Saved My Codes" }).click();
  await expect(twoStep.getByText("On", { exact: true })).toBeVisible();
  await expect(twoStep.getByRole("button", { name: "Remove Authenticator app" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Sign out, then the password alone is not enough.
  await signOutFromBar(page);
  await expectSignedIn(page, false);
  await gotoHydrated(page, "/login");
  await submitSignIn(page, email);
  const codeStep = page.getByRole("form", { name: "Two-step verification" });
  await expect(codeStep).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expectNoAxeViolations(page);

  // Guarded pages still send a half-signed-in visitor back to the code step, and then onwards.
  await page.goto("/account/security");
  await expect(page).toHaveURL(/\/login\?next=%2Faccount%2Fsecurity$/);
  await expect(codeStep).toBeVisible();
  await expectSignedIn(page, false);

  await codeStep.getByLabel("6-digit code").fill("12");
  await codeStep.getByRole("button", { name: "Verify" }).click();
  await expect(codeStep.getByLabel("6-digit code")).toHaveAccessibleDescription("Enter the 6-digit code");
  await expectNoAxeViolations(page);

  await codeStep.getByLabel("6-digit code").fill(await totpCode(page, secret));
  await codeStep.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/account\/security$/);
  await expectToast(page, "Welcome back!");
  await expectSignedIn(page, true);

  // Remove it again. Should the server want a fresh second factor first (insufficient_aal; made
  // to happen here once), the page asks for a code and then removes it.
  let refusedOnce = false;
  await page.route("**/auth/v1/factors/*", async (route) => {
    if (route.request().method() !== "DELETE" || refusedOnce) return route.continue();
    refusedOnce = true;
    await route.fulfill({
      status: 401,
      contentType: "application/json",
      body: JSON.stringify({ code: 401, error_code: "insufficient_aal", msg: "AAL2 required to unenroll verified factor" }),
    });
  });
  await twoStep.getByRole("button", { name: "Remove Authenticator app" }).click();
  await twoStep.getByRole("button", { name: "Remove Authenticator", exact: true }).click();
  const confirm = page.getByRole("form", { name: "Confirm removal" });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByLabel("6-digit code").fill(await totpCode(page, secret));
  await confirm.getByRole("button", { name: "Verify and Remove" }).click();
  await expectToast(page, "Authenticator removed.");
  await expect(twoStep.getByText("Off", { exact: true })).toBeVisible();

  await page.getByRole("region", { name: "Other devices" }).getByRole("button", { name: "Sign Out Other Devices" }).click();
  await expectToast(page, "Signed out of all other devices.");
  await expectSignedIn(page, true);
});

test("cancelling the code step signs the half-finished session out and keeps the e-mail", async ({ page }) => {
  const email = uniqueEmail("cancel");
  await register(page, email);
  await gotoHydrated(page, "/account/security");
  const twoStep = page.getByRole("region", { name: "Two-step verification" });
  await twoStep.getByRole("button", { name: "Set Up Authenticator App" }).click();
  const enrol = page.getByRole("form", { name: "Set up your authenticator app" });
  const secret = (await enrol.getByRole("code").textContent())?.trim() ?? "";
  await enrol.getByLabel("6-digit code").fill(await totpCode(page, secret));
  await enrol.getByRole("button", { name: "Verify and Turn On" }).click();
  await twoStep.getByRole("button", { name: "I Have Saved My Codes" }).click();
  await expect(twoStep.getByText("On", { exact: true })).toBeVisible();

  await signOutFromBar(page);
  await gotoHydrated(page, "/login");
  await submitSignIn(page, email);
  const codeStep = page.getByRole("form", { name: "Two-step verification" });
  await codeStep.getByRole("button", { name: "Cancel" }).click();
  const form = page.getByRole("form", { name: "Sign in" });
  await expect(form.getByLabel("Email")).toHaveValue(email);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  await expect(page.getByRole("form", { name: "Sign in" })).toBeVisible();
});

test("recovery codes: shown once after the first authenticator, downloadable, one signs in in place of a code, and a new set replaces them", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail("recovery");
  await register(page, email);
  await gotoHydrated(page, "/account/security");
  const twoStep = page.getByRole("region", { name: "Two-step verification" });
  await twoStep.getByRole("button", { name: "Set Up Authenticator App" }).click();
  const enrol = page.getByRole("form", { name: "Set up your authenticator app" });
  const secret = (await enrol.getByRole("code").textContent())?.trim() ?? "";
  await enrol.getByLabel("6-digit code").fill(await totpCode(page, secret));
  await enrol.getByRole("button", { name: "Verify and Turn On" }).click();

  // Shown once, right after the authenticator is verified.
  const fresh = twoStep.getByRole("region", { name: "Save your recovery codes" });
  await expect(fresh).toContainText("This is the only time they are shown");
  const list = fresh.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(list).toHaveCount(10);
  const codes = (await list.allTextContents()).map((c) => c.trim());
  for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
  await expectNoAxeViolations(page);
  const [download] = await Promise.all([page.waitForEvent("download"), fresh.getByRole("button", { name: "Download (.txt)" }).click()]);
  expect(download.suggestedFilename()).toBe("heartland-recovery-codes.txt");
  const file = await (await import("node:fs/promises")).readFile((await download.path())!, "utf8");
  expect(file).toContain(email);
  for (const code of codes) expect(file).toContain(code);
  await fresh.getByRole("button", { name: "I Have Saved My Codes" }).click();
  await expect(fresh).toHaveCount(0);
  await expect(twoStep.getByText("10 of 10 recovery codes left.")).toBeVisible();
  await page.reload();
  await expect(twoStep.getByText("10 of 10 recovery codes left.")).toBeVisible();
  await expect(page.getByText(codes[0]!)).toHaveCount(0);

  // Signing in without the phone: a recovery code in place of the 6-digit code.
  // A new browser session: this one's tokens are forgotten (the menus are not what this test is about).
  await page.evaluate(() => localStorage.clear());
  await gotoHydrated(page, "/login");
  await submitSignIn(page, email);
  await expect(page.getByRole("form", { name: "Two-step verification" })).toBeVisible();
  await page.getByRole("button", { name: "Use a Recovery Code" }).click();
  const recovery = page.getByRole("form", { name: "Use a recovery code" });
  await expectNoAxeViolations(page);
  await recovery.getByLabel("Recovery code").fill("aaaaa-bbbbb");
  await recovery.getByRole("button", { name: "Verify" }).click();
  await expect(recovery.getByLabel("Recovery code")).toHaveAccessibleDescription(/That recovery code did not work/);
  await expectNoAxeViolations(page);
  await recovery.getByLabel("Recovery code").fill(codes[0]!.toUpperCase());
  await recovery.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectToast(page, "Welcome back!");

  // The security page counts what is left, and a new set (confirmed first) replaces the old.
  await gotoHydrated(page, "/account/security");
  await expect(twoStep.getByText("9 of 10 recovery codes left.")).toBeVisible();
  await twoStep.getByRole("button", { name: "Regenerate Codes" }).click();
  const dialog = page.getByRole("dialog", { name: "Make new recovery codes?" });
  await expect(dialog).toContainText("Your current recovery codes stop working at once");
  await expectNoAxeViolations(page, { within: dialog });
  await dialog.getByRole("button", { name: "Make New Codes" }).click();
  const renewed = twoStep.getByRole("region", { name: "Save your recovery codes" }).getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(renewed).toHaveCount(10);
  expect(await renewed.allTextContents()).not.toContain(codes[1]);
  await twoStep.getByRole("button", { name: "I Have Saved My Codes" }).click();
  await expect(twoStep.getByText("10 of 10 recovery codes left.")).toBeVisible();
});
