import type { Page } from "@playwright/test";
import { FIELD_MESSAGES } from "#core/leads/contact-fields.ts";
import { SERVICE_CATALOGUE } from "#core/leads/service-catalogue.ts";
import { SERVICE_REQUEST_MESSAGES } from "#core/leads/service-request.ts";
import { SITE } from "#core/site/settings.ts";
import {
  createAccount,
  expectNoAxeViolations,
  expectNoAxeViolationsOnPhone,
  expectToast,
  latestMail,
    signIn,
  uniqueEmail,
} from "./auth-support.ts";
import { expect, gotoHydrated, test, type Visit } from "./fixtures.ts";

/**
 * /get-started (issue #6): the service picker (nothing picked; a pick reveals the request form;
 * picks change freely, keeping what was typed), `?service=` and the calculators' prefill, the
 * form's required fields, success (toast, then /thank-you) against the real API, failures kept
 * in place with the inline message, signed-in prefill, and axe in every state.
 */

const PATH = "/get-started";
const API = "**/api/v1/service-requests";

const picker = (page: Page) => page.getByRole("radiogroup", { name: "Choose a service" });
const card = (page: Page, title: string) => picker(page).getByRole("radio", { name: title, exact: true });
const form = (page: Page) => page.getByRole("form", { name: "Tell us about your closing" });
const selectedService = (page: Page) => form(page).getByText("Selected service").locator("..");
const nameField = (page: Page) => form(page).getByLabel("Name");
const emailField = (page: Page) => form(page).getByLabel("Email");
const phoneField = (page: Page) => form(page).getByLabel("Phone");
const companyField = (page: Page) => form(page).getByLabel("Company");
const addressField = (page: Page) => form(page).getByLabel("Property Address");
const dateField = (page: Page) => form(page).getByLabel("Requested Closing Date");
const messageField = (page: Page) => form(page).getByLabel("Message");
const submitButton = (page: Page) => form(page).getByRole("button", { name: "Submit Request" });

interface Entry {
  name: string;
  email: string;
  phone: string;
  company: string;
  address: string;
  date: string;
  message: string;
}

function entry(prefix: string): Entry {
  return {
    name: "Dana Ruiz",
    email: uniqueEmail(prefix),
    phone: "319-555-0142",
    company: "Prairie Realty",
    address: "412 Elm St, Cedar Falls, IA 50613",
    date: "2026-12-18",
    message: "Financed purchase, lender is Cedar Valley Bank.",
  };
}

async function fillAll(page: Page, e: Entry) {
  await nameField(page).fill(e.name);
  await emailField(page).fill(e.email);
  await phoneField(page).fill(e.phone);
  await companyField(page).fill(e.company);
  await addressField(page).fill(e.address);
  await dateField(page).fill(e.date);
  await messageField(page).fill(e.message);
}

async function expectValues(page: Page, e: Entry) {
  await expect(nameField(page)).toHaveValue(e.name);
  await expect(emailField(page)).toHaveValue(e.email);
  await expect(phoneField(page)).toHaveValue(e.phone);
  await expect(companyField(page)).toHaveValue(e.company);
  await expect(addressField(page)).toHaveValue(e.address);
  await expect(dateField(page)).toHaveValue(e.date);
  await expect(messageField(page)).toHaveValue(e.message);
}

/** Exactly this service is picked (or none), and the form is shown for it (or not at all). */
async function expectPicked(page: Page, title: string | null) {
  for (const service of SERVICE_CATALOGUE) {
    if (service.title === title) await expect(card(page, service.title)).toBeChecked();
    else await expect(card(page, service.title)).not.toBeChecked();
  }
  if (title) await expect(selectedService(page)).toContainText(title);
  else await expect(form(page)).toHaveCount(0);
}

function countPosts(page: Page): () => number {
  let posts = 0;
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/api/v1/service-requests")) posts += 1;
  });
  return () => posts;
}

test("the pre-rendered page holds the hero, the seven services (none picked) and the contact block", async ({
  request,
}) => {
  const html = await (await request.get(PATH)).text();
  expect(html).toMatch(/<h1[^>]*>Get Started<\/h1>/);
  expect(html).toContain("Choose a service");
  expect(html.match(/type="radio"/g)).toHaveLength(SERVICE_CATALOGUE.length);
  expect(html).not.toMatch(/<input[^>]*type="radio"[^>]*checked/);
  for (const service of SERVICE_CATALOGUE) expect(html).toContain(service.price);
  expect(html).toContain("Prefer to talk it through?");
});

test("the picker: nothing picked and no form; a pick reveals the form; changing it keeps what was typed", async ({ tab: page }) => {
  await gotoHydrated(page, PATH);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get Started");
  await expect(picker(page).getByRole("radio")).toHaveCount(SERVICE_CATALOGUE.length);
  await expectPicked(page, null);
  await expect(page.getByText("Choose a service to start your request")).toBeVisible();
  // Each card reads its price and description with its name.
  await expect(card(page, "Remote Online Notary")).toHaveAccessibleDescription(/^\$75 per signing Sign and notarize/);

  await page.getByText("Loan Closing", { exact: true }).click();
  await expectPicked(page, "Loan Closing");
  await expect(selectedService(page)).toContainText("From $400");
  await expect(page.getByText("Choose a service to start your request")).toHaveCount(0);

  const typed = entry("picker");
  await fillAll(page, typed);
  await card(page, "Cash Closing").check();
  await expectPicked(page, "Cash Closing");
  await expectValues(page, typed);

  // Arrow keys move the pick, as in any radio group; the form follows.
  await card(page, "Cash Closing").focus();
  await page.keyboard.press("ArrowDown");
  await expectPicked(page, "1031 Exchange Closing");
  await expectValues(page, typed);

  // "Change service" goes back to the picked card.
  await form(page).getByRole("button", { name: "Change service" }).click();
  await expect(card(page, "1031 Exchange Closing")).toBeFocused();
});

// Which card each ?service= value picks is core/leads/service-request.test.ts's table (every value,
// aliases, unknown ones); the page shows the three kinds of answer once each: a name, an old link's
// alias, and a value that picks nothing.
const QUERY_PICKS: [string, string | null][] = [
  ["digital-cash", "Digital Cash Closing"],
  ["title-guaranty", "Title Search & Iowa Title Guaranty"],
  ["mortgage", null],
];

test("?service= picks its card on first load, and an unknown value picks none", async ({ tab: page }) => {
  // The HTML was pre-rendered without the query: the pick must come after hydration, not break it.
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console error: ${message.text()}`);
  });
  for (const [value, title] of QUERY_PICKS) {
    await gotoHydrated(page, `${PATH}?service=${value}`);
    await expectPicked(page, title);
  }
  expect(problems).toEqual([]);
});

test("a service page's link picks its card after a client-side navigation", async ({ visit }) => {
  const page = await visit("/remote-online-notary");
  await page.getByRole("main").locator('a[href="/get-started?service=ron"]').first().click();
  await expect(page).toHaveURL(/\/get-started\?service=ron$/);
  await expectPicked(page, "Remote Online Notary");

  // The top bar's Get Started (no query) leaves the pick alone.
  await page.getByRole("banner").getByRole("link", { name: "Get Started" }).click();
  await expect(page).toHaveURL(/\/get-started$/);
  await expectPicked(page, "Remote Online Notary");
});

test("a calculator's order link fills in the address, the closing date and the price", async ({ tab: page }) => {
  const address = "315 Main Street, Cedar Falls, IA 50613";
  await gotoHydrated(
    page,
    `${PATH}?service=title&price=250000&closing=2025-11-15&address=${encodeURIComponent(address)}`,
  );
  await expectPicked(page, "Title Search & Iowa Title Guaranty");
  await expect(addressField(page)).toHaveValue(address);
  await expect(dateField(page)).toHaveValue("2025-11-15");
  await expect(messageField(page)).toHaveValue("Sale price from the calculator: $250,000.00\n");
  // The visitor can change the line.
  await messageField(page).fill("Sale price $255,000 after the counteroffer.");
  await expect(messageField(page)).toHaveValue("Sale price $255,000 after the counteroffer.");

  // An impossible date is not filled in; a cash purchase names its price as such.
  await gotoHydrated(page, `${PATH}?service=cash&price=300000&closing=2025-02-30`);
  await expectPicked(page, "Cash Closing");
  await expect(dateField(page)).toHaveValue("");
  await expect(messageField(page)).toHaveValue("Purchase price from the calculator: $300,000.00\n");
});

test("from the seller net calculator, Order this closing opens the request filled in", async ({ visit }) => {
  const page = await visit("/sales-price-calculator?price=250000&closing=2025-11-15");
  await page.locator("#calculator").getByLabel("Property address (optional)").fill("9 Oak Ave, Waterloo, IA");
  await page.getByRole("link", { name: "Order this closing" }).click();
  await expect(page).toHaveURL(/\/get-started\?service=title&/);
  await expectPicked(page, "Title Search & Iowa Title Guaranty");
  await expect(addressField(page)).toHaveValue("9 Oak Ave, Waterloo, IA");
  await expect(dateField(page)).toHaveValue("2025-11-15");
  await expect(messageField(page)).toHaveValue("Sale price from the calculator: $250,000.00\n");
});

test("required fields: an error beside Name, Email and Phone, focus on the first; nothing is sent", async ({ tab: page }) => {
  const posts = countPosts(page);
  await gotoHydrated(page, `${PATH}?service=loan`);
  for (const field of [nameField, emailField, phoneField]) await expect(field(page)).toHaveAttribute("required", "");
  for (const field of [companyField, addressField, dateField, messageField]) {
    await expect(field(page)).not.toHaveAttribute("required");
  }
  await submitButton(page).click();

  await expect(nameField(page)).toHaveAccessibleDescription(FIELD_MESSAGES.nameRequired);
  await expect(emailField(page)).toHaveAccessibleDescription(FIELD_MESSAGES.emailRequired);
  await expect(phoneField(page)).toHaveAccessibleDescription(FIELD_MESSAGES.phoneRequired);
  for (const field of [companyField, addressField, dateField]) await expect(field(page)).not.toHaveAttribute("aria-invalid");
  await expect(nameField(page)).toBeFocused();

  await nameField(page).fill("Dana Ruiz");
  await emailField(page).fill("dana.ruiz@");
  await phoneField(page).fill("12345");
  await expect(nameField(page)).not.toHaveAttribute("aria-invalid");
  await submitButton(page).click();
  await expect(emailField(page)).toHaveAccessibleDescription(FIELD_MESSAGES.invalidEmail);
  await expect(phoneField(page)).toHaveAccessibleDescription(FIELD_MESSAGES.invalidPhone);
  await expect(emailField(page)).toBeFocused();
  expect(posts()).toBe(0);
});

test("a request is sent: 'Submitting...', the success toast, /thank-you, and the acknowledgement names the service", async ({ tab: page, request }) => {
  const sent = entry("get-started-ok");
  await gotoHydrated(page, `${PATH}?service=digital-cash`);
  await card(page, "Loan Closing").check();
  await fillAll(page, sent);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(API, async (route) => {
    await released;
    await route.continue();
  });
  await submitButton(page).click();
  await expect(form(page).getByRole("button", { name: "Submitting..." })).toBeDisabled();
  release();

  await expectToast(page, SERVICE_REQUEST_MESSAGES.success);
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You");

  const mail = await latestMail(request, sent.email);
  expect(mail.subject).toBe(`We received your Loan Closing request — ${SITE.brand}`);
  for (const line of [
    "Service: Loan Closing",
    "Phone: (319) 555-0142",
    "Company: Prairie Realty",
    `Property address: ${sent.address}`,
    "Requested closing date: 2026-12-18",
    sent.message,
  ]) {
    expect(mail.text).toContain(line);
  }
});

test("the API unreachable: the inline failure message, and the pick and everything typed stay", async ({ tab: page }) => {
  await page.route(API, (route) => route.abort());
  const typed = entry("get-started-down");
  await gotoHydrated(page, `${PATH}?service=fsbo`);
  await fillAll(page, typed);
  await submitButton(page).click();

  const alert = form(page).getByRole("alert");
  await expect(alert).toHaveText(SERVICE_REQUEST_MESSAGES.failure);
  await expect(alert).toHaveCSS("color", "rgb(156, 38, 32)"); // red-700
  await expectValues(page, typed);
  await expectPicked(page, "FSBO Closing");
  await expect(submitButton(page)).toBeEnabled();
  await expect(page).toHaveURL(/\/get-started\?service=fsbo$/);
  await expect(page.getByText(SERVICE_REQUEST_MESSAGES.success)).toHaveCount(0);
});

test("a server error (500): the inline failure message, not the server's words; everything stays", async ({ tab: page }) => {
  await page.route(API, (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ code: "internal", message: "Boom" }) }),
  );
  const typed = entry("get-started-500");
  await gotoHydrated(page, `${PATH}?service=tc`);
  await fillAll(page, typed);
  await submitButton(page).click();
  await expect(form(page).getByRole("alert")).toHaveText(SERVICE_REQUEST_MESSAGES.failure);
  await expectValues(page, typed);
  await expect(page.getByText("Boom")).toHaveCount(0);
});

test("the server's field errors (400) appear beside the fields; too many tries (429) shows the server's message", async ({ tab: page }) => {
  let answer: { status: number; body: object; headers?: Record<string, string> } = {
    status: 400,
    body: {
      code: "validation_failed",
      message: "Please correct the highlighted fields.",
      fields: { property_address: "Please keep the address shorter", phone: "This number cannot be reached" },
    },
  };
  await page.route(API, (route) =>
    route.fulfill({ status: answer.status, contentType: "application/json", headers: answer.headers, body: JSON.stringify(answer.body) }),
  );
  const typed = entry("get-started-400");
  await gotoHydrated(page, `${PATH}?service=1031`);
  await fillAll(page, typed);
  await submitButton(page).click();

  await expect(phoneField(page)).toHaveAccessibleDescription("This number cannot be reached");
  await expect(addressField(page)).toHaveAccessibleDescription("Please keep the address shorter");
  await expect(phoneField(page)).toBeFocused();
  await expect(form(page).getByRole("alert")).toHaveText("Please correct the highlighted fields.");
  await expectValues(page, typed);

  answer = {
    status: 429,
    headers: { "Retry-After": "600" },
    body: { code: "rate_limited", message: "Too many requests from your network. Please try again in 10 minutes." },
  };
  await submitButton(page).click();
  await expect(form(page).getByRole("alert")).toHaveText("Too many requests from your network. Please try again in 10 minutes.");
  await expectValues(page, typed);
  await expect(page.getByText(SERVICE_REQUEST_MESSAGES.failure)).toHaveCount(0);
});

test("signed in: the e-mail is filled in from the account and the request carries the bearer token", async ({
  page,
  request,
}) => {
  const email = await createAccount(request, uniqueEmail("get-started-member"), "lender");
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await gotoHydrated(page, `${PATH}?service=loan`);
  await expect(emailField(page)).toHaveValue(email);

  await nameField(page).fill("Member Lender");
  await phoneField(page).fill("(515) 555-0101");
  const sent = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/v1/service-requests"));
  await submitButton(page).click();
  const posted = await sent;
  expect(posted.headers().authorization).toMatch(/^Bearer \S+$/);
  expect(posted.postDataJSON()).toMatchObject({ service_type: "loan", email, name: "Member Lender" });
  await expectToast(page, SERVICE_REQUEST_MESSAGES.success);
  await expect(page).toHaveURL(/\/thank-you$/);
});

async function axeInEveryState(visit: Visit) {
  const page = await visit(PATH, 1280);
  await expectNoAxeViolations(page); // nothing picked

  await card(page, "Loan Closing").check();
  await expect(form(page)).toBeVisible();
  await expectNoAxeViolations(page, { within: picker(page).or(form(page)) }); // picked, empty form

  await submitButton(page).click();
  await expect(nameField(page)).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page, { within: form(page) }); // field errors

  // Busy: the API answers only when the test lets it.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(API, async (route) => {
    await released;
    await route.abort();
  });
  await fillAll(page, entry("get-started-axe"));
  await submitButton(page).click();
  await expect(form(page).getByRole("button", { name: "Submitting..." })).toBeDisabled();
  await expect(nameField(page)).toHaveAttribute("readonly", "");
  await expectNoAxeViolations(page, { within: form(page) }); // busy
  release();
  await expect(form(page).getByRole("alert")).toHaveText(SERVICE_REQUEST_MESSAGES.failure);
  await expectNoAxeViolations(page, { within: form(page) }); // failure

  await page.unroute(API);
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  await expectToast(page, SERVICE_REQUEST_MESSAGES.success);
  await expectNoAxeViolations(page); // sent: /thank-you with the toast
}

test("axe: no violations with nothing picked, picked, errors, busy, failed and sent (each page once, then the form in each state)", async ({ visit }) => {
  test.slow(); // two full scans and four of the picker or form
  await axeInEveryState(visit);
});

test("axe: no violations in the phone layout (390 px)", async ({ visit }) => {
  await expectNoAxeViolationsOnPhone(visit, PATH);
});
