/**
 * PATCH /api/v1/admin/closing-files/{id}/requests/{requestId}: staff edit a request (title,
 * instructions, owner, due date, visibility) and/or review it (accept, send back with a reason,
 * waive with a reason, reopen).
 */
import { createRoute, z } from "@hono/zod-openapi";
import { closingRequestSchema } from "#core/api/closing-request.ts";
import { requestPatchSchema } from "#core/closing/request-input.ts";
import type { Services } from "#server/services.ts";
import { clientIp } from "#server/http/client-ip.ts";
import { callerOf, requireAdmin } from "#server/http/signed-in.ts";
import { ErrorSchema, SIGNED_IN, adminErrors, apiRouter, invalidInput, notJsonBody } from "#server/api/openapi.ts";
import { idPathParam } from "#server/api/path-params.ts";
import { staffCaller } from "#server/closing/requests/request-actor.ts";
import { patchRequest } from "#server/closing/requests/request-changes.ts";
import { CLOSING_TAGS } from "./files.routes.ts";

export const requestParams = z.object({ id: idPathParam("id"), requestId: idPathParam("requestId") });

export function fileRequestRoutes(ctx: Services) {
  const patch = createRoute({
    method: "patch",
    path: "/closing-files/{id}/requests/{requestId}",
    tags: CLOSING_TAGS,
    summary: "Edit a request, or accept, send back, waive or reopen it",
    description:
      "409 request_not_submitted (accept or send back what was not sent), request_settled (waive what is accepted or waived), " +
      "request_not_settled (reopen what is open or submitted). send_back and waive need a `reason`, which the owner reads.",
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    request: {
      params: requestParams,
      body: { required: true, content: { "application/json": { schema: requestPatchSchema, example: { action: "send_back", reason: "The binder names the wrong property." } } } },
    },
    responses: {
      200: { description: "The request as it is now", content: { "application/json": { schema: closingRequestSchema } } },
      ...invalidInput,
      ...adminErrors,
      404: { description: "No such closing file, or no such request on it", content: { "application/json": { schema: ErrorSchema } } },
      409: { description: "The request's status does not allow this review", content: { "application/json": { schema: ErrorSchema } } },
      ...notJsonBody,
    },
  });
  return apiRouter().openapi(patch, async (c) => {
    const { id, requestId } = c.req.valid("param");
    const by = staffCaller(callerOf(c), clientIp(c, ctx.config.TRUST_PROXY));
    return c.json(await patchRequest(ctx.db, id.toLowerCase(), requestId.toLowerCase(), c.req.valid("json"), by), 200);
  });
}
