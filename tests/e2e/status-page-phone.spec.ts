import type { APIRequestContext, Browser } from "@playwright/test";
import { newAdmin, type TestAdmin } from "./admin-support.ts";
import { expectNoAxeViolations } from "./auth-support.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";

/**
 * The buyers' and sellers' status page on a phone (issue 29): the pre-rendered shell shows the
 * page's one loading state before any script runs, the page's data comes in one request, the next
 * step reads as what will happen (a blocked one says what it waits for), the closer's name and
 * direct number are shown, and a closed file shows what comes after closing instead of the
 * appointment. axe once in each new state, at 390 px.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
let admin: Promise<TestAdmin> | undefined;

function iowaToday(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
}

async function ok<T>(response: { ok(): boolean; status(): number; text(): Promise<string>; json(): Promise<unknown> }, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A purchase with a closer and their direct line, moved as far as `steps` say, and its status link. */
async function fileWithLink(request: APIRequestContext, steps: Record<string, unknown>[]): Promise<{ token: string; address: string }> {
  admin ??= newAdmin(request, "status-staff");
  const token = (await admin).session.access_token;
  const address = `88 Walnut St ${Math.random().toString(36).slice(2, 6).toUpperCase()}, Pella, IA 50219`;
  const file = await ok<{ id: string }>(
    await request.post("/api/v1/admin/closing-files", {
      headers: bearer(token),
      data: {
        property_address: address,
        county: "Marion",
        kind: "purchase",
        closing_date: "2027-01-15",
        closing_time: "10:00",
        closing_place: "office",
        closer_name: "Jordan Meyer",
        closer_phone: "(641) 555-0150",
        parties: [{ role: "buyer", name: "Pat Buyer" }],
      },
    }),
    "opening the file",
  );
  for (const step of steps) {
    await ok(await request.post(`/api/v1/admin/closing-files/${file.id}/milestones`, { headers: bearer(token), data: step }), `moving ${String(step.milestone)}`);
  }
  const link = await ok<{ token: string }>(
    await request.post(`/api/v1/admin/closing-files/${file.id}/status-link`, { headers: bearer(token), data: { send: false } }),
    "issuing the status link",
  );
  return { token: link.token, address };
}

async function phonePage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 900 }, reducedMotion: "reduce" });
  return context.newPage();
}

const LOADING = "Loading the status of your closing…";

test("a status link on a phone: one loading state from the first byte, one data request, the next step as what will happen, what a blocked step waits for, the closer", async ({ request, browser }) => {
  test.slow();
  const today = iowaToday();
  const file = await fileWithLink(request, [
    { milestone: "abstract_ordered", state: "done", date: today },
    { milestone: "abstract_continued", state: "blocked", reason: "Abstractor in Knoxville is behind; due Friday" },
  ]);

  // The HTML itself is the page's frame and its loading state, and holds no token.
  const html = await request.get(`/status/${file.token}`);
  expect(html.status()).toBe(200);
  expect(html.headers()["x-robots-tag"]).toBe("noindex");
  const body = await html.text();
  expect(body).toContain(LOADING);
  expect(body).toContain("Your closing status");
  expect(body).not.toContain(file.token);

  const phone = await phonePage(browser);
  // Every loading message the page ever shows, and every request for its data.
  await phone.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { loadingSeen: string[] }).loadingSeen = seen;
    const note = () => {
      for (const el of document.querySelectorAll('[role="status"]')) {
        const text = el.textContent?.trim() ?? "";
        if (text && !seen.includes(text)) seen.push(text);
      }
    };
    new MutationObserver(note).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const dataRequests: string[] = [];
  phone.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith("/api/v1/status/")) dataRequests.push(r.url());
  });
  // A slow connection: the data takes a while, and the page shows one loading state meanwhile.
  await phone.route("**/api/v1/status/*", async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await gotoHydrated(phone, `/status/${file.token}`);
  await expect(phone.getByRole("heading", { level: 1 })).toHaveText(file.address);
  expect(await phone.evaluate(() => (window as unknown as { loadingSeen: string[] }).loadingSeen)).toEqual([LOADING]);
  expect(dataRequests, "the page's data in one request").toHaveLength(1);
  await phone.unrouteAll();

  const next = phone.getByRole("region", { name: "What happens next" });
  await expect(next).toContainText("The abstractor brings the property's title history up to date.");
  await expect(next).toContainText("On hold: We are waiting for the abstractor to return the updated title history.");
  const steps = phone.getByRole("list", { name: "Steps of your closing" }).getByRole("listitem");
  await expect(steps.nth(2)).toContainText("We are waiting for the abstractor to return the updated title history.");
  // Staff's own reason stays with staff.
  await expect(phone.locator("main")).not.toContainText("Knoxville");

  const questions = phone.getByRole("region", { name: "Questions?" });
  await expect(questions).toContainText("Your closer");
  await expect(questions).toContainText("Jordan Meyer");
  await expect(questions.getByRole("link", { name: "(641) 555-0150" })).toHaveAttribute("href", "tel:+16415550150");
  await expect(questions.getByRole("link", { name: "Call Jordan Meyer" })).toHaveAttribute("href", "tel:+16415550150");
  await expect(phone.getByRole("region", { name: "Your closing appointment" })).toContainText("Friday, January 15, 2027 at 10:00 AM (Iowa time)");
  await expect(phone.getByRole("region", { name: "What comes after closing" })).toHaveCount(0);
  await expectNoAxeViolations(phone);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth), "nothing runs off the side").toBeLessThanOrEqual(390);
  await phone.context().close();
});

test("a closed file on a phone: what comes after closing instead of the appointment, and whom to call", async ({ request, browser }) => {
  test.slow();
  const today = iowaToday();
  const file = await fileWithLink(request, [
    { milestone: "abstract_ordered", state: "done", date: today },
    { milestone: "abstract_continued", state: "done", date: today },
    { milestone: "title_opinion", state: "done", date: today, objections: 0 },
    { milestone: "commitment", state: "done", date: today },
    { milestone: "objections_cleared", state: "done", date: today },
    { milestone: "closing_scheduled", state: "done", date: today },
    { milestone: "settlement_approved", state: "done", date: today },
    { milestone: "closed_disbursed", state: "done", date: today },
  ]);
  const phone = await phonePage(browser);
  await gotoHydrated(phone, `/status/${file.token}`);
  await expect(phone.getByRole("heading", { level: 1 })).toHaveText(file.address);

  const after = phone.getByRole("region", { name: "What comes after closing" });
  await expect(after).toBeVisible();
  await expect(phone.getByRole("region", { name: "Your closing appointment" })).toHaveCount(0);
  await expect(phone.locator("main")).not.toContainText("January 15, 2027");
  const still = after.getByRole("list", { name: "What still happens" }).getByRole("listitem");
  await expect(still).toHaveCount(3);
  await expect(still.nth(0)).toContainText("The deed is recorded");
  await expect(still.nth(0)).toContainText("We record the deed, and any mortgage, with the Marion County recorder");
  await expect(still.nth(2)).toContainText("owner's certificate");
  await expect(after.getByRole("heading", { name: "What to keep" })).toBeVisible();
  await expect(after).toContainText("Your settlement statement.");
  await expect(after).toContainText("The owner's title guaranty certificate.");
  await expect(after).toContainText("Call Jordan Meyer at (641) 555-0150.");
  await expect(phone.getByRole("region", { name: "What happens next" })).toContainText("We record the deed, and any mortgage, with the county recorder.");
  await expectNoAxeViolations(phone);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth), "nothing runs off the side").toBeLessThanOrEqual(390);
  await phone.context().close();
});
