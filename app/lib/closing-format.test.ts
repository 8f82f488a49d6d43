import { describe, expect, it } from "vitest";
import { formatBytes, formatCents, formatDay, telHref } from "./closing-format.ts";

describe("closing file formats", () => {
  it.each([
    ["2026-12-18", "Dec 18, 2026"],
    ["2026-01-01", "Jan 1, 2026"],
  ])("a picked date %s reads %s whatever the time zone", (value, text) => expect(formatDay(value)).toBe(text));

  it.each([
    [32_500_000, "$325,000"],
    [123_450, "$1,234.50"],
    [0, "$0"],
  ])("%i cents → %s", (cents, text) => expect(formatCents(cents)).toBe(text));

  it.each([
    [512, "512 B"],
    [1536, "1.5 KB"],
    [2_400_000, "2.3 MB"],
    [25 * 1024 * 1024, "25 MB"],
  ])("%i bytes → %s", (bytes, text) => expect(formatBytes(bytes)).toBe(text));

  it.each([
    ["(319) 555-0142", "tel:+13195550142"],
    ["1-515-555-0190", "tel:+15155550190"],
    ["+1 641 555 0118", "tel:+16415550118"],
  ])("%s → %s", (phone, href) => expect(telHref(phone)).toBe(href));
});
