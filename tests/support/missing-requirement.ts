/**
 * A test that needs something this machine lacks (PostgreSQL binaries, a PostgreSQL server) is
 * skipped with a loud message, except under CI=true, where it fails: CI must run it.
 */
import { test } from "vitest";

export function missingRequirement(what: string, fix: string): void {
  if (process.env.CI === "true") {
    test(`needs ${what}`, () => {
      throw new Error(`${what} is missing, and CI must run this test. ${fix}`);
    });
    return;
  }
  const bar = "!".repeat(78);
  console.warn(`\n${bar}\nSKIPPED: ${what} is missing. ${fix}\n${bar}\n`);
}
