import { format, parseISO } from "date-fns";

/** "Nov 23, 2026 3:15 PM" in the viewer's time zone, for an instant the API sent. */
export function formatInstant(iso: string): string {
  return format(parseISO(iso), "MMM d, yyyy h:mm a");
}

/** "Nov 23, 2026" for a yyyy-mm-dd a person picked (never shifted by time zone). */
export function formatDay(day: string): string {
  return format(parseISO(day), "MMM d, yyyy");
}
