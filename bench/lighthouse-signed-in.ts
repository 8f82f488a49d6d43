/**
 * Lighthouse 12 (mobile preset, as bench/lighthouse.ts) over the signed-in half, signed in: an
 * agent's dashboard, clients, one client, a closing file, notifications and security; an
 * administrator's overview and leads list (two-step verified: the admin area needs aal2); and a
 * buyer's status page. Targets of issue 33 (SIGNED_IN_TARGETS); each page's figures, its misses
 * and the accessibility audits that lost points go to the bench's report (bench/report.ts).
 *
 * Everything is set up through the API on a fresh embedded database, as people would: the agent
 * signs up and proves the address with the code e-mailed to an SMTP sink in this process, adds
 * clients; the administrator (ADMIN_EMAILS) sets up an authenticator (TOTP) and opens a closing
 * file naming the agent, uploads a document to it and issues a status link; a few contact-form
 * posts fill the leads list. Before each page the account's session is put where auth-js keeps it
 * (localStorage, app/lib/auth/auth-storage.ts), through puppeteer-core on the Chrome that
 * Lighthouse drives; Lighthouse clears the HTTP cache before each page but not localStorage, so
 * each page is a first visit of a signed-in browser.
 *
 *   npx tsx bench/lighthouse-signed-in.ts          (needs a build: npm run build)
 *   LIGHTHOUSE_SIGNED_IN=/clients,/admin npx tsx bench/lighthouse-signed-in.ts   some pages only
 *
 * Also run at the end of `npm run bench` (LIGHTHOUSE=0 or BENCH_SKIP=signed-in leaves it out).
 * Ports: the bench's own, 4393 for the server and 4394 for the SMTP sink (free by then).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import puppeteer, { type Browser } from "puppeteer-core";
import { AUTH_STORAGE_KEY } from "#app/lib/auth/auth-storage.ts";
import { serverArgs } from "#tests/support/server-command.ts";
import { proveEmailOver } from "#tests/support/prove-email.ts";
import { verifiedAdmin } from "#tests/scale/http-kit.ts";
import { generateKeyringText } from "#server/crypto/test-keyring.ts";
import { benchCall } from "./clients.ts";
import { auditWithRetry, waitFor, type PageResult, type PageTargets } from "./lighthouse.ts";
import { SIGNED_IN_TARGETS, signedInRow, type SignedInRow } from "./report.ts";
import { startSmtpSink } from "./smtp-sink.ts";

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4393);
const SMTP_PORT = Number(process.env.LIGHTHOUSE_SMTP_PORT ?? 4394);
const BUILD = resolve(process.env.WEB_BUILD_DIR ?? "build/client");
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const PASSWORD = "lighthouse password 42";
const ADMIN_EMAIL = "lighthouse-admin@example.com";
const AGENT_EMAIL = "lighthouse-agent@example.com";
const CLIENT_COUNT = 30;

type Account = "agent" | "admin" | "buyer";

interface Fixture {
  sessions: Record<Exclude<Account, "buyer">, string>;
  clientId: string;
  fileId: string;
  statusToken: string;
}

/** The pages, as printed, with who opens them and the address they are opened at. */
function pages(f: Fixture): { path: string; account: Account; url: string }[] {
  return [
    { path: "/dashboard", account: "agent", url: "/dashboard" },
    { path: "/clients", account: "agent", url: "/clients" },
    { path: "/clients/:id", account: "agent", url: `/clients/${f.clientId}` },
    { path: "/transactions/:id", account: "agent", url: `/transactions/${f.fileId}` },
    { path: "/account/notifications", account: "agent", url: "/account/notifications" },
    { path: "/account/security", account: "agent", url: "/account/security" },
    { path: "/admin", account: "admin", url: "/admin" },
    { path: "/admin/leads", account: "admin", url: "/admin/leads" },
    { path: "/status/:token", account: "buyer", url: `/status/${f.statusToken}` },
  ];
}

async function expectJson(res: Response, status: number, what: string): Promise<Record<string, unknown>> {
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** A small PDF the server recognises by its content (ASCII only). */
const SAMPLE_PDF = "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";

async function setUp(base: string, sink: Awaited<ReturnType<typeof startSmtpSink>>): Promise<Fixture> {
  const call = benchCall(base);
  const post = async (path: string, body: unknown, token?: string, status = 201) =>
    expectJson(
      await fetch(`${base}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      }),
      status,
      `POST ${path}`,
    );

  // The agent: signed up, the address proven (closing files open only to a proven address), clients.
  const signedUp = await post("/auth/v1/signup", { email: AGENT_EMAIL, password: PASSWORD, data: { account_type: "agent" } }, undefined, 200);
  sink.watch(AGENT_EMAIL);
  await proveEmailOver(call, AGENT_EMAIL, signedUp.access_token as string, (email) => sink.mailbox(email));
  const surnames = ["Smith", "Johnson", "Miller", "Anderson", "Nelson", "Peterson"];
  let clientId = "";
  for (let i = 0; i < CLIENT_COUNT; i++) {
    const client = await post(
      "/api/v1/clients",
      { name: `Client${i} ${surnames[i % surnames.length]}`, email: `lighthouse-client${i}@example.com`, phone: `(319) 555-01${String(i).padStart(2, "0")}`, company: i % 3 ? null : "Prairie Realty" },
      signedUp.access_token as string,
    );
    clientId ||= client.id as string;
  }

  // The administrator, two-step verified, opens a file naming the agent and a buyer.
  const admin = await verifiedAdmin(base, ADMIN_EMAIL, PASSWORD, "127.0.0.1");
  const file = await post(
    "/api/v1/admin/closing-files",
    { property_address: "412 Elm St, Cedar Falls, IA 50613", county: "Black Hawk", kind: "purchase", sale_price_cents: 25_000_000, loan_amount_cents: 20_000_000 },
    admin.accessToken,
  );
  const fileId = file.id as string;
  await post(`/api/v1/admin/closing-files/${fileId}/parties`, { role: "buyers_agent", name: "Lighthouse Agent", email: AGENT_EMAIL }, admin.accessToken);
  await post(`/api/v1/admin/closing-files/${fileId}/parties`, { role: "buyer", name: "Pat Buyer", email: "pat.buyer@example.com" }, admin.accessToken);
  const form = new FormData();
  form.set("visibility", "professionals");
  form.set("file", new Blob([SAMPLE_PDF], { type: "application/pdf" }), "Purchase agreement.pdf");
  await expectJson(
    await fetch(`${base}/api/v1/admin/closing-files/${fileId}/documents`, { method: "POST", headers: { authorization: `Bearer ${admin.accessToken}` }, body: form }),
    201,
    "uploading a document",
  );
  const link = await post(`/api/v1/admin/closing-files/${fileId}/status-link`, { send: false }, admin.accessToken);

  // Leads for the admin list, as visitors post them.
  for (let i = 0; i < 12; i++) {
    await post("/api/v1/leads", { name: `Visitor ${i} Olson`, email: `visitor${i}@example.com`, company: "", phone: "", message: `Can you close a cash sale near Ames by the end of the month? (${i})` });
  }

  // Sessions as auth-js stores them: the token endpoint's answer. The agent signs in afresh, so
  // the stored user carries the proven address; the administrator's is its aal2 session.
  const agentSession = await post("/auth/v1/token?grant_type=password", { email: AGENT_EMAIL, password: PASSWORD }, undefined, 200);
  const adminSession = await post("/auth/v1/token?grant_type=refresh_token", { refresh_token: admin.refreshToken }, undefined, 200);
  return {
    sessions: { agent: JSON.stringify(agentSession), admin: JSON.stringify(adminSession) },
    clientId,
    fileId,
    statusToken: link.token as string,
  };
}

/** Puts `session` (or nothing, for a buyer) where auth-js looks for it on this origin. */
async function storeSession(browser: Browser, base: string, session: string | undefined): Promise<void> {
  const page = await browser.newPage();
  try {
    // A file with no scripts on the same origin: nothing on it reads or rewrites the storage.
    await page.goto(`${base}/robots.txt`);
    await page.evaluate(
      (key, value) => {
        for (const suffix of ["", "-user", "-code-verifier"]) localStorage.removeItem(key + suffix);
        if (value) localStorage.setItem(key, value);
      },
      AUTH_STORAGE_KEY,
      session ?? "",
    );
  } finally {
    await page.close();
  }
}

export async function runSignedInLighthouse(): Promise<SignedInRow[]> {
  if (!existsSync(join(BUILD, "index.html"))) throw new Error("No build: run `npm run build` first.");
  if (!existsSync(CHROME)) {
    console.log(`\nSigned-in Lighthouse skipped: no Chromium at ${CHROME}.`);
    return [];
  }
  const only = process.env.LIGHTHOUSE_SIGNED_IN?.split(",").map((s) => s.trim()).filter(Boolean);
  const work = mkdtempSync(join(tmpdir(), "hc-lighthouse-signed-in-"));
  const sink = await startSmtpSink(SMTP_PORT);
  const server = spawn(process.execPath, await serverArgs(), {
    env: {
      ...process.env,
      WEB_BUILD_DIR: BUILD,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: join(work, "data"),
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      DATA_ENCRYPTION_KEY: generateKeyringText("lighthouse1"),
      SMTP_URL: sink.url,
      ADMIN_EMAILS: ADMIN_EMAIL,
      // Twelve contact-form posts from one address in a minute: the form's limit would stop them.
      FORM_RATE_LIMIT_MULTIPLIER: "100",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  let browser: Browser | undefined;
  const rows: SignedInRow[] = [];
  try {
    const base = `http://127.0.0.1:${PORT}`;
    await waitFor(`${base}/api/v1/health`, server);
    const fixture = await setUp(base, sink);
    chrome = await chromeLauncher.launch({
      chromePath: CHROME,
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
    });
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const list = pages(fixture).filter((p) => !only?.length || only.includes(p.path));
    console.log(`\nLighthouse, mobile preset, signed in: ${list.length} pages…`);
    for (const p of list) {
      const session = p.account === "buyer" ? undefined : fixture.sessions[p.account];
      const r: PageResult | undefined = await auditWithRetry(`${base}${p.url}`, p.path, chrome.port, {
        targets: SIGNED_IN_TARGETS_AS_PAGE,
        before: () => storeSession(browser!, base, session),
      });
      if (!r) {
        console.log(`  ${p.path}: Lighthouse failed three times, left out`);
        continue;
      }
      const row = signedInRow(r, p.account);
      rows.push(row);
      console.log(`  ${p.path} (${p.account}): perf ${r.performance.toFixed(2)}, host benchmarkIndex ${Math.round(r.benchmarkIndex)}${row.misses.length ? ` (misses: ${row.misses.join(", ")})` : ""}`);
    }
  } finally {
    await browser?.disconnect();
    await chrome?.kill();
    server.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    await sink.close();
    rmSync(work, { recursive: true, force: true });
  }
  return rows;
}

/**
 * lighthouse.ts's pass mark wants every target it knows; here only issue 33's four count
 * (signedInRow decides), so the others are set where any page meets them.
 */
const SIGNED_IN_TARGETS_AS_PAGE: PageTargets = {
  performance: SIGNED_IN_TARGETS.performance,
  accessibility: SIGNED_IN_TARGETS.accessibility,
  bestPractices: 0,
  seo: 0,
  lcpMs: Number.POSITIVE_INFINITY,
  cls: SIGNED_IN_TARGETS.cls,
  tbtMs: SIGNED_IN_TARGETS.tbtMs,
  firstLoadJsGzip: Number.POSITIVE_INFINITY,
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printSignedIn } = await import("./report.ts");
  printSignedIn(await runSignedInLighthouse());
}
