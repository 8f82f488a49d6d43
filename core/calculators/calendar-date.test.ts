import { describe, expect, it } from "vitest";
import { addCalendarDays, daysBetween, formatLongDate, formatMonthYear, parseIsoDate, toIsoDate } from "./calendar-date.ts";

describe("calendar dates", () => {
  it.each([
    ["2025-03-15", { year: 2025, month: 3, day: 15 }],
    [" 2024-02-29 ", { year: 2024, month: 2, day: 29 }],
    ["2025-02-29", null], // not a leap year
    ["2025-13-01", null],
    ["2025-3-15", null],
    ["", null],
    ["03/15/2025", null],
  ])("parseIsoDate(%j)", (text, expected) => {
    expect(parseIsoDate(text)).toEqual(expected);
  });

  it.each([
    // from, to, days — counted by hand on a calendar
    ["2025-07-01", "2025-07-01", 0],
    ["2025-07-01", "2025-07-31", 30],
    ["2025-07-01", "2025-11-15", 137], // 30 + 31 + 30 + 31 + 15
    ["2024-01-01", "2025-01-01", 366], // 2024 is a leap year
    ["2025-03-08", "2025-03-10", 2], // across the spring daylight-saving change
    ["2025-07-01", "2025-06-30", -1],
  ])("daysBetween(%s, %s) = %d", (from, to, days) => {
    expect(daysBetween(parseIsoDate(from)!, parseIsoDate(to)!)).toBe(days);
  });

  it("adds days across month, year and leap-day boundaries, and formats them", () => {
    expect(toIsoDate(addCalendarDays(parseIsoDate("2024-02-28")!, 1))).toBe("2024-02-29");
    expect(toIsoDate(addCalendarDays(parseIsoDate("2025-12-31")!, 1))).toBe("2026-01-01");
    expect(formatLongDate(parseIsoDate("2025-04-29")!)).toBe("April 29, 2025");
    expect(formatMonthYear(2026, 3)).toBe("March 2026");
  });
});
