import type { APIRequestContext, Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures.ts";
import { COMMUNICATION_MESSAGES } from "#core/clients/communication-fields.ts";
import { proveEmailOver, type JsonCall } from "../support/prove-email.ts";
import { createAccount, expectNoAxeViolations, expectToast, latestMail, signInWithApi, uniqueEmail } from "./auth-support.ts";

/**
 * /clients and /clients/:id (app/features/clients): add, search, open, edit and delete a client;
 * send an e-mail from a template and a text, and see both in the history with their status; the
 * hints when a contact detail is missing; axe in each state at 1280 and 390 px.
 */

/** JSON calls through Playwright's request context, for proveEmailOver. */
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

/** A signed-in agent; `proven` (the default) also confirms the address with the e-mailed code, as sending to clients needs. */
async function signedInAgent(page: Page, request: APIRequestContext, prefix: string, proven = true) {
  const email = await createAccount(request, uniqueEmail(prefix));
  const session = await signInWithApi(page, request, email);
  if (proven) await proveEmailOver(jsonCall(request), email, session.access_token);
  return { email, token: session.access_token };
}

/** Adds a client through the API (the form itself is tested once, below). */
async function addClient(request: APIRequestContext, token: string, client: Record<string, string>) {
  const res = await request.post("/api/v1/clients", { data: client, headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(201);
  return (await res.json()).id as string;
}

const addForm = (page: Page) => page.getByRole("form", { name: "Add New Client" });

test("add, find, open, edit and delete a client; the back button returns to the list", async ({ page, request }) => {
  test.slow(); // a whole journey with two axe scans
  await signedInAgent(page, request, "clients-journey");
  await gotoHydrated(page, "/clients");
  await expect(page.getByText("No clients found")).toBeVisible();
  await expectNoAxeViolations(page);

  // A bad e-mail address: the error beside the field, and nothing typed is lost.
  const form = addForm(page);
  await form.getByLabel("Name").fill("Mary Smith");
  await form.getByLabel("Email").fill("mary at example");
  await form.getByLabel("Phone").fill("319 555 0142");
  await form.getByRole("button", { name: "Add Client" }).click();
  await expect(form.getByLabel("Email")).toHaveAccessibleDescription("Please enter a valid email address");
  await expect(form.getByLabel("Email")).toBeFocused();
  await expect(form.getByLabel("Name")).toHaveValue("Mary Smith");
  await form.getByLabel("Email").fill("mary@example.com");
  await form.getByLabel("Company").fill("Prairie Home Realty");
  await form.getByRole("button", { name: "Add Client" }).click();
  await expectToast(page, "Client added successfully!");
  await expect(form.getByLabel("Name")).toHaveValue("");
  const list = page.getByRole("list", { name: "Clients" });
  await expect(list.getByRole("link", { name: /Mary Smith/ })).toContainText("Prairie Home Realty · mary@example.com · (319) 555-0142");

  await form.getByLabel("Name").fill("Jo Doe");
  await form.getByRole("button", { name: "Add Client" }).click();
  await expect(list.getByRole("link")).toHaveCount(2);
  await expect(list.getByRole("link").first()).toContainText("Jo Doe"); // newest first

  await page.getByLabel("Search clients").fill("prairie");
  await expect(list.getByRole("link")).toHaveCount(1);
  await expect(page).toHaveURL(/\/clients\?q=prairie$/);
  await page.getByLabel("Search clients").fill("nobody");
  await expect(page.getByText("No clients found")).toBeVisible();
  await page.getByLabel("Search clients").fill("");
  await expect(list.getByRole("link")).toHaveCount(2);

  await list.getByRole("link", { name: /Mary Smith/ }).click();
  await expect(page).toHaveURL(/\/clients\/[0-9a-f-]{36}$/);
  const detail = page.getByRole("article", { name: "Mary Smith" });
  await expect(detail.getByRole("link", { name: "mary@example.com" })).toHaveAttribute("href", "mailto:mary@example.com");
  await expect(detail.getByRole("link", { name: "(319) 555-0142" })).toHaveAttribute("href", "tel:+13195550142");
  await page.goBack();
  await expect(page).toHaveURL(/\/clients$/);
  await page.goForward();
  await expect(detail).toBeVisible();

  await detail.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("form", { name: "Edit Mary Smith" });
  await edit.getByLabel("Name").fill("Mary Jones");
  await edit.getByLabel("Notes").fill("Married in June; prefers texts after 5");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Client updated");
  const updated = page.getByRole("article", { name: "Mary Jones" });
  await expect(updated).toContainText("Married in June; prefers texts after 5");

  await updated.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete Mary Jones?" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Keep Client" }).click();
  await expect(dialog).toBeHidden();
  await updated.getByRole("button", { name: "Delete" }).click();
  await dialog.getByRole("button", { name: "Delete Client" }).click();
  await expectToast(page, "Client deleted");
  await expect(page).toHaveURL(/\/clients$/);
  await expect(list.getByRole("link")).toHaveCount(1);
});

test("send an e-mail from a template and a text; both in the history with their status", async ({ page, request }) => {
  test.slow(); // two sends, the history's own refresh and an axe scan
  const { token } = await signedInAgent(page, request, "clients-send");
  const clientEmail = uniqueEmail("client-mary");
  const id = await addClient(request, token, { name: "Mary Smith", email: clientEmail, phone: "(319) 555-0142" });
  await gotoHydrated(page, `/clients/${id}`);

  const email = page.getByRole("form", { name: "Send Email" });
  await email.getByLabel("Template").selectOption({ label: "Closing Scheduled" });
  await expect(email.getByLabel("Subject")).toHaveValue("Your closing is scheduled: {{property_address}}");
  await expect(email.getByLabel("Message")).toHaveValue(/^Hi Mary,/);
  await expect(email).toContainText("Still to fill in before sending: {{property_address}}");
  await email.getByRole("button", { name: "Send Email" }).click();
  await expect(email.getByLabel("Subject")).toHaveAccessibleDescription("Please replace {{property_address}} with the real detail before sending");

  await email.getByLabel("Subject").fill("Your closing is scheduled: 412 Elm St, Cedar Falls");
  await email.getByLabel("Message").fill("Hi Mary,\n\nYour closing is Friday at 10:00 at our Cedar Falls office.");
  await email.getByRole("button", { name: "Send Email" }).click();
  await expectToast(page, "Email tracked successfully!");
  await expect(email.getByLabel("Subject")).toHaveValue("");
  const mail = await latestMail(request, clientEmail);
  expect(mail.subject).toBe("Your closing is scheduled: 412 Elm St, Cedar Falls");
  expect(mail.text).toContain("Your closing is Friday at 10:00 at our Cedar Falls office.");

  const sms = page.getByRole("form", { name: "Send SMS" });
  await sms.getByLabel("Message").fill("See you Friday at 10 ☺");
  await expect(sms.getByLabel("Message")).toHaveAccessibleDescription(/^22 \/ 1,600 characters · 1 text \(an emoji/);
  await sms.getByRole("button", { name: "Send SMS" }).click();
  await expectToast(page, "SMS tracked successfully!");

  // History: hidden until asked for, newest first, statuses as delivery goes on.
  const historyToggle = page.getByRole("button", { name: "Show History" });
  await expect(historyToggle).toHaveAttribute("aria-expanded", "false");
  await historyToggle.click();
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveText(["Date", "Type", "Subject", "Content", "Status"]);
  await expect(table.getByRole("row")).toHaveCount(3);
  await expect(table.getByRole("row").nth(1)).toContainText("SMS");
  await expect(table.getByRole("row").nth(1)).toContainText("See you Friday at 10 ☺");
  await expect(table.getByRole("row").nth(2)).toContainText("Your closing is scheduled: 412 Elm St, Cedar Falls");
  // The development transport delivers at once; the history refreshes by itself until then.
  await expect(table.getByRole("row").nth(2).getByText("Sent", { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(table.getByRole("row").nth(1).getByText("Sent", { exact: true })).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Hide History" }).click();
  await expect(table).toBeHidden();
});

test("an unconfirmed address: the send is refused by the form with what to do, and what was typed stays; wire talk is refused before sending", async ({ page, request }) => {
  const { token } = await signedInAgent(page, request, "clients-unconfirmed", false);
  const id = await addClient(request, token, { name: "Mary Smith", email: uniqueEmail("client-unconfirmed"), phone: "(319) 555-0142" });
  await gotoHydrated(page, `/clients/${id}`);

  const email = page.getByRole("form", { name: "Send Email" });
  await email.getByLabel("Subject").fill("Your wire instructions changed");
  await email.getByLabel("Message").fill("Hi Mary, see below.");
  await email.getByRole("button", { name: "Send Email" }).click();
  await expect(email.getByLabel("Subject")).toHaveAccessibleDescription(COMMUNICATION_MESSAGES.moneyTalk);

  await email.getByLabel("Subject").fill("Documents for Friday");
  await email.getByLabel("Message").fill("Please bring your photo ID.");
  await email.getByRole("button", { name: "Send Email" }).click();
  await expect(email.getByRole("alert")).toHaveText(COMMUNICATION_MESSAGES.emailNotConfirmed);
  await expect(email.getByLabel("Subject")).toHaveValue("Documents for Friday");
  await expect(email.getByLabel("Message")).toHaveValue("Please bring your photo ID.");

  const sms = page.getByRole("form", { name: "Send SMS" });
  await sms.getByLabel("Message").fill("See you Friday");
  await sms.getByRole("button", { name: "Send SMS" }).click();
  await expect(sms.getByRole("alert")).toHaveText(COMMUNICATION_MESSAGES.emailNotConfirmed);
  await expect(sms.getByLabel("Message")).toHaveValue("See you Friday");
  await expectNoAxeViolations(page);
});

test("missing contact details: the send controls are disabled with red hints; with nothing sent, 'No communication history'", async ({ page, request }) => {
  const { token } = await signedInAgent(page, request, "clients-missing");
  const id = await addClient(request, token, { name: "Pat Nobody" });
  await gotoHydrated(page, `/clients/${id}`);
  const email = page.getByRole("form", { name: "Send Email" });
  const sms = page.getByRole("form", { name: "Send SMS" });
  await expect(email.getByText("No email address available for this client")).toBeVisible();
  await expect(email.getByRole("button", { name: "Send Email" })).toBeDisabled();
  await expect(sms.getByText("No phone number available for this client")).toBeVisible();
  await expect(sms.getByRole("button", { name: "Send SMS" })).toBeDisabled();
  await page.getByRole("button", { name: "Show History" }).click();
  await expect(page.getByText("No communication history")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the phone layout (390 px): list and client, nothing running off the side", async ({ browser, request, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 900 }, baseURL });
  const page = await context.newPage();
  const { token } = await signedInAgent(page, request, "clients-phone");
  const id = await addClient(request, token, { name: "Mary Smith", email: "mary@example.com", phone: "(319) 555-0142", notes: "Prefers texts" });
  await gotoHydrated(page, "/clients");
  await expect(page.getByRole("list", { name: "Clients" }).getByRole("link")).toHaveCount(1);
  await expectNoAxeViolations(page);
  await gotoHydrated(page, `/clients/${id}`);
  await page.getByRole("button", { name: "Show History" }).click();
  await expect(page.getByText("No communication history")).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});

test("failures: adding, loading, templates and sending each say so, and nothing typed is lost", async ({ page, request }) => {
  const { token } = await signedInAgent(page, request, "clients-failures");
  const id = await addClient(request, token, { name: "Mary Smith", email: "mary@example.com", phone: "(319) 555-0142" });

  // The list cannot load: the message with a way to try again.
  await page.route("**/api/v1/clients?*", (route) => route.fulfill({ status: 500, json: { code: "internal_error", message: "Something went wrong" } }));
  await gotoHydrated(page, "/clients");
  await expect(page.getByRole("alert").filter({ hasText: "Failed to load clients" })).toBeVisible();
  await page.unroute("**/api/v1/clients?*");
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("list", { name: "Clients" }).getByRole("link", { name: /Mary Smith/ })).toBeVisible();

  // Adding fails on the server: the toast, and every field is kept.
  await page.route("**/api/v1/clients", (route) =>
    route.request().method() === "POST" ? route.fulfill({ status: 500, json: { code: "internal_error", message: "Something went wrong" } }) : route.fallback(),
  );
  const form = addForm(page);
  await form.getByLabel("Name").fill("Jo Doe");
  await form.getByLabel("Phone").fill("(515) 555-0190");
  await form.getByLabel("Notes").fill("Met at the Ames open house");
  await form.getByRole("button", { name: "Add Client" }).click();
  await expectToast(page, "Failed to add client. Please try again.");
  await expect(form.getByLabel("Name")).toHaveValue("Jo Doe");
  await expect(form.getByLabel("Phone")).toHaveValue("(515) 555-0190");
  await expect(form.getByLabel("Notes")).toHaveValue("Met at the Ames open house");
  await page.unroute("**/api/v1/clients");

  // The templates cannot load, and sending fails: each says so; the message stays.
  await page.route("**/api/v1/email-templates", (route) => route.fulfill({ status: 500, json: { code: "internal_error", message: "Something went wrong" } }));
  await page.route(`**/api/v1/clients/${id}/communications`, (route) =>
    route.request().method() === "POST" ? route.abort() : route.fallback(),
  );
  await gotoHydrated(page, `/clients/${id}`);
  const email = page.getByRole("form", { name: "Send Email" });
  await expect(email.getByRole("alert")).toContainText("Failed to load email templates");
  await email.getByLabel("Subject").fill("Documents for Friday");
  await email.getByLabel("Message").fill("Please bring your photo ID.");
  await email.getByRole("button", { name: "Send Email" }).click();
  await expectToast(page, "Failed to send email");
  await expect(email.getByLabel("Subject")).toHaveValue("Documents for Friday");
  await expect(email.getByLabel("Message")).toHaveValue("Please bring your photo ID.");
});

test("a client who texted STOP: the SMS controls are disabled with the hint", async ({ page, request }) => {
  const { token } = await signedInAgent(page, request, "clients-stop");
  const id = await addClient(request, token, { name: "Sam Stop", phone: "(319) 555-0111" });
  // What the browser sees for a client whose number opted out (the webhook that records it is
  // tested in server/api/webhooks/sms-webhooks.test.ts; this server has no SMS provider).
  await page.route(`**/api/v1/clients/${id}`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), sms_opted_out: true } });
  });
  await gotoHydrated(page, `/clients/${id}`);
  const sms = page.getByRole("form", { name: "Send SMS" });
  await expect(sms.getByText("This client replied STOP and has opted out of texts. They can text START to opt back in.")).toBeVisible();
  await expect(sms.getByRole("button", { name: "Send SMS" })).toBeDisabled();
});
