import { describe, expect, it } from "vitest";
import { attachmentName } from "./csv-download.ts";

describe("attachmentName", () => {
  it.each([
    ['attachment; filename="leads-2026-11-23.csv"', "leads-2026-11-23.csv"],
    ["attachment; filename=users-2026-01-02.csv", "users-2026-01-02.csv"],
    // Anything that could name a path, or nothing at all, gets the page's own name.
    ['attachment; filename="../../evil.csv"', "fallback.csv"],
    ["attachment", "fallback.csv"],
    [null, "fallback.csv"],
  ])("%s → %s", (header, name) => {
    expect(attachmentName(header, "fallback.csv")).toBe(name);
  });
});
