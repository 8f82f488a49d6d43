import { describe, expect, it } from "vitest";
import { companyMonth, companyYear } from "./company-calendar.ts";

describe("companyMonth: months begin at midnight in Iowa", () => {
  it.each([
    // [instant, month start, next month start] — CST is UTC−6, CDT UTC−5.
    ["2026-11-30T23:59:59Z", "2026-11-01T05:00:00.000Z", "2026-12-01T06:00:00.000Z"], // Nov 1 is still CDT (DST ends Nov 1 at 2 a.m.)
    ["2026-12-01T05:59:59Z", "2026-11-01T05:00:00.000Z", "2026-12-01T06:00:00.000Z"], // 11:59:59 p.m. Nov 30 in Iowa
    ["2026-12-01T06:00:00Z", "2026-12-01T06:00:00.000Z", "2027-01-01T06:00:00.000Z"], // midnight Dec 1 in Iowa
    ["2026-03-31T12:00:00Z", "2026-03-01T06:00:00.000Z", "2026-04-01T05:00:00.000Z"], // DST starts in March
    ["2028-02-29T20:00:00Z", "2028-02-01T06:00:00.000Z", "2028-03-01T06:00:00.000Z"], // leap year
  ])("%s is in the month %s – %s", (at, start, end) => {
    const month = companyMonth(new Date(at));
    expect(month.start.toISOString()).toBe(start);
    expect(month.end.toISOString()).toBe(end);
  });
});

describe("companyYear", () => {
  it.each([
    ["2027-01-01T05:59:59Z", 2026, "2026-01-01T06:00:00.000Z", "2027-01-01T06:00:00.000Z"], // New Year's Eve in Iowa
    ["2027-01-01T06:00:00Z", 2027, "2027-01-01T06:00:00.000Z", "2028-01-01T06:00:00.000Z"],
  ])("%s is in %i", (at, year, start, end) => {
    const range = companyYear(new Date(at));
    expect(range.year).toBe(year);
    expect(range.start.toISOString()).toBe(start);
    expect(range.end.toISOString()).toBe(end);
  });
});
