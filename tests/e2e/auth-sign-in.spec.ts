import { expect, gotoHydrated, test } from "./fixtures.ts";
import {
  ADMIN_EMAILS,
  createAccount,
  expectNoAxeViolations,
  expectSignedIn,
  expectToast,
    signIn,
  submitSignIn,
  totpCode,
  uniqueEmail,
  signOutFromBar,
} from "./auth-support.ts";

// Some tests stub auth and API answers with page.route, which a controlling service worker would
// let requests slip past; the worker has its own tests.
test.use({ serviceWorkers: "block" });

test("a wrong password is refused beside the form, where the message stays, and keeps what was typed; the right one opens the dashboard", async ({
  page,
  request,
}) => {
  // It waits for the notice to go, to show that the message beside the form stays.
  test.slow();
  const email = await createAccount(request, uniqueEmail("jo"));
  await signIn(page, email, "not-my-password");
  await expectToast(page, "Failed to sign in. Please check your credentials.");
  const form = page.getByRole("form", { name: "Sign in" });
  // The message is part of the form, not only a notice that fades: it is still there once the notice has gone.
  await expect(form.getByRole("alert")).toHaveText("Failed to sign in. Please check your credentials.");
  await expect(page.getByRole("region", { name: /Notifications/ }).getByRole("listitem")).toHaveCount(0, { timeout: 15_000 });
  await expect(form.getByRole("alert")).toHaveText("Failed to sign in. Please check your credentials.");
  await expect(form.getByLabel("Email")).toHaveValue(email);
  await expect(form.getByLabel("Password")).toHaveValue("not-my-password");
  await expectNoAxeViolations(page);
  await expect(form.getByRole("button", { name: "Sign In" })).toBeEnabled();
  await expect(page).toHaveURL(/\/login$/);
  await expectSignedIn(page, false);

  await submitSignIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectToast(page, "Welcome back!");
  await expectSignedIn(page, true);
});

test("the Sign In button reads 'Signing in...' and is disabled while busy", async ({ page, request }) => {
  const email = await createAccount(request, uniqueEmail("busy"));
  await gotoHydrated(page, "/login");
  // Hold the answer back so the busy state can be seen.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/auth/v1/token?grant_type=password", async (route) => {
    await released;
    await route.continue();
  });
  await submitSignIn(page, email);
  const busy = page.getByRole("button", { name: "Signing in..." });
  await expect(busy).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a guarded page sends a visitor to sign in and back to the same page and query afterwards", async ({
  page,
  request,
}) => {
  const email = await createAccount(request, uniqueEmail("guard"));
  await page.goto("/clients?view=recent");
  await expect(page).toHaveURL(/\/login\?next=%2Fclients%3Fview%3Drecent$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome Back");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await submitSignIn(page, email);
  await expect(page).toHaveURL(/\/clients\?view=recent$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Clients");

  // A stored session about to expire is refreshed before the page decides; meanwhile it says so.
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem("heartland-auth")!);
    stored.expires_at = Math.floor(Date.now() / 1000) + 20;
    localStorage.setItem("heartland-auth", JSON.stringify(stored));
  });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/auth/v1/token?grant_type=refresh_token", async (route) => {
    await released;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole("status").filter({ hasText: "Checking authentication" })).toBeVisible();
  release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Clients");
  await expect(page).toHaveURL(/\/clients\?view=recent$/);
});

test("a next parameter pointing at another site is ignored", async ({ page, request }) => {
  const email = await createAccount(request, uniqueEmail("next"));
  await gotoHydrated(page, "/login?next=//evil.example/phish");
  await submitSignIn(page, email);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/dashboard$/);
});

test("an administrator lands on the admin area, sets up two-step verification there, then sees it; a user sent there is turned away", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  // The set-up stays on the account, so a retry signs up the second admin address.
  const admin = ADMIN_EMAILS[testInfo.retry] ?? ADMIN_EMAILS[0]!;
  await createAccount(request, admin);
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin$/);
  const h1 = page.getByRole("heading", { level: 1 });
  await expect(h1).toHaveText("Confirm It's You");
  const twoStep = page.getByRole("region", { name: "Two-step verification required" });
  await twoStep.getByRole("button", { name: "Set Up Authenticator App" }).click();
  const enrol = twoStep.getByRole("form", { name: "Set up your authenticator app" });
  const secret = (await enrol.getByRole("code").textContent())?.trim() ?? "";
  await enrol.getByLabel("6-digit code").fill(await totpCode(page, secret));
  await enrol.getByRole("button", { name: "Verify and Turn On" }).click();
  // The first authenticator brings recovery codes, shown once before going on.
  await twoStep.getByRole("button", { name: "I Have Saved My Codes" }).click();
  await expect(h1).toHaveText("Admin Dashboard");
  await expect(page.getByRole("navigation", { name: "Your account" }).getByRole("link", { name: "Admin" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await signOutFromBar(page);
  await expect(page).toHaveURL(/\/$/);

  const user = await createAccount(request, uniqueEmail("notadmin"));
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/);
  await submitSignIn(page, user);
  await expectToast(page, "Access denied");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Close With Confidence");
});

test("when the role cannot be read after sign-in, the page says so and stays", async ({ page, request }) => {
  const email = await createAccount(request, uniqueEmail("norole"));
  await gotoHydrated(page, "/login");
  await page.route("**/api/v1/me", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"code":"internal","message":"boom"}' }),
  );
  await submitSignIn(page, email);
  await expectToast(page, "An error occurred during login");
  await expect(page).toHaveURL(/\/login$/);
});

test("too many attempts: the form says how long to wait", async ({ page }) => {
  await gotoHydrated(page, "/login");
  await page.route("**/auth/v1/token?grant_type=password", (route) =>
    route.fulfill({
      status: 429,
      contentType: "application/json",
      headers: { "Retry-After": "42" },
      body: JSON.stringify({
        code: 429,
        error_code: "over_request_rate_limit",
        msg: "Request rate limit reached",
      }),
    }),
  );
  await submitSignIn(page, "jo@example.com", "whatever1");
  await expect(page.getByRole("alert").filter({ hasText: "Too many attempts" })).toHaveText(
    "Too many attempts, try again in 42 seconds.",
  );
  await expect(page.getByRole("form", { name: "Sign in" }).getByLabel("Email")).toHaveValue("jo@example.com");
});

test("signing out works even when the server cannot be reached", async ({ page, request }) => {
  const email = await createAccount(request, uniqueEmail("offline"));
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.route("**/auth/v1/logout**", (route) => route.abort("internetdisconnected"));
  await page.getByRole("region", { name: "Your account" }).getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedIn(page, false);
  // Also after a reload: the stored session is gone.
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expectSignedIn(page, false);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
});

test("the sign-in page validates both fields and links to registration and password reset", async ({ page }) => {
  await gotoHydrated(page, "/login");
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(form.getByLabel("Email")).toHaveAccessibleDescription("Email is required");
  await expect(form.getByLabel("Password")).toHaveAccessibleDescription("Password is required");
  await expect(form.getByLabel("Email")).toBeFocused();
  await expect(page.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/register");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reset Your Password");
});

test("the sign-in page has no axe violations, idle and with errors shown", async ({ visit }) => {
  test.slow(); // several full axe scans at two widths
  for (const width of [1280, 390]) {
    const page = await visit("/login", width);
    await expectNoAxeViolations(page);
    const form = page.getByRole("form", { name: "Sign in" });
    await form.getByLabel("Email").fill("not-an-address");
    await form.getByRole("button", { name: "Sign In" }).click();
    await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
  }
});
