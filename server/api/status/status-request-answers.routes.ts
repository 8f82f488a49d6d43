/**
 * POST /api/v1/status/{token}/requests/{requestId}/answers (issue 30): the verified buyer or seller
 * answers a request they owe, as agents and lenders do (server/closing/requests/request-answer.ts):
 * 400 names each field of the answer as `answer.<field>`, and nothing typed is lost.
 */
import { createRoute } from "@hono/zod-openapi";
import { closingRequestSchema } from "#core/api/closing-request.ts";
import { requestAnswerBodySchema } from "#core/closing/request-input.ts";
import type { Services } from "#server/services.ts";
import { requireStatusSession } from "#server/closing/status-session/require-status-session.ts";
import { answerRequest } from "#server/closing/requests/request-answer.ts";
import { STATUS_VERIFIED, apiRouter, invalidInput, notJsonBody } from "../openapi.ts";
import { requestErrors, requestIdOf, statusCaller, statusRequestParams } from "./status-request-parts.ts";
import { privateAnswer, statusIpLimit, statusLinkErrors, verifiedErrors } from "./status-route-parts.ts";

export function statusRequestAnswersRoutes(ctx: Services) {
  const answer = createRoute({
    tags: ["Status page"],
    security: STATUS_VERIFIED,
    middleware: [privateAnswer, statusIpLimit(ctx, "status.verified"), requireStatusSession(ctx)] as const,
    method: "post",
    path: "/{token}/requests/{requestId}/answers",
    summary: "Answer a request the verified buyer or seller owes: its fields and the documents uploaded to it; it is then submitted for review",
    description: "400 names each field of the answer as `answer.<field>`, `documents` when the kind needs a document and none was uploaded to it.",
    request: {
      params: statusRequestParams,
      body: { required: true, content: { "application/json": { schema: requestAnswerBodySchema, example: { answer: {}, document_ids: [] } } } },
    },
    responses: {
      200: { description: "The request, submitted", content: { "application/json": { schema: closingRequestSchema } } },
      ...invalidInput,
      ...verifiedErrors,
      ...statusLinkErrors,
      ...requestErrors,
      ...notJsonBody,
    },
  });
  return apiRouter().openapi(answer, async (c) => {
    const by = statusCaller(ctx, c);
    const { requestId } = c.req.valid("param");
    return c.json(await answerRequest(ctx.db, { ...by, requestId: requestIdOf(requestId), body: c.req.valid("json") }), 200);
  });
}
