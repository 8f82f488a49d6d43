import { describe, expect, it } from "vitest";
import {
  EXAMPLE_CLOSING,
  addCalendarDays,
  exchangeDeadlines,
  formatLongDate,
  parseIsoDate,
} from "./exchange-deadlines.ts";

describe("1031 exchange deadlines", () => {
  it.each([
    // closing, identification (+45), exchange (+180)
    ["2025-03-15", "April 29, 2025", "September 11, 2025"],
    ["2025-01-01", "February 15, 2025", "June 30, 2025"],
    ["2024-12-20", "February 3, 2025", "June 18, 2025"],
    // Leap year: February 29 counts.
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
    expect(new Date(Date.UTC(sunday.year, sunday.month - 1, sunday.day)).getUTCDay()).toBe(0);
    expect(formatLongDate(sunday)).toBe("April 20, 2025");
  });

  it("the page's worked example is March 15, 2025", () => {
    expect(formatLongDate(EXAMPLE_CLOSING)).toBe("March 15, 2025");
  });

  it.each(["", "2025-02-30", "2025-13-01", "15/03/2025", "2025-3-15", "abc"])("rejects %j", (value) => {
    expect(parseIsoDate(value)).toBeNull();
  });
});
