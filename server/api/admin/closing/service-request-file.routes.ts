/**
 * POST /api/v1/admin/service-requests/{id}/closing-file: open the closing file of a service
 * request. The requester becomes a party, the request moves to converted (audited as a status
 * change), and a request has at most one file: a second try answers 409 already_opened with the
 * file's id, so the page can go to it.
 */
import { createRoute } from "@hono/zod-openapi";
import { ADMIN_MESSAGES } from "#core/admin/admin-messages.ts";
import { CLOSING_FILE_MESSAGES } from "#core/closing/closing-file-fields.ts";
import type { Services } from "#server/services.ts";
import { clientIp } from "#server/http/client-ip.ts";
import { notFound } from "#server/http/errors.ts";
import { callerOf, requireAdmin } from "#server/http/signed-in.ts";
import { ErrorSchema, SIGNED_IN, adminErrors, apiRouter, invalidInput, notJsonBody } from "#server/api/openapi.ts";
import { staffClosingFileSchema } from "#core/api/closing-file.ts";
import { pathIdOf } from "#server/api/path-params.ts";
import { AlreadyOpenedSchema, openFromRequestBodySchema, requestIdParam } from "./closing-admin-schemas.ts";
import { openFileFromRequest } from "./file-open.queries.ts";
import { CLOSING_TAGS } from "./files.routes.ts";
import { staffFile } from "./staff-file.ts";

export function serviceRequestFileRoutes(ctx: Services) {
  const open = createRoute({
    method: "post",
    path: "/service-requests/{id}/closing-file",
    tags: CLOSING_TAGS,
    summary: "Open the closing file of a service request (the requester becomes a party; the request moves to converted)",
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    request: { params: requestIdParam, body: { required: true, content: { "application/json": { schema: openFromRequestBodySchema } } } },
    responses: {
      201: { description: "The new file", content: { "application/json": { schema: staffClosingFileSchema } } },
      ...invalidInput,
      ...adminErrors,
      404: { description: "No such service request", content: { "application/json": { schema: ErrorSchema } } },
      409: {
        description: "already_opened: the request has a file already; file_id is that file's id",
        content: { "application/json": { schema: AlreadyOpenedSchema } },
      },
      ...notJsonBody,
    },
  });
  return apiRouter().openapi(open, async (c) => {
    const requestId = pathIdOf(c.req.valid("param").id, ADMIN_MESSAGES.requestNotFound);
    const { parties, requester_role, ...fields } = c.req.valid("json");
    const by = { actorId: callerOf(c).user.id, ip: clientIp(c, ctx.config.TRUST_PROXY) };
    const result = await openFileFromRequest(ctx.db, ctx, requestId, fields, parties, requester_role, by);
    if ("missing" in result) throw notFound(ADMIN_MESSAGES.requestNotFound);
    if ("existing" in result) {
      return c.json({ code: "already_opened", message: CLOSING_FILE_MESSAGES.alreadyOpened, file_id: result.existing }, 409);
    }
    return c.json(await staffFile(ctx, result.opened), 201);
  });
}
