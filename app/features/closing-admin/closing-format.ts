import { format, parseISO } from "date-fns";
import { formatCents as formatWholeCents } from "#app/lib/closing-format.ts";
import { describeAppointment } from "#core/closing/appointment.ts";
import { COMPANY_TIME_ZONE } from "#core/domain/company-calendar.ts";

/** "Nov 23, 2026 3:15 PM" in the viewer's time zone, for an instant the API sent. */
export function formatInstant(iso: string): string {
  return format(parseISO(iso), "MMM d, yyyy h:mm a");
}

export { formatBytes, formatDay } from "#app/lib/closing-format.ts";

/** The appointment as staff say it, or "Not scheduled". */
export function appointmentText(file: { closing_date: string | null; closing_time: string | null }): string {
  return file.closing_date ? describeAppointment({ date: file.closing_date, time: file.closing_time }) : "Not scheduled";
}

/** An amount the file may not have yet: "—" when unknown. */
export function formatCents(cents: number | null): string {
  return cents === null ? "—" : formatWholeCents(cents);
}

/** Today's date in Iowa, YYYY-MM-DD: the default date of a step done today. */
export function todayInIowa(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: COMPANY_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}
