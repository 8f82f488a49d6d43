/**
 * /api/v1/admin/closing-files/{id}/requests (docs/requests-contract.md): every request of a file
 * as staff see them, and a request staff add by hand.
 */
import { createRoute } from "@hono/zod-openapi";
import { closingRequestListSchema, closingRequestSchema } from "#core/api/closing-request.ts";
import { requestCreateSchema } from "#core/closing/request-input.ts";
import type { Services } from "#server/services.ts";
import { clientIp } from "#server/http/client-ip.ts";
import { callerOf, requireAdmin } from "#server/http/signed-in.ts";
import { ErrorSchema, SIGNED_IN, adminErrors, apiRouter, invalidInput, notJsonBody } from "#server/api/openapi.ts";
import { idParams } from "#server/api/path-params.ts";
import { staffCaller } from "#server/closing/requests/request-actor.ts";
import { createRequest } from "#server/closing/requests/request-changes.ts";
import { visibleRequests } from "#server/closing/requests/request-read.ts";
import { fileExists } from "#server/api/documents/documents.queries.ts";
import { CLOSING_TAGS } from "./files.routes.ts";
import { fileIdOf, fileNotFound } from "./staff-file.ts";

const noFile = { description: "No such closing file", content: { "application/json": { schema: ErrorSchema } } };

export function fileRequestsRoutes(ctx: Services) {
  const list = createRoute({
    method: "get",
    path: "/closing-files/{id}/requests",
    tags: CLOSING_TAGS,
    summary: "Every request of a file: what it needs from whom, by when, and the answers",
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    request: { params: idParams },
    responses: {
      200: { description: "The requests, by due date (undated last)", content: { "application/json": { schema: closingRequestListSchema } } },
      ...adminErrors,
      404: noFile,
    },
  });
  const create = createRoute({
    method: "post",
    path: "/closing-files/{id}/requests",
    tags: CLOSING_TAGS,
    summary: "Add a request by hand (a title commitment requirement, an attorney's objection, anything else)",
    description: "400 names `owner` when no party on the file has that role yet.",
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    request: {
      params: idParams,
      body: {
        required: true,
        content: {
          "application/json": {
            schema: requestCreateSchema,
            example: {
              kind: "title_requirement",
              title: "Release of the 2014 mortgage to First Iowa Bank",
              instructions: "Schedule B-I requirement 4: the recorded release, or the payoff at closing.",
              owner: "seller",
              due_on: "2026-12-10",
            },
          },
        },
      },
    },
    responses: {
      201: { description: "The request", content: { "application/json": { schema: closingRequestSchema } } },
      ...invalidInput,
      ...adminErrors,
      404: noFile,
      ...notJsonBody,
    },
  });
  return apiRouter()
    .openapi(list, async (c) => {
      const fileId = fileIdOf(c.req.valid("param").id);
      if (!(await fileExists(ctx.db, fileId))) throw fileNotFound();
      c.header("Cache-Control", "no-store");
      return c.json({ data: await visibleRequests(ctx.db, fileId, { kind: "staff" }) }, 200);
    })
    .openapi(create, async (c) => {
      const fileId = fileIdOf(c.req.valid("param").id);
      const by = staffCaller(callerOf(c), clientIp(c, ctx.config.TRUST_PROXY));
      return c.json(await createRequest(ctx.db, fileId, c.req.valid("json"), by), 201);
    });
}
