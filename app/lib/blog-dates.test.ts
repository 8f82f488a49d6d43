import { describe, expect, it } from "vitest";
import { formatPostDate } from "./blog-dates.ts";

describe("formatPostDate", () => {
  it.each([
    ["2025-02-18", "February 18, 2025"],
    ["2025-06-10", "June 10, 2025"],
    ["2025-12-31", "December 31, 2025"],
    ["2025-01-01", "January 1, 2025"],
  ])("%s → %s", (iso, shown) => {
    expect(formatPostDate(iso)).toBe(shown);
  });
});
