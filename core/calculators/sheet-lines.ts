/**
 * What a calculator shows, as data: the same lines fill the on-screen result, the printed sheet
 * and the PDF, so the three cannot disagree. Pure wording; each renderer decides the look.
 */
import { formatLongDate, parseIsoDate, type CalendarDate } from "./calendar-date.ts";
import { IOWA_FEES } from "./iowa-fees.ts";
import type { Proration } from "./tax-proration.ts";

export interface SheetLine {
  label: string;
  /** A second, smaller line under the label ("137 days, July 1, 2025 to November 15, 2025"). */
  note?: string;
  /** Formatted amount ("$1,985.56", "-$100.00"). */
  amount: string;
  /** item (the default): a line; subtotal and total rows are set apart; a credit lowers the total. */
  kind?: "item" | "subtotal" | "total" | "credit";
  /** The amount is below zero (a total the figures do not cover): the PDF prints it in red. */
  negative?: boolean;
}

/** One of the figures the visitor entered, as printed on the sheet. */
export interface SheetDetail {
  label: string;
  value: string;
}

/** A date constant of ours ("2025-07-01"); a typo in one is a bug, not bad input. */
export function isoDate(text: string): CalendarDate {
  const date = parseIsoDate(text);
  if (!date) throw new Error(`not a yyyy-mm-dd date: ${text}`);
  return date;
}

/** When the Iowa fee schedule was last confirmed. */
export const FEES_AS_OF_DATE: CalendarDate = isoDate(IOWA_FEES.asOf);

/** "July 1, 2025": FEES_AS_OF_DATE in words. */
export const FEES_AS_OF = formatLongDate(FEES_AS_OF_DATE);

const PERCENT = new Intl.NumberFormat("en-US", { maximumFractionDigits: 4 });

/** 6 → "6%", 5.25 → "5.25%". */
export function formatPercent(value: number): string {
  return `${PERCENT.format(value)}%`;
}

/** "137 days, July 1, 2025 to November 15, 2025", or why nothing is prorated. */
export function prorationNote(proration: Proration, start: CalendarDate, closing: CalendarDate): string {
  if (proration.closingBeforeStart) return "None: the closing date is before the proration date.";
  const days = `${proration.days} ${proration.days === 1 ? "day" : "days"}`;
  return `${days}, ${formatLongDate(start)} to ${formatLongDate(closing)}`;
}
