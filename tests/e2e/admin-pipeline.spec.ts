import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures.ts";
import { expectNoAxeViolations, expectToast, uniqueEmail } from "./auth-support.ts";
import { newAdmin, useAdminSession } from "./admin-support.ts";

/**
 * The admin area's lead and service-request pipelines (app/features/admin) against the real API:
 * one journey per page. Permutations of the filters, sorts and statuses are API tests
 * (server/api/admin/pipeline).
 */

const token = () => `zq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function addLead(request: APIRequestContext, name: string, message: string) {
  const response = await request.post("/api/v1/leads", { data: { name, email: uniqueEmail("lead"), message } });
  expect(response.status(), await response.text()).toBe(201);
}

/** The page at phone width: no violations, nothing runs off the side. */
async function expectPhoneLayout(page: Page) {
  await page.setViewportSize({ width: 390, height: 900 });
  await expectNoAxeViolations(page, { within: page.getByRole("main") });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), "nothing runs off the side").toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("leads: an admin searches and pages, sets a status that stays after a reload, filters by it, exports the view and reads the lead", async ({
  page,
  request,
}) => {
  test.slow(); // a whole journey, with axe at two widths
  const t = token();
  for (const first of ["Ada", "Ben", "Cy"]) await addLead(request, `${first} ${t}`, `Cash sale in Ames for ${first} ${t}.\nSecond line of the message.`);
  const admin = await newAdmin(request);
  await useAdminSession(page, admin);

  // Two to a page (the page size is part of the address, like the rest of the view).
  await gotoHydrated(page, "/admin/leads?limit=2");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lead Management");
  await expect(page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Leads" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("searchbox", { name: "Search leads" }).fill(t);
  await expect(page).toHaveURL(new RegExp(`/admin/leads\\?q=${t}&limit=2$`));
  const table = page.getByRole("table", { name: "Lead Management" });
  const names = table.getByRole("row").locator("td:nth-child(2) a");
  await expect(names).toHaveText([`Cy ${t}`, `Ben ${t}`]);
  await expectNoAxeViolations(page, { within: page.getByRole("main") });

  const pages = page.getByRole("navigation", { name: "Lead Management pages" });
  await pages.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/&cursor=/);
  await expect(names).toHaveText([`Ada ${t}`]);
  await expect(pages.getByText("Page 2")).toBeVisible();
  await pages.getByRole("link", { name: "Previous" }).click();
  await expect(names).toHaveText([`Cy ${t}`, `Ben ${t}`]);

  // Saved at once, and still there after a reload.
  await page.getByRole("combobox", { name: `Status of Ben ${t}` }).selectOption("contacted");
  await expectToast(page, "Lead status updated");
  await page.reload();
  await expect(page.getByRole("combobox", { name: `Status of Ben ${t}` })).toHaveValue("contacted");
  await expect(page.getByRole("combobox", { name: `Status of Cy ${t}` })).toHaveValue("new");

  await page.getByRole("combobox", { name: "Status", exact: true }).selectOption("contacted");
  await expect(page).toHaveURL(new RegExp(`status=contacted&q=${t}&limit=2$`));
  await expect(names).toHaveText([`Ben ${t}`]);

  // The export is the view's filter, every row, as a file.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await file.path())!, "utf8");
  expect(csv).toContain(`Ben ${t}`);
  expect(csv).not.toContain(`Ada ${t}`);

  await table.getByRole("link", { name: `Ben ${t}` }).click();
  await expect(page).toHaveURL(/\/admin\/leads\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 2, name: `Ben ${t}` })).toBeVisible();
  await expect(page.getByText("Second line of the message.")).toBeVisible();
  const history = page.getByRole("region", { name: "Status History" });
  await expect(history.getByRole("listitem")).toHaveCount(1);
  await expect(history.getByRole("listitem")).toContainText("New → Contacted");
  await expect(history.getByRole("listitem")).toContainText(admin.email);
  await expectNoAxeViolations(page, { within: page.getByRole("main") });
  // Back to the list as it was left.
  await page.getByRole("link", { name: "Back to Lead Management" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/leads\\?status=contacted&q=${t}&limit=2$`));
  await expect(names).toHaveText([`Ben ${t}`]);
  await expectPhoneLayout(page);

  // Nothing matches: the empty state.
  await page.getByRole("searchbox", { name: "Search leads" }).fill(`${t}-none`);
  await expect(page.getByText("No leads found")).toBeVisible();
  await expectNoAxeViolations(page, { within: page.getByRole("main") });

  // The list cannot load: it says so and Retry loads it. (A view not seen yet, so not cached.)
  await page.route("**/api/v1/admin/leads?*", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"code":"internal","message":"boom"}' }),
  );
  await page.getByRole("searchbox", { name: "Search leads" }).fill(`Ben ${t}`);
  const failure = page.getByRole("alert").filter({ hasText: "Failed to load leads" });
  await expect(failure).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page, { within: page.getByRole("main") });
  await page.unrouteAll();
  await failure.getByRole("button", { name: "Retry" }).click();
  await expect(names).toHaveText([`Ben ${t}`]);
});

test("service requests: an admin sets a status that stays after a reload, sees a refused change undone, and reads the request", async ({
  page,
  request,
}) => {
  const t = token();
  const email = uniqueEmail("request");
  const created = await request.post("/api/v1/service-requests", {
    data: { service_type: "loan", name: `Dana ${t}`, email, phone: "515-555-0190", property_address: `12 ${t} Street, Ames`, message: "Refinance." },
  });
  expect(created.status(), await created.text()).toBe(201);
  const admin = await newAdmin(request);
  await useAdminSession(page, admin);

  await gotoHydrated(page, `/admin/service-requests?q=${t}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service Requests");
  await expect(page.getByRole("searchbox", { name: "Search service requests" })).toHaveValue(t);
  const status = page.getByRole("combobox", { name: `Status of Dana ${t}` });
  await status.selectOption("qualified");
  await expectToast(page, "Request status updated");
  await page.reload();
  await expect(status).toHaveValue("qualified");
  // The list is the leads' (scanned there at both widths); at 390 px its wider table still scrolls in its box.
  await page.setViewportSize({ width: 390, height: 900 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), "nothing runs off the side").toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.route("**/api/v1/admin/service-requests/*", (route) =>
    route.request().method() === "PATCH"
      ? route.fulfill({ status: 500, contentType: "application/json", body: '{"code":"internal","message":"boom"}' })
      : route.continue(),
  );
  await status.selectOption("converted");
  await expectToast(page, "Failed to update request status");
  await expect(status).toHaveValue("qualified");
  await page.unrouteAll();

  await page.getByRole("link", { name: `Dana ${t}` }).click();
  await expect(page.getByRole("heading", { level: 2, name: `Dana ${t}` })).toBeVisible();
  await expect(page.getByText(`12 ${t} Street, Ames`)).toBeVisible();
  await expect(page.getByRole("region", { name: "Status History" }).getByRole("listitem")).toContainText("New → Qualified");
  // The detail is the leads' component (scanned there) with the request's fields.
});

test("the closer's day: an admin takes a lead, notes it, replies by e-mail, converts it and opens its closing file with the request's fields filled in", async ({
  page,
  request,
}) => {
  test.slow(); // a whole journey through three pages
  const t = token();
  const email = uniqueEmail("closer-lead");
  const sent = await request.post("/api/v1/leads", { data: { name: `Lee ${t}`, email, message: `Cash sale in Cedar Falls ${t}.` } });
  expect(sent.status(), await sent.text()).toBe(201);
  const admin = await newAdmin(request);
  await useAdminSession(page, admin);

  await gotoHydrated(page, `/admin/leads?q=${t}`);
  await expect(page.getByRole("table", { name: "Lead Management" })).toContainText("Owner: nobody yet");
  await page.getByRole("link", { name: `Lee ${t}` }).click();
  await expect(page.getByRole("heading", { level: 2, name: `Lee ${t}` })).toBeVisible();

  // The admin takes the lead.
  await page.getByRole("combobox", { name: "Owner" }).selectOption({ label: admin.email });
  await expectToast(page, "Owner updated");

  // An internal note, then a reply by e-mail: both in the history, the reply with its delivery.
  const entries = page.getByRole("list", { name: "Notes and replies, newest first" });
  await page.getByRole("textbox", { name: "Internal note" }).fill("Called back: wants to close before the 18th.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expectToast(page, "Note added");
  await expect(entries.getByRole("listitem")).toHaveCount(1);
  await expect(entries.getByRole("listitem").first()).toContainText("Internal note");
  await page.getByRole("button", { name: "Reply by e-mail" }).click();
  await page.getByRole("textbox", { name: "Subject" }).fill(`Your closing ${t}`);
  await page.getByRole("textbox", { name: "Message" }).fill("Hi Lee,\n\nWe can close before the 18th.");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expectToast(page, "Reply queued");
  await expect(entries.getByRole("listitem")).toHaveCount(2);
  await expect(entries.getByRole("listitem").first()).toContainText(`E-mail: Your closing ${t}`);
  await expect(entries.getByRole("listitem").first()).toContainText(`To ${email}`);
  await expect
    .poll(async () => {
      const box = (await (await request.get(`/api/v1/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as { messages: { subject: string }[] };
      return box.messages.some((m) => m.subject === `Your closing ${t}`);
    }, { message: "the reply reaches the lead's address" })
    .toBe(true);
  await page.reload();
  await expect(entries.getByRole("listitem").first()).toContainText(/Queued|Sending|Sent/);
  await expectNoAxeViolations(page, { within: page.getByRole("main") });

  // Converted into a service request with what the admin learnt.
  await page.getByRole("button", { name: "Convert to a service request" }).click();
  await page.getByRole("combobox", { name: "Service", exact: true }).selectOption({ label: "Cash Closing" });
  await page.getByRole("textbox", { name: "Property address" }).fill(`412 ${t} St, Cedar Falls, IA 50613`);
  await page.getByLabel("Closing date requested").fill("2026-12-18");
  await page.getByRole("textbox", { name: "Price" }).fill("250,000");
  await page.getByRole("button", { name: "Convert lead" }).click();
  await expectToast(page, "Lead converted to a service request");
  await expect(page).toHaveURL(/\/admin\/service-requests\/[0-9a-f-]{36}$/);
  const requestUrl = page.url();
  await expect(page.getByText("Converted from a lead")).toBeVisible();
  await expect(page.getByText("$250,000")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Owner" })).toHaveValue(admin.id);

  // The file opens with everything the request tells.
  await page.getByRole("link", { name: "Open closing file" }).click();
  await expect(page.getByRole("textbox", { name: "Property address" })).toHaveValue(`412 ${t} St, Cedar Falls, IA 50613`);
  await expect(page.getByRole("combobox", { name: "County" })).toHaveValue("Black Hawk");
  await expect(page.getByRole("combobox", { name: "Kind of closing" })).toHaveValue("cash");
  await expect(page.getByRole("textbox", { name: "Sale price (dollars)" })).toHaveValue("250000");
  await expect(page.getByLabel("Closing date", { exact: true })).toHaveValue("2026-12-18");
  await expect(page.getByRole("combobox", { name: "Requester's role" })).toHaveValue("buyer");
  await page.getByRole("button", { name: "Open closing file" }).click();
  await expect(page).toHaveURL(/\/admin\/closing-files\/[0-9a-f-]{36}$/);

  // The request links to the file it became.
  await gotoHydrated(page, requestUrl);
  await expect(page.getByRole("link", { name: /^HC-\d{4}-\d+$/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Open closing file" })).toHaveCount(0);
});
