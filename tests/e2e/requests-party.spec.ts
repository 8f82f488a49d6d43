import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { REQUEST_KINDS } from "#core/closing/request-kinds.ts";
import { newAdmin, type TestAdmin } from "./admin-support.ts";
import { confirmEmailWithApi, createAccount, expectNoAxeViolations, latestMail, signInWithApi, uniqueEmail } from "./auth-support.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";

/**
 * What the people on a closing file answer (issue 30): the seller, on a phone, confirms who they
 * are through the status link with the code from their e-mail, answers the groundwater hazard
 * questions (a private sewage system: the septic inspection is asked for next) and uploads the
 * septic report; the listing agent uploads the purchase agreement on /transactions/:id. axe once
 * in each state: unverified, code entry, the list (390 px), the list (1280 px), the agent's card.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

// One administrator per worker: setting one up (an authenticator, a role change) is the slow part.
let admin: Promise<TestAdmin> | undefined;

async function ok<T>(response: { ok(): boolean; status(): number; text(): Promise<string>; json(): Promise<unknown> }, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

interface OpenedFile {
  id: string;
  address: string;
  token: string;
  agentEmail: string;
  sellerEmail: string;
}

/** A sale staff open with a listing agent (an account) and a seller (an e-mail), and its status link. */
async function openFile(request: APIRequestContext): Promise<OpenedFile> {
  admin ??= newAdmin(request, "requests-staff");
  const token = (await admin).session.access_token;
  const agentEmail = await createAccount(request, uniqueEmail("requests-agent"));
  const sellerEmail = uniqueEmail("requests-seller");
  const address = `1208 Prairie View Rd ${Math.random().toString(36).slice(2, 6).toUpperCase()}, Ames, IA 50010`;
  const file = await ok<{ id: string }>(
    await request.post("/api/v1/admin/closing-files", {
      headers: bearer(token),
      data: {
        property_address: address,
        county: "Story",
        kind: "purchase",
        sale_price_cents: 28_900_000,
        closing_date: "2027-02-12",
        parties: [
          { role: "listing_agent", name: "Avery Agent", email: agentEmail, company: "Prairie Homes" },
          { role: "seller", name: "Sam Seller", email: sellerEmail },
        ],
      },
    }),
    "opening the file",
  );
  const link = await ok<{ token: string }>(
    await request.post(`/api/v1/admin/closing-files/${file.id}/status-link`, { headers: bearer(token), data: { send: false } }),
    "issuing the status link",
  );
  return { id: file.id, address, token: link.token, agentEmail, sellerEmail };
}

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 900 }, reducedMotion: "reduce" });
  return context.newPage();
}

async function expectFitsPhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), "nothing runs off the side").toBeLessThanOrEqual(390);
}

test("the seller confirms who they are on a phone, answers the groundwater questions and uploads the septic report", async ({ request, browser }) => {
  test.slow(); // staff set-up, a code by e-mail, two answers and scans in four states
  const file = await openFile(request);
  const phone = await phonePage(browser);
  await gotoHydrated(phone, `/status/${file.token}`);
  await expect(phone.getByRole("heading", { level: 1 })).toHaveText(file.address);

  // The link alone shows status: what the seller owes waits behind a code.
  const section = phone.getByRole("region", { name: "What we need from you" });
  await expect(section).toContainText("confirm who you are");
  await expect(section.getByRole("listitem")).toHaveCount(0);
  await expectNoAxeViolations(phone);
  await expectFitsPhone(phone);

  await section.getByRole("button", { name: "Confirm Who You Are" }).click();
  const choose = section.getByRole("form", { name: "Confirm who you are" });
  await choose.getByRole("radio", { name: "Sam Seller (Seller)" }).check();
  // Only the e-mail on the file, masked.
  const email = choose.getByRole("radio", { name: /^E-mail to / });
  await expect(email).toBeChecked();
  await expect(email).not.toHaveAccessibleName(new RegExp(file.sellerEmail));
  await choose.getByRole("button", { name: "Send My Code" }).click();
  const codeForm = section.getByRole("form", { name: "Enter your code" });
  await expect(codeForm.getByRole("status")).toContainText("We sent a six-digit code by e-mail");
  await codeForm.getByRole("button", { name: "Confirm" }).click();
  await expect(codeForm.getByLabel("6-digit code")).toHaveAccessibleDescription("Enter the six-digit code we sent");
  await expectNoAxeViolations(phone, { within: section });

  const mail = await latestMail(request, file.sellerEmail);
  const code = /code: (\d{6})/.exec(mail.text)?.[1];
  expect(code, mail.text).toBeTruthy();
  await codeForm.getByLabel("6-digit code").fill(code!);
  await codeForm.getByRole("button", { name: "Confirm" }).click();
  await expect(section).toContainText("Confirmed as Sam Seller.");
  // The session is the tab's, never the address's.
  expect(phone.url()).not.toMatch(/session|bearer/i);
  expect(await phone.evaluate(() => Object.keys(sessionStorage))).toContain("status-link-session");

  // Groundwater (Iowa Code 558.69): sending nothing names each question; the answers are kept on error.
  const requests = section.getByRole("list", { name: "What we need from you" });
  const groundwater = requests.getByRole("listitem", { name: "Groundwater hazard questions" });
  await expect(groundwater).toContainText("Iowa Code 558.69");
  await groundwater.getByRole("button", { name: "Answer", exact: true }).click();
  const questions = REQUEST_KINDS.groundwater_hazard.fields.filter((f) => f.type === "yes_no");
  const form = groundwater.getByRole("form", { name: "Answer: Groundwater hazard questions" });
  await form.getByRole("group", { name: questions[0]!.label }).getByRole("radio", { name: "No" }).check();
  await form.getByRole("button", { name: "Send Answer" }).click();
  await expect(form.getByRole("group", { name: questions[1]!.label })).toHaveAccessibleDescription(new RegExp(`Please answer yes or no: ${questions[1]!.label.replace("?", "\\?")}`));
  await expect(form.getByRole("group", { name: questions[0]!.label }).getByRole("radio", { name: "No" })).toBeChecked();
  await expectNoAxeViolations(phone, { within: section });
  for (const question of questions.slice(1)) {
    await form.getByRole("group", { name: question.label }).getByRole("radio", { name: question.name === "has_private_sewage" ? "Yes" : "No" }).check();
  }
  await form.getByLabel(/Where and what/).fill("Septic tank and leach field behind the machine shed, installed 1998.");
  await form.getByRole("button", { name: "Send Answer" }).click();
  await expect(groundwater).toContainText("Thank you. We have your answer and will review it.");
  await expect(groundwater.getByText("Sent, being reviewed")).toBeVisible();
  await expect(groundwater.getByRole("definition").filter({ hasText: /^Yes$/ })).toHaveCount(1);

  // A private sewage system calls for the time-of-transfer inspection (Iowa Code 455B.172): its report, uploaded.
  const septic = requests.getByRole("listitem", { name: REQUEST_KINDS.septic_inspection.label });
  await expect(septic).toContainText("455B.172");
  await septic.getByRole("button", { name: "Answer", exact: true }).click();
  const septicForm = septic.getByRole("form", { name: `Answer: ${REQUEST_KINDS.septic_inspection.label}` });
  await septicForm.getByRole("radio", { name: /^Time-of-transfer inspection report/ }).check();
  await septicForm.getByLabel("Inspector's name").fill("Dana Ruiz");
  await septicForm.getByLabel("Date of the inspection").fill("2026-11-20");
  await septicForm.getByRole("button", { name: "Send Answer" }).click();
  await expect(septicForm.getByLabel(/^Documents/)).toHaveAccessibleDescription(/Attach at least one document to answer this request\./);
  await expect(septicForm.getByLabel("Inspector's name")).toHaveValue("Dana Ruiz");
  await septicForm.getByLabel(/^Documents/).setInputFiles({ name: "septic-inspection-report.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(septicForm.getByRole("list", { name: "Documents to send" })).toContainText("septic-inspection-report.pdf");
  await septicForm.getByRole("button", { name: "Send Answer" }).click();
  await expect(septic.getByText("Sent, being reviewed")).toBeVisible();
  await expect(septic.getByRole("list", { name: "Documents sent" })).toContainText("septic-inspection-report.pdf");
  await expect(septic).toContainText("Dana Ruiz");

  // Reminders off, kept by the server.
  const reminders = section.getByRole("switch", { name: "Daily reminders" });
  await expect(reminders).toHaveAttribute("aria-checked", "true");
  const saved = phone.waitForResponse((r) => r.url().endsWith("/reminders") && r.request().method() === "PUT");
  await reminders.click();
  expect((await saved).status()).toBe(200);
  await expect(section).toContainText("Reminders are off.");
  // Message notices (issue 31) beside them: off, kept by the server.
  const notices = section.getByRole("switch", { name: "Tell me when someone writes" });
  await expect(notices).toHaveAttribute("aria-checked", "true");
  const noticesSaved = phone.waitForResponse((r) => r.url().endsWith("/message-notices") && r.request().method() === "PUT");
  await notices.click();
  expect((await noticesSaved).status()).toBe(200);
  await expect(section).toContainText("Message notices are off.");
  await expectNoAxeViolations(phone, { within: section });
  await expectFitsPhone(phone);
  await phone.setViewportSize({ width: 1280, height: 800 });
  await expectNoAxeViolations(phone, { within: section });

  // A session the server no longer takes: back to "Confirm who you are", nothing personal left.
  await phone.route("**/api/v1/status/*/requests", (route) =>
    route.fulfill({ status: 401, json: { code: "verification_required", message: "Confirm who you are to see and answer what we need from you." } }),
  );
  await phone.reload();
  await expect(section.getByRole("form", { name: "Confirm who you are" })).toBeVisible();
  await expect(section).toContainText("Your confirmation has ended");
  await expect(section).not.toContainText("Groundwater hazard questions");
  expect(await phone.evaluate(() => sessionStorage.getItem("status-link-session"))).toBeNull();
  await phone.context().close();
});

test("the listing agent uploads the purchase agreement on the file's page", async ({ page, request }) => {
  test.slow();
  const file = await openFile(request);
  await confirmEmailWithApi(request, file.agentEmail);
  await signInWithApi(page, request, file.agentEmail);
  await gotoHydrated(page, `/transactions/${file.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(file.address);

  // The agent's own requests and their seller's, each saying whose it is.
  const card = page.getByRole("region", { name: "What we need" });
  const agreement = card.getByRole("listitem", { name: REQUEST_KINDS.purchase_agreement.label });
  await expect(agreement).toContainText("From: Listing agent");
  await expect(card.getByRole("listitem", { name: "Groundwater hazard questions" })).toContainText("From: Seller");
  await expect(card.getByRole("listitem", { name: "Groundwater hazard questions" }).getByRole("button", { name: "Answer", exact: true })).toHaveCount(0);

  await agreement.getByRole("button", { name: "Answer", exact: true }).click();
  const form = agreement.getByRole("form", { name: `Answer: ${REQUEST_KINDS.purchase_agreement.label}` });
  await form.getByLabel(/^Anything we should know/).fill("Addendum 2 extends the inspection period to December 8.");
  await form.getByLabel(/^Documents/).setInputFiles([
    { name: "purchase-agreement.pdf", mimeType: "application/pdf", buffer: PDF },
    { name: "addendum-2.pdf", mimeType: "application/pdf", buffer: PDF },
  ]);
  await expect(form.getByRole("list", { name: "Documents to send" }).getByRole("listitem")).toHaveCount(2);
  await form.getByRole("button", { name: "Remove addendum-2.pdf" }).click();
  await expect(form.getByRole("list", { name: "Documents to send" }).getByRole("listitem")).toHaveCount(1);
  await expectNoAxeViolations(page, { within: card });
  await form.getByRole("button", { name: "Send Answer" }).click();
  await expect(agreement).toContainText("Thank you. We have your answer and will review it.");
  await expect(agreement.getByText("Sent, being reviewed")).toBeVisible();
  await expect(agreement.getByRole("button", { name: "Download purchase-agreement.pdf" })).toBeVisible();
  await expect(agreement).toContainText("Addendum 2 extends the inspection period to December 8.");
  // The answer's document joins the file's documents.
  await expect(page.getByRole("region", { name: "Documents" }).getByRole("button", { name: "Download purchase-agreement.pdf" })).toBeVisible();
  await expectNoAxeViolations(page, { within: card });
  await page.setViewportSize({ width: 390, height: 900 });
  await expectNoAxeViolations(page, { within: card });
  await expectFitsPhone(page);
});
