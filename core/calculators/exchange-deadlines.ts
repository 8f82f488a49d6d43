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

import { addCalendarDays, type CalendarDate } from "./calendar-date.ts";

export { addCalendarDays, formatLongDate, parseIsoDate, type CalendarDate } from "./calendar-date.ts";

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
