import { format, parseISO } from "date-fns";

/**
 * How closing files read on every page that shows one (the dashboard, the file, the buyers' and
 * sellers' status page): dates as picked, whole-dollar amounts, file sizes, phone links.
 */

/** "Nov 3, 2026" for a YYYY-MM-DD date or an instant; a date is shown as picked, never shifted by time zone. */
export function formatDay(value: string): string {
  return format(parseISO(value), "MMM d, yyyy");
}

/** 32500000 → "$325,000"; cents are shown only when there are some ("$1,234.50"). */
export function formatCents(cents: number): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}

/** 1536 → "1.5 KB", 2_400_000 → "2.3 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 ? Math.round(value) : Math.round(value * 10) / 10} ${units[unit]}`;
}

/** "(319) 555-0142" → "tel:+13195550142" (a US number as people write it). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return `tel:${digits.length === 10 ? `+1${digits}` : digits.length === 11 && digits.startsWith("1") ? `+${digits}` : digits}`;
}
