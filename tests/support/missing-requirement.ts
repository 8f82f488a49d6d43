/**
 * A test that needs something this machine lacks (PostgreSQL binaries, a PostgreSQL server) is
 * skipped with a loud message, except under CI=true, where it fails: CI must run it.
 */
import { test } from "vitest";

export function missingRequirement(what: string, fix: string): void {
  if (process.env.CI === "true") {
    test(`needs ${what}`, () => {
      throw new Error(`This test needs ${what} (not available here), and CI must run it. ${fix}`);
    });
    return;
  }
  const bar = "!".repeat(78);
  console.warn(`\n${bar}\nSKIPPED: this test needs ${what} (not available here). ${fix}\n${bar}\n`);
}
