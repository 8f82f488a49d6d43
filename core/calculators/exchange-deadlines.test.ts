import { describe, expect, it } from "vitest";
import {
  IMPOSSIBLE_DATE_MESSAGE,
  addCalendarDays,
  exchangeDeadlines,
  formatLongDate,
  parseExchangeQuery,
  parseIsoDate,
  weekdayName,
} from "./exchange-deadlines.ts";

describe("1031 exchange deadlines", () => {
  it.each([
    // closing, identification (+45), exchange (+180), counted by hand month by month:
    // Mar 15 → Mar 31 is 16 days, +29 → Apr 29; 16 + 30 + 31 + 30 + 31 + 31 = 169 by Aug 31, +11 → Sep 11
    ["2025-03-15", "April 29, 2025", "September 11, 2025"],
    ["2025-01-01", "February 15, 2025", "June 30, 2025"],
    ["2024-12-20", "February 3, 2025", "June 18, 2025"],
    // Across a year end: 31 days of January, +14 → Feb 14; 31 + 28 + 31 + 30 + 31 + 30 = 181 by Jun 30 → Jun 29
    ["2024-12-31", "February 14, 2025", "June 29, 2025"],
    // Leap year: Jan 15 → Jan 31 is 16 days, +29 → February 29 counts;
    // 16 + 29 + 31 + 30 + 31 + 30 = 167 by Jun 30, +13 → Jul 13
    ["2024-01-15", "February 29, 2024", "July 13, 2024"],
    // The same day a year earlier, without February 29: 16 + 28 = 44 by Feb 28, +1 → Mar 1;
    // 16 + 28 + 31 + 30 + 31 + 30 = 166 by Jun 30, +14 → Jul 14
    ["2023-01-15", "March 1, 2023", "July 14, 2023"],
    ["2024-02-01", "March 17, 2024", "July 30, 2024"],
    // Daylight-saving change in between does not shift the date.
    ["2025-10-31", "December 15, 2025", "April 29, 2026"],
  ])("a sale closing on %s: identify by %s, close by %s", (closing, identification, exchange) => {
    const date = parseIsoDate(closing);
    expect(date).not.toBeNull();
    const deadlines = exchangeDeadlines(date!);
    expect(formatLongDate(deadlines.identification)).toBe(identification);
    expect(formatLongDate(deadlines.exchange)).toBe(exchange);
  });

  it("does not move a deadline that falls on a weekend", () => {
    // March 6, 2025 + 45 days is Sunday, April 20, 2025, and stays there.
    const sunday = addCalendarDays({ year: 2025, month: 3, day: 6 }, 45);
    expect(formatLongDate(sunday)).toBe("April 20, 2025");
    expect(weekdayName(sunday)).toBe("Sunday");
  });

  it.each([
    // January 1, 2025 was a Wednesday; April 29 is day 119: 118 days later, 118 = 16 × 7 + 6.
    ["2025-04-29", "Tuesday"],
    // Day 254: 253 = 36 × 7 + 1 after a Wednesday.
    ["2025-09-11", "Thursday"],
    // January 1, 2024 was a Monday; February 29 is day 60 (59 = 8 × 7 + 3), July 13 day 195 (194 = 27 × 7 + 5).
    ["2024-02-29", "Thursday"],
    ["2024-07-13", "Saturday"],
  ])("%s is a %s", (iso, weekday) => {
    expect(weekdayName(parseIsoDate(iso)!)).toBe(weekday);
  });

  it.each(["", "2025-02-30", "2025-13-01", "15/03/2025", "2025-3-15", "abc"])("rejects %j", (value) => {
    expect(parseIsoDate(value)).toBeNull();
  });
});

describe("the 1031 calculator's query", () => {
  it.each([
    // query, what the page computes from
    [{}, null],
    [{ closing: "" }, null],
    [{ closing: "  " }, null],
    // A year still being typed into a date field.
    [{ closing: "0002-03-15" }, null],
    [{ closing: "0202-03-15" }, null],
    [{ closing: "2025-03-15" }, { year: 2025, month: 3, day: 15 }],
    [{ closing: " 2024-02-29 " }, { year: 2024, month: 2, day: 29 }],
  ])("%j → closing %j", (query, closing) => {
    expect(parseExchangeQuery(query)).toEqual({ ok: true, closing });
  });

  it.each(["2025-02-30", "2023-02-29", "2025-13-01", "2025-00-10", "15/03/2025", "March 15", "abc"])(
    "refuses the impossible date %j with a message",
    (closing) => {
      expect(parseExchangeQuery({ closing })).toEqual({ ok: false, errors: { closing: IMPOSSIBLE_DATE_MESSAGE } });
    },
  );
});
