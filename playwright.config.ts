import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROME_PATH, CHROMIUM_AVAILABLE, MISSING_BROWSER_MESSAGE } from "./tests/e2e/browser.ts";

/**
 * Browser tests against the real server (server/main.ts) serving the built app (build/client).
 * The build runs before Playwright (scripts/test.mjs), not here.
 *
 * Chromium is the Debian package (no `npx playwright install`): CHROME_PATH or /usr/bin/chromium.
 * Without it the suite is reported as skipped, loudly, except on CI (CI=true), where a missing
 * browser fails the run.
 */
// E2E_PORT lets two runs (e.g. CI and a local session) share a machine.
const PORT = Number(process.env.E2E_PORT ?? 4319);
const BASE_URL = `http://127.0.0.1:${PORT}`;
/** Playwright also loads this file in each worker process; only the runner starts the server. */
const IS_RUNNER = process.env.TEST_WORKER_INDEX === undefined;

if (!CHROMIUM_AVAILABLE && IS_RUNNER) {
  if (process.env.CI === "true") throw new Error(`Browser tests cannot run on CI: ${MISSING_BROWSER_MESSAGE}`);
  console.warn(`\n*** SKIPPING BROWSER TESTS: ${MISSING_BROWSER_MESSAGE} ***\n`);
}

/** A fresh embedded database for every run, removed when the run ends. */
function freshDataDir(): string {
  if (!IS_RUNNER) return join(tmpdir(), "heartland-e2e-unused");
  const dir = mkdtempSync(join(tmpdir(), "heartland-e2e-"));
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  forbidOnly: process.env.CI === "true",
  retries: process.env.CI === "true" ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  outputDir: "test-results/e2e-artifacts",
  use: {
    baseURL: BASE_URL,
    // A trace records every step's DOM and a screencast: a third of the run's CPU on this 2-core
    // machine. The retry of a failed test records one, which is when it is read.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    // Endless decorative animations (the floating gift card, twinkling stars) repaint every frame
    // and starve the other worker. Tests that check motion ask for it (tests/e2e/offers.spec.ts).
    reducedMotion: "reduce",
    launchOptions: {
      executablePath: CHROME_PATH,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium", viewport: { width: 1280, height: 800 } } }],
  // No browser, no server: every test is skipped by the fixture in tests/e2e/fixtures.ts.
  webServer:
    CHROMIUM_AVAILABLE && IS_RUNNER
      ? {
          // Bundled from the current source first, then run as `npm start` runs it.
          command: "node scripts/build-server.mjs && node build/server/main.mjs",
          url: `${BASE_URL}/api/v1/health`,
          reuseExistingServer: false,
          timeout: 120_000,
          stdout: "ignore",
          stderr: "pipe",
          env: {
            PORT: String(PORT),
            HOST: "127.0.0.1",
            DATA_DIR: freshDataDir(),
            LOG_LEVEL: "warn",
            // tests/e2e/auth-support.ts signs this address up to check the admin's landing page.
            // tests/e2e/passkeys.spec.ts signs up the e2e-admin-key addresses to add a security key.
            ADMIN_EMAILS:
              "e2e-admin@example.com,e2e-admin-retry@example.com,e2e-admin-ui@example.com," +
              "e2e-admin-key@example.com,e2e-admin-key-retry@example.com",
            // Every browser test signs up and in from 127.0.0.1; the limits themselves are
            // covered by server/auth/tests, and CI retries must not trip them.
            AUTH_RATE_LIMIT_MULTIPLIER: "10",
            // The same for the public forms (server/api/forms covers their limits).
            FORM_RATE_LIMIT_MULTIPLIER: "20",
            // A WebAuthn relying party is a domain, never an IP address: tests/e2e/passkeys.spec.ts
            // opens the same server as http://localhost:PORT.
            AUTH_WEBAUTHN_RP_ID: "localhost",
            AUTH_WEBAUTHN_ORIGINS: `http://localhost:${PORT}`,
          },
        }
      : undefined,
});
