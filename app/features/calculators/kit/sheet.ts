import { formatLongDate, parseIsoDate, toIsoDate, type CalendarDate } from "../../../../core/calculators/calendar-date.ts";
import { IOWA_FEES } from "../../../../core/calculators/iowa-fees.ts";
import { centsText } from "../../../../core/calculators/query-fields.ts";
import type { Proration } from "../../../../core/calculators/tax-proration.ts";

/**
 * What a calculator shows, as data: the same lines fill the on-screen result and the printed
 * sheet, so the two cannot disagree.
 */
export interface SheetLine {
  label: string;
  /** A second, smaller line under the label ("137 days, July 1, 2025 to November 15, 2025"). */
  note?: string;
  amount: string;
  /** subtotal and total rows are set apart; a credit lowers the total. */
  kind?: "subtotal" | "total" | "credit";
}

/** One of the figures the visitor entered, as printed on the sheet. */
export interface SheetDetail {
  label: string;
  value: string;
}

/** "July 1, 2025": when the Iowa fee schedule was last confirmed. */
export const FEES_AS_OF = formatLongDate(parseIsoDate(IOWA_FEES.asOf) ?? { year: 2025, month: 7, day: 1 });

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

/** Service keys of /get-started that a calculator can order. */
export type OrderService = "title" | "cash";

/** /get-started with the service, the price in dollars, the closing date and the address. */
export function orderHref(service: OrderService, priceCents: number, closing: CalendarDate, address: string): string {
  const query = new URLSearchParams({ service, price: centsText(priceCents), closing: toIsoDate(closing) });
  if (address.trim()) query.set("address", address.trim());
  return `/get-started?${query.toString()}`;
}

/** The PDF endpoint with the calculator's query (core's canonical text) and the address. */
export function pdfHref(path: string, query: Record<string, string>, address: string): string {
  const params = new URLSearchParams(query);
  if (address.trim()) params.set("address", address.trim());
  return `${path}?${params.toString()}`;
}

/** Longest address we keep (the PDF endpoint refuses more). */
export const ADDRESS_MAX_LENGTH = 200;
