/** GET /api/v1/transactions: the caller's own transactions, newest first, one page at a time. */
import { createRoute, z } from "@hono/zod-openapi";
import { TRANSACTION_STATUS_VALUES } from "../../../core/domain/enums.ts";
import type { Services } from "../../services.ts";
import { decodeCursor, listEnvelope, pageOf, pageQuerySchema } from "../../http/keyset.ts";
import { callerOf, requireUser, type SignedInEnv } from "../../http/signed-in.ts";
import { SIGNED_IN, apiRouter, invalidInput, signedInErrors } from "../openapi.ts";
import { listTransactions } from "./transactions.queries.ts";

export const TransactionSchema = z
  .object({
    id: z.string().uuid(),
    type: z.string().openapi({ example: "sale" }),
    status: z.enum(TRANSACTION_STATUS_VALUES),
    property_address: z.string().nullable().openapi({ example: "412 Elm St, Cedar Falls, IA 50613" }),
    closing_date: z.string().nullable().openapi({ example: "2026-12-18" }),
    created_at: z.string().openapi({ example: "2026-11-23T15:05:00.000Z" }),
  })
  .openapi("Transaction");

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
      200: { description: "A page of the caller's transactions", content: { "application/json": { schema: listEnvelope(TransactionSchema, "TransactionPage") } } },
      ...invalidInput,
      ...signedInErrors,
    },
  });
  return apiRouter<SignedInEnv>().openapi(route, async (c) => {
    const { limit, cursor } = c.req.valid("query");
    const rows = await listTransactions(ctx.db, callerOf(c).user.id, { limit, cursor: decodeCursor(cursor) });
    c.header("Cache-Control", "no-store");
    return c.json(
      pageOf(rows, limit, (r) => ({
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
