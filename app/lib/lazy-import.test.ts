import { describe, expect, it } from "vitest";
import { isLoadFailure, retryingImport } from "./lazy-import.ts";

describe("retryingImport", () => {
  it("fetches once while it works, and again after a failure", async () => {
    let calls = 0;
    const outcomes = [new Error("Failed to fetch dynamically imported module: /assets/x.js"), "module"];
    const load = retryingImport(async () => {
      const outcome = outcomes[calls++];
      if (outcome instanceof Error) throw outcome;
      return outcome;
    });
    await expect(load()).rejects.toThrow(/dynamically imported/);
    await expect(load()).resolves.toBe("module");
    await expect(load()).resolves.toBe("module");
    expect(calls).toBe(2);
  });

  it("shares one fetch between callers that ask at the same time", async () => {
    let calls = 0;
    const load = retryingImport(async () => ++calls);
    expect(await Promise.all([load(), load()])).toEqual([1, 1]);
  });
});

describe("isLoadFailure", () => {
  it.each([
    ["TypeError: Failed to fetch dynamically imported module: http://x/assets/a.js", true],
    ["Importing a module script failed.", true],
    ["error loading dynamically imported module: http://x/a.js", true],
    ["Unable to preload CSS for /assets/a.css", true],
    ["Cannot read properties of undefined", false],
  ])("%s → %s", (message, expected) => {
    expect(isLoadFailure(new Error(message))).toBe(expected);
  });
});
