/**
 * /api/v1/closing-files/{id}/requests…: what an agent or lender on the file sees of its requests
 * and how they answer theirs (docs/requests-contract.md): the list of their side's requests
 * (can_answer set on those they owe), a document uploaded to one they owe, and the answer.
 * Another file's request, the other side's, and a staff-only one answer 404; one of their side
 * owed by someone else answers 403 request_not_yours; one no longer open 409 request_not_open
 * (server/closing/requests/request-answer.ts).
 */
import { createRoute, z } from "@hono/zod-openapi";
import { closingDocumentSchema } from "#core/api/closing-documents.ts";
import { closingRequestListSchema, closingRequestSchema } from "#core/api/closing-request.ts";
import { requestAnswerBodySchema } from "#core/closing/request-input.ts";
import type { Services } from "#server/services.ts";
import type { FileStore } from "#server/storage/file-store.ts";
import { clientIp } from "#server/http/client-ip.ts";
import { callerOf, requireUser } from "#server/http/signed-in.ts";
import { ErrorSchema, SIGNED_IN, apiRouter, invalidInput, notJsonBody, signedInErrors } from "../openapi.ts";
import { idParams, idPathParam } from "../path-params.ts";
import { professionalCaller } from "#server/closing/requests/request-actor.ts";
import { answerRequest, attachRequestDocument } from "#server/closing/requests/request-answer.ts";
import { visibleRequests } from "#server/closing/requests/request-read.ts";
import { uploadBody } from "../documents/document-schemas.ts";
import { uploadErrors } from "../documents/upload-responses.ts";

const TAGS = ["Closing files"];
const error = (description: string) => ({ description, content: { "application/json": { schema: ErrorSchema } } });
const requestParams = z.object({ id: idPathParam("id"), requestId: idPathParam("requestId") });
const missing = error("No such closing file of the caller's, or no request on it the caller may see");
const notYours = error("A request of the caller's side that another party owes (request_not_yours)");
const notOpen = error("The request is no longer open: already answered, accepted or waived (request_not_open)");

export function partyRequestRoutes(ctx: Services, store: FileStore) {
  const list = createRoute({
    method: "get",
    path: "/{id}/requests",
    tags: TAGS,
    summary: "The requests of a closing file the caller's side may see, by due date; can_answer on those they owe",
    security: SIGNED_IN,
    middleware: [requireUser(ctx)] as const,
    request: { params: idParams },
    responses: {
      200: { description: "The requests", content: { "application/json": { schema: closingRequestListSchema } } },
      ...signedInErrors,
      404: error("No such file, or the caller is not a party to it"),
    },
  });
  const upload = createRoute({
    method: "post",
    path: "/{id}/requests/{requestId}/documents",
    tags: TAGS,
    summary: "Upload a document to a request the caller owes (kept with it; its visibility is the request's)",
    security: SIGNED_IN,
    middleware: [requireUser(ctx)] as const,
    request: { params: requestParams, body: uploadBody(["professionals", "everyone"]) },
    responses: {
      201: { description: "Stored with the request", content: { "application/json": { schema: closingDocumentSchema } } },
      ...signedInErrors,
      ...uploadErrors,
      403: notYours,
      404: missing,
      409: notOpen,
    },
  });
  const answer = createRoute({
    method: "post",
    path: "/{id}/requests/{requestId}/answers",
    tags: TAGS,
    summary: "Answer a request the caller owes: its fields and the documents uploaded to it; it is then submitted for review",
    description: "400 names each field of the answer as `answer.<field>`, `documents` when the kind needs a document and none was uploaded to it.",
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
      403: notYours,
      404: missing,
      409: notOpen,
      ...notJsonBody,
    },
  });
  return apiRouter()
    .openapi(list, async (c) => {
      const { id } = c.req.valid("param");
      const by = await professionalCaller(ctx.db, callerOf(c), id, clientIp(c, ctx.config.TRUST_PROXY));
      c.header("Cache-Control", "no-store");
      return c.json({ data: await visibleRequests(ctx.db, id.toLowerCase(), by.actor) }, 200);
    })
    .openapi(upload, async (c) => {
      const { id, requestId } = c.req.valid("param");
      const by = await professionalCaller(ctx.db, callerOf(c), id, clientIp(c, ctx.config.TRUST_PROXY));
      const upload = { contentType: c.req.header("content-type"), contentLength: c.req.header("content-length"), body: c.req.raw.body };
      return c.json(await attachRequestDocument(ctx, store, { ...by, fileId: id.toLowerCase(), requestId: requestId.toLowerCase(), upload }), 201);
    })
    .openapi(answer, async (c) => {
      const { id, requestId } = c.req.valid("param");
      const by = await professionalCaller(ctx.db, callerOf(c), id, clientIp(c, ctx.config.TRUST_PROXY));
      return c.json(await answerRequest(ctx.db, { ...by, fileId: id.toLowerCase(), requestId: requestId.toLowerCase(), body: c.req.valid("json") }), 200);
    });
}
