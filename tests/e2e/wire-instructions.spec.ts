import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { CALLBACK_REFUSALS } from "#core/money/callback-rules.ts";
import { BANK_ACCOUNT_MESSAGES } from "#core/money/bank-account.ts";
import { newAdmin, useAdminSession, type TestAdmin } from "./admin-support.ts";
import { expectNoAxeViolations, expectToast, uniqueEmail } from "./auth-support.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";

/**
 * Office wire instructions (issue 32): one administrator proposes Le Mars's instructions (a typo
 * is named on its field, nothing typed is lost) and cannot approve them; a second administrator
 * opens the full account number and approves. Then a buyer with a phone on the file, on a
 * phone-size screen, confirms with a code texted to them and reads the instructions, the
 * reference with their file number, the amount due and the number to call. axe on the admin
 * page at 1280 and 390, and on the buyer's instructions at 390.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const ACCOUNT = `77${Math.floor(1e7 + Math.random() * 9e7)}`;
const PHONE_LAST4 = String(1000 + Math.floor(Math.random() * 9000));
const BUYER_PHONE = `(712) 555-${PHONE_LAST4}`;

async function ok<T>(response: { ok(): boolean; status(): number; text(): Promise<string>; json(): Promise<unknown> }, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

async function adminPage(browser: Browser, admin: TestAdmin, width = 1280): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce" })).newPage();
  await useAdminSession(page, admin);
  await gotoHydrated(page, "/admin/wire-instructions");
  return page;
}

/** A Le Mars purchase with a buyer (e-mail and phone), the amount due, and its status link. */
async function buyersFile(request: APIRequestContext, admin: TestAdmin) {
  const file = await ok<{ id: string; file_number: string }>(
    await request.post("/api/v1/admin/closing-files", {
      headers: bearer(admin.session.access_token),
      data: {
        property_address: "24 Central Avenue NW, Le Mars, IA 51031",
        county: "Plymouth",
        kind: "purchase",
        office: "Le Mars",
        funds_due_cents: 5_231_427,
        parties: [{ role: "buyer", name: "Bailey Buyer", email: uniqueEmail("wire-buyer"), phone: BUYER_PHONE }],
      },
    }),
    "opening the file",
  );
  const link = await ok<{ token: string }>(
    await request.post(`/api/v1/admin/closing-files/${file.id}/status-link`, { headers: bearer(admin.session.access_token), data: { send: false } }),
    "issuing the status link",
  );
  return { ...file, token: link.token };
}

/** The newest six-digit code texted to the buyer's phone (the development mailbox keeps texts). */
async function textedCode(request: APIRequestContext): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const box = (await (await request.get(`/api/v1/dev/mailbox?to=${encodeURIComponent(`+1712555${PHONE_LAST4}`)}`)).json()) as { messages: { text: string }[] };
      code = box.messages.map((m) => /\b(\d{6})\b/.exec(m.text)?.[1]).find(Boolean);
      return code;
    })
    .toBeTruthy();
  return code!;
}

test("two administrators set an office's wire instructions, and a buyer on a phone confirms with a texted code and reads them", async ({ request, browser }) => {
  test.slow(); // two administrators, a file, a code by text and scans at two widths
  const [author, approver] = await Promise.all([newAdmin(request, "wire-author"), newAdmin(request, "wire-approver")]);

  // The first administrator proposes; a routing number typo is named on its field, the rest kept.
  const first = await adminPage(browser, author);
  const office = first.getByRole("region", { name: "Le Mars", exact: true });
  await expect(office).toContainText("No approved instructions");
  await office.getByRole("button", { name: "Propose new instructions" }).click();
  const form = office.getByRole("form", { name: "Propose new wire instructions for Le Mars" });
  await form.getByLabel("Bank name").fill("Plymouth County Bank");
  await form.getByLabel("Bank address").fill("101 Central Avenue NE, Le Mars, IA 51031");
  await form.getByLabel("Routing number").fill("073000229");
  await form.getByLabel("Account number").fill(ACCOUNT);
  await form.getByLabel("Name on the account").fill("Heartland Closing Company, LLC Escrow Account");
  await form.getByRole("button", { name: "Propose for approval" }).click();
  await expect(form.getByLabel("Routing number")).toHaveAccessibleDescription(new RegExp(BANK_ACCOUNT_MESSAGES.routingInvalid.slice(0, 40)));
  await expect(form.getByLabel("Account number")).toHaveValue(ACCOUNT);
  await form.getByLabel("Routing number").fill("073000228");
  await form.getByRole("button", { name: "Propose for approval" }).click();
  await expectToast(first, "waiting for a second administrator");

  const pending = office.getByRole("region", { name: "Le Mars: waiting for approval" });
  await expect(pending).toContainText(`•••• ${ACCOUNT.slice(-4)}`);
  await expect(pending).not.toContainText(ACCOUNT);
  await pending.getByRole("button", { name: "Approve" }).click();
  await expect(pending.getByRole("alert")).toHaveText(CALLBACK_REFUSALS.approver_is_author);
  await expectNoAxeViolations(first);

  // The second administrator compares the whole number with the bank's letter, then approves.
  const second = await adminPage(browser, approver);
  const office2 = second.getByRole("region", { name: "Le Mars", exact: true });
  const pending2 = office2.getByRole("region", { name: "Le Mars: waiting for approval" });
  await pending2.getByRole("button", { name: "Show the full account number" }).click();
  await expect(pending2).toContainText(ACCOUNT);
  await pending2.getByRole("button", { name: "Approve" }).click();
  await expectToast(second, "Approved");
  const active = office2.getByRole("region", { name: "Le Mars: active instructions" });
  await expect(active).toContainText("Plymouth County Bank");
  await expect(active).toContainText(`•••• ${ACCOUNT.slice(-4)}`);
  await expect(office2.getByRole("region", { name: "Le Mars: waiting for approval" })).toHaveCount(0);
  // The same page on a phone: each office's card fits, nothing runs off the side.
  const small = await adminPage(browser, approver, 390);
  await expect(small.getByRole("region", { name: "Le Mars: active instructions" })).toContainText(`•••• ${ACCOUNT.slice(-4)}`);
  await expectNoAxeViolations(small);
  expect(await small.evaluate(() => document.documentElement.scrollWidth), "nothing runs off the side").toBeLessThanOrEqual(390);

  // The buyer, on a phone: the instructions wait behind a code texted to the phone on the file.
  const file = await buyersFile(request, approver);
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 900 }, reducedMotion: "reduce" })).newPage();
  await gotoHydrated(phone, `/status/${file.token}`);
  const section = phone.getByRole("region", { name: "Wire instructions" });
  await expect(section).not.toContainText(ACCOUNT);
  await section.getByRole("button", { name: "Show Wire Instructions" }).click();
  const choose = section.getByRole("form", { name: "Confirm who you are" });
  await choose.getByRole("radio", { name: "Bailey Buyer (Buyer)" }).check();
  await expect(choose.getByRole("radio", { name: /^Text message to / })).toBeChecked();
  await expect(choose.getByRole("radio", { name: /^E-mail to / })).toHaveCount(0);
  await choose.getByRole("button", { name: "Send My Code" }).click();
  const codeForm = section.getByRole("form", { name: "Enter your code" });
  await codeForm.getByLabel("6-digit code").fill(await textedCode(request));
  await codeForm.getByRole("button", { name: "Confirm" }).click();

  const details = section.getByRole("definition");
  await expect(details.filter({ hasText: ACCOUNT })).toHaveCount(1);
  await expect(section).toContainText("073000228");
  await expect(section).toContainText(`File ${file.file_number}`);
  await expect(section).toContainText("$52,314.27");
  await expect(section.getByRole("link", { name: "(712) 555-0165" })).toHaveAttribute("href", "tel:+17125550165");
  await expect(section).toContainText("Wire fraud is common");
  await expectNoAxeViolations(phone);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth), "nothing runs off the side").toBeLessThanOrEqual(390);

  // Staff see who looked.
  const views = await ok<{ data: { party_name: string }[] }>(
    await request.get(`/api/v1/admin/closing-files/${file.id}/wire-instruction-views`, { headers: bearer(approver.session.access_token) }),
    "the views",
  );
  expect(views.data.map((v) => v.party_name)).toEqual(["Bailey Buyer"]);
});
