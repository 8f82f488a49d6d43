/**
 * The company's calendar is Iowa's: America/Chicago. "This month" on the dashboard and "this
 * year" of the Year of the GOAT begin at local midnight there, not at midnight UTC (which is
 * 6 or 7 p.m. the evening before in Iowa).
 */
import { TZDate } from "@date-fns/tz";
import { addMonths, addYears, startOfMonth, startOfYear } from "date-fns";

export const COMPANY_TIME_ZONE = "America/Chicago";

export interface InstantRange {
  /** Inclusive. */
  start: Date;
  /** Exclusive. */
  end: Date;
}

const local = (at: Date) => new TZDate(at.getTime(), COMPANY_TIME_ZONE);

/** The calendar month that `at` falls in, in Iowa, as instants. */
export function companyMonth(at: Date): InstantRange {
  const start = startOfMonth(local(at));
  return { start: new Date(start.getTime()), end: new Date(addMonths(start, 1).getTime()) };
}

/** The calendar year that `at` falls in, in Iowa, as instants. */
export function companyYear(at: Date): InstantRange & { year: number } {
  const start = startOfYear(local(at));
  return { year: start.getFullYear(), start: new Date(start.getTime()), end: new Date(addYears(start, 1).getTime()) };
}
