// First: zod must be configured before the schemas below are built (see the file).
import "#app/lib/zod-browser-config.ts";
import { toIsoDate, type CalendarDate } from "#core/calculators/calendar-date.ts";
import { centsText } from "#core/calculators/query-fields.ts";

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
