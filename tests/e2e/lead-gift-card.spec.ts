import type { Page } from "@playwright/test";
import { FIELD_MESSAGES } from "#core/leads/contact-fields.ts";
import { GIFT_CARD_MESSAGES } from "#core/leads/gift-card-claim.ts";
import { SITE } from "#core/site/settings.ts";
import { expectNoAxeViolations, expectNoAxeViolationsOnPhone, latestMail, uniqueEmail } from "./auth-support.ts";
import { expect, gotoHydrated, test, type Visit } from "./fixtures.ts";

/**
 * The /gift-card claim form (issue #6): Full Name and Email Address required, Phone optional.
 * The outcome is said in place: a confirmation (status) and an empty form, or the failure
 * message with our number (alert) and the form as typed. Success runs against the real API (the
 * acknowledgement e-mail shows the claim was stored); failure stops the API route.
 */

const PATH = "/gift-card";
const API = "**/api/v1/gift-card-claims";

const claim = (page: Page) => page.locator("section#claim");
const form = (page: Page) => claim(page).getByRole("form", { name: "Claim Your $100 Gift Card" });
const nameField = (page: Page) => form(page).getByLabel("Full Name");
const emailField = (page: Page) => form(page).getByLabel("Email Address");
const phoneField = (page: Page) => form(page).getByLabel("Phone");
const claimButton = (page: Page) => form(page).getByRole("button", { name: "Claim My $100 Gift Card" });

interface Entry {
  fullName: string;
  email: string;
  phone: string;
}

async function fillAll(page: Page, e: Entry) {
  await nameField(page).fill(e.fullName);
  await emailField(page).fill(e.email);
  await phoneField(page).fill(e.phone);
}

async function expectValues(page: Page, e: Entry) {
  await expect(nameField(page)).toHaveValue(e.fullName);
  await expect(emailField(page)).toHaveValue(e.email);
  await expect(phoneField(page)).toHaveValue(e.phone);
}

function countPosts(page: Page): () => number {
  let posts = 0;
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/api/v1/gift-card-claims")) posts += 1;
  });
  return () => posts;
}

test("the pre-rendered page holds the claim form, not the old e-mail link", async ({ request }) => {
  const html = await (await request.get(PATH)).text();
  // React separates the amount from the words around it with comments in server HTML.
  expect(html).toMatch(/Claim My (<!-- -->)?\$100(<!-- -->)? Gift Card/);
  expect(html).toContain("Full Name");
  expect(html).toContain("Email Address");
  expect(html).not.toContain("Claim by E-mail");
  expect(html).not.toContain("mailto:" + SITE.email + "?subject=");
});

test("a claim is sent: the confirmation in place, an empty form, and the acknowledgement reaches the sender", async ({ tab: page, request }) => {
  const sent = { fullName: "Ana Cruz", email: uniqueEmail("gift-ok"), phone: "(515) 555-0123" };
  await gotoHydrated(page, PATH);
  await expect(nameField(page)).toHaveAttribute("required", "");
  await expect(emailField(page)).toHaveAttribute("required", "");
  await expect(phoneField(page)).not.toHaveAttribute("required");
  await fillAll(page, sent);
  await claimButton(page).click();

  await expect(form(page).getByRole("status")).toHaveText(GIFT_CARD_MESSAGES.success);
  await expectValues(page, { fullName: "", email: "", phone: "" });
  await expect(form(page).getByRole("alert")).toHaveCount(0);

  const mail = await latestMail(request, sent.email);
  expect(mail.subject).toBe("We received your gift card claim — Heartland Closing Co.");
  expect(mail.text).toContain("Ana Cruz");
  expect(mail.text).toContain("(515) 555-0123");
});

test("the phone is optional: a claim with name and e-mail only is accepted", async ({ visit }) => {
  const page = await visit(PATH);
  await fillAll(page, { fullName: "Lee Park", email: uniqueEmail("gift-nophone"), phone: "" });
  await claimButton(page).click();
  await expect(form(page).getByRole("status")).toHaveText(GIFT_CARD_MESSAGES.success);
});

test("the API unreachable: the failure message with our number, and everything typed stays", async ({ tab: page }) => {
  await page.route(API, (route) => route.abort());
  const typed = { fullName: "Ana Cruz", email: uniqueEmail("gift-down"), phone: "515-555-0123" };
  await gotoHydrated(page, PATH);
  await fillAll(page, typed);
  await claimButton(page).click();

  const alert = form(page).getByRole("alert");
  await expect(alert).toContainText(GIFT_CARD_MESSAGES.failure);
  await expect(alert.getByRole("link", { name: SITE.phone })).toHaveAttribute("href", SITE.phoneHref);
  await expectValues(page, typed);
  await expect(form(page).getByRole("status")).toHaveCount(0);
  await expect(claimButton(page)).toBeEnabled();

  // Trying again once the API is back works, and the failure message goes away.
  await page.unroute(API);
  await claimButton(page).click();
  await expect(form(page).getByRole("status")).toHaveText(GIFT_CARD_MESSAGES.success);
  await expect(form(page).getByRole("alert")).toHaveCount(0);
});

test("a server error (500) is the same failure, keeping the input", async ({ tab: page }) => {
  await page.route(API, (route) => route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Bad gateway</h1>" }));
  const typed = { fullName: "Ana Cruz", email: uniqueEmail("gift-500"), phone: "" };
  await gotoHydrated(page, PATH);
  await fillAll(page, typed);
  await claimButton(page).click();
  await expect(form(page).getByRole("alert")).toContainText(GIFT_CARD_MESSAGES.failure);
  await expectValues(page, typed);
});

test("empty required fields: an error beside each, announced, focus on the first; nothing is sent", async ({ tab: page }) => {
  const posts = countPosts(page);
  await gotoHydrated(page, PATH);
  await claimButton(page).click();

  await expect(nameField(page)).toHaveAccessibleDescription(FIELD_MESSAGES.fullNameRequired);
  await expect(emailField(page)).toHaveAccessibleDescription(FIELD_MESSAGES.emailRequired);
  await expect(phoneField(page)).not.toHaveAttribute("aria-invalid");
  await expect(nameField(page)).toBeFocused();

  await nameField(page).fill("Ana Cruz");
  await expect(nameField(page)).not.toHaveAttribute("aria-invalid");
  await claimButton(page).click();
  await expect(emailField(page)).toBeFocused();
  expect(posts()).toBe(0);
});

test("a malformed e-mail address or phone number is refused beside its field, keeping the input", async ({ tab: page }) => {
  const posts = countPosts(page);
  const typed = { fullName: "Ana Cruz", email: "ana at example.com", phone: "555-01" };
  await gotoHydrated(page, PATH);
  await fillAll(page, typed);
  await claimButton(page).click();
  await expect(emailField(page)).toHaveAccessibleDescription(FIELD_MESSAGES.invalidEmail);
  await expect(phoneField(page)).toHaveAccessibleDescription(`Optional ${FIELD_MESSAGES.invalidPhone}`);
  await expect(emailField(page)).toBeFocused();
  await expectValues(page, typed);
  expect(posts()).toBe(0);
});

test("too many claims (429): the server's message, keeping the input", async ({ tab: page }) => {
  await page.route(API, (route) =>
    route.fulfill({
      status: 429,
      contentType: "application/json",
      headers: { "Retry-After": "900" },
      body: JSON.stringify({ code: "rate_limited", message: "Too many claims from your network. Please try again in 15 minutes." }),
    }),
  );
  const typed = { fullName: "Ana Cruz", email: uniqueEmail("gift-429"), phone: "" };
  await gotoHydrated(page, PATH);
  await fillAll(page, typed);
  await claimButton(page).click();
  await expect(form(page).getByRole("alert")).toHaveText("Too many claims from your network. Please try again in 15 minutes.");
  await expectValues(page, typed);
});

async function axeInEveryState(visit: Visit) {
  const page = await visit(PATH, 1280);
  await claim(page).scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page); // empty

  await claimButton(page).click();
  await expect(nameField(page)).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page, { within: claim(page) }); // field errors

  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(API, async (route) => {
    await released;
    await route.abort();
  });
  await fillAll(page, { fullName: "Ana Cruz", email: uniqueEmail("gift-axe"), phone: "" });
  await claimButton(page).click();
  await expect(form(page).getByRole("button", { name: "Sending..." })).toBeDisabled();
  await expectNoAxeViolations(page, { within: claim(page) }); // busy
  release();
  await expect(form(page).getByRole("alert")).toContainText(GIFT_CARD_MESSAGES.failure);
  await expectNoAxeViolations(page, { within: claim(page) }); // failure

  await page.unroute(API);
  await claimButton(page).click();
  await expect(form(page).getByRole("status")).toHaveText(GIFT_CARD_MESSAGES.success);
  await expectNoAxeViolations(page, { within: claim(page) }); // sent
}

test("axe: no violations when empty, with errors, busy, failed and sent (the page once, then the form in each state)", async ({ visit }) => {
  test.slow(); // a full scan, then four of the form
  await axeInEveryState(visit);
});

test("axe: no violations in the phone layout (390 px)", async ({ visit }) => {
  await expectNoAxeViolationsOnPhone(visit, PATH);
});
