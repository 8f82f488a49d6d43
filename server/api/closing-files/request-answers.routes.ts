/**
 * POST /api/v1/closing-files/{id}/requests/{requestId}/answers: an agent or lender answers a
 * request they owe (its kind's fields, and the documents uploaded to it); it is then submitted
 * for staff to review, and staff are told in the file's next batch.
 */
import { createRoute } from "@hono/zod-openapi";
import { closingRequestSchema } from "#core/api/closing-request.ts";
import { requestAnswerBodySchema } from "#core/closing/request-input.ts";
import type { Services } from "#server/services.ts";
import { clientIp } from "#server/http/client-ip.ts";
import { callerOf, requireUser } from "#server/http/signed-in.ts";
import { professionalCaller } from "#server/closing/requests/request-actor.ts";
import { answerRequest } from "#server/closing/requests/request-answer.ts";
import { SIGNED_IN, apiRouter, invalidInput, notJsonBody, signedInErrors } from "../openapi.ts";
import { REQUEST_TAGS, requestParams, requestRefusals } from "./request-route-parts.ts";

export function requestAnswerRoutes(ctx: Services) {
  const answer = createRoute({
    method: "post",
    path: "/{id}/requests/{requestId}/answers",
    tags: REQUEST_TAGS,
    summary: "Answer a request the caller owes: its fields and the documents uploaded to it; it is then submitted for review",
    description: "400 names each field of the answer as `answer.<field>`, and `documents` when the kind needs a document and none was uploaded to the request.",
    security: SIGNED_IN,
    middleware: [requireUser(ctx)] as const,
    request: {
      params: requestParams,
      body: {
        required: true,
        content: { "application/json": { schema: requestAnswerBodySchema, example: { answer: { ready_on: "2026-12-15" }, document_ids: [] } } },
      },
    },
    responses: {
      200: { description: "The request, submitted", content: { "application/json": { schema: closingRequestSchema } } },
      ...invalidInput,
      ...signedInErrors,
      ...requestRefusals,
      ...notJsonBody,
    },
  });
  return apiRouter().openapi(answer, async (c) => {
    const { id, requestId } = c.req.valid("param");
    const by = await professionalCaller(ctx.db, callerOf(c), id, clientIp(c, ctx.config.TRUST_PROXY));
    return c.json(await answerRequest(ctx.db, { ...by, fileId: id.toLowerCase(), requestId: requestId.toLowerCase(), body: c.req.valid("json") }), 200);
  });
}
