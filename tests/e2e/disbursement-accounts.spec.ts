import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { newAdmin, useAdminSession, type TestAdmin } from "./admin-support.ts";
import { expectNoAxeViolations, expectToast, latestMail, uniqueEmail } from "./auth-support.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";

/**
 * Money leaves a file only to verified accounts (issue 32): the seller, on a phone, confirms with
 * a fresh code and gives the account for their proceeds on the status page (field errors keep
 * what was typed; the saved account is masked); staff see it masked on the file, one
 * administrator records the callback (approving it themselves is refused), a second approves;
 * "Closed and disbursed" is refused before and allowed after. axe at 1280 and 390 px.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const ACCOUNT = "4417 0012 3456 789";

async function ok<T>(response: { ok(): boolean; status(): number; text(): Promise<string>; json(): Promise<unknown> }, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

function iowaDay(days = 0): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(Date.now() + days * 86_400_000));
}

/** A sale with a seller (an e-mail, no phone), every step before "Closed and disbursed" done, and its status link. */
async function openFile(request: APIRequestContext, admin: TestAdmin) {
  const headers = bearer(admin.session.access_token);
  const sellerEmail = uniqueEmail("proceeds-seller");
  const address = `77 Payout Ln ${Math.random().toString(36).slice(2, 6).toUpperCase()}, Ames, IA 50010`;
  const file = await ok<{ id: string }>(
    await request.post("/api/v1/admin/closing-files", {
      headers,
      data: { property_address: address, county: "Story", kind: "purchase", sale_price_cents: 31_500_000, closing_date: iowaDay(), parties: [{ role: "seller", name: "Jo Smith", email: sellerEmail }] },
    }),
    "opening the file",
  );
  const base = `/api/v1/admin/closing-files/${file.id}`;
  const { data } = await ok<{ data: { id: string; kind: string; status: string }[] }>(await request.get(`${base}/requests`, { headers }), "the requests");
  for (const r of data.filter((r) => ["septic_inspection", "title_requirement", "opinion_objection"].includes(r.kind) && r.status !== "waived")) {
    await ok(await request.patch(`${base}/requests/${r.id}`, { headers, data: { action: "waive", reason: "Handled outside the portal for this test" } }), "waiving");
  }
  const date = iowaDay();
  for (const milestone of ["abstract_ordered", "abstract_continued", "title_opinion", "commitment", "objections_cleared", "closing_scheduled", "settlement_approved"]) {
    await ok(await request.post(`${base}/milestones`, { headers, data: { milestone, state: "done", date, ...(milestone === "title_opinion" ? { objections: 0 } : {}) } }), milestone);
  }
  const link = await ok<{ token: string }>(await request.post(`${base}/status-link`, { headers, data: { send: false } }), "the status link");
  return { id: file.id, address, token: link.token, sellerEmail };
}

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 900 }, reducedMotion: "reduce" });
  return context.newPage();
}

async function fitsPhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), "nothing runs off the side").toBeLessThanOrEqual(390);
}

test("a seller gives the proceeds account on a phone; two administrators verify it; then the file may be closed and disbursed", async ({ page, request, browser }) => {
  test.slow();
  const first = await newAdmin(request, "proceeds-first");
  const second = await newAdmin(request, "proceeds-second");
  const file = await openFile(request, first);

  // The seller, on a phone: a fresh code, then the form.
  const phone = await phonePage(browser);
  await gotoHydrated(phone, `/status/${file.token}`);
  const section = phone.getByRole("region", { name: "Your proceeds" });
  await section.getByRole("button", { name: "Give or check your proceeds account" }).click();
  const choose = section.getByRole("form", { name: "Confirm who you are" });
  await choose.getByRole("radio", { name: "Jo Smith (Seller)" }).check();
  await choose.getByRole("button", { name: "Send My Code" }).click();
  const codeForm = section.getByRole("form", { name: "Enter your code" });
  await expect(codeForm).toBeVisible();
  const code = /code: (\d{6})/.exec((await latestMail(request, file.sellerEmail)).text)?.[1];
  await codeForm.getByLabel("6-digit code").fill(code!);
  await codeForm.getByRole("button", { name: "Confirm" }).click();

  const form = section.getByRole("form", { name: "Your proceeds account" });
  await expect(form.getByRole("textbox", { name: "Name on the account" })).toHaveValue("Jo Smith");
  await form.getByRole("textbox", { name: "Routing number" }).fill("123456789");
  await form.getByRole("textbox", { name: "Account number", exact: true }).fill(ACCOUNT);
  await form.getByRole("textbox", { name: "Account number again" }).fill("4417 0012 3456 780");
  await form.getByRole("button", { name: "Save account" }).click();
  await expect(form.getByRole("textbox", { name: "Routing number" })).toHaveAccessibleDescription(/not a valid routing number/);
  await expect(form.getByRole("textbox", { name: "Account number again" })).toHaveAccessibleDescription(/don't match/);
  await expect(form.getByRole("combobox", { name: "Account type" })).toHaveAccessibleDescription(/Choose checking or savings/);
  // Nothing typed is lost.
  await expect(form.getByRole("textbox", { name: "Account number", exact: true })).toHaveValue(ACCOUNT);
  await expectNoAxeViolations(phone, { within: section });
  await fitsPhone(phone);

  await form.getByRole("textbox", { name: "Routing number" }).fill("073000228");
  await form.getByRole("textbox", { name: "Account number again" }).fill(ACCOUNT);
  await form.getByRole("combobox", { name: "Account type" }).selectOption("checking");
  await form.getByRole("button", { name: "Save account" }).click();
  await expect(section).toContainText("•••• 6789");
  await expect(section).toContainText("we will verify it by calling");
  await expect(section).not.toContainText("441700123456789");
  await expectNoAxeViolations(phone, { within: section });
  await fitsPhone(phone);
  await phone.setViewportSize({ width: 1280, height: 800 });
  await expectNoAxeViolations(phone, { within: section });
  await phone.context().close();

  // The first administrator: masked on the file; the full number on purpose; the callback.
  await useAdminSession(page, first);
  await gotoHydrated(page, `/admin/closing-files/${file.id}`);
  const panel = page.getByRole("region", { name: "Disbursement accounts" });
  const card = panel.getByRole("listitem").filter({ hasText: "Seller's proceeds (Jo Smith)" });
  await expect(card).toContainText("•••• 6789");
  await expect(card).toContainText("Waiting for a callback");

  // Closing and disbursing waits for the callback.
  const tryDisburse = async () => {
    await page.getByRole("button", { name: "Update “Closed and disbursed”" }).click();
    const move = page.getByRole("form", { name: "Move “Closed and disbursed”" });
    await move.getByRole("radio", { name: "Done" }).check();
    await move.getByRole("button", { name: "Save step" }).click();
    return move;
  };
  const refused = await tryDisburse();
  await expect(refused.getByRole("alert")).toContainText("Seller's proceeds (Jo Smith) (•••• 6789)");
  await refused.getByRole("button", { name: "Cancel" }).click();

  await card.getByRole("button", { name: "Show full number" }).click();
  await expect(card).toContainText("441700123456789");
  await card.getByRole("button", { name: "Hide full number" }).click();
  await expect(card).not.toContainText("441700123456789");

  await card.getByRole("button", { name: "Record callback" }).click();
  const callback = card.getByRole("form", { name: /^Record the callback/ });
  await callback.getByRole("textbox", { name: "Number called" }).fill("(515) 555-0177");
  await callback.getByRole("combobox", { name: "Where the number came from" }).selectOption("bank_published_number");
  await callback.getByRole("textbox", { name: "Who confirmed the account" }).fill("Chris, Story County Bank deposit operations");
  await callback.getByRole("button", { name: "Record callback" }).click();
  await expectToast(page, "Callback recorded");
  await expect(card).toContainText("Callback recorded, waiting for a second administrator");
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(card.getByRole("alert")).toContainText("A second administrator must approve: you recorded this callback.");
  await expectNoAxeViolations(page, { within: panel });
  await page.setViewportSize({ width: 390, height: 900 });
  await expectNoAxeViolations(page, { within: panel });
  await fitsPhone(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The second administrator approves; now the step may be done.
  const other = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: "reduce" });
  const secondPage = await other.newPage();
  await useAdminSession(secondPage, second);
  await gotoHydrated(secondPage, `/admin/closing-files/${file.id}`);
  const secondCard = secondPage.getByRole("region", { name: "Disbursement accounts" }).getByRole("listitem").filter({ hasText: "Seller's proceeds (Jo Smith)" });
  await secondCard.getByRole("button", { name: "Approve" }).click();
  await expect(secondCard).toContainText("Verified and approved");
  await other.close();

  await page.reload();
  const allowed = await tryDisburse();
  await expect(allowed).toBeHidden();
  await expectToast(page, "Closed and disbursed: done");
  await expect(page.getByRole("region", { name: "Disbursement accounts" })).toContainText("Verified and approved");
});
