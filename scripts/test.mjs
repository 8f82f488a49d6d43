// `npm test`: every test, then one closing line "N passed, N failed[, N skipped]".
//   node scripts/test.mjs            unit + API + database tests (Vitest), build, browser tests (Playwright)
//   node scripts/test.mjs --db-only  only the database project (CI runs it again on PostgreSQL)
// Each run also writes its counts to test-results/summary-<label>.json for .ci/run to add up.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";

const dbOnly = process.argv.includes("--db-only");
const label = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
mkdirSync("test-results", { recursive: true });

const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } }).status === 0;
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined);

const totals = { passed: 0, failed: 0, skipped: 0 };
let ok = true;

// --- Vitest -------------------------------------------------------------------------------
const vitestOut = `test-results/vitest-${label}.json`;
rmSync(vitestOut, { force: true });
const vitestArgs = ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${vitestOut}`];
if (dbOnly) vitestArgs.push("--project", "db");
ok = run("npx", vitestArgs) && ok;
const vitest = readJson(vitestOut);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
} else {
  ok = false;
  totals.failed += 1;
  console.error("Vitest wrote no results (it crashed before running tests).");
}

// --- Build + Playwright ----------------------------------------------------------------------
if (!dbOnly) {
  if (!run("npm", ["run", "build", "--silent"])) {
    ok = false;
    totals.failed += 1;
    console.error("The web app build failed; browser tests not run.");
  } else {
    const e2eOut = "test-results/e2e.json";
    rmSync(e2eOut, { force: true });
    ok = run("npx", ["playwright", "test"]) && ok;
    const e2e = readJson(e2eOut);
    if (e2e) {
      totals.passed += e2e.stats.expected + e2e.stats.flaky;
      totals.failed += e2e.stats.unexpected;
      totals.skipped += e2e.stats.skipped;
    } else {
      ok = false;
      totals.failed += 1;
      console.error("Playwright wrote no results.");
    }
  }
}

writeFileSync(`test-results/summary-${dbOnly ? "db-" : ""}${label}.json`, JSON.stringify(totals));
if (totals.failed > 0) ok = false;
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok ? 0 : 1);
