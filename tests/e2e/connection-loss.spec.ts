import type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
import { newAdmin, type TestAdmin } from "./admin-support.ts";
import { confirmEmailWithApi, createAccount, expectNoAxeViolations, expectToast, signInWithApi, uniqueEmail } from "./auth-support.ts";
import { expect, test } from "./fixtures.ts";
import { startOutageProxy, type OutageProxy } from "./outage-proxy.ts";

/**
 * The server goes away while a page is open (issue 29): a send, a download, an upload or an admin
 * change then says so beside its control with Retry, keeps what was typed, never replaces the
 * page or loops, and works again once the server is back, without a reload.
 *
 * The outage is real at the network level (not stubbed with page.route, which does not see the
 * service worker's requests or a lazily loaded module's): each test opens its page through its own
 * relay to the run's server (outage-proxy.ts) and takes the relay down mid-journey, so the page's
 * origin refuses every connection as a stopped server's port does, then brings it back on the same
 * port. The tests run in parallel, and no server is stopped or started.
 */

// A journey with an axe scan in its failed state.
test.beforeEach(() => test.slow());

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const UNREACHABLE = /could not reach the server/i;
/** A failed request logs an error or two; a render loop logs hundreds. */
const FEW_CONSOLE_ERRORS = 12;

/** The page's origin, which the test takes down and brings back. */
let relay: OutageProxy;

test.beforeEach(async ({ baseURL }) => {
  relay = await startOutageProxy(baseURL!);
});

test.afterEach(async () => {
  await relay.close();
});

/** A tab on this file's server, counting the console's errors. */
async function openTab(browser: Browser, width = 390) {
  const context = await browser.newContext({ baseURL: relay.url, viewport: { width, height: 900 }, reducedMotion: "reduce" });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, errors };
}

/** Opens a page through the relay and waits for React. */
async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/** Marks the document, so a reload (which would lose it) is noticed. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { notReloaded?: boolean }).notReloaded = true;
  });
}

async function expectNotReloaded(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
}

/** What a lost connection must never do: take the page, or loop. */
async function expectPageKept(page: Page, errors: string[]) {
  // Long enough for a render loop to show itself.
  await page.waitForTimeout(1_500);
  await expect(page.getByRole("heading", { name: /Something Went Wrong|Did Not Load/ })).toHaveCount(0);
  expect(errors.length, errors.slice(0, 5).join("\n")).toBeLessThanOrEqual(FEW_CONSOLE_ERRORS);
}

/** The inline failure beside a control: the reason, and Retry. */
function failureNear(scope: Locator): Locator {
  return scope.getByRole("alert").filter({ hasText: UNREACHABLE });
}

async function ok<T>(response: { ok(): boolean; status(): number; text(): Promise<string>; json(): Promise<unknown> }, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

let staff: Promise<TestAdmin> | undefined;

/** An administrator with an authenticator (an aal2 session), shared by this worker's tests. */
function admin(api: APIRequestContext) {
  staff ??= newAdmin(api, "loss-admin");
  return staff;
}

/** An agent whose address is proven (closing files and client messages need it). */
async function provenAgent(api: APIRequestContext, prefix: string) {
  const email = await createAccount(api, uniqueEmail(prefix));
  await confirmEmailWithApi(api, email);
  return email;
}

/** A closing file with the agent on it, a document for the professionals and one for everyone, and a status link. */
async function openFile(api: APIRequestContext, agentEmail: string) {
  const token = (await admin(api)).session.access_token;
  const file = await ok<{ id: string }>(
    await api.post("/api/v1/admin/closing-files", {
      headers: bearer(token),
      data: {
        property_address: `18 Walnut St ${Math.random().toString(36).slice(2, 6).toUpperCase()}, Ames, IA 50010`,
        county: "Story",
        kind: "purchase",
        closing_date: "2027-02-12",
        parties: [
          { role: "buyers_agent", name: "Avery Agent", email: agentEmail },
          { role: "buyer", name: "Pat Buyer" },
        ],
      },
    }),
    "opening the file",
  );
  for (const [visibility, name] of [
    ["professionals", "purchase-agreement.pdf"],
    ["everyone", "closing-checklist.pdf"],
  ] as const) {
    await ok(
      await api.post(`/api/v1/admin/closing-files/${file.id}/documents`, {
        headers: bearer(token),
        multipart: { visibility, file: { name, mimeType: "application/pdf", buffer: PDF } },
      }),
      `uploading ${name}`,
    );
  }
  const link = await ok<{ token: string }>(
    await api.post(`/api/v1/admin/closing-files/${file.id}/status-link`, { headers: bearer(token), data: { send: false } }),
    "issuing the status link",
  );
  return { id: file.id, statusToken: link.token };
}

test("the client page: Send Email fails beside the button with Retry, keeps the message, and sends once the server is back", async ({ browser, request: api }) => {
  const email = await provenAgent(api, "loss-client");
  const { page, errors } = await openTab(browser);
  const session = await signInWithApi(page, api, email);
  const client = await ok<{ id: string }>(
    await api.post("/api/v1/clients", { headers: bearer(session.access_token), data: { name: "Rosa Lind", email: "rosa.lind@example.com" } }),
    "adding the client",
  );
  await gotoHydrated(page, `/clients/${client.id}`);
  const form = page.getByRole("form", { name: "Send Email" });
  await form.getByLabel("Subject").fill("Your closing on Friday");
  await form.getByLabel("Message").fill("Hi Rosa, bring your ID and the cashier's check.");
  await markDocument(page);

  await relay.down();
  await form.getByRole("button", { name: "Send Email" }).click();
  const failure = failureNear(form);
  await expect(failure).toBeVisible();
  await expect(failure).toContainText("Failed to send email");
  await expect(form.getByLabel("Subject")).toHaveValue("Your closing on Friday");
  await expect(form.getByLabel("Message")).toHaveValue("Hi Rosa, bring your ID and the cashier's check.");
  await expectPageKept(page, errors);
  await expectNoAxeViolations(page);

  await relay.up();
  await failure.getByRole("button", { name: "Retry" }).click();
  await expectToast(page, "Email tracked successfully!");
  // The toaster's code and its stylesheet, which could not be fetched while the server was away.
  await expect
    .poll(() => page.evaluate(() => [...document.styleSheets].some((sheet) => sheet.href?.includes("/assets/toaster-host"))))
    .toBe(true);
  await expect(failure).toHaveCount(0);
  await expect(form.getByLabel("Subject")).toHaveValue("");
  await expectNotReloaded(page);
  await page.context().close();
});

test("the file page: a download and an upload fail beside their buttons with Retry, keep the description, and work once the server is back", async ({ browser, request: api }) => {
  const email = await provenAgent(api, "loss-file");
  const file = await openFile(api, email);
  const { page, errors } = await openTab(browser);
  await signInWithApi(page, api, email);
  await gotoHydrated(page, `/transactions/${file.id}`);
  const documents = page.getByRole("region", { name: "Documents" });
  await expect(documents.getByText("purchase-agreement.pdf")).toBeVisible();
  const upload = page.getByRole("form", { name: "Upload a document" });
  await upload.getByLabel(/^File/).setInputFiles({ name: "inspection.pdf", mimeType: "application/pdf", buffer: PDF });
  await upload.getByLabel("Description (optional)").fill("Signed inspection report");
  await markDocument(page);

  await relay.down();
  const row = documents.getByRole("listitem").filter({ hasText: "purchase-agreement.pdf" });
  await row.getByRole("button", { name: "Download purchase-agreement.pdf" }).click();
  const downloadFailure = failureNear(row);
  await expect(downloadFailure).toBeVisible();
  await upload.getByRole("button", { name: "Upload Document" }).click();
  const uploadFailure = failureNear(upload);
  await expect(uploadFailure).toBeVisible();
  await expect(upload.getByLabel("Description (optional)")).toHaveValue("Signed inspection report");
  await expectPageKept(page, errors);
  await expectNoAxeViolations(page);

  await relay.up();
  const download = page.waitForEvent("download");
  await downloadFailure.getByRole("button", { name: "Retry" }).click();
  expect((await download).suggestedFilename()).toBe("purchase-agreement.pdf");
  await expect(downloadFailure).toHaveCount(0);
  await uploadFailure.getByRole("button", { name: "Retry" }).click();
  await expectToast(page, "Document uploaded");
  await expect(documents.getByText("Signed inspection report")).toBeVisible();
  await expectNotReloaded(page);
  await page.context().close();
});

test("the status page: a download fails beside its button with Retry, and starts once the server is back", async ({ browser, request: api }) => {
  const file = await openFile(api, await provenAgent(api, "loss-status"));
  const { page, errors } = await openTab(browser);
  await gotoHydrated(page, `/status/${file.statusToken}`);
  const documents = page.getByRole("region", { name: "Documents for you" });
  const row = documents.getByRole("listitem").filter({ hasText: "closing-checklist.pdf" });
  await expect(row).toBeVisible();
  await markDocument(page);

  await relay.down();
  await row.getByRole("button", { name: "Download closing-checklist.pdf" }).click();
  const failure = failureNear(row);
  await expect(failure).toBeVisible();
  await expectPageKept(page, errors);
  await expectNoAxeViolations(page);

  await relay.up();
  const download = page.waitForEvent("download");
  await failure.getByRole("button", { name: "Retry" }).click();
  expect((await download).suggestedFilename()).toBe("closing-checklist.pdf");
  await expect(failure).toHaveCount(0);
  await expectNotReloaded(page);
  await page.context().close();
});

test("an admin page: a lead's status change fails beside its select with Retry, and is saved once the server is back", async ({ browser, request: api }) => {
  const name = `Loss ${Date.now().toString(36)}`;
  expect((await api.post("/api/v1/leads", { data: { name, email: uniqueEmail("loss-lead"), message: "Please call me about a closing." } })).status()).toBe(201);
  const { session } = await admin(api);
  const { page, errors } = await openTab(browser, 1280);
  await page.addInitScript((value) => window.localStorage.setItem("heartland-auth", value), JSON.stringify(session));
  await gotoHydrated(page, `/admin/leads?q=${encodeURIComponent(name)}`);
  const select = page.getByRole("combobox", { name: `Status of ${name}` });
  await expect(select).toHaveValue("new");
  await markDocument(page);

  await relay.down();
  await select.selectOption("contacted");
  const failure = page.getByRole("alert").filter({ hasText: UNREACHABLE });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText("Failed to update lead status");
  await expectPageKept(page, errors);
  await expectNoAxeViolations(page, { within: page.getByRole("main") });

  await relay.up();
  await failure.getByRole("button", { name: "Retry" }).click();
  await expectToast(page, "Lead status updated");
  await expect(select).toHaveValue("contacted");
  await expect(failure).toHaveCount(0);
  await expectNotReloaded(page);
  await page.context().close();
});
