/**
 * GET /api/v1/calculators/cash-only.pdf: the cash-to-close sheet of /cash-only-calculator as a
 * one-page PDF. The query is the page's own (same keys, same rules, core's schema) plus an
 * optional address; the server recomputes everything, so the sheet is always core's answer.
 */
import { createRoute } from "@hono/zod-openapi";
import { cashOnly, cashOnlyQuerySchema, parseCashOnlyQuery } from "#core/calculators/cash-only.ts";
import type { AppDb } from "#db/client.ts";
import type { Config } from "#server/env.ts";
import { validationFailed } from "#server/http/errors.ts";
import { apiRouter } from "../openapi.ts";
import { addressField, centralToday, pdfAttachment, pdfLimit, pdfResponses } from "./calculator-pdf.ts";
import { cashOnlySheet } from "./cash-only-sheet.ts";
import { renderCalculatorSheet } from "./calculator-sheet-pdf.ts";

const route = createRoute({
  method: "get",
  path: "/cash-only.pdf",
  tags: ["Calculators"],
  summary: "Cash-to-close sheet (PDF)",
  description:
    "Keys as on /cash-only-calculator: price (dollars), taxes (annual, dollars), closing (yyyy-mm-dd) and " +
    "earnest (dollars already paid, at most the price). " +
    "Empty or non-numeric amounts count as 0, negative ones are refused; an absent closing date is today " +
    "in Central time.",
  // Only the messages are used here; defaults are taken afresh for each request below.
  request: { query: cashOnlyQuerySchema(centralToday()).extend({ address: addressField }) },
  responses: pdfResponses,
});

export function cashOnlyPdfRoutes(deps: { db: AppDb; config: Config }, now: () => Date = () => new Date()) {
  const router = apiRouter();
  router.use(route.path, pdfLimit(deps));
  return router.openapi(route, async (c) => {
    const today = centralToday(now());
    const parsed = parseCashOnlyQuery(c.req.query(), today);
    // The route's schema has accepted each key; core also checks them together (the earnest
    // money cannot exceed the price), and reads them with today's defaults.
    if (!parsed.ok) throw validationFailed(parsed.errors);
    const address = c.req.valid("query").address || undefined;
    const sheet = cashOnlySheet(parsed.input, cashOnly(parsed.input), { preparedOn: today, address });
    const pdf = await renderCalculatorSheet(sheet, { createdAt: now() });
    return pdfAttachment(c, pdf, "cash-to-close-sheet", today);
  });
}
