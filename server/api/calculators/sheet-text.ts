/** Small wording helpers shared by the calculator sheets. */
import { formatLongDate, parseIsoDate, type CalendarDate } from "../../../core/calculators/calendar-date.ts";
import type { Proration } from "../../../core/calculators/tax-proration.ts";

const PERCENT = new Intl.NumberFormat("en-US", { maximumFractionDigits: 4 });

/** 6 → "6%", 5.25 → "5.25%". */
export function formatPercent(value: number): string {
  return `${PERCENT.format(value)}%`;
}

/** A date constant of ours ("2025-07-01"); a typo in one is a bug, not bad input. */
export function isoDate(text: string): CalendarDate {
  const date = parseIsoDate(text);
  if (!date) throw new Error(`not a yyyy-mm-dd date: ${text}`);
  return date;
}

/** "137 days, July 1, 2025 to November 15, 2025", or why nothing is prorated. */
export function prorationNote(proration: Proration, start: CalendarDate, closing: CalendarDate): string {
  if (proration.closingBeforeStart) return "None: the closing date is before the proration date.";
  const days = `${proration.days} ${proration.days === 1 ? "day" : "days"}`;
  return `${days}, ${formatLongDate(start)} to ${formatLongDate(closing)}`;
}
