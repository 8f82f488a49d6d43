import type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
import { WIRE_DETAILS_REFUSED } from "#core/closing/wire-details.ts";
import { newAdmin, useAdminSession, type TestAdmin } from "./admin-support.ts";
import { confirmEmailWithApi, createAccount, expectNoAxeViolations, signInWithApi, uniqueEmail } from "./auth-support.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";

/**
 * The conversation on a closing file (issue 31), as its people use it: the buyer's agent and the
 * closer write to each other from two browsers and each sees the other's message arrive without a
 * reload (the live stream); the buyer, on a phone, confirms who they are through the status link,
 * reads the closer's message (not staff's internal note), answers with a document and sees the
 * answer arrive; a session that ends keeps what they were typing; a long conversation opens at its
 * newest message and loads earlier ones on demand. axe once in each state at 1280 and 390 px. Who sees which visibility, the edit window, the caps and the
 * refusals one by one are the API tests beside the message routes (server/api/).
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
/** A live message reaches the other page within a second; the polling fallback would take 15. */
const LIVE = { timeout: 5_000 };

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
  buyerEmail: string;
  admin: TestAdmin;
}

/** A purchase staff open with a buyer's agent (an account) and a buyer (an e-mail), and its status link. */
async function openFile(request: APIRequestContext): Promise<OpenedFile> {
  admin ??= newAdmin(request, "messages-closer");
  const closer = await admin;
  const agentEmail = await createAccount(request, uniqueEmail("messages-agent"));
  const buyerEmail = uniqueEmail("messages-buyer");
  const address = `77 Timber Ridge Dr ${Math.random().toString(36).slice(2, 6).toUpperCase()}, Ankeny, IA 50023`;
  const file = await ok<{ id: string }>(
    await request.post("/api/v1/admin/closing-files", {
      headers: bearer(closer.session.access_token),
      data: {
        property_address: address,
        county: "Polk",
        kind: "purchase",
        sale_price_cents: 31_500_000,
        closing_date: "2027-03-05",
        parties: [
          { role: "buyers_agent", name: "Avery Agent", email: agentEmail, company: "Prairie Homes" },
          { role: "buyer", name: "Bailey Buyer", email: buyerEmail },
        ],
      },
    }),
    "opening the file",
  );
  const link = await ok<{ token: string }>(
    await request.post(`/api/v1/admin/closing-files/${file.id}/status-link`, { headers: bearer(closer.session.access_token), data: { send: false } }),
    "issuing the status link",
  );
  return { id: file.id, address, token: link.token, agentEmail, buyerEmail, admin: closer };
}

async function postAsStaff(request: APIRequestContext, file: OpenedFile, body: string, visibility: "staff" | "professionals" | "everyone") {
  await ok(
    await request.post(`/api/v1/admin/closing-files/${file.id}/messages`, { headers: bearer(file.admin.session.access_token), data: { body, visibility } }),
    `staff writing "${body}"`,
  );
}

/** The code of the newest verification e-mail to an address (a message notice may arrive too), once it is not `used`. */
async function verificationCode(request: APIRequestContext, to: string, used?: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/v1/dev/mailbox?to=${encodeURIComponent(to)}`);
      const { messages } = (await response.json()) as { messages: { text: string }[] };
      code = messages.map((m) => /code: (\d{6})/.exec(m.text)?.[1]).find(Boolean);
      return code !== undefined && code !== used;
    })
    .toBe(true);
  return code!;
}

/** "Confirm who you are" in a region: the one buyer, the code by e-mail, the code typed. */
async function confirmAsBuyer(region: Locator, request: APIRequestContext, email: string, used?: string): Promise<string> {
  const choose = region.getByRole("form", { name: "Confirm who you are" });
  await expect(choose.getByRole("radio", { name: "Bailey Buyer (Buyer)" })).toBeChecked();
  await choose.getByRole("button", { name: "Send My Code" }).click();
  const codeForm = region.getByRole("form", { name: "Enter your code" });
  const code = await verificationCode(request, email, used);
  await codeForm.getByLabel("6-digit code").fill(code);
  await codeForm.getByRole("button", { name: "Confirm" }).click();
  return code;
}

async function newPage(browser: Browser, width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, reducedMotion: "reduce" });
  return context.newPage();
}

async function expectFitsPhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), "nothing runs off the side").toBeLessThanOrEqual(390);
}

/** axe inside a region at 1280 and 390 px (the phone's layout fits), back to where the page was. */
async function expectAccessibleAtBothWidths(page: Page, within: Locator) {
  const size = page.viewportSize()!;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, { within });
    if (width === 390) await expectFitsPhone(page);
  }
  await page.setViewportSize(size);
}

/** A message in a thread, by what it says. */
const message = (region: Locator, text: string) => region.getByRole("list", { name: "Messages, oldest first" }).getByRole("listitem").filter({ hasText: text });

test("the agent and the closer talk on a file from two browsers, each seeing the other's message without a reload", async ({ browser, request }) => {
  test.slow(); // two browsers, staff set-up, live round trips and axe in four states
  const file = await openFile(request);
  await confirmEmailWithApi(request, file.agentEmail);

  const agentPage = await newPage(browser, 1280, 900);
  await signInWithApi(agentPage, request, file.agentEmail);
  await gotoHydrated(agentPage, `/transactions/${file.id}`);
  const agent = agentPage.getByRole("region", { name: /^Messages/ });
  await expect(agent).toContainText("No messages yet");
  await expectAccessibleAtBothWidths(agentPage, agent);

  const closerPage = await newPage(browser, 1280, 900);
  await useAdminSession(closerPage, file.admin);
  await gotoHydrated(closerPage, `/admin/closing-files/${file.id}`);
  const closer = closerPage.getByRole("region", { name: /^Messages/ });
  await expect(closer.getByRole("form", { name: "Write a message" })).toBeVisible();

  // Bank details never leave the page: the same refusal as the server's, the words kept to fix.
  const form = agent.getByRole("form", { name: "Write a message" });
  const box = form.getByLabel("Your message");
  const posts: string[] = [];
  agentPage.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith(`/closing-files/${file.id}/messages`)) posts.push(r.url());
  });
  await box.fill("Buyer's lender wants the payoff wired: routing 073000228, account 4455667788.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(box).toHaveAccessibleDescription(new RegExp(WIRE_DETAILS_REFUSED.slice(0, 40).replace(/[()]/g, "\\$&")));
  await expect(box).toHaveValue(/routing 073000228/);
  expect(posts).toHaveLength(0);

  // The server out of reach: an inline error with Retry, nothing typed lost.
  const question = "Has the appraisal come back? The lender asked for the final figures.";
  await box.fill(question);
  await expect(form.getByRole("radio", { name: "Agents and lenders" })).toBeChecked();
  await agentPage.route(`**/api/v1/closing-files/${file.id}/messages`, (route) => (route.request().method() === "POST" ? route.abort() : route.fallback()), { times: 1 });
  await form.getByRole("button", { name: "Send Message" }).click();
  const failure = form.getByRole("alert");
  await expect(failure).toContainText("Your message was not sent: we could not reach the server.");
  await expect(box).toHaveValue(question);
  await expectNoAxeViolations(agentPage, { within: agent });
  await failure.getByRole("button", { name: "Retry" }).click();
  await expect(message(agent, question)).toContainText("You");
  await expect(message(agent, question)).toContainText("Agents and lenders");
  await expect(box).toHaveValue("");

  // The closer's page, never reloaded, shows it; the closer answers everyone on the file.
  await expect(message(closer, question)).toContainText("Avery Agent", LIVE);
  await expect(message(closer, question)).toContainText("Buyer's agent");
  const answer = "Yes, it came in at value this morning. Final figures go out to everyone tomorrow.";
  const closerForm = closer.getByRole("form", { name: "Write a message" });
  await closerForm.getByLabel("Your message").fill(answer);
  await closerForm.getByRole("radio", { name: "Everyone on the file" }).check();
  await closerForm.getByRole("button", { name: "Send Message" }).click();
  await expect(message(closer, answer)).toBeVisible();

  // …and the agent's page, never reloaded, shows the answer, read as soon as it is on screen.
  await expect(message(agent, answer)).toContainText("Heartland Closing", LIVE);
  await expect(message(agent, answer)).toContainText("Everyone on the file");
  await message(agent, answer).scrollIntoViewIfNeeded();
  await expect(agent.getByText(/\d+ unread/)).toHaveCount(0);
  await expectAccessibleAtBothWidths(agentPage, agent);
  // The closer sees that the agent has read it.
  await expect(message(closer, answer)).toContainText("Read by Avery Agent (Buyer's agent)", LIVE);

  await agentPage.context().close();
  await closerPage.context().close();
});

test("the buyer confirms who they are on a phone, reads the closer's message and answers with a document", async ({ browser, request }) => {
  test.slow(); // staff set-up, a code by e-mail, an upload and axe in three states at two widths
  const file = await openFile(request);
  const welcome = "Welcome! We are your closing team. Ask us anything here.";
  const note = "Internal: buyer prefers afternoons.";
  await postAsStaff(request, file, welcome, "everyone");
  await postAsStaff(request, file, note, "staff");

  const phone = await newPage(browser, 390, 900);
  await gotoHydrated(phone, `/status/${file.token}`);
  await expect(phone.getByRole("heading", { level: 1 })).toHaveText(file.address);

  // The link alone shows no conversation: it opens after a code.
  const section = phone.getByRole("region", { name: "Messages" });
  await expect(section).not.toContainText(welcome);
  await expectAccessibleAtBothWidths(phone, section);
  await section.getByRole("button", { name: "Open Messages" }).click();
  const firstCode = await confirmAsBuyer(section, request, file.buyerEmail);

  // The closer's message, not staff's note; the same session opened "What we need from you".
  const thread = phone.getByRole("region", { name: /^Messages/ });
  await expect(message(thread, welcome)).toContainText("Heartland Closing");
  await expect(thread).not.toContainText(note);
  await expect(phone.getByRole("region", { name: "What we need from you" })).toContainText("Confirmed as Bailey Buyer.");
  // Unread until the reader has it on screen.
  await message(thread, welcome).scrollIntoViewIfNeeded();
  await expect(thread.getByText(/\d+ unread/)).toHaveCount(0);

  // Money talk is refused before it is sent; the words stay.
  const form = thread.getByRole("form", { name: "Write a message" });
  const box = form.getByLabel("Your message");
  await box.fill("Where do I wire the down payment? My account number 99887766 is ready.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(box).toHaveAccessibleDescription(/For your protection, bank and wire details can't be sent in messages/);
  await expectAccessibleAtBothWidths(phone, thread);

  const reply = "Thank you! Attached is the signed inspection addendum. Can we close in the afternoon?";
  await box.fill(reply);
  await form.getByRole("button", { name: /^Attach Documents/ }).click();
  await form.getByLabel(/^Documents/).setInputFiles({ name: "inspection-addendum.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(form.getByRole("list", { name: "Documents to send" })).toContainText("inspection-addendum.pdf");
  await form.getByRole("button", { name: "Send Message" }).click();
  const mine = message(thread, reply);
  await expect(mine).toContainText("You");
  await expect(mine.getByRole("button", { name: "Download inspection-addendum.pdf" })).toBeVisible();
  await expect(box).toHaveValue("");
  await expectAccessibleAtBothWidths(phone, thread);

  // Staff have it, from the buyer, with the document for everyone on the file.
  const page = await ok<{ data: { body: string; author: { name: string }; documents: { name: string; visibility: string }[] }[] }>(
    await request.get(`/api/v1/admin/closing-files/${file.id}/messages`, { headers: bearer(file.admin.session.access_token) }),
    "staff reading the conversation",
  );
  expect(page.data[0]).toMatchObject({ body: reply, author: { name: "Bailey Buyer" }, documents: [{ name: "inspection-addendum.pdf", visibility: "everyone" }] });

  // The closer's answer arrives on the phone without a reload (the session's own live stream).
  const afternoon = "Yes, 2 PM on closing day works. See you then!";
  await postAsStaff(request, file, afternoon, "everyone");
  await expect(message(thread, afternoon)).toContainText("Heartland Closing", LIVE);

  // The session ends while the buyer writes: the conversation leaves the screen, the words do not.
  const later = "One more thing: can my sister come to the closing?";
  await box.fill(later);
  await phone.route(`**/api/v1/status/*/messages`, (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 401, json: { code: "verification_required", message: "Confirm who you are to read and write messages." } })
      : route.fallback(),
  );
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(section).toContainText("Your confirmation has ended");
  await expect(section).not.toContainText(reply);
  await phone.unroute(`**/api/v1/status/*/messages`);
  await confirmAsBuyer(section, request, file.buyerEmail, firstCode);
  await expect(message(thread, reply)).toBeVisible();
  await expect(thread.getByRole("form", { name: "Write a message" }).getByLabel("Your message")).toHaveValue(later);
  await phone.context().close();
});

test("a long conversation opens at its newest message, unread until seen, and loads earlier ones on demand", async ({ page, request }) => {
  test.slow(); // 26 messages through the API
  const file = await openFile(request);
  await confirmEmailWithApi(request, file.agentEmail);
  // One more than the page holds (MESSAGE_PAGE_SIZE, app/components/messages/messages-transport.ts).
  for (let n = 1; n <= 26; n += 1) await postAsStaff(request, file, `Update ${n} on the title work.`, n % 2 ? "professionals" : "everyone");

  await page.setViewportSize({ width: 390, height: 900 });
  await signInWithApi(page, request, file.agentEmail);
  await gotoHydrated(page, `/transactions/${file.id}`);
  const agent = page.getByRole("region", { name: /^Messages/ });
  await expect(message(agent, "Update 26 on")).toBeVisible();
  await expect(message(agent, "Update 1 on")).toHaveCount(0);
  // Below the fold on a phone: not read until the reader gets there.
  await expect(agent.getByText("26 unread")).toBeVisible();
  await message(agent, "Update 26 on").scrollIntoViewIfNeeded();
  await expect(agent.getByText(/\d+ unread/)).toHaveCount(0);

  await agent.getByRole("button", { name: "Load Earlier Messages" }).click();
  await expect(message(agent, "Update 1 on")).toBeVisible();
  await expect(agent.getByRole("button", { name: "Load Earlier Messages" })).toHaveCount(0);
  await expect(agent.getByRole("list", { name: "Messages, oldest first" }).getByRole("listitem")).toHaveCount(26);
  // What the reader was looking at stays in place: the earlier message went in above it.
  const inBox = await message(agent, "Update 2 on").evaluate((item) => {
    const box = item.closest<HTMLElement>('[aria-label="Conversation"]')!.getBoundingClientRect();
    const at = item.getBoundingClientRect();
    return at.top >= box.top && at.top < box.bottom;
  });
  expect(inBox, "the message that was at the top is still in the box's view").toBe(true);
});
