import type { APIRequestContext, Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures.ts";
import { confirmEmailWithApi, createAccount, expectNoAxeViolations, expectToast, uniqueEmail, PASSWORD } from "./auth-support.ts";
import { newAdmin, useAdminSession } from "./admin-support.ts";

/**
 * Staff and a file's requests (issue 30; app/features/closing-admin requests panel and
 * /admin/requests) against the real API: one journey from opening a purchase with a private
 * septic system to the recording gate. Who may see and answer what, the rules that make the
 * requests and the permutations of the inputs are API and unit tests (server/closing/requests,
 * core/closing/requests.test.ts).
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

interface WireRequest {
  id: string;
  kind: string;
  title: string;
  status: string;
}

async function ok<T>(response: { ok(): boolean; status(): number; text(): Promise<string>; json(): Promise<unknown> }, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A date `days` from today in Iowa, YYYY-MM-DD. */
function iowaDay(days = 0): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(Date.now() + days * 86_400_000));
}

/** The listing agent answers their two requests through the party API: the purchase agreement (a PDF) and the commission. */
async function agentAnswers(request: APIRequestContext, fileId: string, agentEmail: string) {
  const session = await ok<{ access_token: string }>(await request.post("/auth/v1/token?grant_type=password", { data: { email: agentEmail, password: PASSWORD } }), "agent sign-in");
  const headers = bearer(session.access_token);
  const base = `/api/v1/closing-files/${fileId}/requests`;
  const { data } = await ok<{ data: WireRequest[] }>(await request.get(base, { headers }), "the agent's requests");
  const agreement = data.find((r) => r.kind === "purchase_agreement")!;
  const commission = data.find((r) => r.kind === "commission_instructions")!;
  const doc = await ok<{ id: string }>(
    await request.post(`${base}/${agreement.id}/documents`, { headers, multipart: { file: { name: "purchase-agreement.pdf", mimeType: "application/pdf", buffer: PDF } } }),
    "uploading the purchase agreement",
  );
  await ok(await request.post(`${base}/${agreement.id}/answers`, { headers, data: { answer: {}, document_ids: [doc.id] } }), "answering the purchase agreement");
  await ok(
    await request.post(`${base}/${commission.id}/answers`, { headers, data: { answer: { brokerage: "Prairie Homes", commission_amount: 960_000 } } }),
    "answering the commission",
  );
}

/**
 * Everything "Deed and mortgage recorded" waits for, done through the staff API, the septic
 * inspection and the title requirement waived first (they hold up earlier steps): only the
 * Declaration of Value and the groundwater answers are left open.
 */
async function readyToRecord(request: APIRequestContext, token: string, fileId: string) {
  const headers = bearer(token);
  const base = `/api/v1/admin/closing-files/${fileId}`;
  const { data } = await ok<{ data: WireRequest[] }>(await request.get(`${base}/requests`, { headers }), "the file's requests");
  for (const r of data.filter((r) => ["septic_inspection", "title_requirement", "opinion_objection"].includes(r.kind) && r.status !== "waived")) {
    await ok(await request.patch(`${base}/requests/${r.id}`, { headers, data: { action: "waive", reason: "Handled outside the portal for this test" } }), `waiving ${r.title}`);
  }
  const date = iowaDay();
  for (const change of [
    { milestone: "abstract_ordered", state: "done", date },
    { milestone: "abstract_continued", state: "done", date },
    { milestone: "title_opinion", state: "done", date, objections: 0 },
    { milestone: "commitment", state: "done", date },
    { milestone: "objections_cleared", state: "done", date },
    { milestone: "closing_scheduled", state: "done", date },
    { milestone: "settlement_approved", state: "done", date },
    { milestone: "closed_disbursed", state: "done", date },
  ]) {
    await ok(await request.post(`${base}/milestones`, { headers, data: change }), `moving ${change.milestone}`);
  }
}

/** A scan of one part of the page at 1280 and at 390 px, nothing running off the side of the phone. */
async function expectAccessibleAtBothWidths(page: Page, within: ReturnType<Page["getByRole"]>) {
  await expectNoAxeViolations(page, { within });
  await page.setViewportSize({ width: 390, height: 900 });
  await expectNoAxeViolations(page, { within });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), "nothing runs off the side").toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("staff open a purchase with a septic system: its requests, a title requirement, review, needs attention and the recording gate", async ({ page, request }) => {
  test.slow(); // a whole file's journey, with scans at two widths
  const t = `rq${Date.now().toString(36)}`;
  const admin = await newAdmin(request, "requests-staff");
  const agentEmail = await createAccount(request, uniqueEmail("requests-agent"));
  // A file opens in the portal only to an account that has proven its address (issue 27).
  await confirmEmailWithApi(request, agentEmail);
  await useAdminSession(page, admin);

  // Opening the file with its facts: abstract title, a private sewage system, a seller and the listing agent.
  await gotoHydrated(page, "/admin/closing-files/new");
  const form = page.getByRole("form", { name: "Open a new closing file" });
  await form.getByRole("textbox", { name: "Property address" }).fill(`18 ${t} Prairie Rd, Nevada, IA 50201`);
  await form.getByRole("combobox", { name: "County" }).fill("Story");
  await form.getByRole("combobox", { name: "Kind of closing" }).selectOption("purchase");
  await form.getByRole("textbox", { name: "Loan amount (dollars)" }).fill("240,000");
  await form.getByLabel("Closing date").fill(iowaDay(30));
  await form.getByRole("combobox", { name: "Private sewage system" }).selectOption("yes");
  await form.getByRole("combobox", { name: "Office" }).selectOption("Cedar Falls");
  const seller = form.getByRole("group", { name: "Party 1" });
  await seller.getByRole("combobox", { name: "Role, party 1" }).selectOption("seller");
  await seller.getByRole("textbox", { name: "Name, party 1" }).fill(`Sam Seller ${t}`);
  await seller.getByRole("textbox", { name: "E-mail, party 1" }).fill(uniqueEmail("requests-seller"));
  await form.getByRole("button", { name: "Add a party" }).click();
  const agent = form.getByRole("group", { name: "Party 2" });
  await agent.getByRole("combobox", { name: "Role, party 2" }).selectOption("listing_agent");
  await agent.getByRole("textbox", { name: "Name, party 2" }).fill(`Lee Lister ${t}`);
  await agent.getByRole("textbox", { name: "E-mail, party 2" }).fill(agentEmail);
  await form.getByRole("button", { name: "Open closing file" }).click();
  await expectToast(page, "Closing file opened");
  await expect(page).toHaveURL(/\/admin\/closing-files\/[0-9a-f-]{36}$/);
  const fileId = page.url().split("/").pop()!;
  const fileNumber = ((await page.getByRole("heading", { level: 2, name: /^File / }).textContent()) ?? "").replace(/^File /, "");

  // The requests Iowa's rules call for are there, by status.
  const panel = page.getByRole("region", { name: "Requests" });
  const stillNeeded = panel.getByRole("region", { name: /^Still needed/ });
  for (const title of ["Where the abstract is", "Declaration of Value (Story County)", "Groundwater hazard questions", "Septic system inspection at transfer", "Signed purchase agreement and addenda"]) {
    await expect(stillNeeded.getByRole("article", { name: title })).toBeVisible();
  }

  // A title requirement by hand, owed by the seller, due yesterday: overdue at once.
  await panel.getByRole("button", { name: "Add request" }).click();
  const add = panel.getByRole("form", { name: "Add a request" });
  await add.getByRole("button", { name: "Add request" }).click();
  await expect(add.getByText("Give the request a title")).toBeVisible();
  await add.getByRole("textbox", { name: "Title" }).fill("Release of the 2015 mortgage to First Iowa Bank");
  await add.getByRole("combobox", { name: "Who owes it" }).selectOption("seller");
  // The seller reads it through the status link: it is for everyone on the file.
  await expect(add.getByRole("combobox", { name: "Who may see it" })).toHaveValue("everyone");
  await add.getByLabel("Due date").fill(iowaDay(-1));
  await add.getByRole("button", { name: "Add request" }).click();
  await expectToast(page, "Request added");
  const requirement = stillNeeded.getByRole("article", { name: "Release of the 2015 mortgage to First Iowa Bank" });
  await expect(requirement).toContainText("Overdue");

  // The agent answers two; staff accept one and send the other back with a reason.
  await agentAnswers(request, fileId, agentEmail);
  await page.reload();
  const review = panel.getByRole("region", { name: /^Needs review/ });
  await expect(review.getByRole("article")).toHaveCount(2);
  await expect(review.getByRole("article", { name: "Commission instructions (listing brokerage)" })).toContainText("$9,600");
  await review.getByRole("button", { name: "Accept “Signed purchase agreement and addenda”" }).click();
  await expectToast(page, "Answer accepted");
  await expect(panel.getByRole("region", { name: /^Settled/ }).getByRole("article", { name: "Signed purchase agreement and addenda" })).toContainText("Accepted");
  await review.getByRole("button", { name: "Send back “Commission instructions (listing brokerage)”" }).click();
  const sendBack = panel.getByRole("form", { name: "Send back: “Commission instructions (listing brokerage)”" });
  await sendBack.getByRole("button", { name: "Send back" }).click();
  await expect(sendBack.getByText("Say why, in a sentence the owner will read")).toBeVisible();
  await sendBack.getByRole("textbox", { name: "What is missing or wrong" }).fill("Please add the split with the buyer's brokerage.");
  await sendBack.getByRole("button", { name: "Send back" }).click();
  await expectToast(page, "Sent back to the owner");
  await expect(stillNeeded.getByRole("article", { name: "Commission instructions (listing brokerage)" })).toContainText("Sent back because: Please add the split");
  await expectAccessibleAtBothWidths(page, panel);

  // Needs attention across files: the overdue requirement, linked to its file.
  await gotoHydrated(page, "/admin/requests?view=overdue&county=Story");
  const main = page.getByRole("main");
  const row = main.getByRole("row").filter({ hasText: "Release of the 2015 mortgage to First Iowa Bank" });
  await expect(row).toContainText(fileNumber);
  await expect(row).toContainText("Overdue");
  await expectAccessibleAtBothWidths(page, main);
  await page.setViewportSize({ width: 390, height: 900 });
  await expect(main.getByRole("list", { name: "Requests that need attention" }).getByRole("listitem").filter({ hasText: fileNumber })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });

  // The recording gate: with every earlier step done, the Declaration of Value still holds "recorded" up.
  await readyToRecord(request, admin.session.access_token, fileId);
  await gotoHydrated(page, `/admin/closing-files/${fileId}`);
  await page.getByRole("button", { name: "Update “Deed and mortgage recorded”" }).click();
  const recorded = page.getByRole("form", { name: "Move “Deed and mortgage recorded”" });
  await recorded.getByRole("radio", { name: "Done" }).check();
  await recorded.getByRole("textbox", { name: "Recording reference" }).fill("Instrument 2026-004512");
  await recorded.getByRole("button", { name: "Save step" }).click();
  await expect(recorded.getByRole("alert")).toContainText("Declaration of Value (Story County)");
});
