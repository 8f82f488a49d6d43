// `npm test`: every test, then one closing line "N passed, N failed[, N skipped]".
//   node scripts/test.mjs            unit + API + database + fault tests (Vitest), build, the load and
//                                    scale-out suites (Vitest project scale), browser tests (Playwright)
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

/** `vitest run` of these projects; its counts are added to the totals. */
function vitestRun(name, projects) {
  const out = `test-results/vitest-${name}.json`;
  rmSync(out, { force: true });
  const args = ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${out}`];
  for (const project of projects) args.push("--project", project);
  ok = run("npx", args) && ok;
  const results = readJson(out);
  if (results) {
    totals.passed += results.numPassedTests;
    totals.failed += results.numFailedTests;
    totals.skipped += results.numPendingTests + results.numTodoTests;
  } else {
    ok = false;
    totals.failed += 1;
    console.error(`Vitest (${projects.join(", ")}) wrote no results (it crashed before running tests).`);
  }
}

// --- Vitest -------------------------------------------------------------------------------
// Every project but "scale", which runs alone after the build (below).
vitestRun(label, dbOnly ? ["db"] : ["unit", "db", "faults"]);

// --- Build, load and scale-out, Playwright ---------------------------------------------------
if (!dbOnly) {
  const built = run("npm", ["run", "build", "--silent"]);
  // The load suite serves the pre-rendered pages of this build; it runs with nothing beside it,
  // since its minute at 100 connections measures the server's memory. Without a build it fails
  // under CI=true and is skipped with a message elsewhere.
  vitestRun("scale", ["scale"]);
  if (!built) {
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
