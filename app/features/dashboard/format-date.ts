import { format, parseISO } from "date-fns";

/** "Nov 23, 2026" for an instant or a yyyy-mm-dd date (a date is shown as picked, never shifted by time zone). */
export function formatDate(value: string): string {
  return format(parseISO(value), "MMM d, yyyy");
}
