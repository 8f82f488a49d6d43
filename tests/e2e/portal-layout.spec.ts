import { expect, gotoHydrated, test } from "./fixtures.ts";
import {
  createAccount,
  expectNoAxeViolations,
  expectToast,
  signIn,
  signInWithApi,
  submitSignIn,
  uniqueEmail,
} from "./auth-support.ts";

/**
 * The signed-in pages' shared layout (app/routes/portal/portal-layout.tsx): one access guard,
 * the portal's navigation, and detail paths that are pages rather than 404s.
 */

test("a signed-out visitor to a client's page signs in and comes back to it", async ({ page, request }) => {
  const email = await createAccount(request, uniqueEmail("portal-next"));
  await gotoHydrated(page, "/clients/123");
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent("/clients/123")}`);
  await submitSignIn(page, email);
  await expect(page).toHaveURL(/\/clients\/123$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Clients");
  await expect(page.getByText("Client not found")).toBeVisible();
});

test("the portal's navigation leads between Dashboard, Clients and Account Security", async ({ page, request }) => {
  const email = await createAccount(request, uniqueEmail("portal-nav"));
  // Signing in by typing is tested in tests/e2e/auth-sign-in.spec.ts; this starts signed in.
  await signInWithApi(page, request, email);
  await gotoHydrated(page, "/dashboard");

  const nav = page.getByRole("navigation", { name: "Your account" });
  const h1 = page.getByRole("heading", { level: 1 });
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  await expect(h1).toHaveText(/^Welcome back/);
  await expectNoAxeViolations(page);

  await nav.getByRole("link", { name: "Clients" }).click();
  await expect(page).toHaveURL(/\/clients$/);
  await expect(h1).toHaveText("Clients");
  await expect(nav.getByRole("link", { name: "Clients" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current", "page");

  await nav.getByRole("link", { name: "Account Security" }).click();
  await expect(page).toHaveURL(/\/account\/security$/);
  await expect(h1).toHaveText("Account Security");

  await nav.getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(h1).toHaveText(/^Welcome back/);
  // An agent is not offered the admin area.
  await expect(nav.getByRole("link", { name: "Admin" })).toHaveCount(0);

  // A client's page by address is the app, not the 404 page.
  const response = await page.goto("/clients/abc");
  expect(response?.status()).toBe(200);
  await expect(h1).toHaveText("Clients");
  await expect(page.getByText("Client not found")).toBeVisible();
  await expect(nav.getByRole("link", { name: "Clients" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toHaveCount(0);
});

test("an agent who opens the admin area is sent home with 'Access denied'", async ({ page, request }) => {
  const email = await createAccount(request, uniqueEmail("portal-agent"));
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/admin/users?page=2");
  // A full page load: the session, then the profile, are read before the verdict.
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expectToast(page, "Access denied");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Close With Confidence");
});
