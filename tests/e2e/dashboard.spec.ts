import { expect, gotoHydrated, test } from "./fixtures.ts";
import {
  createAccount,
  expectNoAxeViolations,
  expectToast,
  signInWithApi,
  uniqueEmail,
} from "./auth-support.ts";

/**
 * /dashboard (app/features/dashboard): an agent's and a lender's own subtitle and resources with
 * real downloads, ordering a service and completing that order on /get-started (issue 29: one
 * request, its service kept, listed under My orders), the empty and failed states, and the Year
 * of the GOAT.
 */

test("an agent: subtitle, no closing files yet, totals, four PDF guides that download, and ordering a service", async ({ page, request }) => {
  const email = await createAccount(request, uniqueEmail("dash-agent"));
  await signInWithApi(page, request, email);
  await gotoHydrated(page, "/dashboard");

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome back, ${email.split("@")[0]}`);
  await expect(page.getByText("Track your transactions and access agent resources")).toBeVisible();
  // The spec's transactions list is the closing files list now (tests/e2e/closing-portal.spec.ts shows one with a file).
  const files = page.getByRole("region", { name: "Your closing files" });
  await expect(files.getByText("No transactions found")).toBeVisible();
  await expect(files.getByRole("link", { name: "Order a closing" })).toHaveAttribute("href", "#order-heading");
  const totals = page.getByRole("region", { name: "Your Numbers" });
  await expect(totals.getByText("Total Transactions")).toBeVisible();

  const resources = page.getByRole("region", { name: "Resources" });
  const links = resources.getByRole("link");
  await expect(links).toHaveCount(4);
  await expect(links.first()).toHaveAccessibleName(/^Moving Guide/);
  const href = await links.first().getAttribute("href");
  const file = await request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");

  await expect(page.getByRole("region", { name: "Free CE Credits" }).getByRole("link")).toHaveAttribute("target", "_blank");
  await expect(page.getByRole("region", { name: "The Year of the GOAT" }).getByRole("link")).toHaveAttribute("href", "/year-of-goat");
  await expectNoAxeViolations(page);

  const order = page.getByRole("region", { name: "Order Services" });
  const submit = order.getByRole("button", { name: "Order Selected Service" });
  await expect(submit).toBeDisabled();
  await order.getByText("Transaction Coordination").click();
  await expect(order.getByRole("radio", { name: /Transaction Coordination/ })).toBeChecked();
  await submit.click();
  await expectToast(page, "Service request submitted successfully!");
  await expect(page).toHaveURL(/\/get-started\?service=tc&order=[0-9a-f-]{36}$/);
});

test("an order completed on Get Started at 390 px: one request with its details, Digital Cash kept, listed under My orders", async ({ browser, request, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 900 }, baseURL });
  const page = await context.newPage();
  const email = await createAccount(request, uniqueEmail("dash-order"));
  await signInWithApi(page, request, email);
  await gotoHydrated(page, "/dashboard");
  const mine = page.getByRole("region", { name: "My orders" });
  await expect(mine.getByText("No orders yet")).toBeVisible();

  const order = page.getByRole("region", { name: "Order Services" });
  await order.getByText("Digital Cash Closings").click();
  await order.getByRole("button", { name: "Order Selected Service" }).click();
  await expectToast(page, "Service request submitted successfully!");
  await expect(page).toHaveURL(/\/get-started\?service=digital-cash&order=[0-9a-f-]{36}$/);

  // The recorded order is completed here: no picker, no second request; the service is the order's.
  const form = page.getByRole("form", { name: "Complete your order" });
  await expect(form.getByText("Digital Cash Closing", { exact: true })).toBeVisible();
  await expect(page.getByRole("radiogroup", { name: "Choose a service" })).toHaveCount(0);
  await expect(form.getByLabel("Email")).toHaveCount(0);
  await form.getByRole("button", { name: "Submit Request" }).click();
  await expect(form.getByLabel("Phone")).toHaveAccessibleDescription("Please enter a phone number");
  await form.getByLabel("Name").fill("Dana Ruiz");
  await form.getByLabel("Phone").fill("319-555-0142");
  await form.getByLabel("Property Address").fill("412 Elm St, Cedar Falls, IA 50613");
  await form.getByLabel("Requested Closing Date").fill("2026-12-18");
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), "nothing runs off the side").toBeLessThanOrEqual(390);
  await form.getByRole("button", { name: "Submit Request" }).click();
  await expectToast(page, "Request submitted successfully!");
  await expect(page).toHaveURL(/\/thank-you$/);

  await gotoHydrated(page, "/dashboard");
  const cards = mine.getByRole("list", { name: "Your orders" }).getByRole("listitem");
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByRole("heading", { name: "Digital Cash Closing" })).toBeVisible();
  await expect(cards.first()).toContainText("412 Elm St, Cedar Falls, IA 50613");
  await expect(cards.first()).toContainText("Closing requested for Dec 18, 2026");
  await expect(cards.first()).toContainText("Received");
  await expect(cards.first().getByRole("link", { name: /Add the property/ })).toHaveCount(0);
  await expectNoAxeViolations(page, { within: mine });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), "nothing runs off the side").toBeLessThanOrEqual(390);
  await context.close();
});

test("a lender: the lender subtitle and three template bundles, a real zip", async ({ page, request }) => {
  const email = await createAccount(request, uniqueEmail("dash-lender"), "lender");
  await signInWithApi(page, request, email);
  await gotoHydrated(page, "/dashboard");
  await expect(page.getByText("Monitor your loans and access lender resources")).toBeVisible();
  const links = page.getByRole("region", { name: "Resources" }).getByRole("link");
  await expect(links).toHaveCount(3);
  await expect(links.nth(0)).toHaveAccessibleName(/^Branded Templates/);
  await expect(links.nth(1)).toHaveAccessibleName(/^Email Templates/);
  await expect(links.nth(2)).toHaveAccessibleName(/^Checklists/);
  const file = await request.get((await links.nth(2).getAttribute("href"))!);
  expect(file.headers()["content-type"]).toBe("application/zip");
  expect((await file.body()).subarray(0, 2).toString()).toBe("PK");
});

test("failures: closing files that cannot load offer a retry; a failed order says so and stays on the dashboard", async ({ page, request }) => {
  const email = await createAccount(request, uniqueEmail("dash-fail"));
  await signInWithApi(page, request, email);
  let failFiles = true;
  await page.route("**/api/v1/closing-files*", (route) =>
    failFiles ? route.fulfill({ status: 500, json: { code: "internal_error", message: "Something went wrong" } }) : route.fallback(),
  );
  await page.route("**/api/v1/orders", (route) => route.fulfill({ status: 500, json: { code: "internal_error", message: "Something went wrong" } }));
  await gotoHydrated(page, "/dashboard");

  const panel = page.getByRole("region", { name: "Your closing files" });
  await expect(panel.getByRole("alert")).toHaveText(/Error: Failed to load transactions/);
  await expectNoAxeViolations(page, { within: panel });
  failFiles = false;
  await panel.getByRole("button", { name: "Retry" }).click();
  await expect(panel.getByText("No transactions found")).toBeVisible();

  const order = page.getByRole("region", { name: "Order Services" });
  await order.getByText("Digital Cash Closings").click();
  await order.getByRole("button", { name: "Order Selected Service" }).click();
  await expectToast(page, "Failed to submit request. Please try again.");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(order.getByRole("radio", { name: /Digital Cash Closings/ })).toBeChecked();
});

test("the Year of the GOAT: level, progress and leaderboard, choosing the name to show, and the offer page leading back here", async ({ page, request }) => {
  const email = await createAccount(request, uniqueEmail("dash-goat"));
  await signInWithApi(page, request, email);
  // A member with closings this year (closings come from staff, not from this page).
  await page.route("**/api/v1/goat", async (route) => {
    if (route.request().method() !== "GET") return route.fallback();
    const real = await (await route.fetch()).json();
    await route.fulfill({
      json: {
        ...real,
        closings: 4,
        level: { id: "pygmy", name: "Pygmy Goat", min_transactions: 3 },
        next_level: { id: "nubian", name: "Nubian Goat", min_transactions: 6, remaining: 2 },
        progress: 33,
        rank: 2,
        leaderboard: [
          { rank: 1, name: "Star Closer, Ames", closings: 12, is_you: false },
          { rank: 2, name: "d•••t", closings: 4, is_you: true },
        ],
      },
    });
  });
  await gotoHydrated(page, "/dashboard");
  const goat = page.getByRole("region", { name: "Year of the GOAT" });
  await expect(goat.getByText("Pygmy Goat")).toBeVisible();
  await expect(goat.getByRole("progressbar", { name: "Progress to Nubian Goat" })).toHaveAttribute("aria-valuenow", "33");
  await expect(goat.getByText("2 more closings to Nubian Goat")).toBeVisible();
  const board = goat.getByRole("list", { name: /^Top 2 of/ });
  await expect(board.getByRole("listitem")).toHaveText([/1\.\s*Star Closer, Ames\s*12/, /2\.\s*d•••t \(you\)\s*4/]);

  const form = goat.getByRole("form", { name: "Leaderboard name" });
  await form.getByRole("checkbox", { name: "Show my name on the leaderboard" }).check();
  await form.getByRole("button", { name: "Save leaderboard name" }).click();
  await expect(form.getByText("Enter the name to show, or choose not to show a name.")).toBeVisible();
  await form.getByLabel("Name to show").fill("Dana, Cedar Falls");
  await form.getByRole("button", { name: "Save leaderboard name" }).click();
  await expectToast(page, "Your leaderboard name is saved.");
  await expectNoAxeViolations(page, { within: goat });

  // Signed in, the offer page has nothing to join: its buttons lead to the progress shown here.
  await gotoHydrated(page, "/year-of-goat");
  const main = page.locator("main");
  await expect(main.getByRole("link", { name: "Accept the Challenge" })).toHaveAttribute("href", "/dashboard");
  await expect(main.getByRole("link", { name: "Join the Herd" })).toHaveCount(0);
  const tracks = main.getByRole("link", { name: "Track My Progress" });
  await expect(tracks).toHaveCount(2);
  for (const link of await tracks.all()) await expect(link).toHaveAttribute("href", "/dashboard");
});

test("axe: the dashboard in the phone layout (390 px), nothing running off the side", async ({ browser, request }) => {
  const email = await createAccount(request, uniqueEmail("dash-phone"));
  const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
  const page = await context.newPage();
  await signInWithApi(page, request, email);
  await gotoHydrated(page, "/dashboard");
  await expect(page.getByRole("region", { name: "Resources" }).getByRole("link")).toHaveCount(4);
  await expect(page.getByRole("region", { name: "Year of the GOAT" }).getByRole("form")).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});
