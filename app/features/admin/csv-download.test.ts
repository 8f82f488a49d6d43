import { describe, expect, it } from "vitest";
import { safeFileName } from "./csv-download.ts";

describe("safeFileName", () => {
  it.each([
    ["leads-2026-11-23.csv", "leads-2026-11-23.csv"],
    ["users-2026-01-02.csv", "users-2026-01-02.csv"],
    // Anything that could name a path, a hidden file, or nothing at all, gets the page's own name.
    ["../../evil.csv", "fallback.csv"],
    [".bashrc", "fallback.csv"],
    ["a b.csv", "fallback.csv"],
    ["", "fallback.csv"],
    [null, "fallback.csv"],
  ])("%j → %s", (name, expected) => {
    expect(safeFileName(name, "fallback.csv")).toBe(expected);
  });
});
