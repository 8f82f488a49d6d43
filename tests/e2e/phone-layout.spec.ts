import type { APIRequestContext, Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures.ts";
import { proveEmailOver, type JsonCall } from "../support/prove-email.ts";
import { newAdmin, useAdminSession } from "./admin-support.ts";
import { createAccount, expectNoAxeViolations, signInWithApi, uniqueEmail } from "./auth-support.ts";

/**
 * Issue 29, "Phones": the signed-in areas in an app shell of their own (the mark, the section
 * navigation, the account menu; no promotions), the status page's private frame, the client list
 * with the selected client first and the add form behind a button, and every list of records as
 * cards on a phone and a table on a wide screen (app/components/ui/data-table.tsx).
 */

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 800 };

const token = () => `ph${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function jsonCall(request: APIRequestContext): JsonCall {
  return async (method, path, opts = {}) => {
    const res = await request.fetch(path, { method, data: opts.body, headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {} });
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status(), json, text };
  };
}

async function documentFitsPhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), "nothing runs off the side").toBeLessThanOrEqual(PHONE.width);
}

/**
 * The website's frame is not there: no offers bar, no promotions footer, no website menu, no
 * Sign In / Get Started in the bar (or anywhere, for `everywhere`: a page's own content may link
 * to the Get Started form).
 */
async function expectNoMarketingFrame(page: Page, everywhere = false) {
  const scope = everywhere ? page.locator("body") : page.getByRole("banner");
  await expect(page.getByRole("complementary", { name: "Contact and special offers" })).toHaveCount(0);
  await expect(page.getByText("Get a $100 gift card")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Menu", exact: true })).toHaveCount(0);
  await expect(scope.getByRole("link", { name: "Sign In" })).toHaveCount(0);
  await expect(scope.getByRole("link", { name: "Get Started" })).toHaveCount(0);
}

/** The app shell: the company's mark, the section navigation and the account menu. */
async function expectAppShell(page: Page) {
  const bar = page.getByRole("banner");
  await expect(bar.getByRole("link", { name: "Heartland Closing Co." })).toBeVisible();
  await expect(bar.getByRole("button", { name: "Account menu" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Your account" })).toBeVisible();
  await expectNoMarketingFrame(page);
}

test("on a phone, a tapped client opens at the top, the add form waits behind its button, and the history is cards", async ({ browser, request, baseURL }) => {
  test.slow(); // a journey with four axe scans
  const context = await browser.newContext({ viewport: PHONE, baseURL });
  const page = await context.newPage();
  const email = await createAccount(request, uniqueEmail("phone-clients"));
  const session = await signInWithApi(page, request, email);
  await proveEmailOver(jsonCall(request), email, session.access_token);
  const auth = { authorization: `Bearer ${session.access_token}` };
  const created = await request.post("/api/v1/clients", { headers: auth, data: { name: "Mary Smith", email: "mary@example.com", phone: "(319) 555-0142" } });
  expect(created.status()).toBe(201);
  const id = (await created.json()).id as string;
  const sent = await request.post(`/api/v1/clients/${id}/communications`, {
    headers: auth,
    data: { type: "email", subject: "Your closing on Elm Street", content: "We are on track for Friday at 10 in Cedar Falls. Reply with any question." },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await gotoHydrated(page, "/clients");
  await expectAppShell(page);
  const addButton = page.getByRole("button", { name: "Add New Client" });
  await expect(addButton).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("form", { name: "Add New Client" })).toBeHidden();
  await expectNoAxeViolations(page);

  // The tapped client is the first thing under the heading, in view without scrolling.
  await page.getByRole("list", { name: "Clients" }).getByRole("link", { name: /Mary Smith/ }).click();
  await expect(page).toHaveURL(new RegExp(`/clients/${id}$`));
  await expect(page.getByRole("heading", { level: 2, name: "Mary Smith" })).toBeInViewport();

  // The history: a card per message, every word on the screen.
  await page.getByRole("button", { name: "Show History" }).click();
  const cards = page.getByRole("list", { name: "E-mails and texts" }).getByRole("listitem");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Your closing on Elm Street");
  await expect(cards.first()).toContainText("We are on track for Friday");
  await expect(page.getByRole("table")).toHaveCount(0);
  await documentFitsPhone(page);
  await expectNoAxeViolations(page);

  // The form opens on request, with its first field ready.
  await addButton.click();
  await expect(page.getByRole("button", { name: "Close the Form" })).toHaveAttribute("aria-expanded", "true");
  const form = page.getByRole("form", { name: "Add New Client" });
  await expect(form).toBeVisible();
  await expect(form.getByLabel("Name")).toBeFocused();
  await documentFitsPhone(page);
  await expectNoAxeViolations(page, { within: page.getByRole("main") });

  // The account menu: who is signed in, their account's pages, Sign Out.
  await page.getByRole("banner").getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Account Security" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign Out" })).toBeVisible();
  await documentFitsPhone(page);
  await expectNoAxeViolations(page, { within: page.getByRole("banner") });
  await page.keyboard.press("Escape");
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign Out" })).toBeHidden();

  // On a wide screen the same history is a table.
  await page.setViewportSize(WIDE);
  const table = page.getByRole("table", { name: "E-mails and texts with this client, newest first" });
  await expect(table.getByRole("columnheader")).toHaveText(["Date", "Type", "Subject", "Content", "Status"]);
  await expect(table.getByRole("row")).toHaveCount(2);
  await context.close();
});

test("every admin list is cards on a phone, with nothing off the side, and a table on a wide screen; the admin area is in the app shell", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000); // seven lists at two widths, an axe scan each
  const t = token();
  const lead = await request.post("/api/v1/leads", { data: { name: `Ada ${t}`, email: uniqueEmail("phone-lead"), message: `A long message from Ada ${t} about a cash sale in Ames, with every detail of the property and the closing date she hopes for.` } });
  expect(lead.status(), await lead.text()).toBe(201);
  const serviceRequest = await request.post("/api/v1/service-requests", {
    data: { service_type: "loan", name: `Dana ${t}`, email: uniqueEmail("phone-request"), phone: "515-555-0190", property_address: `12 ${t} Street, Ames`, message: "Refinance." },
  });
  expect(serviceRequest.status(), await serviceRequest.text()).toBe(201);
  const admin = await newAdmin(request, "phone-admin");
  const file = await request.post("/api/v1/admin/closing-files", {
    headers: { Authorization: `Bearer ${admin.session.access_token}` },
    data: { property_address: `9 ${t} Oak St, Nevada, IA 50201`, county: "Story", kind: "cash", title_evidence: "abstract_opinion_itg" },
  });
  expect(file.status(), await file.text()).toBe(201);

  const context = await browser.newContext({ viewport: PHONE, baseURL });
  const page = await context.newPage();
  await useAdminSession(page, admin);

  const lists: { path: string; list: string; table: string | null }[] = [
    { path: `/admin/leads?q=${t}`, list: "Lead Management", table: "Lead Management" },
    { path: `/admin/service-requests?q=${t}`, list: "Service Requests", table: "Service Requests" },
    { path: `/admin/users?q=${encodeURIComponent(admin.email.split("@")[0]!)}`, list: "Users", table: "Users: administrators first, then the newest accounts" },
    { path: "/admin/audit", list: "Audit log", table: "Audited events, newest first" },
    { path: "/admin/messages", list: "Messages", table: "Outbound e-mails and texts, newest first" },
    { path: `/admin/closing-files?q=${t}`, list: "Closing files", table: "Closing files, newest first" },
    // The resource documents were cards already; they must fit too.
    { path: "/admin/documents", list: "Documents", table: null },
  ];

  await gotoHydrated(page, "/admin");
  await expectAppShell(page);
  await expect(page.getByRole("navigation", { name: "Admin sections" })).toBeVisible();
  await expectNoAxeViolations(page);

  for (const { path, list, table } of lists) {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, path);
    await expect(page.getByRole("list", { name: list }).getByRole("listitem").first(), path).toBeVisible();
    await expect(page.getByRole("table"), path).toHaveCount(0);
    await documentFitsPhone(page);
    await expectNoAxeViolations(page, { within: page.getByRole("main") });
    if (table) {
      await page.setViewportSize(WIDE);
      await expect(page.getByRole("table", { name: table }).getByRole("row").nth(1), path).toBeVisible();
      await expect(page.getByRole("list", { name: list }), path).toHaveCount(0);
    }
  }
  await context.close();
});

test("the signed-in pages are in the app shell at both widths; the dashboard's content starts near the top on a phone", async ({ browser, request, baseURL }) => {
  const context = await browser.newContext({ viewport: PHONE, baseURL });
  const page = await context.newPage();
  const email = await createAccount(request, uniqueEmail("phone-shell"));
  await signInWithApi(page, request, email);
  for (const path of ["/dashboard", "/account/security", "/account/notifications"]) {
    await gotoHydrated(page, path);
    await expectAppShell(page);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
  }
  await gotoHydrated(page, "/dashboard");
  // The page's heading no longer waits under two menus and an offers bar.
  const top = await page.getByRole("heading", { level: 1 }).evaluate((h) => h.getBoundingClientRect().top);
  expect(top).toBeLessThan(260);
  await page.setViewportSize(WIDE);
  await expectAppShell(page);
  await context.close();
});

test("the status page's private frame: the mark and the office's number, no promotions, no Sign In or Get Started", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: PHONE, baseURL });
  const page = await context.newPage();
  await gotoHydrated(page, "/status/not-a-real-token-0000000000000000");
  await expect(page.getByRole("banner").getByRole("link", { name: "Heartland Closing Co." })).toBeVisible();
  await expectNoMarketingFrame(page, true);
  await expect(page.getByRole("banner").getByRole("button", { name: "Account menu" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "(319) 555-0142" })).toBeVisible();
  await documentFitsPhone(page);
  await expectNoAxeViolations(page);
  await context.close();
});
