import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { request as playwrightRequest, type APIRequestContext, type Browser, type Locator, type Page } from "@playwright/test";
import { freePort } from "#tests/support/free-port.ts";
import { startServerProcess, type ServerProcess } from "#tests/support/server-process.ts";
import { enrolTotp } from "./admin-support.ts";
import { PASSWORD, confirmEmailWithApi, createAccount, expectNoAxeViolations, expectToast, signInWithApi, uniqueEmail } from "./auth-support.ts";
import { expect, test } from "./fixtures.ts";

/**
 * The server stops while a page is open (issue 29): a send, a download, an upload or an admin
 * change then says so beside its control with Retry, keeps what was typed, never replaces the
 * page or loops, and works again once the server is back, without a reload.
 *
 * The server is really stopped (not stubbed with page.route, which does not see the service
 * worker's requests or a lazily loaded module's): this file runs its own server process, on its
 * own port and data directory, stops it mid-journey and starts it again on the same port and data.
 */

test.describe.configure({ mode: "serial" });
// Each test stops the server and starts it again: a minute or more on a busy two-core machine.
test.describe.configure({ timeout: 180_000 });

const ADMIN_EMAIL = "connection-loss-admin@example.com";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const UNREACHABLE = /could not reach the server/i;
/** A failed request logs an error or two; a render loop logs hundreds. */
const FEW_CONSOLE_ERRORS = 12;

let server: Promise<ServerProcess> | undefined;
let env: Record<string, string>;
let dataDir: string;
let baseURL: string;
let api: APIRequestContext;

async function startServer() {
  // The first start creates the database: slow on a busy machine.
  server = startServerProcess(env, 150_000);
  await server;
}

/** The server is back: the first answers of a process just started are slow on a busy machine. */
async function serverBack(page: Page) {
  await startServer();
  await expect.poll(async () => (await api.get("/api/v1/health")).ok(), { timeout: 30_000 }).toBe(true);
  return page;
}

/** Stops the server as an outage would: its port refuses every connection until it is back. */
async function stopServer() {
  const running = server;
  server = undefined;
  await (await running?.catch(() => undefined))?.kill("SIGTERM");
}

test.beforeAll(async () => {
  test.setTimeout(200_000);
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), "heartland-connection-loss-"));
  env = {
    PORT: String(port),
    PUBLIC_URL: baseURL,
    DATA_DIR: dataDir,
    WEB_BUILD_DIR: resolve("build/client"),
    LOG_LEVEL: "warn",
    ADMIN_EMAILS: ADMIN_EMAIL,
    AUTH_RATE_LIMIT_MULTIPLIER: "10",
    FORM_RATE_LIMIT_MULTIPLIER: "20",
  };
  await startServer();
  api = await playwrightRequest.newContext({ baseURL });
});

test.afterAll(async () => {
  await api?.dispose();
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
});

/** A tab on this file's server, counting the console's errors. */
async function openTab(browser: Browser, width = 390) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, reducedMotion: "reduce" });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, errors };
}

/** Opens a page and waits for React (this file's server starts cold, so allow it longer than gotoHydrated). */
async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
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

let adminSession: Promise<{ access_token: string; refresh_token: string }> | undefined;

/** The administrator of this server (ADMIN_EMAILS), with an authenticator: an aal2 session. */
function admin() {
  adminSession ??= (async () => {
    await createAccount(api, ADMIN_EMAIL);
    const signedIn = await ok<{ access_token: string }>(
      await api.post("/auth/v1/token?grant_type=password", { data: { email: ADMIN_EMAIL, password: PASSWORD } }),
      "the admin's sign-in",
    );
    return (await enrolTotp(api, signedIn.access_token)).session;
  })();
  return adminSession;
}

/** An agent whose address is proven (closing files and client messages need it). */
async function provenAgent(prefix: string) {
  const email = await createAccount(api, uniqueEmail(prefix));
  await confirmEmailWithApi(api, email);
  return email;
}

/** A closing file with the agent on it, a document for the professionals and one for everyone, and a status link. */
async function openFile(agentEmail: string) {
  const token = (await admin()).access_token;
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

test("the client page: Send Email fails beside the button with Retry, keeps the message, and sends once the server is back", async ({ browser }) => {
  const email = await provenAgent("loss-client");
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

  await stopServer();
  await form.getByRole("button", { name: "Send Email" }).click();
  const failure = failureNear(form);
  await expect(failure).toBeVisible();
  await expect(failure).toContainText("Failed to send email");
  await expect(form.getByLabel("Subject")).toHaveValue("Your closing on Friday");
  await expect(form.getByLabel("Message")).toHaveValue("Hi Rosa, bring your ID and the cashier's check.");
  await expectPageKept(page, errors);
  await expectNoAxeViolations(page);

  await serverBack(page);
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

test("the file page: a download and an upload fail beside their buttons with Retry, keep the description, and work once the server is back", async ({ browser }) => {
  const email = await provenAgent("loss-file");
  const file = await openFile(email);
  const { page, errors } = await openTab(browser);
  await signInWithApi(page, api, email);
  await gotoHydrated(page, `/transactions/${file.id}`);
  const documents = page.getByRole("region", { name: "Documents" });
  await expect(documents.getByText("purchase-agreement.pdf")).toBeVisible();
  const upload = page.getByRole("form", { name: "Upload a document" });
  await upload.getByLabel(/^File/).setInputFiles({ name: "inspection.pdf", mimeType: "application/pdf", buffer: PDF });
  await upload.getByLabel("Description (optional)").fill("Signed inspection report");
  await markDocument(page);

  await stopServer();
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

  await serverBack(page);
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

test("the status page: a download fails beside its button with Retry, and starts once the server is back", async ({ browser }) => {
  const file = await openFile(await provenAgent("loss-status"));
  const { page, errors } = await openTab(browser);
  await gotoHydrated(page, `/status/${file.statusToken}`);
  const documents = page.getByRole("region", { name: "Documents for you" });
  const row = documents.getByRole("listitem").filter({ hasText: "closing-checklist.pdf" });
  await expect(row).toBeVisible();
  await markDocument(page);

  await stopServer();
  await row.getByRole("button", { name: "Download closing-checklist.pdf" }).click();
  const failure = failureNear(row);
  await expect(failure).toBeVisible();
  await expectPageKept(page, errors);
  await expectNoAxeViolations(page);

  await serverBack(page);
  const download = page.waitForEvent("download");
  await failure.getByRole("button", { name: "Retry" }).click();
  expect((await download).suggestedFilename()).toBe("closing-checklist.pdf");
  await expect(failure).toHaveCount(0);
  await expectNotReloaded(page);
  await page.context().close();
});

test("an admin page: a lead's status change fails beside its select with Retry, and is saved once the server is back", async ({ browser }) => {
  const name = `Loss ${Date.now().toString(36)}`;
  expect((await api.post("/api/v1/leads", { data: { name, email: uniqueEmail("loss-lead"), message: "Please call me about a closing." } })).status()).toBe(201);
  const session = await admin();
  const { page, errors } = await openTab(browser, 1280);
  await page.addInitScript((value) => window.localStorage.setItem("heartland-auth", value), JSON.stringify(session));
  await gotoHydrated(page, `/admin/leads?q=${encodeURIComponent(name)}`);
  const select = page.getByRole("combobox", { name: `Status of ${name}` });
  await expect(select).toHaveValue("new");
  await markDocument(page);

  await stopServer();
  await select.selectOption("contacted");
  const failure = page.getByRole("alert").filter({ hasText: UNREACHABLE });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText("Failed to update lead status");
  await expectPageKept(page, errors);
  await expectNoAxeViolations(page, { within: page.getByRole("main") });

  await serverBack(page);
  await failure.getByRole("button", { name: "Retry" }).click();
  await expectToast(page, "Lead status updated");
  await expect(select).toHaveValue("contacted");
  await expect(failure).toHaveCount(0);
  await expectNotReloaded(page);
  await page.context().close();
});
