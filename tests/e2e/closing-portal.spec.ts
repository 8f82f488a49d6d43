import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { SITE } from "#core/site/settings.ts";
import { newAdmin, type TestAdmin } from "./admin-support.ts";
import { confirmEmailWithApi, createAccount, expectNoAxeViolations, expectToast, latestMail, signInWithApi, uniqueEmail } from "./auth-support.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";

/**
 * What agents, lenders, buyers and sellers see of a closing file (issue 16): staff open a file
 * through the admin API with an agent and a buyer on it; the agent confirms their address with the
 * e-mailed code (issue 27), then finds the file on the dashboard and opens it; the buyer opens the status link on a phone; the agent chooses the e-mails and makes a
 * calendar address. axe in each state at 1280 and 390 px.
 */

const ADDRESS_PREFIX = "412 Elm St";
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/** Today in Iowa, as staff would enter a step's date. */
function iowaToday(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
}

// One administrator per worker: setting one up (an authenticator, a role change) is the slow part.
let admin: Promise<TestAdmin> | undefined;

interface OpenedFile {
  id: string;
  address: string;
  token: string;
  agentEmail: string;
}

async function ok<T>(response: { ok(): boolean; status(): number; text(): Promise<string>; json(): Promise<unknown> }, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * A file as staff set it up: an agent (with an account) and a buyer, the appointment, the abstract
 * ordered and its continuation blocked, three documents (staff only, agents and lenders, everyone)
 * and a status link issued without e-mailing it.
 */
async function openFile(request: APIRequestContext, prefix: string): Promise<OpenedFile> {
  admin ??= newAdmin(request, "closing-staff");
  const token = (await admin).session.access_token;
  const agentEmail = await createAccount(request, uniqueEmail(prefix));
  const address = `${ADDRESS_PREFIX} ${Math.random().toString(36).slice(2, 6).toUpperCase()}, Cedar Falls, IA 50613`;
  const file = await ok<{ id: string }>(
    await request.post("/api/v1/admin/closing-files", {
      headers: bearer(token),
      data: {
        property_address: address,
        county: "Black Hawk",
        kind: "purchase",
        sale_price_cents: 32_500_000,
        loan_amount_cents: 26_000_000,
        closing_date: "2027-01-15",
        closing_time: "14:30",
        closing_place: "office",
        closing_location: "315 Main Street, Suite 200, Cedar Falls",
        parties: [
          { role: "listing_agent", name: "Avery Agent", email: agentEmail, phone: "(319) 555-0101", company: "Prairie Homes" },
          { role: "buyer", name: "Pat Buyer", phone: "(319) 555-0199" },
        ],
      },
    }),
    "opening the file",
  );
  const move = (data: Record<string, unknown>) =>
    request.post(`/api/v1/admin/closing-files/${file.id}/milestones`, { headers: bearer(token), data }).then((r) => ok(r, `moving ${String(data.milestone)}`));
  await move({ milestone: "abstract_ordered", state: "done", date: iowaToday() });
  await move({ milestone: "abstract_continued", state: "blocked", reason: "Waiting on the abstract from the abstractor, due Friday" });
  for (const [visibility, name] of [
    ["staff", "staff-notes.pdf"],
    ["professionals", "purchase-agreement.pdf"],
    ["everyone", "closing-checklist.pdf"],
  ] as const) {
    await ok(
      await request.post(`/api/v1/admin/closing-files/${file.id}/documents`, {
        headers: bearer(token),
        multipart: { visibility, file: { name, mimeType: "application/pdf", buffer: PDF } },
      }),
      `uploading ${name}`,
    );
  }
  const link = await ok<{ token: string }>(
    await request.post(`/api/v1/admin/closing-files/${file.id}/status-link`, { headers: bearer(token), data: { send: false } }),
    "issuing the status link",
  );
  return { id: file.id, address, token: link.token, agentEmail };
}

async function phonePage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 900 }, reducedMotion: "reduce" });
  return context.newPage();
}

async function expectFitsPhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), "nothing runs off the side").toBeLessThanOrEqual(390);
}

test("the agent sees the file on the dashboard and opens it: next step, timeline, people, documents and an upload", async ({ page, request, browser }) => {
  test.slow(); // staff set-up, an upload and scans at two widths
  const file = await openFile(request, "closing-agent");
  await signInWithApi(page, request, file.agentEmail);
  await gotoHydrated(page, "/dashboard");

  // A new account has not shown the address is its own: the file stays closed, and the dashboard says what to do.
  const list = page.getByRole("region", { name: "Your closing files" });
  const notice = page.getByRole("region", { name: "Confirm your e-mail address" });
  await expect(notice).toContainText("Closing files open only to the e-mail address our closers put on the file");
  await expect(list.getByText("No transactions found")).toBeVisible();
  await notice.getByRole("button", { name: "Confirm my address" }).click();
  await expect(notice.getByLabel("6-digit code")).toHaveAccessibleDescription(/Enter the 6-digit code from the e-mail/);
  await notice.getByRole("button", { name: "E-mail me a code" }).click();
  await expect(notice.getByRole("status")).toContainText(`Check ${file.agentEmail}`);
  await expectNoAxeViolations(page);
  const code = /code: (\d{6})/.exec((await latestMail(request, file.agentEmail)).text)![1]!;
  await notice.getByLabel("6-digit code").fill(code);
  await notice.getByRole("button", { name: "Confirm my address" }).click();
  await expectToast(page, "Your e-mail address is confirmed.");
  await expect(notice).toHaveCount(0);

  const row = list.getByRole("listitem").filter({ hasText: file.address });
  await expect(row.getByText("Next step: Abstract continued")).toBeVisible();
  await expect(row.getByText("Blocked", { exact: true })).toBeVisible();
  await expect(row.getByText("Closing Friday, January 15, 2027 at 2:30 PM (Iowa time)")).toBeVisible();
  await expect(row.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "17");
  await expectNoAxeViolations(page);

  await row.getByRole("link", { name: file.address }).click();
  await expect(page).toHaveURL(`/transactions/${file.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(file.address);
  const next = page.getByRole("region", { name: "Next step" });
  await expect(next).toContainText("Abstract continued");
  await expect(next).toContainText("Held up: Waiting on the abstract from the abstractor, due Friday");

  const steps = page.getByRole("list", { name: "Steps of this closing file" }).getByRole("listitem");
  await expect(steps).toHaveCount(12);
  await expect(steps.nth(0)).toContainText(/Order received and file opened\s*Done/);
  await expect(steps.nth(2)).toContainText("Blocked");
  await expect(steps.nth(2)).toHaveAttribute("aria-current", "step");
  await expect(steps.nth(11)).toContainText("Not started");

  await expect(page.getByRole("region", { name: "Closing appointment" })).toContainText("At our office: 315 Main Street, Suite 200, Cedar Falls");
  const facts = page.getByRole("region", { name: "File details" });
  await expect(facts).toContainText("$325,000");
  await expect(facts).toContainText("Listing agent");
  const people = page.getByRole("region", { name: "People on this file" });
  await expect(people.getByRole("link", { name: file.agentEmail })).toHaveAttribute("href", `mailto:${file.agentEmail}`);
  await expect(people.getByRole("link", { name: "(319) 555-0199" })).toHaveAttribute("href", "tel:+13195550199");

  // Agents see the agents-and-lenders document and the one for everyone, never staff notes.
  const documents = page.getByRole("region", { name: "Documents" });
  await expect(documents.getByRole("button", { name: /^Download / })).toHaveCount(2);
  await expect(documents.getByText("staff-notes.pdf")).toHaveCount(0);
  const linkAnswer = page.waitForResponse((r) => r.url().endsWith("/link") && r.request().method() === "POST");
  const saved = page.waitForEvent("download");
  await documents.getByRole("button", { name: "Download purchase-agreement.pdf" }).click();
  const { url } = (await (await linkAnswer).json()) as { url: string };
  await saved;
  await expect(page).toHaveURL(`/transactions/${file.id}`);
  const pdf = await request.get(url);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await expectNoAxeViolations(page);

  // Upload: nothing chosen says so; a PDF for everyone on the file joins the list.
  const upload = documents.getByRole("form", { name: "Upload a document" });
  await upload.getByRole("button", { name: "Upload Document" }).click();
  await expect(upload.getByLabel(/^File/)).toHaveAccessibleDescription(/Choose a file to upload\./);
  await upload.getByLabel(/^File/).setInputFiles({ name: "inspection-report.pdf", mimeType: "application/pdf", buffer: PDF });
  await upload.getByLabel("Description (optional)").fill("Inspection report");
  await upload.getByRole("radio", { name: /Everyone on the file/ }).check();
  await upload.getByRole("button", { name: "Upload Document" }).click();
  await expectToast(page, "Document uploaded");
  await expect(documents.getByRole("button", { name: "Download Inspection report" })).toBeVisible();
  await expect(upload.getByLabel("Description (optional)")).toHaveValue("");
  await expectNoAxeViolations(page, { within: documents });

  // A file that is not theirs: the same answer as one that does not exist.
  await gotoHydrated(page, "/transactions/6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f");
  await expect(page.getByText("We couldn't find that closing file. It may not be one of yours.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard");
  await expectNoAxeViolations(page, { within: page.locator("main") });

  const phone = await phonePage(browser);
  await signInWithApi(phone, request, file.agentEmail);
  await gotoHydrated(phone, "/dashboard");
  await expect(phone.getByRole("region", { name: "Your closing files" }).getByRole("link", { name: file.address })).toBeVisible();
  await expectNoAxeViolations(phone);
  await expectFitsPhone(phone);
  await gotoHydrated(phone, `/transactions/${file.id}`);
  await expect(phone.getByRole("list", { name: "Steps of this closing file" }).getByRole("listitem")).toHaveCount(12);
  await expect(phone.getByRole("region", { name: "Documents" }).getByRole("button", { name: /^Download / })).toHaveCount(3);
  await expectNoAxeViolations(phone);
  await expectFitsPhone(phone);
  await phone.context().close();
});

test("a buyer opens the status link on a phone: plain words, the appointment, whom to call and the wire-fraud warning; nothing private", async ({ request, browser, page }) => {
  test.slow();
  const file = await openFile(request, "closing-buyer");
  const phone = await phonePage(browser);
  const response = await gotoHydrated(phone, `/status/${file.token}`);
  expect(response?.headers()["x-robots-tag"]).toBe("noindex");
  await expect(phone.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

  await expect(phone.getByRole("heading", { level: 1 })).toHaveText(file.address);
  const warning = phone.getByRole("region", { name: "Wire fraud warning" });
  await expect(warning.getByRole("link", { name: SITE.phone })).toHaveAttribute("href", SITE.phoneHref);
  await expect(phone.getByRole("region", { name: "What happens next" })).toContainText("The abstractor brings the property's title history up to date.");
  await expect(phone.getByRole("region", { name: "Your closing appointment" })).toContainText("Friday, January 15, 2027 at 2:30 PM (Iowa time)");
  const steps = phone.getByRole("list", { name: "Steps of your closing" }).getByRole("listitem");
  await expect(steps).toHaveCount(12);
  await expect(steps.nth(0)).toContainText("We have your file and have started work");
  await expect(steps.nth(2)).toContainText("We are waiting for the abstractor to return the updated title history.");
  const questions = phone.getByRole("region", { name: "Questions?" });
  await expect(questions.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:\+1\d{10}$/);

  // Only the document marked for everyone; no amounts, no blocked reason, no one's contacts but ours.
  const documents = phone.getByRole("region", { name: "Documents for you" });
  await expect(documents.getByRole("button", { name: /^Download / })).toHaveCount(1);
  await expect(documents.getByRole("button", { name: "Download closing-checklist.pdf" })).toBeVisible();
  const text = await phone.locator("main").innerText();
  for (const secret of ["325,000", "260,000", "Waiting on the abstract", file.agentEmail, "555-0101", "purchase-agreement", "staff-notes"]) {
    expect(text, secret).not.toContain(secret);
  }
  await expectNoAxeViolations(phone);
  await expectFitsPhone(phone);

  const linkAnswer = phone.waitForResponse((r) => r.url().endsWith("/link") && r.request().method() === "POST");
  const saved = phone.waitForEvent("download");
  await documents.getByRole("button", { name: "Download closing-checklist.pdf" }).click();
  const { url } = (await (await linkAnswer).json()) as { url: string };
  await saved;
  expect((await request.get(url)).status()).toBe(200);

  // A link that was replaced or never existed says what to do, on the phone and the desktop.
  await gotoHydrated(phone, "/status/not-a-real-token-0000000000000000");
  await expect(phone.getByRole("alert")).toContainText(`This status link is not valid. It may have been replaced by a newer one — call us at ${SITE.phone}.`);
  await expect(phone.getByRole("link", { name: `Call ${SITE.phone}` })).toHaveAttribute("href", SITE.phoneHref);
  await expectNoAxeViolations(phone, { within: phone.locator("main") });
  await expectFitsPhone(phone);
  await phone.context().close();

  await gotoHydrated(page, `/status/${file.token}`);
  await expect(page.getByRole("region", { name: "Wire fraud warning" })).toBeVisible();
  await expectNoAxeViolations(page);
  // Expired and rate-limited answers (the server's own tests make them; here only their wording).
  await page.route("**/api/v1/status/expired-token", (route) =>
    route.fulfill({ status: 410, json: { code: "status_link_expired", message: "This status link has expired." } }),
  );
  await gotoHydrated(page, "/status/expired-token");
  await expect(page.getByRole("alert")).toContainText("This status link has expired.");
  await expectNoAxeViolations(page, { within: page.locator("main") });
});

test("the agent chooses milestone e-mails, message e-mails and the daily reminder, and makes, replaces and turns off a calendar address", async ({ page, request, browser }) => {
  test.slow();
  const file = await openFile(request, "closing-notify");
  await confirmEmailWithApi(request, file.agentEmail);
  await signInWithApi(page, request, file.agentEmail);
  await gotoHydrated(page, "/dashboard");
  await page.getByRole("navigation", { name: "Your account" }).getByRole("link", { name: "Notifications" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Notifications");

  const form = page.getByRole("form", { name: "Milestone e-mails" });
  await expect(form.getByRole("checkbox")).toHaveCount(15);
  await expect(form.getByRole("checkbox", { name: "Daily reminder of what I owe on my files" })).toBeChecked();
  await expect(form.getByRole("checkbox", { name: "E-mail me when someone writes on my files" })).toBeChecked();
  await form.getByRole("checkbox", { name: "Daily reminder of what I owe on my files" }).uncheck();
  await form.getByRole("checkbox", { name: "E-mail me when someone writes on my files" }).uncheck();
  await form.getByRole("checkbox", { name: "Abstract continued" }).uncheck();
  await form.getByRole("checkbox", { name: "Deed and mortgage recorded" }).uncheck();
  await form.getByRole("checkbox", { name: "Also send me a text message when a step is done" }).check();
  await form.getByRole("button", { name: "Save Preferences" }).click();
  await expectToast(page, "Your notification choices are saved.");
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(form.getByRole("checkbox", { name: "Abstract continued" })).not.toBeChecked();
  await expect(form.getByRole("checkbox", { name: "Deed and mortgage recorded" })).not.toBeChecked();
  await expect(form.getByRole("checkbox", { name: "Closing scheduled", exact: true })).toBeChecked();
  await expect(form.getByRole("checkbox", { name: "Also send me a text message when a step is done" })).toBeChecked();
  await expect(form.getByRole("checkbox", { name: "Daily reminder of what I owe on my files" })).not.toBeChecked();
  await expect(form.getByRole("checkbox", { name: "E-mail me when someone writes on my files" })).not.toBeChecked();

  const calendar = page.getByRole("region", { name: "Closings in your calendar" });
  await calendar.getByRole("button", { name: "Create calendar address" }).click();
  const address = calendar.getByRole("textbox", { name: "Your calendar address" });
  await expect(address).toHaveValue(/\/api\/v1\/calendar\/.+\.ics$/);
  const first = await address.inputValue();
  const feed = await request.get(new URL(first).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toMatch(/^text\/calendar/);
  // The address up to its first comma: iCalendar escapes commas and folds long lines.
  expect(await feed.text()).toContain(`Closing: ${file.address.split(",")[0]}`);
  await expect(calendar.getByText("Subscribe from web")).toBeVisible();
  await expect(calendar.getByText("From URL")).toBeVisible();
  await expectNoAxeViolations(page);

  await calendar.getByRole("button", { name: "Get a new address" }).click();
  const replace = page.getByRole("dialog", { name: "Get a new calendar address?" });
  await expect(replace).toContainText("stops working");
  await expectNoAxeViolations(page, { within: replace });
  await replace.getByRole("button", { name: "Get a new address" }).click();
  await expectToast(page, "You have a new calendar address. The old one no longer works.");
  await expect(address).not.toHaveValue(first);
  expect((await request.get(new URL(first).pathname)).status()).toBe(404);

  const phone = await phonePage(browser);
  await signInWithApi(phone, request, file.agentEmail);
  await gotoHydrated(phone, "/account/notifications");
  const phoneCalendar = phone.getByRole("region", { name: "Closings in your calendar" });
  await expect(phoneCalendar.getByRole("textbox", { name: "Your calendar address" })).toBeVisible();
  // One tap on a phone: the same feed as a webcal: link, beside the address to copy, with a word on what it does.
  const subscribe = phoneCalendar.getByRole("link", { name: "Subscribe in your calendar app" });
  await expect(subscribe).toBeVisible();
  const current = new URL(await address.inputValue());
  await expect(subscribe).toHaveAttribute("href", `webcal://${current.host}${current.pathname}`);
  await expect(subscribe).toHaveAccessibleDescription(/opens your calendar app and asks to subscribe/);
  await expectNoAxeViolations(phone);
  await expectFitsPhone(phone);
  await phone.context().close();

  await calendar.getByRole("button", { name: "Turn off" }).click();
  const off = page.getByRole("dialog", { name: "Turn off your calendar address?" });
  await off.getByRole("button", { name: "Turn off" }).click();
  await expectToast(page, "Your calendar address is turned off.");
  await expect(calendar.getByRole("button", { name: "Create calendar address" })).toBeVisible();
  await expectNoAxeViolations(page, { within: calendar });
});

test("a lender named on a file: its link explains why to sign in, the invitation ends on the file, and Register keeps the file", async ({ page, request, browser }) => {
  test.slow();
  const file = await openFile(request, "closing-invited");
  const lenderEmail = uniqueEmail("closing-lender");
  await ok(
    await request.post(`/api/v1/admin/closing-files/${file.id}/parties`, {
      headers: bearer((await admin!).session.access_token),
      data: { role: "lender", name: "Lee Lender", email: lenderEmail },
    }),
    "adding the lender",
  );

  // Signed out, the file's link leads to sign-in, which says why it is asked for.
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(`/transactions/${file.id}`);
  // The guard redirects once the page has hydrated (slow on a loaded machine).
  await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Ftransactions%2F${file.id}$`), { timeout: 30_000 });
  const reason = page.getByRole("region", { name: "Sign in to see the closing file shared with you" });
  await expect(reason).toContainText("Create an account with that address and you will come back to the file.");
  await expect(page.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", `/register?next=%2Ftransactions%2F${file.id}`);
  await expectNoAxeViolations(page);

  // The lender's invitation: its link, a password chosen, and the file opens (not the dashboard).
  const mail = await latestMail(request, lenderEmail);
  const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  await page.goto(link!);
  const choose = page.getByRole("form", { name: "Choose a new password" });
  await choose.getByRole("textbox", { name: "New password", exact: true }).fill("prairie-sunrise-42");
  await choose.getByLabel("Confirm new password").fill("prairie-sunrise-42");
  await choose.getByRole("button", { name: "Save New Password" }).click();
  await expect(page).toHaveURL(new RegExp(`/transactions/${file.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(file.address);

  // Someone else who follows the link registers from there and comes back to the file (where
  // the page asks them to confirm their address), not to the dashboard.
  const other = await phonePage(browser);
  await other.goto(`/transactions/${file.id}`);
  await expect(other.getByRole("region", { name: "Sign in to see the closing file shared with you" })).toBeVisible({ timeout: 30_000 });
  await other.getByRole("link", { name: "Create an account" }).click();
  await expect(other).toHaveURL(new RegExp(`/register\\?next=%2Ftransactions%2F${file.id}$`));
  const form = other.getByRole("form", { name: "Create your account" });
  await form.getByRole("radio", { name: /Lender/ }).check();
  await form.getByLabel("Email").fill(uniqueEmail("closing-newcomer"));
  await form.getByLabel("Password").fill("prairie-sunrise-42");
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(other).toHaveURL(new RegExp(`/transactions/${file.id}$`));
  await expect(other.getByText("Confirm your e-mail address").first()).toBeVisible();
  await other.context().close();
});
