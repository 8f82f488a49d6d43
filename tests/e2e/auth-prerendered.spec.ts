import { expect, gotoHydrated, test } from "./fixtures.ts";
import { PASSWORD, createAccount, expectSignedIn, expectToast, uniqueEmail } from "./auth-support.ts";

// Requests for the scripts are held back below; a controlling service worker would answer them itself.
test.use({ serviceWorkers: "block" });

const PAGES = [
  { path: "/login", heading: "Welcome Back", form: "Sign in", button: "Sign In" },
  { path: "/register", heading: "Create Your Account", form: "Create your account", button: "Create Account" },
] as const;

for (const { path, heading, form, button } of PAGES) {
  test(`${path} is pre-rendered: its heading and form are in the HTML before any script runs`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(html).toContain(`aria-label="${form}"`);
    expect(html).toMatch(/<input[^>]*type="email"[^>]*name="email"/);
    expect(html).toMatch(/<input[^>]*type="password"[^>]*name="password"/);
    // Not the shell's loading state.
    expect(html).not.toContain("Loading…");
    // Sent natively the form would put the password in the address: disabled until hydrated.
    expect(html).toMatch(new RegExp(`<button type="submit"[^>]*disabled=""[^>]*>${button}`));
  });

  test(`${path} shows its heading and form with JavaScript turned off`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      const fields = page.getByRole("form", { name: form });
      await expect(fields.getByLabel("Email")).toBeVisible();
      await expect(fields.getByLabel("Password")).toBeVisible();
    } finally {
      await context.close();
    }
  });
}

test("what is typed into the pre-rendered sign-in form before the scripts run is kept, and signing in works", async ({
  page,
  request,
}) => {
  const email = await createAccount(request, uniqueEmail("early"));
  let release = () => {};
  const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  // The HTML's module script is async: the page is there (and "load" waits) while its scripts are held.
  await page.goto("/login", { waitUntil: "commit" });
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(PASSWORD);
  await expect(form.getByRole("button", { name: "Sign In" })).toBeDisabled();

  release();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(form.getByLabel("Email")).toHaveValue(email);
  await expect(form.getByRole("button", { name: "Sign In" })).toBeEnabled();
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectToast(page, "Welcome back!");
  await expectSignedIn(page, true);
});

test("an account type picked before the scripts run is kept on the pre-rendered registration form", async ({ page }) => {
  let release = () => {};
  const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  await page.goto("/register", { waitUntil: "commit" });
  const form = page.getByRole("form", { name: "Create your account" });
  await form.getByRole("radio", { name: /Lender/ }).check();
  await form.getByLabel("Email").fill(uniqueEmail("early-lender"));

  release();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(form.getByRole("radio", { name: /Lender/ })).toBeChecked();
  await expect(form.getByRole("button", { name: "Create Account" })).toBeEnabled();
  await expect(form.getByText("Please select your role")).toHaveCount(0);
});

test("the pre-rendered /login and /register hydrate without errors (no mismatch with the HTML)", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  for (const { path, heading } of PAGES) {
    await gotoHydrated(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  }
  expect(errors).toEqual([]);
});
