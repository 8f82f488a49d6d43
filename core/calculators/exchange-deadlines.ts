/**
 * 1031 exchange deadlines (IRC §1031(a)(3); Treas. Reg. §1.1031(k)-1(b)). The identification
 * period ends 45 calendar days after the relinquished property is transferred; the exchange
 * period ends 180 days after, or on the due date (with extensions) of the tax return for that
 * year if that comes first. Neither moves for weekends or holidays.
 *
 * The old site added 46 and 181 days; we use the rule as written (docs/architecture.md, "Where we differ from the old site").
 */

import { format } from "date-fns";
import { z } from "zod";
import { addCalendarDays, parseIsoDate, type CalendarDate } from "./calendar-date.ts";
import { fieldErrors, type FieldErrors } from "./query-fields.ts";

export { addCalendarDays, formatLongDate, parseIsoDate, type CalendarDate } from "./calendar-date.ts";

export const IDENTIFICATION_DAYS = 45;
export const EXCHANGE_DAYS = 180;

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

/** "Tuesday": shown beside a deadline, since a weekend does not move it. */
export function weekdayName(date: CalendarDate): string {
  return format(new Date(date.year, date.month - 1, date.day), "EEEE");
}

/** The calculator's query key: the sale closing date as yyyy-mm-dd. */
export const EXCHANGE_KEYS = ["closing"] as const;
export type ExchangeKey = (typeof EXCHANGE_KEYS)[number];

export const IMPOSSIBLE_DATE_MESSAGE = "That date does not exist. Enter the day the sale closed or will close.";

/**
 * The closing date as typed. Empty (or absent) is not an error, only nothing to compute yet.
 * A year before 1000 is a year still being typed: a browser's date field reports 0002, 0020
 * and 0202 on the way to 2025, and those should neither flash an error nor give deadlines.
 */
export const exchangeQuerySchema = z.object({
  closing: z
    .string()
    .optional()
    .transform((raw, ctx): CalendarDate | null => {
      const text = (raw ?? "").trim();
      if (text === "") return null;
      const date = parseIsoDate(text);
      if (!date) {
        ctx.addIssue({ code: "custom", message: IMPOSSIBLE_DATE_MESSAGE });
        return z.NEVER;
      }
      return date.year < 1000 ? null : date;
    }),
});

export type ParsedExchangeQuery = { ok: true; closing: CalendarDate | null } | { ok: false; errors: FieldErrors<ExchangeKey> };

export function parseExchangeQuery(query: Partial<Record<string, string>>): ParsedExchangeQuery {
  const parsed = exchangeQuerySchema.safeParse(query);
  if (!parsed.success) return { ok: false, errors: fieldErrors<ExchangeKey>(parsed.error) };
  return { ok: true, closing: parsed.data.closing };
}
