/**
 * The closing appointment as staff enter it (a date and a time in Iowa) and as it is stored (an
 * instant). A date without a time is kept at noon in Iowa, so the date never shifts whatever the
 * reader's time zone; `timeSet` says whether a time was given.
 */
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { COMPANY_TIME_ZONE } from "../domain/company-calendar.ts";

/** A closing appointment in Iowa time, as the forms and the API carry it. */
export interface Appointment {
  /** "2026-12-18" */
  date: string;
  /** "14:30", or null when only the date is known. */
  time: string | null;
}

/** The instant of an Iowa date and (optional) time; noon when no time is given. */
export function appointmentInstant(a: Appointment): Date {
  const [y, m, d] = a.date.split("-").map(Number) as [number, number, number];
  const [hh, mm] = (a.time ?? "12:00").split(":").map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, 0, COMPANY_TIME_ZONE).getTime());
}

/** The Iowa date and time of a stored instant; `timeSet` false gives time null. */
export function appointmentOf(instant: Date, timeSet: boolean): Appointment {
  const local = new TZDate(instant.getTime(), COMPANY_TIME_ZONE);
  return { date: format(local, "yyyy-MM-dd"), time: timeSet ? format(local, "HH:mm") : null };
}

/** "Friday, December 18, 2026 at 2:30 PM (Iowa time)" or "Friday, December 18, 2026". */
export function describeAppointment(a: Appointment): string {
  const local = new TZDate(appointmentInstant(a).getTime(), COMPANY_TIME_ZONE);
  const day = format(local, "EEEE, MMMM d, yyyy");
  return a.time ? `${day} at ${format(local, "h:mm a")} (Iowa time)` : day;
}
