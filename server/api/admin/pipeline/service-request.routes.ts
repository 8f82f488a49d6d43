/**
 * /api/v1/admin/service-requests/{id}: one service request with its status history (GET), and its status change
 * (PATCH), written with its audit row in one transaction. An id that is not a request's is 404.
 */
import { createRoute } from "@hono/zod-openapi";
import { ADMIN_MESSAGES } from "../../../../core/admin/admin-messages.ts";
import type { Services } from "../../../services.ts";
import { clientIp } from "../../../http/client-ip.ts";
import { notFound } from "../../../http/errors.ts";
import { callerOf, requireAdmin, type SignedInEnv } from "../../../http/signed-in.ts";
import { ErrorSchema, SIGNED_IN, adminErrors, apiRouter, invalidInput } from "../../openapi.ts";
import { findServiceRequest, setServiceRequestStatus } from "./service-requests.queries.ts";
import { statusHistory } from "./pipeline.queries.ts";
import {
  KIND_TAGS,
  ServiceRequestDetailSchema,
  ServiceRequestSchema,
  serviceRequestJson,
  pipelineIdOf,
  pipelineIdParam,
  statusBodySchema,
  statusChangeJson,
} from "./pipeline-schemas.ts";

const missing = { description: "No such service request", content: { "application/json": { schema: ErrorSchema } } };

export function serviceRequestRoutes(ctx: Services) {
  const read = createRoute({
    method: "get",
    path: "/service-requests/{id}",
    tags: KIND_TAGS.service_request,
    summary: "One service request with its status history, newest first",
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    request: { params: pipelineIdParam },
    responses: {
      200: { description: "The service request", content: { "application/json": { schema: ServiceRequestDetailSchema } } },
      ...adminErrors,
      404: missing,
    },
  });
  const change = createRoute({
    method: "patch",
    path: "/service-requests/{id}",
    tags: KIND_TAGS.service_request,
    summary: "Set a service request's status (audited; the same status changes nothing)",
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    request: {
      params: pipelineIdParam,
      body: { required: true, content: { "application/json": { schema: statusBodySchema } } },
    },
    responses: {
      200: { description: "The service request as it is now", content: { "application/json": { schema: ServiceRequestSchema } } },
      ...invalidInput,
      ...adminErrors,
      404: missing,
      415: { description: "The body is not sent as application/json", content: { "application/json": { schema: ErrorSchema } } },
    },
  });
  return apiRouter<SignedInEnv>()
    .openapi(read, async (c) => {
      const id = pipelineIdOf(c.req.valid("param").id, ADMIN_MESSAGES.requestNotFound);
      const row = await findServiceRequest(ctx.db, id);
      if (!row) throw notFound(ADMIN_MESSAGES.requestNotFound);
      const history = await statusHistory(ctx.db, "service_request", id);
      c.header("Cache-Control", "no-store");
      return c.json({ ...serviceRequestJson(row), history: history.map(statusChangeJson) }, 200);
    })
    .openapi(change, async (c) => {
      const id = pipelineIdOf(c.req.valid("param").id, ADMIN_MESSAGES.requestNotFound);
      const { status } = c.req.valid("json");
      const by = { actorId: callerOf(c).user.id, ip: clientIp(c, ctx.config.TRUST_PROXY) };
      const row = await setServiceRequestStatus(ctx.db, id, status, by);
      if (!row) throw notFound(ADMIN_MESSAGES.requestNotFound);
      return c.json(serviceRequestJson(row), 200);
    });
}
