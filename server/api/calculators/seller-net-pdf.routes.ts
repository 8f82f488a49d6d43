/**
 * GET /api/v1/calculators/seller-net.pdf: the seller net sheet of /sales-price-calculator as a
 * one-page PDF. The query is the page's own (same keys, same rules, core's schema) plus an
 * optional address; the server recomputes everything, so the sheet is always core's answer.
 */
import { createRoute } from "@hono/zod-openapi";
import { parseSellerNetQuery, sellerNet, sellerNetQuerySchema } from "#core/calculators/seller-net.ts";
import type { AppDb } from "#db/client.ts";
import type { Config } from "#server/env.ts";
import { apiRouter } from "../openapi.ts";
import { addressField, centralToday, pdfAttachment, pdfLimit, pdfResponses } from "./calculator-pdf.ts";
import { renderCalculatorSheet } from "./calculator-sheet-pdf.ts";
import { sellerNetSheet } from "./seller-net-sheet.ts";

const route = createRoute({
  method: "get",
  path: "/seller-net.pdf",
  tags: ["Calculators"],
  summary: "Seller net sheet (PDF)",
  description:
    "Keys as on /sales-price-calculator: price, commission (percent), taxes (annual), closing and prorate " +
    "(yyyy-mm-dd), abstracting, deed, service, mortgage1, mortgage2, sept and march (installments). Amounts " +
    "are dollars; empty or non-numeric amounts count as 0, negative ones are refused. An absent key takes " +
    "the calculator's default (closing today in Central time, proration from the July 1 before it).",
  // Only the messages are used here; defaults are taken afresh for each request below.
  request: { query: sellerNetQuerySchema(centralToday()).extend({ address: addressField }) },
  responses: pdfResponses,
});

export function sellerNetPdfRoutes(deps: { db: AppDb; config: Config }, now: () => Date = () => new Date()) {
  const router = apiRouter();
  router.use(route.path, pdfLimit(deps));
  return router.openapi(route, async (c) => {
    const today = centralToday(now());
    const parsed = parseSellerNetQuery(c.req.query(), today);
    // The route's schema has already accepted the query; this reads it with today's defaults.
    if (!parsed.ok) throw new Error("seller net query accepted by the route but refused by core");
    const address = c.req.valid("query").address || undefined;
    const sheet = sellerNetSheet(parsed.input, sellerNet(parsed.input), { preparedOn: today, address });
    const pdf = await renderCalculatorSheet(sheet, { createdAt: now() });
    return pdfAttachment(c, pdf, "seller-net-sheet", today);
  });
}
