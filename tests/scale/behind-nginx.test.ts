/**
 * Behind nginx (issue 33): Debian's nginx running deploy/nginx/heartland-closing.conf itself
 * (tests/scale/behind-nginx-site.ts swaps in this run's ports, paths and a self-signed
 * certificate) in front of two real instances (build/server/main.mjs, child processes, as the
 * systemd unit runs them) on one PostgreSQL database and one S3-compatible store. Through the
 * proxy: a browser signs in over HTTPS and HTTP/2 and sees its data, with the hashed assets
 * answered by nginx from disk; rate limits count the address that connected to nginx, whatever
 * X-Forwarded-For a client sends; live events arrive as they happen; stopping an instance (SIGTERM,
 * then kill -9) in the middle of a stream of GETs costs none of them.
 * 25–45 s on the shared 2-core machine: two instance starts, one restart with nginx's 10 s fail_timeout, one browser.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { connect as http2Connect, type ClientHttp2Session } from "node:http2";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import pg from "pg";
// Playwright's browser API (playwright-core, re-exported by the runner package we depend on).
import { chromium, type Browser } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createSseParser, type SseMessage } from "#app/lib/live/sse-parser.ts";
import { FORM_LIMITS } from "#server/api/forms/form-limits.ts";
import { windowOf } from "#server/http/rate-limit-window.ts";
import { generateKeyringText } from "#server/crypto/test-keyring.ts";
import { startLocalS3, type LocalS3 } from "#server/storage/local-s3-server.ts";
import { freePort } from "../support/free-port.ts";
import { missingRequirement } from "../support/missing-requirement.ts";
import { startServerProcess, type ServerProcess } from "../support/server-process.ts";
import { createScratchDatabase, sharedPostgresReachable, SHARED_POSTGRES_URL, type ScratchDatabase } from "../support/shared-postgres.ts";
import { startSmtp } from "../support/smtp-server.ts";
import { NGINX, httpsClient, selfSignedCertificate, startNginx, type HttpsClient, type RunningNginx } from "./behind-nginx-site.ts";
import { expectCall, until, verifiedAdmin, type Session } from "./http-kit.ts";

const CHROME = process.env.CHROME_PATH || "/usr/bin/chromium";
const WEB_ROOT = resolve("build/client");
const ADMIN_EMAIL = "proxy-admin@scale.example";
const PASSWORD = "behind nginx password";

const nginxInstalled = existsSync(NGINX);
// The proxy is what this file tests: without nginx it fails, here and in CI alike.
if (!nginxInstalled) {
  test("needs nginx", () => {
    throw new Error(`This test runs Debian's nginx at ${NGINX}, which is not installed. Install it with: apt-get install -y nginx (.ci/run does).`);
  });
}
const reachable = nginxInstalled && (await sharedPostgresReachable());
if (nginxInstalled && !reachable) missingRequirement(`a PostgreSQL server at ${SHARED_POSTGRES_URL}`, "Start one (e.g. pg_ctlcluster 15 main start) or set TEST_DATABASE_URL.");
const built = existsSync(join(WEB_ROOT, "index.html"));
if (reachable && !built) missingRequirement("the built web app (build/client)", "Run `npm run build` first; `npm test` runs this suite after its build.");
if (reachable && built && !existsSync(CHROME)) missingRequirement(`Chromium at ${CHROME}`, "apt-get install -y chromium, or set CHROME_PATH.");

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.runIf(reachable && built && existsSync(CHROME))("two instances behind nginx (deploy/nginx/heartland-closing.conf)", () => {
  let dir: string;
  let scratch: ScratchDatabase;
  let s3: LocalS3;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let ports: { https: number; http: number; a: number; b: number };
  let env: Record<string, string>;
  let a: ServerProcess;
  let b: ServerProcess;
  let nginx: RunningNginx;
  let cert: string;
  let base: string;
  let admin: Session;
  let fileId: string;
  const clients: HttpsClient[] = [];
  /** An HTTPS client whose connections come from `address`. */
  const from = (address: string) => {
    const client = httpsClient(base, cert, address);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "hc-nginx-"));
    [scratch, s3, smtp] = await Promise.all([createScratchDatabase("hc_nginx"), startLocalS3(), startSmtp()]);
    ports = { https: await freePort(), http: await freePort(), a: await freePort(), b: await freePort() };
    base = `https://127.0.0.1:${ports.https}`;
    const tls = selfSignedCertificate(dir);
    cert = tls.pem;
    env = {
      NODE_ENV: "production",
      DATABASE_URL: scratch.url,
      STORAGE_URL: s3.storageUrl,
      DATA_ENCRYPTION_KEY: generateKeyringText(),
      DATA_DIR: join(dir, "data"),
      SMTP_URL: smtp.url,
      PUBLIC_URL: base,
      // One hop, nginx, as docs/deployment.md sets it.
      TRUST_PROXY: "1",
      WEB_BUILD_DIR: WEB_ROOT,
      ADMIN_EMAILS: ADMIN_EMAIL,
    };
    [a, b, nginx] = await Promise.all([
      startServerProcess({ ...env, PORT: String(ports.a) }, 120_000),
      startServerProcess({ ...env, PORT: String(ports.b) }, 120_000),
      startNginx({ httpsPort: ports.https, httpPort: ports.http, instances: [ports.a, ports.b], webRoot: WEB_ROOT, certificate: tls.certificate, key: tls.key, dir }),
    ]);
    // Set-up straight to an instance (it believes X-Forwarded-For: TRUST_PROXY); the checks go through nginx.
    admin = await verifiedAdmin(a.url, ADMIN_EMAIL, PASSWORD, "198.51.100.10");
    const file = await expectCall(201, a.url, "POST", "/api/v1/admin/closing-files", {
      token: admin.accessToken,
      ip: "198.51.100.10",
      body: { property_address: "18 Prairie Ln, Ames, IA 50010", county: "Story", kind: "purchase" },
    });
    fileId = file.json.id as string;
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await Promise.all([a?.kill("SIGTERM"), b?.kill("SIGTERM")]);
    await nginx?.stop();
    await Promise.all([smtp?.close(), s3?.close(), scratch?.drop()]);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test("a browser signs in over HTTPS and HTTP/2 and sees its clients; hashed assets come from nginx, gzipped and cached for a year", async () => {
    const api = from("127.0.0.7");
    const email = "proxy-agent@scale.example";
    const signedUp = await api.send("POST", "/auth/v1/signup", { body: { email, password: PASSWORD, data: { account_type: "agent" } } });
    expect(signedUp.status, signedUp.text).toBe(200);
    const client = await api.send("POST", "/api/v1/clients", { token: signedUp.json.access_token as string, body: { name: "Marguerite Oakhill", email: "marguerite@clients.example" } });
    expect(client.status, client.text).toBe(201);

    const browser: Browser = await chromium.launch({ executablePath: CHROME, args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic"] });
    try {
      const context = await browser.newContext({ ignoreHTTPSErrors: true, reducedMotion: "reduce" });
      const page = await context.newPage();
      const assets: { url: string; headers: Record<string, string> }[] = [];
      page.on("response", (res) => {
        if (new URL(res.url()).pathname.startsWith("/assets/") && res.url().endsWith(".js")) assets.push({ url: res.url(), headers: res.headers() });
      });
      const login = await page.goto(`${base}/login`);
      expect(login?.status()).toBe(200);
      // The page itself comes from an instance: its own CSP, never cached for long.
      expect(login?.headers()["cache-control"]).toBe("no-cache");
      expect(login?.headers()["content-security-policy"]).toContain("script-src");
      expect(login?.headers()["x-request-id"]).toBeTruthy();
      expect(await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).nextHopProtocol)).toBe("h2");
      await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached", timeout: 30_000 });

      const form = page.getByRole("form", { name: "Sign in" });
      await form.getByLabel("Email").fill(email);
      await form.getByLabel("Password").fill(PASSWORD);
      await form.getByRole("button", { name: "Sign In" }).click();
      await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
      await page.getByRole("heading", { level: 1, name: "Welcome back, proxy-agent" }).waitFor({ timeout: 30_000 });
      await page.goto(`${base}/clients`);
      await page.getByText("Marguerite Oakhill").first().waitFor({ timeout: 30_000 });

      // nginx answered these from disk: an instance would have sent brotli, which Chromium asks for
      // first, and an X-Request-Id. Files under 512 bytes have no .gz (scripts/precompress.mjs).
      const compressed = assets.filter((x) => existsSync(join(WEB_ROOT, new URL(x.url).pathname) + ".gz"));
      expect(compressed.length).toBeGreaterThan(3);
      for (const asset of assets) {
        expect(asset.headers["content-encoding"], asset.url).toBe(compressed.includes(asset) ? "gzip" : undefined);
        expect(asset.headers["cache-control"], asset.url).toBe("public, max-age=31536000, immutable");
        expect(asset.headers["x-request-id"], asset.url).toBeUndefined();
      }
      await context.close();
    } finally {
      await browser.close();
    }
  });

  test("plain HTTP redirects to HTTPS, /metrics is not public, and the upload limit is the app's up to the document cap", async () => {
    const redirect = await new Promise<{ status?: number; location?: string }>((done, fail) => {
      httpRequest(`http://127.0.0.1:${ports.http}/login?next=%2Fclients`, (res) => {
        res.resume();
        done({ status: res.statusCode, location: res.headers.location });
      })
        .on("error", fail)
        .end();
    });
    expect(redirect).toEqual({ status: 301, location: "https://127.0.0.1/login?next=%2Fclients" });

    const api = from("127.0.0.8");
    const metrics = await api.send("GET", "/metrics");
    expect(metrics.status).toBe(404);
    expect(metrics.headers["x-request-id"], "answered by nginx, not passed to an instance").toBeUndefined();

    // A document just over the 25 MiB cap reaches the app, which refuses it with its own message…
    const boundary = "----behind-nginx";
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`);
    const body = Buffer.concat([head, Buffer.alloc(25 * 1024 * 1024 + 256 * 1024, 0x20), Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const path = `/api/v1/admin/closing-files/${fileId}/documents`;
    const overCap = await api.send("POST", path, { token: admin.accessToken, headers: { "content-type": `multipart/form-data; boundary=${boundary}` }, body });
    expect(overCap.status).toBe(413);
    expect(overCap.json?.code).toBe("file_too_large");
    // …and a body past client_max_body_size is refused by nginx before an instance sees a byte.
    const huge = await api.send("POST", path, { token: admin.accessToken, headers: { "content-type": `multipart/form-data; boundary=${boundary}` }, body: Buffer.alloc(27 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(huge.headers["content-type"]).toMatch(/^text\/html/);
  });

  test("rate limits count the address that connected to nginx: a forged X-Forwarded-For neither escapes a limit nor spends another's", async () => {
    const first = from("127.0.0.5");
    const second = from("127.0.0.6");
    const lead = (n: number) => ({ name: `Proxy Visitor ${n}`, email: `proxy-visitor-${n}@scale.example`, message: "Do you close in Ames?" });
    // Each post claims a different address (TEST-NET-1): were it believed, none would ever be limited.
    const forged = (n: number) => ({ "x-forwarded-for": `192.0.2.${n}` });
    // The limit's window is fixed: all of this must fall in one.
    const { retryAfter } = windowOf(FORM_LIMITS.contact.windowSeconds, Date.now());
    if (retryAfter < 5) await sleep(retryAfter * 1_000 + 50);
    for (let n = 1; n <= FORM_LIMITS.contact.max; n++) {
      const res = await first.send("POST", "/api/v1/leads", { headers: forged(n), body: lead(n) });
      expect(res.status, `post ${n}: ${res.text}`).toBe(201);
    }
    const over = await first.send("POST", "/api/v1/leads", { headers: forged(99), body: lead(99) });
    expect(over.status).toBe(429);
    expect(over.json.code).toBe("rate_limited");
    // Another client, claiming to be the first, is counted as itself.
    const other = await second.send("POST", "/api/v1/leads", { headers: { "x-forwarded-for": "127.0.0.5" }, body: lead(100) });
    expect(other.status, other.text).toBe(201);

    const db = new pg.Client({ connectionString: scratch.url });
    await db.connect();
    try {
      const keys = (await db.query<{ key: string; count: number }>("select key, count from rate_limits where key like '%:ip:%'")).rows;
      expect(keys.filter((k) => k.key.includes("192.0.2.")), "no forged address was counted").toEqual([]);
      expect(keys.find((k) => k.key.endsWith(":ip:127.0.0.5"))?.count).toBeGreaterThanOrEqual(FORM_LIMITS.contact.max);
      expect(keys.find((k) => k.key.endsWith(":ip:127.0.0.6"))?.count).toBe(1);
    } finally {
      await db.end();
    }
  });

  test("live events come through nginx as they happen, over HTTP/2", async () => {
    const session: ClientHttp2Session = http2Connect(base, { ca: cert });
    try {
      const messages: SseMessage[] = [];
      const parser = createSseParser((m) => messages.push(m));
      const stream = session.request({ ":path": "/api/v1/events", authorization: `Bearer ${admin.accessToken}`, "accept-encoding": "gzip, br" });
      const headers = await new Promise<Record<string, unknown>>((done) => stream.once("response", done));
      expect(headers[":status"]).toBe(200);
      expect(headers["content-type"]).toMatch(/^text\/event-stream/);
      expect(headers["content-encoding"]).toBeUndefined();
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => parser.feed(chunk));
      await until("the stream's first frame", 5_000, () => messages, (m) => m.some((x) => x.event === "ready"));

      const sent = performance.now();
      const moved = await from("127.0.0.9").send("POST", `/api/v1/admin/closing-files/${fileId}/milestones`, { token: admin.accessToken, body: { milestone: "abstract_ordered", state: "done" } });
      expect(moved.status, moved.text).toBe(200);
      // A buffering proxy would hold this small frame until its buffer filled or the stream ended.
      await until("the step's event", 2_000, () => messages, (m) => m.some((x) => x.event === "step.moved"));
      console.log(`behind nginx: the step's event arrived ${Math.round(performance.now() - sent)} ms after the step was sent`);
      expect(JSON.parse(messages.find((x) => x.event === "step.moved")!.data)).toEqual({ kind: "step.moved", file_id: fileId, object_id: null });
      stream.close();
    } finally {
      session.close();
    }
  });

  test("stopping an instance in the middle of a stream of GETs costs none of them: SIGTERM, then kill -9", async () => {
    const reader = from("127.0.0.10");
    const token = admin.accessToken;
    /** GETs from `width` connections until `stop` resolves; every answer must be a 200. */
    const hammer = async (stop: Promise<void>, width = 6) => {
      let done = false;
      // Stopping ends the loop even when the stop itself failed (the caller awaits `stop` for that).
      void stop.catch(() => {}).finally(() => (done = true));
      const failures: string[] = [];
      let count = 0;
      await Promise.all(
        Array.from({ length: width }, async (_, i) => {
          while (!done) {
            const path = i % 2 === 0 ? "/api/v1/me" : "/";
            try {
              const res = await reader.send("GET", path, { token: path === "/" ? undefined : token });
              if (res.status !== 200) failures.push(`${path}: ${res.status} ${res.text.slice(0, 200)}`);
            } catch (err) {
              failures.push(`${path}: ${(err as Error).message}`);
            }
            count += 1;
          }
        }),
      );
      return { count, failures };
    };
    const served = (server: ServerProcess) => server.logLines().filter((l) => l.msg === "request").length;
    /** Requests nginx sent to one instance and then, after it failed, to the other (its access log's upstream=…). */
    const retried = (first: number, then: number) =>
      nginx.accessLog().split("\n").filter((l) => l.includes(` 200 `) && l.includes(`upstream=127.0.0.1:${first}, 127.0.0.1:${then} `)).length;

    // SIGTERM: the instance stops accepting and finishes what it has; nginx sends the rest to B.
    const aStopped = (async () => {
      await sleep(1_000);
      const exit = await a.kill("SIGTERM");
      expect(exit.code).toBe(0);
      await sleep(1_000);
    })();
    const byBBefore = served(b);
    const graceful = await hammer(aStopped);
    await aStopped;
    console.log(`behind nginx: ${graceful.count} GETs while A stopped gracefully, ${graceful.failures.length} failed`);
    expect(graceful.failures).toEqual([]);
    expect(served(b)).toBeGreaterThan(byBBefore);
    // And nginx did meet the stopped instance: some GET went to A first and was answered by B.
    expect(retried(ports.a, ports.b)).toBeGreaterThan(0);

    // A comes back on its port; nginx tries it again once its fail_timeout (10 s) has passed.
    a = await startServerProcess({ ...env, PORT: String(ports.a) }, 120_000);
    await until("A in rotation again", 20_000, async () => (await reader.send("GET", "/api/v1/health")).status === 200 && served(a) > 0, Boolean);

    // kill -9: B's open connections break under nginx; what it had not answered is retried on A.
    const bKilled = (async () => {
      await sleep(1_000);
      await b.kill("SIGKILL");
      await sleep(1_500);
    })();
    const byABefore = served(a);
    const killed = await hammer(bKilled);
    await bKilled;
    console.log(`behind nginx: ${killed.count} GETs while B was killed, ${killed.failures.length} failed`);
    expect(killed.failures).toEqual([]);
    expect(served(a)).toBeGreaterThan(byABefore);
    expect(retried(ports.b, ports.a)).toBeGreaterThan(0);
  });
});
