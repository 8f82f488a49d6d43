import type { APIRequestContext, Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures.ts";
import { expectNoAxeViolations, expectToast, uniqueEmail } from "./auth-support.ts";
import { newAdmin, useAdminSession, type TestAdmin } from "./admin-support.ts";

/**
 * Staff closing files (app/features/closing-admin) against the real API: one journey from a
 * service request to clear to close, and the list and new-file form in their states. The rules of
 * the steps and the permutations of the inputs are API tests (server/api/admin/closing).
 */

const token = () => `zc${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A small but well-formed PDF (an upload is checked by its first bytes). */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/** A date about a month ahead, as YYYY-MM-DD. */
function inAMonth(): string {
  return new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
}

/** The page at phone width: no violations, nothing runs off the side; then back to 1280. */
async function expectPhoneLayout(page: Page) {
  await page.setViewportSize({ width: 390, height: 900 });
  await expectNoAxeViolations(page, { within: page.getByRole("main") });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), "nothing runs off the side").toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function openFileThroughApi(request: APIRequestContext, admin: TestAdmin, address: string) {
  const response = await request.post("/api/v1/admin/closing-files", {
    headers: { Authorization: `Bearer ${admin.session.access_token}` },
    data: { property_address: address, county: "Story", kind: "cash", title_evidence: "abstract_opinion_itg" },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; file_number: string };
}

/** The timeline's entry for a step, by its label. */
const step = (page: Page, label: string) => page.getByRole("region", { name: "Timeline" }).getByRole("listitem").filter({ hasText: label });

async function markDone(page: Page, label: string) {
  await page.getByRole("button", { name: `Update “${label}”` }).click();
  const form = page.getByRole("form", { name: `Move “${label}”` });
  await form.getByRole("radio", { name: "Done" }).check();
  await form.getByRole("button", { name: "Save step" }).click();
  await expect(step(page, label).getByText(/^Done /)).toBeVisible();
}

test("a file from a service request: parties, steps to clear to close, a blocked step, a commitment and the status link", async ({ page, request }) => {
  test.slow(); // the whole journey, with axe at two widths
  const t = token();
  const address = `41 ${t} Prairie Ln, Ames, IA 50010`;
  const created = await request.post("/api/v1/service-requests", {
    data: {
      service_type: "loan",
      name: `Lena ${t}`,
      email: uniqueEmail("lender"),
      phone: "515-555-0177",
      property_address: address,
      closing_date_requested: inAMonth(),
      message: "Purchase, financed.",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: requestId } = (await created.json()) as { id: string };
  const admin = await newAdmin(request, "closing-admin");
  await useAdminSession(page, admin);

  // From the request: its address and date carried over, its sender the first party.
  await gotoHydrated(page, `/admin/service-requests/${requestId}`);
  await page.getByRole("link", { name: "Open closing file" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/closing-files/new\\?request=${requestId}$`));
  const form = page.getByRole("form", { name: /Open a closing file for/ });
  await expect(form.getByRole("textbox", { name: "Property address" })).toHaveValue(address);
  await expect(form.getByLabel("Closing date")).toHaveValue(inAMonth());
  await expect(form.getByRole("group", { name: "Party 1, from the service request" })).toContainText(`Lena ${t}`);
  await form.getByRole("combobox", { name: "Requester's role" }).selectOption("lender");
  await form.getByRole("combobox", { name: "County" }).fill("story county");
  await form.getByRole("combobox", { name: "Kind of closing" }).selectOption("purchase");
  await form.getByRole("button", { name: "Add a party" }).click();
  const buyer = form.getByRole("group", { name: "Party 2" });
  await buyer.getByRole("combobox", { name: "Role, party 2" }).selectOption("buyer");
  await buyer.getByRole("textbox", { name: "Name, party 2" }).fill(`Bea Buyer ${t}`);
  await buyer.getByRole("textbox", { name: "E-mail, party 2" }).fill(uniqueEmail("buyer"));
  await form.getByRole("button", { name: "Open closing file" }).click();
  await expectToast(page, "Closing file opened");
  await expect(page).toHaveURL(/\/admin\/closing-files\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 2, name: /^File / })).toBeVisible();
  await expect(page.getByText(`${address} · Story County`)).toBeVisible();

  // A second professional on the file page: an agent needs an e-mail, said at the field.
  const parties = page.getByRole("region", { name: "Parties" });
  await expect(parties.getByRole("listitem").filter({ hasText: `Lena ${t}` })).toContainText("Lender / loan officer");
  await expect(parties.getByRole("listitem").filter({ hasText: `Bea Buyer ${t}` })).toContainText("Buyer");
  await parties.getByRole("button", { name: "Add a party" }).click();
  const addParty = parties.getByRole("form", { name: "Add a party" });
  await addParty.getByRole("combobox", { name: "Role" }).selectOption("buyers_agent");
  await addParty.getByRole("textbox", { name: "Name" }).fill(`Abe Agent ${t}`);
  await addParty.getByRole("button", { name: "Add party" }).click();
  await expect(addParty.getByText("Agents and lenders need an e-mail address")).toBeVisible();
  await addParty.getByRole("textbox", { name: "E-mail" }).fill(uniqueEmail("agent"));
  await addParty.getByRole("button", { name: "Add party" }).click();
  await expectToast(page, "Party added");
  await expect(parties.getByRole("link", { name: /@/ })).toHaveCount(3);

  // A step whose earlier steps are not done is refused, in the server's words, at the step.
  await page.getByRole("button", { name: "Update “Closed and disbursed”" }).click();
  const closing = page.getByRole("form", { name: "Move “Closed and disbursed”" });
  await closing.getByRole("radio", { name: "Done" }).check();
  await closing.getByRole("button", { name: "Save step" }).click();
  await expect(closing.getByRole("alert")).toContainText("Closing disclosure / settlement statement approved");
  await closing.getByRole("button", { name: "Cancel" }).click();

  await markDone(page, "Closing scheduled");
  await markDone(page, "Closing disclosure / settlement statement approved");

  // Blocked needs its reason.
  await page.getByRole("button", { name: "Update “Abstract located and continuation ordered”" }).click();
  const abstract = page.getByRole("form", { name: "Move “Abstract located and continuation ordered”" });
  await abstract.getByRole("radio", { name: "Blocked" }).check();
  await abstract.getByRole("button", { name: "Save step" }).click();
  await expect(abstract.getByText("Say what is holding this step up")).toBeVisible();
  await abstract.getByRole("textbox", { name: "What is holding it up" }).fill("Seller to send the abstract by Friday");
  await abstract.getByRole("button", { name: "Save step" }).click();
  await expect(step(page, "Abstract located and continuation ordered")).toContainText("Reason: Seller to send the abstract by Friday");
  await expect(page.getByRole("main").getByText("Blocked", { exact: true }).first()).toBeVisible();
  const history = page.getByRole("region", { name: "History" });
  await expect(history.getByRole("listitem").first()).toContainText("Blocked");
  await expect(history.getByRole("listitem").first()).toContainText(admin.email);

  // The commitment, for agents and lenders.
  const documents = page.getByRole("region", { name: "Documents" });
  await documents.getByRole("button", { name: "Upload document" }).click();
  await expect(documents.getByText("Choose a file to upload.")).toBeVisible();
  await documents.getByRole("button", { name: "Document", exact: true }).setInputFiles({ name: "commitment.pdf", mimeType: "application/pdf", buffer: PDF });
  await documents.getByRole("textbox", { name: "Description" }).fill("Title commitment");
  await documents.getByRole("combobox", { name: "Who may see it" }).selectOption("professionals");
  await documents.getByRole("button", { name: "Upload document" }).click();
  await expectToast(page, "Document uploaded");
  await expect(documents.getByRole("combobox", { name: "Who may see Title commitment" })).toHaveValue("professionals");

  // Opening the file with a buyer's e-mail issued their status link; a new one replaces it.
  const link = page.getByRole("region", { name: "Status link" });
  const url = link.getByText(/\/status\//);
  const first = await url.textContent();
  await expect(link.getByText("0 times")).toBeVisible();
  await link.getByRole("button", { name: "Send a new status link to buyers and sellers" }).click();
  await page.getByRole("dialog", { name: "Send a new status link?" }).getByRole("button", { name: "Send new link" }).click();
  await expectToast(page, "Status link sent to the buyers and sellers");
  await expect(url).not.toHaveText(first!);

  await expectNoAxeViolations(page, { within: page.getByRole("main") });
  await expectPhoneLayout(page);
});

test("the list and the new-file form: empty, found, field errors; axe at 1280 and 390 px", async ({ page, request }) => {
  test.slow();
  const t = token();
  const admin = await newAdmin(request, "closing-admin");
  await useAdminSession(page, admin);

  await gotoHydrated(page, `/admin/closing-files?q=${t}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Closing Files");
  await expect(page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Closing Files" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("No closing files match")).toBeVisible();
  await expectNoAxeViolations(page, { within: page.getByRole("main") });

  const file = await openFileThroughApi(request, admin, `9 ${t} Oak St, Nevada, IA 50201`);
  await page.reload();
  const table = page.getByRole("table", { name: "Closing files, newest first" });
  await expect(table.getByRole("link", { name: file.file_number })).toBeVisible();
  await expect(table).toContainText("Story County");
  await expect(table).toContainText("Abstract located and continuation ordered");
  await page.getByRole("link", { name: "Blocked", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${t}&state=blocked$`));
  await expect(page.getByText("No closing files match")).toBeVisible();
  await page.getByRole("link", { name: "Open", exact: true }).click();
  await expect(table.getByRole("link", { name: file.file_number })).toBeVisible();
  await expectNoAxeViolations(page, { within: page.getByRole("main") });
  await page.setViewportSize({ width: 390, height: 900 });
  await expect(page.getByRole("list", { name: "Closing files" }).getByRole("link", { name: file.file_number })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectPhoneLayout(page);

  // Nothing sent until the fields are right; what was typed stays.
  await page.getByRole("link", { name: "Open a new file" }).click();
  const form = page.getByRole("form", { name: "Open a new closing file" });
  await form.getByRole("combobox", { name: "County" }).fill("Atlantis");
  await form.getByRole("textbox", { name: "Sale price (dollars)" }).fill("12.5.0");
  await form.getByRole("button", { name: "Open closing file" }).click();
  await expect(form.getByText("Please enter the property address")).toBeVisible();
  await expect(form.getByText("Please enter one of Iowa's 99 counties")).toBeVisible();
  await expect(form.getByText("Please choose the kind of closing")).toBeVisible();
  await expect(form.getByText("Enter a whole-dollar amount of 0 or more")).toBeVisible();
  await expect(form.getByText("Please enter the party's name")).toBeVisible();
  await expect(form.getByRole("textbox", { name: "Property address" })).toBeFocused();
  await expect(form.getByRole("combobox", { name: "County" })).toHaveValue("Atlantis");
  await expectNoAxeViolations(page, { within: page.getByRole("main") });
  await expectPhoneLayout(page);

  // Fixed, it opens the file and goes to it.
  await form.getByRole("textbox", { name: "Property address" }).fill(`77 ${t} Elm St, Ames, IA 50010`);
  await form.getByRole("combobox", { name: "County" }).fill("Story");
  await form.getByRole("combobox", { name: "Kind of closing" }).selectOption("cash");
  await form.getByRole("textbox", { name: "Sale price (dollars)" }).fill("285,000");
  await form.getByRole("textbox", { name: "Name, party 1" }).fill(`Sam Seller ${t}`);
  await form.getByRole("combobox", { name: "Role, party 1" }).selectOption("seller");
  await form.getByRole("button", { name: "Open closing file" }).click();
  await expectToast(page, "Closing file opened");
  await expect(page.getByRole("region", { name: "Details" })).toContainText("$285,000");
  await expect(page.getByRole("region", { name: "Parties" })).toContainText(`Sam Seller ${t}`);
});

/** Today in Iowa as the timeline shows a date ("Nov 27, 2026"). */
function iowaTodayShown(): string {
  return new Intl.DateTimeFormat("en-US", { timeZone: "America/Chicago", month: "short", day: "numeric", year: "numeric" }).format(new Date());
}

test("the closer's day: Mark done, an out-of-order move named in full, a new status link confirmed, the file's audit log by kind", async ({ page, request }) => {
  test.slow(); // the journey, with axe in each new state
  const t = token();
  const admin = await newAdmin(request, "closing-day");
  const opened = await request.post("/api/v1/admin/closing-files", {
    headers: { Authorization: `Bearer ${admin.session.access_token}` },
    data: {
      property_address: `18 ${t} Walnut St, Ames, IA 50010`,
      county: "Story",
      kind: "purchase",
      parties: [{ role: "buyer", name: `Bo Buyer ${t}`, email: uniqueEmail("day-buyer") }],
    },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const file = (await opened.json()) as { id: string; file_number: string };
  await useAdminSession(page, admin);
  await gotoHydrated(page, `/admin/closing-files/${file.id}`);

  // Mark done: one tap on a ready step that records only its date, done today in Iowa.
  const abstract = step(page, "Abstract located and continuation ordered");
  await abstract.getByRole("button", { name: "Mark “Abstract located and continuation ordered” done today" }).click();
  await expectToast(page, "Abstract located and continuation ordered: done");
  await expect(abstract.getByText(`Done ${iowaTodayShown()}`)).toBeVisible();
  await step(page, "Abstract continued").getByRole("button", { name: "Mark “Abstract continued” done today" }).click();
  await expect(step(page, "Abstract continued").getByText(`Done ${iowaTodayShown()}`)).toBeVisible();
  // The opinion is ready but records its number of objections: its form, not one tap.
  const opinion = step(page, "Attorney's title opinion issued");
  await expect(opinion.getByRole("button", { name: "Update “Attorney's title opinion issued”" })).toBeVisible();
  await expect(opinion.getByRole("button", { name: /^Mark / })).toHaveCount(0);
  // Not ready: no Mark done.
  await expect(step(page, "Closed and disbursed").getByRole("button", { name: /^Mark / })).toHaveCount(0);
  await expectNoAxeViolations(page, { within: page.getByRole("main") });

  // Out of order: every step closing waits on, named in full, at the step.
  await page.getByRole("button", { name: "Update “Closed and disbursed”" }).click();
  const closing = page.getByRole("form", { name: "Move “Closed and disbursed”" });
  await closing.getByRole("radio", { name: "Done" }).check();
  await closing.getByRole("button", { name: "Save step" }).click();
  await expect(closing.getByRole("alert")).toHaveText(
    "“Closed and disbursed” can't be marked done yet. Mark these 5 steps done or waived first: “Attorney's title opinion issued”; " +
      "“Iowa Title Guaranty commitment issued”; “Title objections cleared or waived”; “Closing scheduled”; and “Closing disclosure / settlement statement approved”.",
  );
  await expectNoAxeViolations(page, { within: page.getByRole("main") });
  await closing.getByRole("button", { name: "Cancel" }).click();

  // A new status link asks first, and says the old one stops working.
  const link = page.getByRole("region", { name: "Status link" });
  const url = link.getByText(/\/status\//);
  const first = await url.textContent();
  await link.getByRole("button", { name: "Send a new status link to buyers and sellers" }).click();
  const dialog = page.getByRole("dialog", { name: "Send a new status link?" });
  await expect(dialog).toContainText("The link sent before stops working at once");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(url).toHaveText(first!);
  await link.getByRole("button", { name: "Send a new status link to buyers and sellers" }).click();
  await dialog.getByRole("button", { name: "Send new link" }).click();
  await expectToast(page, "Status link sent to the buyers and sellers");
  await expect(url).not.toHaveText(first!);

  // The file's audit trail, then only its status links.
  await page.getByRole("region", { name: "History" }).getByRole("link", { name: "Every audited change to this file" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/audit\\?file=${file.file_number}$`));
  await expect(page.getByText(`Showing closing file ${file.file_number}`)).toBeVisible();
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows.filter({ hasText: "Step: Abstract continued" })).toHaveCount(1);
  await expect(rows.filter({ hasText: "Closing file opened" })).toHaveCount(1);
  await page.getByRole("navigation", { name: "Kind of change" }).getByRole("link", { name: "Status links" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/audit\\?kind=link&file=${file.file_number}$`));
  await expect(rows.filter({ hasText: "Status link sent" })).toHaveCount(2); // at opening, and the new one
  await expect(rows.filter({ hasText: "Step" })).toHaveCount(0);
  await expect(rows.filter({ hasText: "Status link sent" }).first()).toContainText(file.file_number);
  await expectNoAxeViolations(page, { within: page.getByRole("main") });

  // Another file by its number: a wrong one is refused at the box; typed in lower case it is found.
  await page.getByRole("link", { name: "All files" }).click();
  const search = page.getByRole("search", { name: "Audit log by closing file" });
  await search.getByRole("textbox", { name: "Closing file number" }).fill("18 Walnut");
  await search.getByRole("button", { name: "Show this file" }).click();
  await expect(search.getByText("Enter a closing file number, e.g. HC-2026-01001.")).toBeVisible();
  await expectNoAxeViolations(page, { within: page.getByRole("main") });
  await search.getByRole("textbox", { name: "Closing file number" }).fill(file.file_number.toLowerCase());
  await search.getByRole("button", { name: "Show this file" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/audit\\?kind=link&file=${file.file_number}$`));
  await expect(rows.filter({ hasText: "Status link sent" })).toHaveCount(2);
  await expectPhoneLayout(page);
});
