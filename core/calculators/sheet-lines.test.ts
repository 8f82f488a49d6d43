import { describe, expect, it } from "vitest";
import { parseIsoDate } from "./calendar-date.ts";
import { FEES_AS_OF, FEES_AS_OF_DATE, formatPercent, isoDate, prorationNote } from "./sheet-lines.ts";

const d = (iso: string) => parseIsoDate(iso)!;

describe("calculator sheet wording", () => {
  it("dates the fee schedule", () => {
    expect(FEES_AS_OF_DATE).toEqual({ year: 2025, month: 7, day: 1 });
    expect(FEES_AS_OF).toBe("July 1, 2025");
  });

  it("reads our date constants and throws on a typo", () => {
    expect(isoDate("2025-07-01")).toEqual({ year: 2025, month: 7, day: 1 });
    expect(() => isoDate("2025-13-01")).toThrow("not a yyyy-mm-dd date: 2025-13-01");
  });

  it.each([
    [6, "6%"],
    [5.25, "5.25%"],
    [0, "0%"],
    [2.12345, "2.1235%"],
  ])("formats %d as %s", (value, text) => {
    expect(formatPercent(value)).toBe(text);
  });

  it.each([
    ["several days", { days: 137, cents: 198_556, closingBeforeStart: false }, "2025-11-15", "137 days, July 1, 2025 to November 15, 2025"],
    ["one day", { days: 1, cents: 1, closingBeforeStart: false }, "2025-07-02", "1 day, July 1, 2025 to July 2, 2025"],
    ["none", { days: 0, cents: 0, closingBeforeStart: true }, "2025-06-01", "None: the closing date is before the proration date."],
  ])("describes the proration: %s", (_, proration, closing, note) => {
    expect(prorationNote(proration, d("2025-07-01"), d(closing))).toBe(note);
  });
});
