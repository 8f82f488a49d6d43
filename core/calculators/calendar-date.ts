import { addDays, differenceInCalendarDays, format, isValid, parse } from "date-fns";

/**
 * Calendar dates without a time zone: a closing happens on a day, wherever the reader is. Dates
 * are turned into local midnight only to let date-fns count and format them.
 */
export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

const toDate = (d: CalendarDate) => new Date(d.year, d.month - 1, d.day);
const fromDate = (d: Date): CalendarDate => ({ year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() });

/** "yyyy-mm-dd" (an `<input type="date">` value) → a calendar date, or null when invalid. */
export function parseIsoDate(value: string): CalendarDate | null {
  const text = value.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const date = parse(text, "yyyy-MM-dd", new Date(2000, 0, 1));
  return isValid(date) ? fromDate(date) : null;
}

/** The `yyyy-mm-dd` form of a date (for inputs and links). */
export function toIsoDate(date: CalendarDate): string {
  return format(toDate(date), "yyyy-MM-dd");
}

/** The date `days` calendar days after `date`. */
export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  return fromDate(addDays(toDate(date), days));
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return differenceInCalendarDays(toDate(to), toDate(from));
}

/** "April 29, 2025" (the spec's 'MMMM d, yyyy'). */
export function formatLongDate(date: CalendarDate): string {
  return format(toDate(date), "MMMM d, yyyy");
}

/** "September 2025". */
export function formatMonthYear(year: number, month: number): string {
  return format(new Date(year, month - 1, 1), "MMMM yyyy");
}

/** Today in the reader's time zone. */
export function today(now: Date = new Date()): CalendarDate {
  return fromDate(now);
}
