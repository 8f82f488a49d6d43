import type { Browser, Page } from "@playwright/test";
import { DEFAULT_RETENTION_POLICY } from "#core/retention/retention-policy.ts";
import { newAdmin, useAdminSession, type TestAdmin } from "./admin-support.ts";
import { expectNoAxeViolations, expectToast } from "./auth-support.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";

/**
 * Retention (issue 33): an administrator opens /admin/retention from the admin navigation, sees
 * what is due by kind and the policy with its sources, changes a period (a value out of range is
 * named beside its field and nothing typed is lost), and sees the new period saved. axe once at
 * 1280; the same page at 390 px fits without running off the side. The policy is put back to the
 * defaults at the end, so other journeys on this server see the defaults.
 */

async function adminPage(browser: Browser, admin: TestAdmin, width: number): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce" })).newPage();
  await useAdminSession(page, admin);
  return page;
}

test("an administrator reviews what is due and changes a retention period", async ({ request, browser }) => {
  const admin = await newAdmin(request, "retention");
  const page = await adminPage(browser, admin, 1280);
  await gotoHydrated(page, "/admin");
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Retention" }).click();
  await expect(page).toHaveURL(/\/admin\/retention$/);
  await expect(page.getByRole("heading", { level: 1, name: "Retention" })).toBeVisible();

  // What is due: one card per kind, each with its count.
  for (const name of ["Bank details of disbursed files", "Documents of completed files", "Leads without a closing file", "Service requests without a closing file", "Expired status-link codes and sessions"]) {
    await expect(page.getByRole("region", { name })).toContainText(/\d+/);
  }
  // The policy says why, and on what it rests.
  const policy = page.getByRole("region", { name: "Policy", exact: true });
  await expect(policy).toContainText("16 CFR 314.4(c)(6)");
  await expect(policy).toContainText("12 CFR 1026.25(c)(1)(ii)(A)");
  await expect(policy).toContainText("Documents of completed files, years after completion: 10 years");

  await page.getByRole("button", { name: "Change the policy" }).click();
  const form = page.getByRole("form", { name: "Change the retention policy" });
  await form.getByLabel(/^Leads and requests with no closing file/).fill("365");
  await form.getByLabel(/^Documents of completed files/).fill("3");
  await form.getByRole("button", { name: "Save policy" }).click();
  await expect(form.getByLabel(/^Documents of completed files/)).toHaveAccessibleDescription(/Enter a whole number of years from 5 to 30\./);
  await expect(form.getByLabel(/^Leads and requests with no closing file/)).toHaveValue("365");
  await expect(form.getByLabel(/^Documents of completed files/)).toHaveValue("3");
  await expectNoAxeViolations(page);

  await form.getByLabel(/^Documents of completed files/).fill("12");
  await form.getByRole("button", { name: "Save policy" }).click();
  await expectToast(page, "The retention policy is saved");
  await expect(policy).toContainText("Leads and requests with no closing file, days without activity: 365 days");
  await expect(policy).toContainText("Documents of completed files, years after completion: 12 years");
  await expect(policy).toContainText("Last changed");

  // On a phone: the cards stack, nothing runs off the side.
  const phone = await adminPage(browser, admin, 390);
  await gotoHydrated(phone, "/admin/retention");
  await expect(phone.getByRole("region", { name: "Documents of completed files" })).toBeVisible();
  await expect(phone.getByRole("region", { name: "Policy", exact: true })).toContainText("12 years");
  expect(await phone.evaluate(() => document.documentElement.scrollWidth), "nothing runs off the side").toBeLessThanOrEqual(390);

  const restored = await request.put("/api/v1/admin/retention/policy", { headers: { Authorization: `Bearer ${admin.session.access_token}` }, data: DEFAULT_RETENTION_POLICY });
  expect(restored.status()).toBe(200);
});
