import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { newAdmin, useAdminSession } from "./admin-support.ts";
import { confirmEmailWithApi, createAccount, expectNoAxeViolations, PASSWORD, uniqueEmail } from "./auth-support.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";

/**
 * Staff's side of the conversation (issue 31): an agent's question waits in /admin/inbox, counted
 * in the admin navigation; staff open the file from the inbox, answer everyone on the file from
 * the file page's messages, and the file leaves the inbox. axe on the inbox at 1280 and 390 px
 * (its cards) and on staff's messages after the answer (read-by, edit and remove). The order, paging, each search field, internal notes and who may call are the API
 * tests (server/api/admin/messages/inbox.test.ts); the thread and composer's own states are
 * tests/e2e/messages.spec.ts's.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function ok<T>(response: { ok(): boolean; status(): number; text(): Promise<string>; json(): Promise<unknown> }, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The agent writes on the file through the party API, as the portal's composer does. */
async function agentAsks(request: APIRequestContext, fileId: string, agentEmail: string, body: string) {
  const session = await ok<{ access_token: string }>(await request.post("/auth/v1/token?grant_type=password", { data: { email: agentEmail, password: PASSWORD } }), "agent sign-in");
  await ok(await request.post(`/api/v1/closing-files/${fileId}/messages`, { headers: bearer(session.access_token), data: { body, visibility: "everyone" } }), "the agent's question");
}

/** A scan of the page (or a part of it) at 1280 and at 390 px, nothing running off the side of the phone. */
async function expectAccessibleAtBothWidths(page: Page, within?: Locator) {
  await expectNoAxeViolations(page, { within });
  await page.setViewportSize({ width: 390, height: 900 });
  await expectNoAxeViolations(page, { within });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), "nothing runs off the side").toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("a waiting conversation is in the inbox with the navigation's count; staff answer from the file page and it leaves the inbox", async ({ page, request }) => {
  test.slow(); // staff set-up, an agent's account and two axe scans
  const tag = `Inbox${Date.now().toString(36).toUpperCase()}`;
  const address = `41 ${tag} Ave, Waukee, IA 50263`;
  const admin = await newAdmin(request, "messages-staff");
  const agentEmail = await createAccount(request, uniqueEmail("inbox-agent"));
  await confirmEmailWithApi(request, agentEmail);
  const file = await ok<{ id: string; file_number: string }>(
    await request.post("/api/v1/admin/closing-files", {
      headers: bearer(admin.session.access_token),
      data: { property_address: address, county: "Dallas", kind: "purchase", parties: [{ role: "listing_agent", name: `Lee Lister ${tag}`, email: agentEmail }] },
    }),
    "opening the file",
  );
  const question = "Is the abstract continued yet? The buyer's lender is asking.";
  await agentAsks(request, file.id, agentEmail, question);

  await useAdminSession(page, admin);
  await gotoHydrated(page, `/admin/inbox?q=${encodeURIComponent(tag)}`);
  // Other tests' conversations may wait too: the count is at least this one.
  const inboxLink = page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: /^Inbox [\d,]+ waiting$/ });
  await expect(inboxLink).toBeVisible();
  await expect(inboxLink).toHaveAttribute("aria-current", "page");
  const table = page.getByRole("table", { name: "Conversations waiting for an answer, longest waiting first" });
  const row = table.getByRole("row").filter({ hasText: file.file_number });
  await expect(row).toContainText(address);
  await expect(row).toContainText(`Lee Lister ${tag}`);
  await expect(row).toContainText("Listing agent");
  await expect(row).toContainText(question);
  await expect(row).toContainText("1 message");
  await expectAccessibleAtBothWidths(page);

  // Searching by the party's name finds it too (the box keeps the address's search in step).
  const search = page.getByRole("searchbox", { name: "Search the inbox" });
  await search.fill(`Lee Lister ${tag}`);
  await expect(page).toHaveURL(/q=Lee/);
  await expect(row).toBeVisible();

  await row.getByRole("link", { name: file.file_number }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/closing-files/${file.id}#messages$`));
  const messages = page.getByRole("region", { name: /^Messages/ });
  await expect(messages.getByRole("listitem").filter({ hasText: question })).toContainText(`Lee Lister ${tag}`);
  const form = messages.getByRole("form", { name: "Write a message" });
  const answer = "Yes, it was continued this morning. The title opinion follows Monday.";
  await form.getByLabel("Your message").fill(answer);
  await form.getByRole("radio", { name: "Everyone on the file" }).check();
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(messages.getByRole("listitem").filter({ hasText: answer })).toBeVisible();
  // Staff's own message within the edit window: its tools are part of what is scanned.
  await expectAccessibleAtBothWidths(page, messages);

  // Answered: the file is no longer waiting.
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: /^Inbox/ }).click();
  await expect(page).toHaveURL(/\/admin\/inbox$/);
  await search.fill(tag);
  await expect(page.getByText("No waiting conversation matches")).toBeVisible();
});
