/** GET /api/v1/transactions: the caller's own transactions, newest first, one page at a time. */
import { createRoute } from "@hono/zod-openapi";
import { transactionPageSchema, type Transaction } from "#core/api/transaction.ts";
import type { Services } from "#server/services.ts";
import { decodeCursor, pageOf, pageQuerySchema } from "#server/http/keyset.ts";
import { callerOf, requireUser } from "#server/http/signed-in.ts";
import { SIGNED_IN, apiRouter, invalidInput, signedInErrors } from "../openapi.ts";
import { listTransactions } from "./transactions.queries.ts";

export function transactionsRoutes(ctx: Services) {
  const route = createRoute({
    method: "get",
    path: "/",
    tags: ["Dashboard"],
    summary: "The caller's transactions, newest first",
    security: SIGNED_IN,
    middleware: [requireUser(ctx)] as const,
    request: { query: pageQuerySchema },
    responses: {
      200: { description: "A page of the caller's transactions", content: { "application/json": { schema: transactionPageSchema } } },
      ...invalidInput,
      ...signedInErrors,
    },
  });
  return apiRouter().openapi(route, async (c) => {
    const { limit, cursor } = c.req.valid("query");
    const rows = await listTransactions(ctx.db, callerOf(c).user.id, { limit, cursor: decodeCursor(cursor) });
    c.header("Cache-Control", "no-store");
    return c.json(
      pageOf(rows, limit, (r): Transaction => ({
        id: r.id,
        type: r.type,
        status: r.status,
        property_address: r.propertyAddress,
        closing_date: r.closingDate,
        created_at: r.createdAt.toISOString(),
      })),
      200,
    );
  });
}
