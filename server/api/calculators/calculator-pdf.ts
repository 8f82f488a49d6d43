/**
 * What the two calculator PDF endpoints share: the server's "today", the optional property
 * address, the OpenAPI responses and the attachment response.
 */
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { toIsoDate, type CalendarDate } from "#core/calculators/calendar-date.ts";
import type { AppDb } from "#db/client.ts";
import type { Config } from "#server/env.ts";
import { ipLimit } from "#server/http/ip-limit.ts";
import { ErrorSchema } from "../openapi.ts";

/** Our offices are in Iowa: the calculators' "today" (default closing date) is Central time's. */
export const SERVER_TIME_ZONE = "America/Chicago";

const CENTRAL_DATE = new Intl.DateTimeFormat("en-US", { timeZone: SERVER_TIME_ZONE, year: "numeric", month: "numeric", day: "numeric" });

export function centralToday(now: Date = new Date()): CalendarDate {
  const part = (type: string) => Number(CENTRAL_DATE.formatToParts(now).find((p) => p.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day") };
}

export const ADDRESS_MAX = 200;

/** The property's address, printed on the sheet as typed (blank means none). */
export const addressField = z
  .string()
  .trim()
  .max(ADDRESS_MAX, `Enter an address of ${ADDRESS_MAX} characters or fewer.`)
  .optional()
  .openapi({ description: "The property's address, printed on the sheet.", example: "315 Main Street, Cedar Falls, IA 50613" });

export const pdfResponses = {
  200: {
    description: "A one-page PDF, sent as an attachment.",
    content: { "application/pdf": { schema: z.string().openapi({ type: "string", format: "binary" }) } },
  },
  400: {
    description: "An invalid value: `fields` names each query key with its message.",
    content: { "application/json": { schema: ErrorSchema } },
  },
  429: {
    description: "Too many PDFs from this address; see Retry-After.",
    content: { "application/json": { schema: ErrorSchema } },
  },
} as const;

/** Typesetting a PDF costs far more than a page: one visitor gets plenty, a script does not. */
export const PDF_LIMIT = { max: 30, windowSeconds: 10 * 60 };

export function pdfLimit(deps: { db: AppDb; config: Config }) {
  return ipLimit(
    deps,
    "calculator.pdf",
    PDF_LIMIT,
    (wait) => `Too many PDFs requested from your connection. Please wait ${wait} and try again; the calculator on the page keeps working meanwhile.`,
  );
}

/** The PDF as a download named after its kind and date, never stored by caches. */
export function pdfAttachment(c: Context, pdf: Buffer, name: string, date: CalendarDate): Response {
  return c.body(new Uint8Array(pdf), 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${name}-${toIsoDate(date)}.pdf"`,
    "Content-Length": String(pdf.length),
    "Cache-Control": "no-store",
  });
}
