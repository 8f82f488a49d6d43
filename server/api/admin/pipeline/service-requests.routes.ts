/**
 * GET /api/v1/admin/service-requests: every service request, as the admin's view asks (status filter, search, sort),
 * a page at a time by keyset whatever the sort, so page 5,000 costs what page 1 does.
 */
import { createRoute } from "@hono/zod-openapi";
import type { Services } from "../../../services.ts";
import { decodeOrderCursor, listEnvelope, pageInOrder } from "../../../http/keyset.ts";
import { requireAdmin, type SignedInEnv } from "../../../http/signed-in.ts";
import { SIGNED_IN, adminErrors, apiRouter, invalidInput } from "../../openapi.ts";
import { SERVICE_REQUEST_ORDERS, listServiceRequests } from "./service-requests.queries.ts";
import { KIND_TAGS, ServiceRequestSchema, serviceRequestJson, pipelineListQuerySchema } from "./pipeline-schemas.ts";

export function serviceRequestsRoutes(ctx: Services) {
  const list = createRoute({
    method: "get",
    path: "/service-requests",
    tags: KIND_TAGS.service_request,
    summary: "Service requests, filtered, searched and sorted, a page at a time",
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    request: { query: pipelineListQuerySchema },
    responses: {
      200: { description: "A page of service requests", content: { "application/json": { schema: listEnvelope(ServiceRequestSchema, "AdminServiceRequestPage") } } },
      ...invalidInput,
      ...adminErrors,
    },
  });
  return apiRouter<SignedInEnv>().openapi(list, async (c) => {
    const { limit, cursor, status, q, sort } = c.req.valid("query");
    const order = SERVICE_REQUEST_ORDERS[sort];
    const rows = await listServiceRequests(ctx.db, { status, q }, sort, decodeOrderCursor(order, cursor), limit + 1);
    c.header("Cache-Control", "no-store");
    return c.json(pageInOrder(order, rows, limit, serviceRequestJson), 200);
  });
}
