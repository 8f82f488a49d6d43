import { z } from "zod";
import { parseIsoDate, toIsoDate, type CalendarDate } from "./calendar-date.ts";
import { readNumber, toCents } from "./money.ts";

/**
 * Calculator inputs travel as text: typed into fields, kept in the page's query string (so a
 * result can be shared) and sent to the PDF endpoint. These fields read that text the same way
 * everywhere: empty or non-numeric numbers count as 0, negative ones are refused with a message.
 */

/** A dollar amount → cents; `fallback` (cents) when the key is absent altogether. */
export function moneyField(fallbackCents: number) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return fallbackCents;
      const read = readNumber(raw);
      if (!read.ok) {
        ctx.addIssue({ code: "custom", message: read.message });
        return z.NEVER;
      }
      return toCents(read.value);
    });
}

/** A plain number (a percentage, a count); `fallback` when the key is absent. */
export function numberField(fallback: number, max?: { value: number; message: string }) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return fallback;
      const read = readNumber(raw);
      if (!read.ok) {
        ctx.addIssue({ code: "custom", message: read.message });
        return z.NEVER;
      }
      if (max && read.value > max.value) {
        ctx.addIssue({ code: "custom", message: max.message });
        return z.NEVER;
      }
      return read.value;
    });
}

export const DATE_MESSAGE = "Enter a date.";

/** A yyyy-mm-dd date; `fallback` when absent; empty or impossible dates are refused. */
export function dateField(fallback: CalendarDate) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return fallback;
      const date = parseIsoDate(raw);
      if (!date) {
        ctx.addIssue({ code: "custom", message: DATE_MESSAGE });
        return z.NEVER;
      }
      return date;
    });
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The first message per field of a failed parse, keyed by query key. */
export function fieldErrors<K extends string>(error: z.ZodError): FieldErrors<K> {
  const out: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "");
    out[key] ??= issue.message;
  }
  return out as FieldErrors<K>;
}

/** Query text for a date (for links and inputs). */
export const dateText = toIsoDate;

/** Query text for cents: "250000" or "250000.5", no thousands separators. */
export function centsText(cents: number): string {
  return String(cents / 100);
}
