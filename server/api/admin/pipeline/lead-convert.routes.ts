/**
 * POST /api/v1/admin/leads/{id}/service-request: convert a lead into a service request. The
 * request carries the lead's person and what staff add (the service; the property, date and
 * price if known), the lead moves to converted, both link to each other and it is audited. A lead
 * converts once: a second try answers 409 already_converted with the request's id.
 */
import { createRoute } from "@hono/zod-openapi";
import { ADMIN_MESSAGES } from "#core/admin/admin-messages.ts";
import { PIPELINE_ACTION_MESSAGES } from "#core/admin/pipeline-notes.ts";
import { adminServiceRequestSchema, alreadyConvertedSchema } from "#core/api/admin-pipeline.ts";
import type { Services } from "#server/services.ts";
import { clientIp } from "#server/http/client-ip.ts";
import { notFound } from "#server/http/errors.ts";
import { callerOf, requireAdmin } from "#server/http/signed-in.ts";
import { ErrorSchema, SIGNED_IN, adminErrors, apiRouter, invalidInput, notJsonBody } from "#server/api/openapi.ts";
import { idParams, pathIdOf } from "#server/api/path-params.ts";
import { convertLead } from "./leads.queries.ts";
import { convertLeadBodyOpenApi, serviceRequestJson } from "./pipeline-schemas.ts";
import { findServiceRequest } from "./service-requests.queries.ts";

export function leadConvertRoutes(ctx: Services) {
  const convert = createRoute({
    method: "post",
    path: "/leads/{id}/service-request",
    tags: ["Admin: leads"],
    summary: "Convert a lead into a service request (the lead moves to converted; audited; once per lead)",
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    request: { params: idParams, body: { required: true, content: { "application/json": { schema: convertLeadBodyOpenApi } } } },
    responses: {
      201: { description: "The new service request", content: { "application/json": { schema: adminServiceRequestSchema } } },
      ...invalidInput,
      ...adminErrors,
      404: { description: "No such lead", content: { "application/json": { schema: ErrorSchema } } },
      409: {
        description: "already_converted: the lead has its service request already; service_request_id is that request's id",
        content: { "application/json": { schema: alreadyConvertedSchema } },
      },
      ...notJsonBody,
    },
  });
  return apiRouter().openapi(convert, async (c) => {
    const id = pathIdOf(c.req.valid("param").id, ADMIN_MESSAGES.leadNotFound);
    const by = { actorId: callerOf(c).user.id, ip: clientIp(c, ctx.config.TRUST_PROXY) };
    const result = await convertLead(ctx.db, id, c.req.valid("json"), by);
    if ("missing" in result) throw notFound(ADMIN_MESSAGES.leadNotFound);
    if ("existing" in result) {
      return c.json({ code: "already_converted" as const, message: PIPELINE_ACTION_MESSAGES.alreadyConverted, service_request_id: result.existing }, 409);
    }
    const request = await findServiceRequest(ctx.db, result.created);
    return c.json(serviceRequestJson(request!), 201);
  });
}
