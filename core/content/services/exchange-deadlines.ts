/**
 * 1031 exchange deadlines (IRC §1031(a)(3); Treas. Reg. §1.1031(k)-1(b)). The identification
 * period ends 45 calendar days after the relinquished property is transferred; the exchange
 * period ends 180 days after, or on the due date (with extensions) of the tax return for that
 * year if that comes first. Neither moves for weekends or holidays.
 *
 * The old site added 46 and 181 days; we use the rule as written (ARCHITECTURE.md §8).
 */

export const IDENTIFICATION_DAYS = 45;
export const EXCHANGE_DAYS = 180;

/** A calendar date without a time zone. */
export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

const MONTHS = [
  "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December",
] as const;

/** "yyyy-mm-dd" (an `<input type="date">` value) → a calendar date, or null when invalid. */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** The date `days` calendar days after `date` (computed in UTC, so no daylight-saving drift). */
export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  const utc = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, day: utc.getUTCDate() };
}

/** "April 29, 2025" (the spec's 'MMMM d, yyyy'). */
export function formatLongDate(date: CalendarDate): string {
  return `${MONTHS[date.month - 1]} ${date.day}, ${date.year}`;
}

export interface ExchangeDeadlines {
  /** Last day to identify replacement property in writing. */
  identification: CalendarDate;
  /** Last day to receive the replacement property, unless the tax return is due earlier. */
  exchange: CalendarDate;
}

/** Both deadlines for a sale (relinquished property) closing date. */
export function exchangeDeadlines(closing: CalendarDate): ExchangeDeadlines {
  return {
    identification: addCalendarDays(closing, IDENTIFICATION_DAYS),
    exchange: addCalendarDays(closing, EXCHANGE_DAYS),
  };
}

/** The worked example the page shows: a sale closing on March 15, 2025. */
export const EXAMPLE_CLOSING: CalendarDate = { year: 2025, month: 3, day: 15 };
