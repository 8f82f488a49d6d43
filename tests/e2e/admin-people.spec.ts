import { expect, gotoHydrated, test } from "./fixtures.ts";
import { createAccount, expectNoAxeViolations, expectToast, uniqueEmail } from "./auth-support.ts";
import { newAdmin, useAdminSession } from "./admin-support.ts";

/**
 * The admin area's people pages (app/features/admin) against the real API: users and their
 * roles and counts, the overview, the audit log, documents and outbound messages. One journey
 * per page; the rules themselves (last admin, count bounds, concurrency) are API tests
 * (server/api/admin/people).
 */

test("users: an admin finds an account, promotes and demotes it, edits its count with Save and with Cancel, and sees it in the overview and the audit log", async ({
  page,
  request,
}) => {
  test.slow(); // a whole journey, with axe at two widths
  const target = await createAccount(request, uniqueEmail("admin-target"), "lender");
  const admin = await newAdmin(request);
  await useAdminSession(page, admin);

  await gotoHydrated(page, "/admin");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Dashboard");
  for (const stat of ["Total Users", "Agents", "Lenders", "Total Transactions"]) {
    await expect(page.getByRole("term").filter({ hasText: stat })).toBeVisible();
  }
  await expect(page.getByRole("definition").first()).toHaveText(/^\d[\d,]*$/);
  // Issue 33: the backup card (the test server runs without BACKUP_DIR and BACKUP_SCHEDULE).
  await expect(page.getByRole("region", { name: "Backups" })).toContainText("Scheduled backups are off: set BACKUP_DIR and BACKUP_SCHEDULE.");
  await expectNoAxeViolations(page, { within: page.getByRole("main") });

  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Users" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("User Management");
  await page.getByRole("searchbox", { name: "Search users" }).fill(target.split("@")[0]!);
  await expect(page).toHaveURL(/\/admin\/users\?q=admin-target-/);
  const row = page.getByRole("row").filter({ hasText: target });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell").nth(1)).toHaveText("User");
  await expect(row.getByRole("cell").nth(2)).toHaveText("Lender");
  await expect(row.getByRole("cell").nth(3)).toContainText("0");

  await row.getByRole("button", { name: "Make Admin" }).click();
  await expectToast(page, "User role updated to admin");
  await expect(row.getByRole("cell").nth(1)).toHaveText("Admin");
  await row.getByRole("button", { name: "Remove Admin" }).click();
  await expectToast(page, "User role updated to user");
  await expect(row.getByRole("cell").nth(1)).toHaveText("User");

  // Save: the count changes; a bad number is refused beside the field; Cancel leaves it.
  const edit = row.getByRole("button", { name: `Edit transaction count of ${target}` });
  const field = row.getByRole("spinbutton", { name: `Transaction count of ${target}` });
  await edit.click();
  await field.fill("3");
  await row.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Transaction count updated successfully");
  await expect(row.getByRole("cell").nth(3)).toContainText("3");
  await edit.click();
  await field.fill("1.5");
  await row.getByRole("button", { name: "Save" }).click();
  await expect(field).toHaveAccessibleDescription("Please enter a valid number");
  // One scan for the list and the refused field in it.
  await expectNoAxeViolations(page, { within: page.getByRole("main") });
  await field.fill("7");
  await row.getByRole("button", { name: "Cancel" }).click();
  await expect(field).toHaveCount(0);
  await expect(edit).toBeFocused();
  await page.reload();
  await expect(row.getByRole("cell").nth(3)).toContainText("3");
  await page.setViewportSize({ width: 390, height: 900 });
  await expectNoAxeViolations(page, { within: page.getByRole("main") });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The audit log: the count change, by kind, then only this admin's changes.
  await gotoHydrated(page, "/admin/audit?kind=count");
  const change = page.getByRole("row").filter({ hasText: target }).first();
  await expect(change).toContainText("Transaction count");
  await expect(change.getByRole("cell").nth(4)).toHaveText("0");
  await expect(change.getByRole("cell").nth(5)).toHaveText("3");
  await change.getByRole("link", { name: `Only changes by ${admin.email}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/audit\\?kind=count&actor=${admin.id}$`));
  await expect(page.getByText(`Showing changes by ${admin.email}`)).toBeVisible();
  await expect(page.getByRole("row")).toHaveCount(2); // the header and the one change
  await page.getByRole("navigation", { name: "Kind of change" }).getByRole("link", { name: "Roles" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/audit\\?kind=role&actor=${admin.id}$`));
  await expect(page.getByRole("row").filter({ hasText: target })).toHaveCount(2); // made admin, then user again
  await expectNoAxeViolations(page, { within: page.getByRole("main") });
});

test("documents and messages: an admin filters the documents, opens one through its signed link, and reads the outbound messages by channel", async ({
  page,
  request,
}) => {
  test.slow(); // two pages, with axe at two widths
  // A contact message queues two e-mails (the staff notice and the acknowledgement).
  const lead = await request.post("/api/v1/leads", { data: { name: "Mo Reyes", email: uniqueEmail("admin-mail"), message: "Call me." } });
  expect(lead.status()).toBe(201);
  const admin = await newAdmin(request);
  await useAdminSession(page, admin);

  await gotoHydrated(page, "/admin/documents");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Document Management");
  const documents = page.getByRole("list", { name: "Documents" }).getByRole("listitem");
  await expect(documents).toHaveCount(8);
  await expectNoAxeViolations(page, { within: page.getByRole("main") });
  const filters = page.getByRole("navigation", { name: "Document type" });
  await filters.getByRole("link", { name: "Agent" }).click();
  await expect(page).toHaveURL(/\/admin\/documents\?type=agent$/);
  await expect(filters.getByRole("link", { name: "Agent" })).toHaveAttribute("aria-current", "true");
  // Only agents' documents, and at least one.
  await expect(documents.first()).toContainText("Agent");
  await expect(documents.filter({ hasNotText: "Agent" })).toHaveCount(0);
  expect(await documents.count()).toBeLessThan(8);
  const open = documents.first().getByRole("link", { name: /^Open / });
  const href = (await open.getAttribute("href"))!;
  const file = await page.request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toMatch(/application\/(pdf|zip)/);
  await page.setViewportSize({ width: 390, height: 900 });
  await expectNoAxeViolations(page, { within: page.getByRole("main") });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Messages" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Outbound Messages");
  await expect(page.getByRole("table").getByRole("row").nth(1)).toBeVisible();
  await expectNoAxeViolations(page, { within: page.getByRole("main") });
  await page.getByRole("navigation", { name: "Channel" }).getByRole("link", { name: "Text" }).click();
  await expect(page).toHaveURL(/\/admin\/messages\?channel=sms$/);
  await expect(page.getByRole("table").or(page.getByText("No messages found"))).toBeVisible();
  await expect(page.getByRole("cell", { name: "E-mail", exact: true })).toHaveCount(0);
});

// A signed-in user who is not an administrator is turned away from every admin address with
// 'Access denied' and lands on /: tests/e2e/portal-layout.spec.ts (an agent opening /admin/users?page=2)
// and tests/e2e/auth-sign-in.spec.ts (signing in with ?next=/admin).

test("users: an admin pauses an account's messages to its clients after confirming, sees the state, and allows them again; a failure keeps the dialog open", async ({
  page,
  request,
}) => {
  const target = await createAccount(request, uniqueEmail("admin-sending"), "agent");
  const admin = await newAdmin(request);
  await useAdminSession(page, admin);
  await page.setViewportSize({ width: 390, height: 900 });
  await gotoHydrated(page, `/admin/users?q=${encodeURIComponent(target.split("@")[0]!)}`);
  // On a phone each account is a card.
  const row = page.getByRole("list", { name: "Users" }).getByRole("listitem").filter({ hasText: target });
  await expect(row).toHaveCount(1);

  // Cancel changes nothing.
  await row.getByRole("button", { name: `Pause sending for ${target}` }).click();
  const dialog = page.getByRole("dialog", { name: `Pause sending for ${target}?` });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  // The server fails: the dialog stays open and says so.
  await page.route("**/api/v1/admin/users/*/sending", (route) => route.fulfill({ status: 500, json: { code: "internal_error", message: "Something went wrong" } }));
  await row.getByRole("button", { name: `Pause sending for ${target}` }).click();
  await dialog.getByRole("button", { name: "Pause sending" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Failed to change this account's sending. Please try again.");
  await page.unroute("**/api/v1/admin/users/*/sending");

  await dialog.getByRole("button", { name: "Pause sending" }).click();
  await expectToast(page, "Sending paused for this account");
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("Paused");

  await row.getByRole("button", { name: `Allow sending for ${target}` }).click();
  await page.getByRole("dialog", { name: `Allow ${target} to send again?` }).getByRole("button", { name: "Allow sending" }).click();
  await expectToast(page, "Sending allowed again for this account");
  await expect(row).not.toContainText("Paused");

  // On a phone the audit log is a list of cards (app/components/ui/data-table.tsx).
  await gotoHydrated(page, "/admin/audit?kind=sending");
  const log = page.getByRole("list", { name: "Audit log" });
  await expect(log).toContainText("Messages to clients");
  await expect(log).toContainText("Paused");
});
