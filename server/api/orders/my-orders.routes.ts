/**
 * "My orders": GET /api/v1/orders, the caller's own service requests (dashboard orders and
 * /get-started requests sent signed in), newest first, keyset-paged; GET /api/v1/orders/{id},
 * one of them (what /get-started?order=<id> completes). Another account's id answers 404. The
 * closing file opened from a request is named when the caller may open it.
 */
import { createRoute } from "@hono/zod-openapi";
import { orderPageSchema, orderSchema } from "#core/api/order.ts";
import { ORDER_COMPLETION_MESSAGES } from "#core/leads/dashboard-order.ts";
import type { Services } from "#server/services.ts";
import { partyEmailOf } from "#server/closing/file-access.ts";
import { notFound } from "#server/http/errors.ts";
import { decodeCursor, pageOf, pageQuerySchema } from "#server/http/keyset.ts";
import { callerOf, requireUser } from "#server/http/signed-in.ts";
import { ErrorSchema, SIGNED_IN, apiRouter, invalidInput, signedInErrors } from "../openapi.ts";
import { idParams, pathIdOf } from "../path-params.ts";
import { orderJson } from "./order-json.ts";
import { findOrder, listOrders } from "./orders.queries.ts";

export const missingOrder = { description: "No such order of the caller's", content: { "application/json": { schema: ErrorSchema } } };

/** The order id of the path, or 404 for anything we could not have issued. */
export const orderIdOf = (id: string) => pathIdOf(id, ORDER_COMPLETION_MESSAGES.notFound);

export function myOrdersRoutes(ctx: Services) {
  const list = createRoute({
    method: "get",
    path: "/",
    tags: ["Dashboard"],
    summary: "The caller's orders, newest first",
    security: SIGNED_IN,
    middleware: [requireUser(ctx)] as const,
    request: { query: pageQuerySchema },
    responses: {
      200: { description: "A page of the caller's orders", content: { "application/json": { schema: orderPageSchema } } },
      ...invalidInput,
      ...signedInErrors,
    },
  });
  const one = createRoute({
    method: "get",
    path: "/{id}",
    tags: ["Dashboard"],
    summary: "One of the caller's orders",
    security: SIGNED_IN,
    middleware: [requireUser(ctx)] as const,
    request: { params: idParams },
    responses: {
      200: { description: "The order", content: { "application/json": { schema: orderSchema } } },
      ...signedInErrors,
      404: missingOrder,
    },
  });
  return apiRouter()
    .openapi(list, async (c) => {
      const { limit, cursor } = c.req.valid("query");
      const caller = callerOf(c);
      const rows = await listOrders(ctx.db, caller.user.id, partyEmailOf(caller), { limit, cursor: decodeCursor(cursor) });
      c.header("Cache-Control", "no-store");
      return c.json(pageOf(rows, limit, orderJson), 200);
    })
    .openapi(one, async (c) => {
      const caller = callerOf(c);
      const row = await findOrder(ctx.db, caller.user.id, partyEmailOf(caller), orderIdOf(c.req.valid("param").id));
      if (!row) throw notFound(ORDER_COMPLETION_MESSAGES.notFound);
      c.header("Cache-Control", "no-store");
      return c.json(orderJson(row), 200);
    });
}
